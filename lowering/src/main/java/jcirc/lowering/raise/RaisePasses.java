package jcirc.lowering.raise;

import jcirc.ir.pass.PassRegistry;

/** Registers the raising passes (called from {@code jcirc.lowering.LoweringPasses.register()}). */
public final class RaisePasses {
    private RaisePasses() {}

    public static void register() {
        PassRegistry.register(RaiseCirToScf.NAME, RaiseCirToScf::new);
    }
}
