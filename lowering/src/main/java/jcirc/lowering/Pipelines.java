package jcirc.lowering;

import jcirc.ir.Operation;
import jcirc.ir.pass.PassManager;
import jcirc.ir.pass.PassRegistry;

import java.util.ArrayList;
import java.util.List;

/**
 * The lowering pipelines (each pass verified after it runs):
 * <pre>
 *   scf path (default):  cir-lower-await, cir-raise-to-scf, convert-cir-to-llvm, mem2reg, scf-uplift-while-to-for, canonicalize
 *                        (= -emit-scf), then convert-scf-to-cf (= -emit-cf), then convert-to-llvm-dialect
 *   direct path:         cir-lower-await, cir-flatten-cfg, convert-cir-to-llvm (= -emit-cf with -fcir-direct), then convert-to-llvm-dialect
 *   convert-to-llvm-dialect: convert-arith-to-llvm, convert-math-to-llvm, convert-math-to-libm,
 *                        convert-func-to-llvm, convert-cf-to-llvm, llvm-branch-cleanup, returns-twice-volatile
 *                        (the LLVM IR writer takes only the llvm dialect)
 * </pre>
 * registered for jcir-opt as {@code cir-to-scf}, {@code cir-to-llvm-scf-path} and
 * {@code cir-to-llvm-direct}. {@code canonicalize} is included when some provider registers it.
 */
public final class Pipelines {
    public static final String TO_SCF = "cir-to-scf";
    public static final String SCF_PATH = "cir-to-llvm-scf-path";
    public static final String DIRECT_PATH = "cir-to-llvm-direct";
    /** cf level (func/cf/arith/math/llvm) → the llvm dialect only: what the LLVM IR writer takes. */
    public static final String TO_LLVM_DIALECT = jcirc.lowering.tollvm.ToLlvmPasses.PIPELINE;

    private Pipelines() {}

    static void register() {
        PassRegistry.registerPipeline(TO_SCF, String.join(",", toScfPasses()));
        PassRegistry.registerPipeline(SCF_PATH, TO_SCF + ",convert-scf-to-cf," + TO_LLVM_DIALECT);
        PassRegistry.registerPipeline(DIRECT_PATH, "cir-lower-await,cir-flatten-cfg,convert-cir-to-llvm," + TO_LLVM_DIALECT);
    }

    private static List<String> toScfPasses() {
        List<String> p = new ArrayList<>(List.of("cir-lower-await", "cir-raise-to-scf", "convert-cir-to-llvm", "mem2reg", "scf-uplift-while-to-for"));
        if (PassRegistry.passes().containsKey("canonicalize")) p.add("canonicalize");
        return p;
    }

    /** cir → the {@code -emit-scf} form (func/scf/arith/llvm/cf). */
    public static void toScf(Operation module) { pipeline(TO_SCF).run(module); }

    /** cir → the llvm dialect through scf and cf (the default path). */
    public static void scfPath(Operation module) { pipeline(SCF_PATH).run(module); }

    /** cir → the llvm dialect through cir-flatten-cfg (-fcir-direct). */
    public static void directPath(Operation module) { pipeline(DIRECT_PATH).run(module); }

    /**
     * Whatever {@code module} holds → cf level: cir goes the scf path, scf-level IR (as printed by
     * {@code -emit-scf}) only needs convert-scf-to-cf.
     */
    public static void toCf(Operation module) {
        boolean[] hasCir = {false};
        module.walk(op -> { if (op.inDialect("cir")) hasCir[0] = true; });
        if (hasCir[0]) pipeline(TO_SCF + ",convert-scf-to-cf").run(module);
        else pipeline("convert-scf-to-cf").run(module);
    }

    /** scf-level IR (the {@code -emit-scf} form, e.g. read from a .mlir file) → cf level: convert-scf-to-cf. */
    public static void fromScf(Operation module) { pipeline("convert-scf-to-cf").run(module); }

    /** cf level (func/cf/arith/math/llvm) → the llvm dialect only. */
    public static void toLlvmDialect(Operation module) { pipeline(TO_LLVM_DIALECT).run(module); }

    /** The pass manager for a pipeline or pass list (fails naming passes that are not registered). */
    public static PassManager pipeline(String spec) { return PassRegistry.parsePipeline(spec); }
}
