package jcirc.lowering.tollvm;

import jcirc.dialect.llvm.LLVMOps;
import jcirc.dialect.cf.CfOps;
import jcirc.ir.Block;
import jcirc.ir.Operation;
import jcirc.ir.pass.Pass;
import jcirc.ir.pass.PassFailure;

import static jcirc.lowering.tollvm.LlvmRewriter.*;

/**
 * {@code convert-cf-to-llvm}, as MLIR's: the branches keep their operands, successors and operand
 * segments. Block argument types are converted ({@code index} → {@code i64}).
 * <pre>
 *   cf.br ^bb1(%x : i32)                     →  llvm.br ^bb1(%x : i32)
 *   cf.cond_br %c, ^bb1, ^bb2(%x : i32)      →  llvm.cond_br %c, ^bb1, ^bb2(%x : i32)
 *   cf.switch %v : i32, [default: ^bb1, 4: ^bb2]   →  llvm.switch %v : i32, ^bb1 [4: ^bb2]
 * </pre>
 */
public final class ConvertCfToLLVMPass implements jcirc.ir.pass.LocalPass {
    public static final String NAME = "convert-cf-to-llvm";

    @Override public String name() { return NAME; }

    /** One top-level op at a time (jcirc.ir.pass.LocalPass): each op is rewritten in place, so the work on a function is {@link #run} on it. */
    @Override public Steps start(Operation module) { return this::run; }

    @Override public void run(Operation module) {
        for (Operation op : collect(module, "cf.")) {
            // the arguments of the blocks a branch reaches (every block with arguments but an entry block)
            for (int i = 0, n = op.numSuccessors(); i < n; i++) {
                Block s = op.successor(i);
                for (int j = 0, m = s.numArguments(); j < m; j++) retype(s.argument(j));
            }
            switch (op.name()) {
                case CfOps.BrOp.NAME -> replace(op, LLVMOps.BrOp.NAME, op.attributes());
                case CfOps.CondBrOp.NAME -> replace(op, LLVMOps.CondBrOp.NAME, op.attributes());
                case CfOps.SwitchOp.NAME -> replace(op, LLVMOps.SwitchOp.NAME, op.attributes());
                default -> throw new PassFailure(op, "failed to legalize operation '" + op.name() + "'");
            }
        }
    }
}
