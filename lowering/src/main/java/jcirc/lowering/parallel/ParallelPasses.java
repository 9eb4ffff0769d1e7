package jcirc.lowering.parallel;

import jcirc.ir.Operation;
import jcirc.ir.pass.PassRegistry;

/**
 * Registers {@code scf-parallelize}, {@code scf-parallelize-fast-math} and
 * {@code convert-scf-parallel-to-runtime} (docs/parallel.md), and runs them for the driver's
 * {@code -fscf-parallel}.
 */
public final class ParallelPasses {
    private ParallelPasses() {}

    public static void register() {
        PassRegistry.register(ScfParallelizePass.NAME, () -> new ScfParallelizePass(false));
        PassRegistry.register(ScfParallelizePass.FAST_MATH_NAME, () -> new ScfParallelizePass(true));
        PassRegistry.register(ParallelToRuntimePass.NAME, ParallelToRuntimePass::new);
    }

    /** {@code -fscf-parallel} on an {@code -emit-scf} module: raise independent loops to scf.parallel. */
    public static void parallelize(Operation scfModule, boolean fastMath) {
        // reductions are reassociated across threads: a partial sum may overflow where the C loop's
        // running sum does not, so signed arithmetic loses its nsw (LlvmFacts) before parallelizing
        scfModule.walk(op -> { if (op.name().startsWith("arith.")) op.removeAttr("overflowFlags"); });
        PassRegistry.parsePipeline(fastMath ? ScfParallelizePass.FAST_MATH_NAME : ScfParallelizePass.NAME).run(scfModule);
    }

    /** Before convert-scf-to-cf: one-dimensional scf.parallel loops onto the runtime's thread pool. */
    public static void lowerToRuntime(Operation scfModule) {
        PassRegistry.parsePipeline(ParallelToRuntimePass.NAME).run(scfModule);
    }
}
