package jcirc.dialect.arith;

import jcirc.ir.BuiltinTypes;
import jcirc.dialect.llvm.LLVMTypes;
import jcirc.ir.TypeConstraint;

/** Type constraints of the upstream dialects (ODS's AnySignlessInteger, Index, AnyFloat, I1, ...), shared by scf/cf/arith/func/llvm/math. */
public final class UpstreamConstraints {
    private UpstreamConstraints() {}

    public static final TypeConstraint I1 = TypeConstraint.of("1-bit signless integer",
            t -> t instanceof BuiltinTypes.IntegerType it && it.width() == 1);
    public static final TypeConstraint INDEX = TypeConstraint.isA("index", BuiltinTypes.IndexType.class);
    public static final TypeConstraint SIGNLESS_INT = TypeConstraint.isA("signless integer", BuiltinTypes.IntegerType.class);
    public static final TypeConstraint INT_OR_INDEX = TypeConstraint.of("signless-integer-like", BuiltinTypes::isIntOrIndex);
    public static final TypeConstraint FLOAT = TypeConstraint.isA("floating-point", BuiltinTypes.FloatType.class);
    /** signless-integer-like: an integer or index, or a vector of them (arith's elementwise operands). */
    public static final TypeConstraint INT_LIKE = TypeConstraint.of("signless-integer-like",
            t -> BuiltinTypes.isIntOrIndex(BuiltinTypes.elementOrSelf(t)));
    /** floating-point-like: a float or a vector of floats. */
    public static final TypeConstraint FLOAT_LIKE = TypeConstraint.of("floating-point-like",
            t -> BuiltinTypes.elementOrSelf(t) instanceof BuiltinTypes.FloatType);
    /** bool-like: i1 or a vector of i1 (comparison results, select conditions). */
    public static final TypeConstraint I1_LIKE = TypeConstraint.of("bool-like", t -> I1.accepts(BuiltinTypes.elementOrSelf(t)));
    public static final TypeConstraint LLVM_PTR = TypeConstraint.isA("LLVM pointer type", LLVMTypes.PointerType.class);
    /** Types that the llvm dialect accepts as values (builtin ints/floats and llvm types). */
    public static final TypeConstraint LLVM_TYPE = TypeConstraint.of("LLVM dialect-compatible type",
            t -> t instanceof BuiltinTypes.IntegerType || t instanceof BuiltinTypes.FloatType
                    || t.getClass().getEnclosingClass() == LLVMTypes.class);
    public static final TypeConstraint LLVM_INT = TypeConstraint.isA("integer", BuiltinTypes.IntegerType.class);
    public static final TypeConstraint LLVM_FLOAT = TypeConstraint.isA("floating point LLVM type", BuiltinTypes.FloatType.class);
    /** llvm's elementwise float operands (fadd, fneg, llvm.intr.sqrt, ...): a float or a vector of floats. */
    public static final TypeConstraint LLVM_FLOAT_LIKE = TypeConstraint.of(
            "floating point LLVM type or LLVM dialect-compatible vector of floating point LLVM type",
            t -> BuiltinTypes.elementOrSelf(t) instanceof BuiltinTypes.FloatType);
    /** llvm's elementwise integer operands (llvm.intr.smax, ctpop, ...): an integer or a vector of integers. */
    public static final TypeConstraint LLVM_INT_LIKE = TypeConstraint.of("integer or LLVM dialect-compatible vector of integer",
            t -> BuiltinTypes.elementOrSelf(t) instanceof BuiltinTypes.IntegerType);
}
