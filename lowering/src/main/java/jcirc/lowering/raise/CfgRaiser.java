package jcirc.lowering.raise;

import jcirc.ir.Operation;
import jcirc.ir.pass.PassFailure;

/** Raising for functions with goto/labels: blocks kept in the smallest enclosing region. */
final class CfgRaiser {
    private CfgRaiser() {}

    static void raise(Operation func) {
        throw new PassFailure(func, "cir-raise-to-scf: goto/labels are not supported yet");
    }
}
