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

    /** Inside llvm types, nested llvm types drop the {@code !llvm.} prefix, as MLIR prints them. */
    static String inner(Type t) {
        String s = jcirc.ir.TypePrint.of(t);
        return s.startsWith("!llvm.") ? s.substring("!llvm.".length()) : s;
    }

    public static final PointerType PTR = new PointerType();
    public static final VoidType VOID = new VoidType();
}
