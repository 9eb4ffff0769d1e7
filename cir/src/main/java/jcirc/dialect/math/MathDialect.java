package jcirc.dialect.math;

import jcirc.ir.OpDef;
import jcirc.ir.Trait;

import static jcirc.dialect.arith.UpstreamConstraints.FLOAT;

/** A few ops of the upstream {@code math} dialect: {@code %r = math.sqrt %x : f64}, absf, fma and friends. */
public final class MathDialect {
    private MathDialect() {}

    public static void register() {
        for (String n : new String[]{"sqrt", "absf", "ceil", "floor", "exp", "log", "sin", "cos", "tan", "round", "trunc"})
            OpDef.op("math." + n).operand("operand", FLOAT).result("result", FLOAT)
                 .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE)
                 .format("$operand attr-dict `:` type($result)").register();
        for (String n : new String[]{"powf", "atan2", "copysign"})
            OpDef.op("math." + n).operand("lhs", FLOAT).operand("rhs", FLOAT).result("result", FLOAT)
                 .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE)
                 .format("$lhs `,` $rhs attr-dict `:` type($result)").register();
        // %r = math.ctlz %x : i32   (also cttz, ctpop; upstream's integer bit counting, defined for 0)
        for (String n : new String[]{"ctlz", "cttz", "ctpop"})
            OpDef.op("math." + n).operand("operand", jcirc.dialect.arith.UpstreamConstraints.SIGNLESS_INT)
                 .result("result", jcirc.dialect.arith.UpstreamConstraints.SIGNLESS_INT)
                 .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE)
                 .format("$operand attr-dict `:` type($result)").register();
        // %r = math.fma %a, %b, %c : f64
        OpDef.op("math.fma").operand("a", FLOAT).operand("b", FLOAT).operand("c", FLOAT).result("result", FLOAT)
             .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE)
             .format("$a `,` $b `,` $c attr-dict `:` type($result)").register();
    }
}
