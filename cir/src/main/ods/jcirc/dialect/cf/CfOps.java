package jcirc.dialect.cf;

import java.util.List;
import java.util.Optional;
import jcirc.ir.BuiltinAttrs.*;
import jcirc.ir.BuiltinTypes;
import jcirc.ir.*;
import java.util.*;
import static jcirc.dialect.arith.UpstreamConstraints.*;
import static jcirc.dialect.cf.CfDialect.*;

/**
 * The ops of the cf dialect, one record per op: the record holds the op's declaration ({@code DEF},
 * registered by {@link CfDialect}), named accessors, {@code isa} and {@code match}. See docs/ir-core.md.
 */
public final class CfOps {
    private CfOps() {}

    // cf.br ^bb1(%x : i32)
    public record BrOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cf.br").variadicOperand("destOperands").successor("dest")
             .traits(Trait.TERMINATOR, Trait.PURE)
             .format("$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict")
             .verifier(op -> verifySuccessorOperands(op, op.successor(0), op.operands(), 0));
    }

    // cf.cond_br %c, ^bb1(%x : i32), ^bb2
    public record CondBrOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cf.cond_br").operand("condition", I1).variadicOperand("trueDestOperands").variadicOperand("falseDestOperands")
             .successor("trueDest").successor("falseDest")
             .traits(Trait.TERMINATOR, Trait.PURE, Trait.ATTR_SIZED_OPERAND_SEGMENTS)
             .format("$condition `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` "
                     + "$falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict")
             .verifier(op -> {
                 verifySuccessorOperands(op, op.successor(0), op.operandGroup(1), 0);
                 verifySuccessorOperands(op, op.successor(1), op.operandGroup(2), 1);
             });
    }

    // cf.switch %flag : i32, [ default: ^bb1, 42: ^bb2(%x : i32) ]
    public record SwitchOp(Operation op) implements OpView {
        public static final OpDef DEF = OpDef.op("cf.switch").operand("flag", SIGNLESS_INT).variadicOperand("defaultOperands").variadicOperand("caseOperands")
             .optionalAttr("case_values", DenseArrayAttr.class).attr("case_operand_segments", DenseArrayAttr.class)
             .successor("defaultDestination").variadicSuccessor("caseDestinations")
             .traits(Trait.TERMINATOR, Trait.PURE, Trait.ATTR_SIZED_OPERAND_SEGMENTS)
             .customAsm(new SwitchAsm())
             .verifier(CfDialect::verifySwitch);
    }
}
