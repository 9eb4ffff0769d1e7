package jcirc.backend.llvm;

import jcirc.ir.BuiltinTypes;
import jcirc.dialect.llvm.LLVMTypes;
import jcirc.ir.Type;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Spells MLIR types as LLVM IR types: {@code i32 -> i32}, {@code index -> i64}, {@code f80 -> x86_fp80},
 * {@code !llvm.ptr -> ptr}, {@code !llvm.struct<(i32, f64)> -> { i32, double }},
 * {@code !llvm.array<4 x i8> -> [4 x i8]}, {@code !llvm.func<i32 (ptr, ...)> -> i32 (ptr, ...)}.
 *
 * <p>Types this class does not know as records (for example identified structs
 * {@code !llvm.struct<"name", (...)>} added by other dialect code) are converted from their MLIR
 * spelling; identified structs are collected so the writer can emit {@code %name = type {...}}.
 */
final class IrTypes {
    /** Identified struct bodies seen so far, in first-seen order: LLVM name -> body ("opaque" when unknown). */
    private final Map<String, String> namedStructs = new LinkedHashMap<>();
    /** Spellings of aggregate type objects already spelled (by identity: a type DAG is spelled once per node). */
    private final Map<Type, String> spelled = new java.util.IdentityHashMap<>();
    /** Bodies of literal structs that hold structs, to the name they are given ({@code struct.N}). */
    private final Map<String, String> nestedNames = new java.util.HashMap<>();

    Map<String, String> namedStructs() { return namedStructs; }

    String of(Type t) {
        return switch (t) {
            case BuiltinTypes.IntegerType it -> "i" + it.width();
            case BuiltinTypes.IndexType ignored -> "i64";
            case BuiltinTypes.FloatType ft -> floatName(ft.kind());
            case BuiltinTypes.NoneType ignored -> "void";
            case BuiltinTypes.FunctionType ft -> functionType(ft);
            case LLVMTypes.PointerType ignored -> "ptr";
            case LLVMTypes.VoidType ignored -> "void";
            case LLVMTypes.TokenType ignored -> "token";
            case LLVMTypes.ArrayType at -> {
                String known = spelled.get(at);
                if (known != null) yield known;
                String r = "[" + at.size() + " x " + of(at.element()) + "]";
                spelled.put(at, r);
                yield r;
            }
            case BuiltinTypes.VectorType vt -> "<" + vt.size() + " x " + of(vt.element()) + ">";
            case LLVMTypes.StructType st -> {
                String known = spelled.get(st);
                if (known != null) yield known;
                String r = literalOrNamed(st);
                spelled.put(st, r);
                yield r;
            }
            case LLVMTypes.FunctionType ft -> {
                List<String> ps = new ArrayList<>();
                for (Type p : ft.params()) ps.add(of(p));
                if (ft.varArg()) ps.add("...");
                yield of(ft.result()) + " (" + String.join(", ", ps) + ")";
            }
            default -> new TextTypeParser(t.print()).parseType();
        };
    }

    /** The result type of a builtin function type as LLVM spells it (void, one type, or a literal struct). */
    String resultOf(List<Type> results) {
        if (results.isEmpty()) return "void";
        if (results.size() == 1) return of(results.get(0));
        return struct(results, false);
    }

    private String functionType(BuiltinTypes.FunctionType ft) {
        List<String> ps = new ArrayList<>();
        for (Type p : ft.inputs()) ps.add(of(p));
        return resultOf(ft.results()) + " (" + String.join(", ", ps) + ")";
    }

    /**
     * A literal struct that holds another struct (directly or in arrays) gets a name,
     * {@code %struct.N = type { %struct.M, %struct.M }}, keyed by its body with the inner structs
     * already named: {@code struct S20 { struct S19 a, b; }} would otherwise be spelled with 2^20 copies
     * of its innermost member (clang names every record type; jcirc's llvm types are literal).
     * Structurally equal structs get the same name, so every use agrees on the type. Flat structs stay
     * literal ({@code { i32, double }}), as before.
     */
    private String literalOrNamed(LLVMTypes.StructType st) {
        String body = struct(st.body(), st.packed());
        boolean nested = false;
        for (Type m : st.body()) nested |= holdsStruct(m);
        if (!nested) return body;
        String name = nestedNames.get(body);
        if (name == null) {
            name = "struct." + nestedNames.size();
            nestedNames.put(body, name);
            namedStructs.put(name, body);
        }
        return "%" + IrNames.ident(name);
    }

    private static boolean holdsStruct(Type t) {
        while (t instanceof LLVMTypes.ArrayType at) t = at.element();
        return t instanceof LLVMTypes.StructType;
    }

    private String struct(List<Type> body, boolean packed) {
        if (body.isEmpty()) return packed ? "<{}>" : "{}";
        List<String> ms = new ArrayList<>();
        for (Type m : body) ms.add(of(m));
        String inner = "{ " + String.join(", ", ms) + " }";
        return packed ? "<" + inner + ">" : inner;
    }

    static String floatName(String kind) {
        return switch (kind) {
            case "f16" -> "half";
            case "bf16" -> "bfloat";
            case "f32" -> "float";
            case "f64" -> "double";
            case "f80" -> "x86_fp80";
            case "f128" -> "fp128";
            default -> throw new UnsupportedIrException("float type " + kind);
        };
    }

    /** The suffix LLVM uses to mangle overloaded intrinsics: {@code i32}, {@code f64}, {@code f80}, {@code p0}. */
    String mangle(Type t) {
        String s = of(t);
        return switch (s) {
            case "ptr" -> "p0";
            case "half" -> "f16";
            case "bfloat" -> "bf16";
            case "float" -> "f32";
            case "double" -> "f64";
            case "x86_fp80" -> "f80";
            case "fp128" -> "f128";
            default -> s;
        };
    }

    static boolean isFloat(Type t) { return t instanceof BuiltinTypes.FloatType; }

    /** Whether {@code t} is a pointer; only types this class does not know as records are looked at in their spelling (an aggregate's spelling can be huge). */
    static boolean isPointer(Type t) {
        return switch (t) {
            case LLVMTypes.PointerType p -> true;
            case LLVMTypes.StructType s -> false;
            case LLVMTypes.ArrayType a -> false;
            case LLVMTypes.FunctionType f -> false;
            case BuiltinTypes.IntegerType i -> false;
            case BuiltinTypes.FloatType f -> false;
            case BuiltinTypes.VectorType v -> false;
            default -> t.print().startsWith("!llvm.ptr");
        };
    }

    /** Bit width of an integer-like type (index = 64), or -1. */
    static int intWidth(Type t) {
        if (t instanceof BuiltinTypes.IntegerType it) return it.width();
        if (t instanceof BuiltinTypes.IndexType) return 64;
        return -1;
    }

    /** Converts the MLIR spelling of a type nested in llvm types (where {@code !llvm.} may be dropped). */
    private final class TextTypeParser {
        private final String s;
        private int p;

        TextTypeParser(String s) { this.s = s; }

        String parseType() {
            String r = type();
            skipWs();
            if (p != s.length()) throw new UnsupportedIrException("type " + s);
            return r;
        }

        private String type() {
            skipWs();
            if (eat("!llvm.")) return llvmType();
            if (s.startsWith("ptr", p) || s.startsWith("struct<", p) || s.startsWith("array<", p)
                    || s.startsWith("void", p) || s.startsWith("token", p) || s.startsWith("func<", p)) return llvmType();
            if (eat("index")) return "i64";
            if (s.startsWith("i", p) && p + 1 < s.length() && Character.isDigit(s.charAt(p + 1))) {
                int st = ++p;
                while (p < s.length() && Character.isDigit(s.charAt(p))) p++;
                return "i" + s.substring(st, p);
            }
            for (String f : new String[] {"bf16", "f16", "f32", "f64", "f80", "f128"})
                if (eat(f)) return floatName(f);
            throw new UnsupportedIrException("type " + s);
        }

        private String llvmType() {
            if (eat("ptr")) {
                if (eat("<")) { while (s.charAt(p) != '>') p++; p++; }
                return "ptr";
            }
            if (eat("void")) return "void";
            if (eat("token")) return "token";
            if (eat("array<")) {
                skipWs();
                int st = p;
                while (Character.isDigit(s.charAt(p))) p++;
                String n = s.substring(st, p);
                skipWs(); expect("x");
                String el = type();
                skipWs(); expect(">");
                return "[" + n + " x " + el + "]";
            }
            if (eat("func<")) {
                String ret = type();
                skipWs(); expect("(");
                List<String> ps = new ArrayList<>();
                skipWs();
                while (!eat(")")) {
                    skipWs();
                    if (eat("...")) ps.add("...");
                    else ps.add(type());
                    skipWs(); eat(","); skipWs();
                }
                skipWs(); expect(">");
                return ret + " (" + String.join(", ", ps) + ")";
            }
            if (eat("struct<")) {
                skipWs();
                String name = null;
                if (s.charAt(p) == '"') {
                    int st = ++p;
                    while (s.charAt(p) != '"') { if (s.charAt(p) == '\\') p++; p++; }
                    name = s.substring(st, p);
                    p++;
                    skipWs();
                    if (eat(">")) { namedStructs.putIfAbsent(name, "opaque"); return "%" + IrNames.ident(name); }
                    expect(","); skipWs();
                    if (eat("opaque")) { skipWs(); expect(">"); namedStructs.putIfAbsent(name, "opaque"); return "%" + IrNames.ident(name); }
                }
                boolean packed = eat("packed");
                skipWs(); expect("(");
                List<String> ms = new ArrayList<>();
                skipWs();
                while (!eat(")")) {
                    ms.add(type());
                    skipWs(); eat(","); skipWs();
                }
                skipWs(); expect(">");
                String body = ms.isEmpty() ? "{}" : "{ " + String.join(", ", ms) + " }";
                if (packed) body = "<" + body + ">";
                if (name == null) return body;
                namedStructs.put(name, body);
                return "%" + IrNames.ident(name);
            }
            throw new UnsupportedIrException("type " + s);
        }

        private void skipWs() { while (p < s.length() && s.charAt(p) == ' ') p++; }
        private boolean eat(String tok) { if (s.startsWith(tok, p)) { p += tok.length(); return true; } return false; }
        private void expect(String tok) { if (!eat(tok)) throw new UnsupportedIrException("type " + s + " (expected '" + tok + "' at " + p + ")"); }
    }
}
