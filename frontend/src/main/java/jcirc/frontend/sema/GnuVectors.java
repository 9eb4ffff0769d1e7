package jcirc.frontend.sema;

import jcirc.frontend.cdt.AttributeTokens;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.IASTAttribute;
import org.eclipse.cdt.core.dom.ast.IASTAttributeOwner;
import org.eclipse.cdt.core.dom.ast.IASTBinaryExpression;
import org.eclipse.cdt.core.dom.ast.IASTNode;

import java.util.ArrayList;
import java.util.List;

/**
 * Sema for GNU vector types: {@code __attribute__((vector_size(N)))} on a declaration makes its
 * base type a vector of N bytes, and the typing rules gcc gives vector operands: elementwise
 * arithmetic with a scalar operand splatted to the vector's element type, comparisons giving a
 * vector of signed integers as wide as the elements, subscripts giving an element lvalue, and
 * casts between vectors and scalars of the same size.
 */
public final class GnuVectors {
    private GnuVectors() {}

    /**
     * {@code base} made a vector when one of {@code owners} carries {@code vector_size(N)} (N in bytes,
     * a constant expression of integers, {@code sizeof(type)}, {@code * / + -} and parentheses).
     */
    static CType applyVectorSize(Sema sema, CType base, IASTNode... owners) {
        boolean mayAlias = false;
        for (IASTNode o : owners) {
            if (!(o instanceof IASTAttributeOwner ao)) continue;
            for (IASTAttribute a : ao.getAttributes()) {
                String n = new String(a.getName());
                if (n.equals("may_alias") || n.equals("__may_alias__")) mayAlias = true;
                if (!n.equals("vector_size") && !n.equals("__vector_size__")) continue;
                String arg = a.getArgumentClause() == null ? "" : AttributeTokens.text(a.getArgumentClause(), " ");
                Long bytes = new SizeExpr(sema, arg).eval();
                if (bytes == null) { sema.error(a, "'vector_size' attribute requires an integer constant"); continue; }
                base = vectorOf(sema, a, base, bytes);
            }
        }
        // may_alias on a scalar or record type: jcirc does not carry it in the type, so TBAA stops (vectors are char anyway)
        if (mayAlias && !Types.isVector(base)) sema.scalarMayAlias = true;
        return base;
    }

    private static CType vectorOf(Sema sema, IASTNode at, CType base, long bytes) {
        CType el = Types.unqual(base);
        if (!(Types.isInteger(el) && !Types.isBool(el) || Types.isFloating(el) && !el.equals(CType.LONG_DOUBLE))) {
            sema.error(at, "invalid vector element type '" + base + "'");
            return base;
        }
        long es = Types.sizeOf(el);
        if (bytes <= 0 || bytes % es != 0 || Long.bitCount(bytes / es) != 1) {
            sema.error(at, "vector size not an integral multiple of component size");
            return base;
        }
        if (el instanceof CType.Enum e) el = e.def().underlying();
        CType v = new CType.Vector(el, bytes / es);
        return base instanceof CType.Qualified q ? Types.qualify(v, q.isConst(), q.isVolatile(), false) : v;
    }

    /** Evaluates a small integer constant expression given as attribute tokens (null when it is not one). */
    static Long evalConstant(Sema sema, String text) { return new SizeExpr(sema, text).eval(); }

    /** A small evaluator for the size argument: {@code (16)}, {@code (4 * sizeof (int))}, {@code (sizeof(unsigned) * 2)}. */
    private static final class SizeExpr {
        private final Sema sema;
        private final List<String> toks = new ArrayList<>();
        private int p;

        SizeExpr(Sema sema, String text) {
            this.sema = sema;
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("0[xX][0-9a-fA-F]+[uUlL]*|[0-9]+[uUlL]*|[A-Za-z_][A-Za-z_0-9]*|\\S").matcher(text);
            while (m.find()) toks.add(m.group());
        }

        Long eval() {
            try {
                long v = sum();
                return p == toks.size() ? v : null;
            } catch (RuntimeException e) {
                return null;
            }
        }

        private String peek() { return p < toks.size() ? toks.get(p) : ""; }

        private long sum() {
            long v = product();
            while (peek().equals("+") || peek().equals("-")) v = toks.get(p++).equals("+") ? v + product() : v - product();
            return v;
        }

        private long product() {
            long v = primary();
            while (peek().equals("*") || peek().equals("/")) v = toks.get(p++).equals("*") ? v * primary() : v / primary();
            return v;
        }

        private long primary() {
            String t = toks.get(p++);
            if (t.equals("(")) { long v = sum(); expect(")"); return v; }
            if (t.equals("sizeof") || t.equals("__alignof__") || t.equals("_Alignof")) {
                expect("(");
                List<String> words = new ArrayList<>();
                int depth = 0;
                while (depth > 0 || !peek().equals(")")) {
                    String w = toks.get(p++);
                    if (w.equals("(")) depth++;
                    if (w.equals(")")) depth--;
                    words.add(w);
                }
                expect(")");
                CType ty = typeNamed(words);
                return t.equals("sizeof") ? Types.sizeOf(ty) : Types.alignOf(ty);
            }
            if (Character.isDigit(t.charAt(0))) return Long.decode(t.replaceAll("[uUlL]+$", ""));
            throw new IllegalArgumentException(t);
        }

        private void expect(String s) { if (!toks.get(p++).equals(s)) throw new IllegalArgumentException(s); }

        /** A type named by simple specifiers, a typedef name, optionally followed by {@code *}. */
        private CType typeNamed(List<String> words) {
            int ptrs = 0;
            while (!words.isEmpty() && words.get(words.size() - 1).equals("*")) { ptrs++; words.remove(words.size() - 1); }
            CType t;
            if (words.size() == 1 && sema.symbols.lookup(words.get(0)) instanceof Symbol s && s.isTypedef()) t = s.type;
            else {
                boolean unsigned = words.remove("unsigned");
                words.remove("signed");
                words.remove("const");
                words.remove("volatile");
                int longs = 0;
                while (words.remove("long")) longs++;
                String w = words.isEmpty() ? "int" : String.join(" ", words);
                t = switch (w) {
                    case "char" -> unsigned ? CType.UCHAR : CType.CHAR;
                    case "short", "short int" -> unsigned ? CType.USHORT : CType.SHORT;
                    case "int" -> longs == 0 ? (unsigned ? CType.UINT : CType.INT) : unsigned ? CType.ULONG : CType.LONG;
                    case "float" -> CType.FLOAT;
                    case "double" -> longs > 0 ? CType.LONG_DOUBLE : CType.DOUBLE;
                    case "void" -> CType.VOID;
                    case "_Bool" -> CType.BOOL;
                    case "__int128" -> CType.of(CType.IntKind.INT128);
                    default -> throw new IllegalArgumentException(w);
                };
            }
            for (int i = 0; i < ptrs; i++) t = new CType.Pointer(t);
            return t;
        }
    }

    // ------------------------------------------------------------------ expression typing

    /** The signed integer vector a comparison of two {@code v} vectors gives (-1 true, 0 false). */
    public static CType.Vector comparisonType(CType.Vector v) {
        CType el = switch ((int) Types.sizeOf(v.element())) {
            case 1 -> CType.SCHAR;
            case 2 -> CType.SHORT;
            case 4 -> CType.INT;
            default -> CType.LONG;
        };
        return new CType.Vector(el, v.length());
    }

    private static boolean isIntVector(CType t) { return Types.unqual(t) instanceof CType.Vector v && Types.isInteger(v.element()); }

    /** Do two vector types have the same size and length (gcc's implicitly convertible vectors)? */
    public static boolean sameShape(CType a, CType b) {
        return Types.unqual(a) instanceof CType.Vector x && Types.unqual(b) instanceof CType.Vector y
                && x.length() == y.length() && Types.sizeOf(x) == Types.sizeOf(y);
    }

    /**
     * The type of {@code a op c} when an operand is a vector: the vector type (a scalar operand is
     * converted to its element type), or the signed int vector of a comparison.
     */
    static CType binaryResult(Sema sema, IASTNode at, int op, CType a, CType c) {
        CType va = Types.unqual(a), vc = Types.unqual(c);
        CType.Vector v = (CType.Vector) (va instanceof CType.Vector ? va : vc);
        CType other = va instanceof CType.Vector ? vc : va;
        boolean ok;
        if (other instanceof CType.Vector) ok = sameShape(va, vc);
        else ok = Types.isInteger(other) || Types.isFloating(other) && Types.isFloating(v.element());
        boolean intOnly = switch (op) {
            case IASTBinaryExpression.op_modulo, IASTBinaryExpression.op_binaryAnd, IASTBinaryExpression.op_binaryOr,
                 IASTBinaryExpression.op_binaryXor, IASTBinaryExpression.op_shiftLeft, IASTBinaryExpression.op_shiftRight -> true;
            default -> false;
        };
        if (intOnly && (!(isIntVector(va) || Types.isInteger(va)) || !(isIntVector(vc) || Types.isInteger(vc)))) ok = false;
        if (!ok) {
            sema.error(at, "invalid operands to binary expression ('" + a + "' and '" + c + "')");
            return v;
        }
        return switch (op) {
            case IASTBinaryExpression.op_lessThan, IASTBinaryExpression.op_greaterThan, IASTBinaryExpression.op_lessEqual,
                 IASTBinaryExpression.op_greaterEqual, IASTBinaryExpression.op_equals, IASTBinaryExpression.op_notequals -> comparisonType(v);
            default -> v;
        };
    }

    /** Can a value of type {@code from} be cast to {@code to} when either is a vector (gcc: same size, no floating scalar)? */
    static boolean castable(CType from, CType to) {
        CType f = Types.unqual(from), t = Types.unqual(to);
        if (Types.sizeOf(f) != Types.sizeOf(t)) return false;
        return (f instanceof CType.Vector || Types.isInteger(f)) && (t instanceof CType.Vector || Types.isInteger(t));
    }

    // ------------------------------------------------------------------ builtins

    /** {@code __builtin_shuffle}, {@code __builtin_shufflevector} or {@code __builtin_convertvector} when {@code call} is one, else null. */
    public static String builtinOf(org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression call) {
        if (!(call.getFunctionNameExpression() instanceof org.eclipse.cdt.core.dom.ast.IASTIdExpression id)) return null;
        String n = id.getName().toString();
        return n.equals("__builtin_shuffle") || n.equals("__builtin_shufflevector") || n.equals("__builtin_convertvector") ? n : null;
    }

    /** The target type of {@code __builtin_convertvector(v, T)}: T written as a typedef name. */
    public static CType convertTarget(Sema sema, org.eclipse.cdt.core.dom.ast.IASTInitializerClause arg) {
        if (arg instanceof org.eclipse.cdt.core.dom.ast.IASTIdExpression id
                && sema.symbols.lookup(id.getName().toString()) instanceof Symbol s && s.isTypedef()) return s.type;
        if (arg instanceof org.eclipse.cdt.core.dom.ast.IASTTypeIdExpression te) return sema.typeOfTypeId(te.getTypeId());
        return null;
    }

    /**
     * The type of a vector builtin call: {@code __builtin_shuffle(a[, b], mask)} a vector of a's elements as long as
     * the integer vector mask; {@code __builtin_shufflevector(a, b, i...)} one element per constant index;
     * {@code __builtin_convertvector(v, T)} T, a vector type of v's length.
     */
    static CType builtinType(Sema sema, org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression call) {
        String name = builtinOf(call);
        org.eclipse.cdt.core.dom.ast.IASTInitializerClause[] args = call.getArguments();
        List<CType> ts = new ArrayList<>();
        int typed = name.equals("__builtin_convertvector") ? 1 : args.length;
        for (int i = 0; i < Math.min(typed, args.length); i++)
            ts.add(args[i] instanceof org.eclipse.cdt.core.dom.ast.IASTExpression e ? sema.rvalueType(e) : CType.INT);
        switch (name) {
            case "__builtin_shuffle" -> {
                if ((args.length != 2 && args.length != 3) || !(Types.unqual(ts.get(0)) instanceof CType.Vector v)
                        || !(Types.unqual(ts.get(ts.size() - 1)) instanceof CType.Vector m) || !Types.isInteger(m.element())
                        || args.length == 3 && !Types.compatibleUnqual(ts.get(0), ts.get(1))
                        || Types.sizeOf(m.element()) != Types.sizeOf(v.element())) {
                    sema.error(call, "__builtin_shuffle requires one or two vectors and an integer vector mask with elements of the same size");
                    return ts.isEmpty() ? CType.INT : Types.unqual(ts.get(0));
                }
                return m.length() == v.length() ? v : new CType.Vector(v.element(), m.length());
            }
            case "__builtin_shufflevector" -> {
                if (args.length < 2 || !(Types.unqual(ts.get(0)) instanceof CType.Vector v) || !Types.compatibleUnqual(ts.get(0), ts.get(1))) {
                    sema.error(call, "__builtin_shufflevector requires two vectors of the same type");
                    return ts.isEmpty() ? CType.INT : Types.unqual(ts.get(0));
                }
                for (int i = 2; i < args.length; i++) {
                    if (!(sema.consts.eval((org.eclipse.cdt.core.dom.ast.IASTExpression) args[i]) instanceof ConstValue.IntVal iv)
                            || iv.value() < -1 || iv.value() >= 2 * v.length())
                        sema.error(args[i], "index for __builtin_shufflevector must be a constant integer between -1 and " + (2 * v.length() - 1));
                }
                return new CType.Vector(v.element(), args.length - 2);
            }
            default -> {
                CType to = args.length == 2 ? convertTarget(sema, args[1]) : null;
                if (to == null || !(Types.unqual(to) instanceof CType.Vector tv) || !(Types.unqual(ts.get(0)) instanceof CType.Vector fv)
                        || tv.length() != fv.length()) {
                    sema.error(call, "__builtin_convertvector requires a vector and a vector type name with the same number of elements");
                    return to == null ? CType.INT : Types.unqual(to);
                }
                return tv;
            }
        }
    }
}
