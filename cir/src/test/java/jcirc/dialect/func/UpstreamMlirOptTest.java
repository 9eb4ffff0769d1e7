package jcirc.dialect.func;

import jcirc.ir.AsmPrinter;
import jcirc.ir.Operation;
import jcirc.ir.Verifier;
import org.junit.jupiter.api.Test;

/** Pipes modules with every op of scf/cf/arith/func/math/llvm through mlir-opt-19: accepted, and printed back identically. */
class UpstreamMlirOptTest {
    @Test
    void arithFuncScfCfMathRoundTripThroughMlirOpt() {
        Operation m = UpstreamSample.arithFuncScfCf();
        Verifier.verify(m);
        MlirOpt.assertFixedPoint(AsmPrinter.print(m, AsmPrinter.Options.MLIR));
    }
}
