package jcirc.backend.llvm;

import jcirc.ir.Operation;
import jcirc.ir.pass.PassRegistry;

/**
 * What the driver does before the writer: the test modules are built in func + cf + arith (+ math)
 * form, converted to the llvm dialect by {@code convert-to-llvm-dialect} (the lowering module's
 * convert-*-to-llvm passes; not verified: some test modules are deliberately loose, e.g. a switch
 * without operand segments), then written.
 */
final class Translate {
    private Translate() {}

    static String write(Operation module) {
        for (jcirc.ir.pass.Pass p : PassRegistry.parsePipeline("convert-to-llvm-dialect").passes()) p.run(module);
        return LlvmIrWriter.write(module);
    }
}
