package jcirc.ir.pass;

import java.util.Map;
import java.util.TreeMap;
import java.util.function.Supplier;

/**
 * Named passes and pipelines, for {@code jcir-opt -p name,name}. Passes register under their
 * MLIR-style names; a pipeline is a name standing for a comma-separated list of passes.
 */
public final class PassRegistry {
    private static final Map<String, Supplier<Pass>> PASSES = new TreeMap<>();
    private static final Map<String, String> PIPELINES = new TreeMap<>();
    private static boolean loaded;

    private PassRegistry() {}

    public static synchronized void register(String name, Supplier<Pass> factory) { PASSES.put(name, factory); }

    public static synchronized void registerPipeline(String name, String passes) { PIPELINES.put(name, passes); }

    private static synchronized void ensureLoaded() {
        if (loaded) return;
        loaded = true;
        // every module's PassProvider (META-INF/services/jcirc.ir.pass.PassProvider): the cir module's
        // CorePasses, the lowering module's LoweringPasses when it is on the class path
        for (PassProvider p : java.util.ServiceLoader.load(PassProvider.class, PassRegistry.class.getClassLoader()))
            p.registerPasses();
    }

    public static synchronized Map<String, Supplier<Pass>> passes() { ensureLoaded(); return Map.copyOf(PASSES); }

    public static synchronized Map<String, String> pipelines() { ensureLoaded(); return Map.copyOf(PIPELINES); }

    /** Builds a pass manager from "a,b,pipeline-name"; unknown names throw IllegalArgumentException. */
    public static PassManager parsePipeline(String spec) {
        ensureLoaded();
        PassManager pm = new PassManager();
        addAll(pm, spec, 0);
        return pm;
    }

    private static void addAll(PassManager pm, String spec, int depth) {
        if (depth > 10) throw new IllegalArgumentException("pipeline nesting too deep");
        for (String raw : spec.split(",")) {
            String n = raw.trim();
            if (n.isEmpty()) continue;
            Supplier<Pass> f;
            String pipe;
            synchronized (PassRegistry.class) { f = PASSES.get(n); pipe = PIPELINES.get(n); }
            if (f != null) pm.add(f.get());
            else if (pipe != null) addAll(pm, pipe, depth + 1);
            else throw new IllegalArgumentException("unknown pass or pipeline '" + n + "'");
        }
    }
}
