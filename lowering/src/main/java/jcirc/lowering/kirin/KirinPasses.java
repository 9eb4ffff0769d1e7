package jcirc.lowering.kirin;

import jcirc.ir.pass.PassRegistry;

/**
 * Registers the passes for Kirin-style scf (called from {@code jcirc.lowering.LoweringPasses}):
 * {@code scf-returns-to-flags} and the pipeline {@code scf-legalize-returns} =
 * {@code scf-returns-to-flags,mem2reg} (the flags and returned values end up carried through
 * scf.yield and iter_args).
 */
public final class KirinPasses {
    public static final String LEGALIZE_RETURNS = "scf-legalize-returns";

    private KirinPasses() {}

    public static void register() {
        PassRegistry.register(ScfReturnsToFlags.NAME, ScfReturnsToFlags::new);
        PassRegistry.registerPipeline(LEGALIZE_RETURNS, ScfReturnsToFlags.NAME + ",mem2reg");
    }
}
