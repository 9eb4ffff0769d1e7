package jcirc.lowering.cirtollvm;

import jcirc.dialect.cir.CirOps;

import jcirc.dialect.cf.CfDialect;
import jcirc.dialect.cf.CfOps;
import jcirc.dialect.llvm.LLVMOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinTypes;
import jcirc.ir.OpDef;
import jcirc.ir.Operation;
import jcirc.ir.Value;
import jcirc.lowering.types.CirOpAccess;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Patterns for the unstructured control flow of flattened functions: cir.br, cir.brcond, cir.switch.flat, cir.unreachable, cir.trap. */
final class BranchLowering {
    private final LoweringContext cx;

    BranchLowering(LoweringContext cx) { this.cx = cx; }

    // cir.br ^bb1(%x : !s32i) → cf.br ^bb1(%x : i32)
    void br(Operation op) {
        cx.at(op);
        CfOps.BrOp.create(cx.b, op.operands(), op.successor(0));
        op.erase();
    }

    // cir.brcond %c ^bb1(%a : T), ^bb2 → cf.cond_br %c, ^bb1(%a : T'), ^bb2
    void brcond(Operation op) {
        Value cond = new CirOps.BrCondOp(op).cond();
        List<Value> t = CirOpAccess.operandGroup(op, "destOperandsTrue", 1, 1, -1);
        List<Value> f = op.operandSegmentSizes() != null || op.def() != null
                ? CirOpAccess.operandGroup(op, "destOperandsFalse", 2, op.numOperands(), -1) : List.of();
        cx.at(op);
        CfOps.CondBrOp.create(cx.b, cond, t, f, op.successor(0), op.successor(1));
        op.erase();
    }

    // cir.switch.flat %x : !s32i, ^d [1: ^a, 2: ^b] → cf.switch %x : i32, [default: ^d, 1: ^a, 2: ^b]
    void switchFlat(Operation op) {
        CirOps.SwitchFlatOp sw = new CirOps.SwitchFlatOp(op);
        BuiltinAttrs.DenseArrayAttr values = sw.caseValuesAttr();
        List<Integer> noOperands = new ArrayList<>();
        for (int i = 0; i < values.values().size(); i++) noOperands.add(0);
        cx.at(op);
        CfOps.SwitchOp.create(cx.b, sw.condition(), List.of(), List.of(), sw.defaultDestination(), sw.caseDestinations(),
                CfDialect.switchAttrs(values.elementType(), values.values(), 0, noOperands));
        op.erase();
    }

    // cir.unreachable → llvm.unreachable
    void unreachable(Operation op) {
        cx.at(op);
        LLVMOps.UnreachableOp.create(cx.b);
        op.erase();
    }

    // cir.trap → LLVMOps.IntrTrapOp.NAME() : () -> ();  llvm.unreachable
    void trap(Operation op) {
        cx.at(op);
        LLVMOps.IntrTrapOp.create(cx.b);
        if (op.nextOp() == null) LLVMOps.UnreachableOp.create(cx.b);
        op.erase();
    }
}
