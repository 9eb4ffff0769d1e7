package jcirc.lowering.tollvm;

import jcirc.dialect.llvm.LLVMOps;
import jcirc.ir.Attribute;
import jcirc.ir.Block;
import jcirc.ir.Builder;
import jcirc.ir.BuiltinAttrs.DenseArrayAttr;
import jcirc.ir.BuiltinTypes;
import jcirc.ir.OpDef;
import jcirc.ir.Operation;
import jcirc.ir.Value;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The successor operands of the llvm dialect's plain branches ({@code llvm.br}, {@code llvm.cond_br},
 * {@code llvm.switch}): read per edge, and the branch rebuilt with new targets and operands. The operands
 * of successor k follow those of successors 0..k-1, after the condition or the switch value.
 */
final class LlvmBranches {
    private LlvmBranches() {}

    /** Whether {@code t} is a branch whose edges this class can read and rewrite. */
    static boolean editable(Operation t) {
        return t != null && (LLVMOps.BrOp.isa(t) || LLVMOps.CondBrOp.isa(t) || LLVMOps.SwitchOp.isa(t));
    }

    /** The operands {@code t} passes along each of its successors, in successor order. */
    static List<List<Value>> edgeOperands(Operation t) {
        List<Value> all = t.operands();
        int pos = LLVMOps.BrOp.isa(t) ? 0 : 1;
        List<List<Value>> r = new ArrayList<>(t.numSuccessors());
        for (int k = 0; k < t.numSuccessors(); k++) {
            int n = t.successor(k).numArguments();
            r.add(new ArrayList<>(all.subList(pos, pos + n)));
            pos += n;
        }
        return r;
    }

    /**
     * Replaces branch {@code t} by the same kind of branch (same condition or value, case values and other
     * attributes, location) going to {@code succs} with {@code ops}; returns the new branch.
     */
    static Operation rebuild(Operation t, List<Block> succs, List<List<Value>> ops) {
        Builder b = Builder.before(t);
        b.setLocation(t.location());
        Map<String, Attribute> attrs = new LinkedHashMap<>(t.attributes());
        attrs.remove(OpDef.SEGMENTS_ATTR);
        Operation n = switch (t.view()) {
            case LLVMOps.BrOp br -> LLVMOps.BrOp.create(b, ops.get(0), succs.get(0), attrs).op();
            case LLVMOps.CondBrOp cb ->
                    LLVMOps.CondBrOp.create(b, cb.condition(), ops.get(0), ops.get(1), succs.get(0), succs.get(1), attrs).op();
            case LLVMOps.SwitchOp sw -> {
                List<Long> segs = new ArrayList<>();
                List<Value> caseOps = new ArrayList<>();
                for (int k = 1; k < succs.size(); k++) {
                    segs.add((long) ops.get(k).size());
                    caseOps.addAll(ops.get(k));
                }
                attrs.put("case_operand_segments", new DenseArrayAttr(BuiltinTypes.I32, segs));
                yield LLVMOps.SwitchOp.create(b, sw.value(), ops.get(0), caseOps, succs.get(0), succs.subList(1, succs.size()), attrs).op();
            }
            default -> throw new IllegalArgumentException(t.name());
        };
        t.erase();
        return n;
    }
}
