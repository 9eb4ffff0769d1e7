package jcirc.ir;

/**
 * An immutable IR type. Every dialect declares its types as records implementing this interface
 * (see {@code jcirc.dialect.builtin.BuiltinTypes}, {@code jcirc.dialect.cir.CirTypes},
 * {@code jcirc.dialect.llvm.LLVMTypes}). {@link #print()} gives the full MLIR spelling
 * ({@code i32}, {@code !cir.int<s, 32>}, {@code !llvm.ptr}); the printer may substitute an alias.
 */
public interface Type {
    String print();
}
