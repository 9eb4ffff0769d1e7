package jcirc.lowering.tollvm;

import jcirc.ir.pass.PassRegistry;

import java.util.List;

/**
 * The conversions to the llvm dialect that run before the LLVM IR writer (which translates only
 * the llvm dialect, as {@code mlir-translate --mlir-to-llvmir}), in the order the pipeline
 * {@value #PIPELINE} runs them: arith first (it turns {@code index} into {@code i64} everywhere),
 * then math (intrinsics, then libm calls), func, cf; then the block-structure cleanup (BranchCleanupPass); last, volatile stack accesses in functions calling
 * {@code setjmp}-like functions (ReturnsTwiceVolatilePass).
 */
public final class ToLlvmPasses {
    private ToLlvmPasses() {}

    /** The pipeline name (jcir-opt {@code -p}). */
    public static final String PIPELINE = "convert-to-llvm-dialect";

    public static final List<String> PASSES = List.of(ConvertArithToLLVMPass.NAME, ConvertMathToLLVMPass.NAME,
            ConvertMathToLibmPass.NAME, ConvertFuncToLLVMPass.NAME, ConvertCfToLLVMPass.NAME, BranchCleanupPass.NAME, ReturnsTwiceVolatilePass.NAME);

    public static void register() {
        PassRegistry.register(ConvertArithToLLVMPass.NAME, ConvertArithToLLVMPass::new);
        PassRegistry.register(ConvertMathToLLVMPass.NAME, ConvertMathToLLVMPass::new);
        PassRegistry.register(ConvertMathToLibmPass.NAME, ConvertMathToLibmPass::new);
        PassRegistry.register(ConvertFuncToLLVMPass.NAME, ConvertFuncToLLVMPass::new);
        PassRegistry.register(ConvertCfToLLVMPass.NAME, ConvertCfToLLVMPass::new);
        PassRegistry.register(BranchCleanupPass.NAME, BranchCleanupPass::new);   // forwarding blocks, single-entry phis
        PassRegistry.register(ReturnsTwiceVolatilePass.NAME, ReturnsTwiceVolatilePass::new);   // locals across setjmp
        PassRegistry.registerPipeline(PIPELINE, String.join(",", PASSES));
    }
}
