package jcirc.lowering.raise;

import jcirc.ir.pass.PassRegistry;
import jcirc.lowering.mem2reg.Mem2Reg;

/** Registers the raising passes (called from {@code jcirc.lowering.LoweringPasses.register()}). */
public final class RaisePasses {
    private RaisePasses() {}

    public static void register() {
        PassRegistry.register(RaiseCirToScf.NAME, RaiseCirToScf::new);
        PassRegistry.register(Mem2Reg.NAME, Mem2Reg::new);
        PassRegistry.register(UpliftWhileToFor.NAME, UpliftWhileToFor::new);
        PassRegistry.register(ScfStats.StatsPass.NAME, ScfStats.StatsPass::new);
    }
}
