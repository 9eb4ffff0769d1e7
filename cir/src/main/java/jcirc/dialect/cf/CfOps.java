package jcirc.dialect.cf;

import java.util.List;
import java.util.Optional;
import jcirc.dialect.builtin.BuiltinAttrs.*;
import jcirc.dialect.builtin.BuiltinTypes;
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
        public static final String NAME = "cf.br";
        public static final OpDef DEF = OpDef.op(NAME).variadicOperand("destOperands").successor("dest")
             .traits(Trait.TERMINATOR, Trait.PURE)
             .format("$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict")
             .verifier(op -> verifySuccessorOperands(op, op.successor(0), op.operands(), 0))
             .view(BrOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<BrOp> match(Operation op) { return isa(op) ? Optional.of(new BrOp(op)) : Optional.empty(); }
        public List<Value> destOperands() { return op.operands(); }
        public Block dest() { return op.successor(0); }
    }

    // cf.cond_br %c, ^bb1(%x : i32), ^bb2
    public record CondBrOp(Operation op) implements OpView {
        public static final String NAME = "cf.cond_br";
        public static final OpDef DEF = OpDef.op(NAME).operand("condition", I1).variadicOperand("trueDestOperands").variadicOperand("falseDestOperands")
             .successor("trueDest").successor("falseDest")
             .traits(Trait.TERMINATOR, Trait.PURE, Trait.ATTR_SIZED_OPERAND_SEGMENTS)
             .format("$condition `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` "
                     + "$falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict")
             .verifier(op -> {
                 verifySuccessorOperands(op, op.successor(0), op.operandGroup(1), 0);
                 verifySuccessorOperands(op, op.successor(1), op.operandGroup(2), 1);
             })
             .view(CondBrOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<CondBrOp> match(Operation op) { return isa(op) ? Optional.of(new CondBrOp(op)) : Optional.empty(); }
        public Value condition() { return DEF.operandGroup(op, 0).get(0); }
        public List<Value> trueDestOperands() { return DEF.operandGroup(op, 1); }
        public List<Value> falseDestOperands() { return DEF.operandGroup(op, 2); }
        public Block trueDest() { return op.successor(0); }
        public Block falseDest() { return op.successor(1); }
    }

    // cf.switch %flag : i32, [ default: ^bb1, 42: ^bb2(%x : i32) ]
    public record SwitchOp(Operation op) implements OpView {
        public static final String NAME = "cf.switch";
        public static final OpDef DEF = OpDef.op(NAME).operand("flag", SIGNLESS_INT).variadicOperand("defaultOperands").variadicOperand("caseOperands")
             .optionalAttr("case_values", DenseArrayAttr.class).attr("case_operand_segments", DenseArrayAttr.class)
             .successor("defaultDestination").variadicSuccessor("caseDestinations")
             .traits(Trait.TERMINATOR, Trait.PURE, Trait.ATTR_SIZED_OPERAND_SEGMENTS)
             .customAsm(new SwitchAsm())
             .verifier(CfDialect::verifySwitch)
             .view(SwitchOp::new);
        public static boolean isa(Operation op) { return op.is(DEF); }
        public static Optional<SwitchOp> match(Operation op) { return isa(op) ? Optional.of(new SwitchOp(op)) : Optional.empty(); }
        public Value flag() { return DEF.operandGroup(op, 0).get(0); }
        public List<Value> defaultOperands() { return DEF.operandGroup(op, 1); }
        public List<Value> caseOperands() { return DEF.operandGroup(op, 2); }
        public Block defaultDestination() { return op.successor(0); }
        public List<Block> caseDestinations() { return op.successors().subList(1, op.numSuccessors()); }
        public DenseArrayAttr caseValuesAttr() { return op.attr("case_values", DenseArrayAttr.class); }
        public DenseArrayAttr caseOperandSegmentsAttr() { return op.attr("case_operand_segments", DenseArrayAttr.class); }
    }
}
