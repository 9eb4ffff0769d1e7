package jcirc.ir;

/**
 * A floating-point type of any dialect (builtin {@code f32}, {@code !cir.double}): a number literal
 * typed by it is a float (MLIR's {@code FloatType}; ClangIR's {@code FPTypeInterface}).
 */
public interface FloatLikeType extends Type {}
