package jcirc.lowering.tollvm;

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
public final class ConvertCfToLLVMPass implements Pass {
    public static final String NAME = "convert-cf-to-llvm";

    @Override public String name() { return NAME; }

    @Override public void run(Operation module) {
        for (Operation op : collect(module, op -> op.dialect().equals("cf"))) {
            switch (op.name()) {
                case "cf.br" -> replace(op, "llvm.br", op.attributes());
                case "cf.cond_br" -> replace(op, "llvm.cond_br", op.attributes());
                case "cf.switch" -> replace(op, "llvm.switch", op.attributes());
                default -> throw new PassFailure(op, "failed to legalize operation '" + op.name() + "'");
            }
        }
        module.walk(op -> op.regions().forEach(r -> r.blocks().forEach(b -> b.arguments().forEach(a -> a.setType(convert(a.type()))))));
    }
}
