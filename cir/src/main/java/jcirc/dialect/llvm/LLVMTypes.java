package jcirc.dialect.llvm;

import jcirc.ir.Type;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/** The llvm dialect types used for C memory: opaque pointers, structs, arrays, void, functions. */
public final class LLVMTypes {
    private LLVMTypes() {}

    /** {@code !llvm.ptr} (opaque, address space 0). */
    public record PointerType() implements Type {
        public String print() { return "!llvm.ptr"; }
    }

    /** Literal struct {@code !llvm.struct<(i32, f64)>} or packed {@code !llvm.struct<packed (i8, i32)>}. */
    public record StructType(List<Type> body, boolean packed) implements Type {
        public StructType { body = List.copyOf(body); }

        /**
         * A hash that does not descend into nested structs (equal structs have equal members, so it agrees with
         * {@code equals}): the record's own hash would visit every path of a type DAG such as
         * {@code struct S40 { struct S39 a, b; }}, 2^40 of them.
         */
        @Override public int hashCode() {
            int h = packed ? 1 : 0;
            for (Type t : body) h = 31 * h + shallowHash(t);
            return h;
        }

        @Override public boolean equals(Object o) {
            return this == o || o instanceof StructType s && packed == s.packed && body.equals(s.body);
        }

        /** Whether a member is a struct or an array of structs: such literal types get aliases (and %struct.N names in LLVM IR). */
        public boolean holdsStruct() {
            for (Type t : body) {
                Type e = t;
                while (e instanceof ArrayType a) e = a.element();
                if (e instanceof StructType) return true;
            }
            return false;
        }
        public String print() {
            return "!llvm.struct<" + (packed ? "packed " : "") + "(" + body.stream().map(LLVMTypes::inner).collect(Collectors.joining(", ")) + ")>";
        }
    }

    /** {@code !llvm.array<4 x i32>}. */
    public record ArrayType(Type element, long size) implements Type {
        public String print() { return "!llvm.array<" + size + " x " + inner(element) + ">"; }
    }

    /** {@code !llvm.void}. */
    public record VoidType() implements Type {
        public String print() { return "!llvm.void"; }
    }

    /** {@code !llvm.token} (LLVM's {@code token}: the coroutine intrinsics' ids and save points; docs/coroutines.md). */
    public record TokenType() implements Type {
        public String print() { return "!llvm.token"; }
    }

    /** {@code !llvm.func<i32 (ptr, ...)>}. */
    public record FunctionType(Type result, List<Type> params, boolean varArg) implements Type {
        public FunctionType { params = List.copyOf(params); }
        public String print() {
            List<String> ps = new ArrayList<>();
            for (Type t : params) ps.add(inner(t));
            if (varArg) ps.add("...");
            return "!llvm.func<" + inner(result) + " (" + String.join(", ", ps) + ")>";
        }
    }

    /** A member's part of {@link StructType#hashCode}: structs (also as array elements) count by their shape only. */
    private static int shallowHash(Type t) {
        return switch (t) {
            case StructType s -> 17 * s.body().size() + (s.packed() ? 1 : 0);
            case ArrayType a -> 31 * Long.hashCode(a.size()) + shallowHash(a.element());
            default -> t.hashCode();
        };
    }

    /** Inside llvm types, nested llvm types drop the {@code !llvm.} prefix, as MLIR prints them. */
    static String inner(Type t) {
        String s = jcirc.ir.TypePrint.of(t);
        return s.startsWith("!llvm.") ? s.substring("!llvm.".length()) : s;
    }

    public static final PointerType PTR = new PointerType();
    public static final VoidType VOID = new VoidType();
    public static final TokenType TOKEN = new TokenType();
}
