package jcirc.lowering;

import jcirc.ir.pass.PassRegistry;
import jcirc.lowering.cirtollvm.ConvertCirToLLVMPass;
import jcirc.lowering.flatten.CirFlattenCFGPass;
import jcirc.lowering.scftocf.ConvertScfToCfPass;

/**
 * Pass provider of the lowering module (loaded by {@link PassRegistry}): registers every lowering
 * pass under its MLIR/ClangIR-style name, the raise passes (through
 * {@code jcirc.lowering.raise.RaisePasses.register()}, when that class is present), and the
 * pipelines of {@link Pipelines}.
 */
public final class LoweringPasses implements jcirc.ir.pass.PassProvider {
    private static boolean registered;

    @Override public void registerPasses() { register(); }

    public static synchronized void register() {
        if (registered) return;
        registered = true;
        PassRegistry.register(CirFlattenCFGPass.NAME, CirFlattenCFGPass::new);
        PassRegistry.register(jcirc.lowering.coro.CirLowerAwaitPass.NAME, jcirc.lowering.coro.CirLowerAwaitPass::new);   // C++20 coroutines
        PassRegistry.register(ConvertCirToLLVMPass.NAME, ConvertCirToLLVMPass::new);
        PassRegistry.register(ConvertScfToCfPass.NAME, ConvertScfToCfPass::new);
        jcirc.lowering.tollvm.ToLlvmPasses.register();   // convert-{arith,math,func,cf}-to-llvm, convert-math-to-libm
        registerRaisePasses();
        jcirc.lowering.parallel.ParallelPasses.register();
        jcirc.lowering.kirin.KirinPasses.register();        // scf-returns-to-flags, pipeline scf-legalize-returns   // scf-parallelize, convert-scf-parallel-to-runtime
        Pipelines.register();
    }

    /** cir-raise-to-scf, mem2reg, scf-uplift-while-to-for: owned by the raise package, registered by it. */
    private static void registerRaisePasses() {
        jcirc.lowering.raise.RaisePasses.register();
    }
}
