package jcirc.dialect.math;

import jcirc.ir.OpDef;
import jcirc.ir.Trait;

import static jcirc.dialect.arith.UpstreamConstraints.FLOAT;

/** A few ops of the upstream {@code math} dialect: {@code %r = math.sqrt %x : f64}, absf, fma and friends. */
public final class MathDialect {
    private MathDialect() {}

    /** {@code %r = math.sqrt %x : f64}: {@link MathOps.FloatUnaryOp}. */
    static OpDef floatUnary(String name) {
        return OpDef.op(name).operand("operand", FLOAT).result("result", FLOAT)
                .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE)
                .format("$operand attr-dict `:` type($result)");
    }

    /** {@code %r = math.powf %x, %y : f64}: {@link MathOps.FloatBinaryOp}. */
    static OpDef floatBinary(String name) {
        return OpDef.op(name).operand("lhs", FLOAT).operand("rhs", FLOAT).result("result", FLOAT)
                .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE)
                .format("$lhs `,` $rhs attr-dict `:` type($result)");
    }

    /** {@code %r = math.ctlz %x : i32}: {@link MathOps.IntUnaryOp}. */
    static OpDef intUnary(String name) {
        return OpDef.op(name).operand("operand", jcirc.dialect.arith.UpstreamConstraints.SIGNLESS_INT)
                .result("result", jcirc.dialect.arith.UpstreamConstraints.SIGNLESS_INT)
                .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE)
                .format("$operand attr-dict `:` type($result)");
    }

    public static void register() {
        for (OpDef d : MathOps.FLOAT_UNARY_OPS) d.register();
        for (OpDef d : MathOps.FLOAT_BINARY_OPS) d.register();
        // %r = math.ctlz %x : i32   (also cttz, ctpop; upstream's integer bit counting, defined for 0)
        for (OpDef d : MathOps.INT_UNARY_OPS) d.register();
        MathOps.FmaOp.DEF.register();
    }
}
