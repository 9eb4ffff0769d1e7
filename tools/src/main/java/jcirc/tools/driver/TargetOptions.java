package jcirc.tools.driver;

import jcirc.ir.BuiltinAttrs;
import jcirc.ir.Operation;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * {@code -march=}, {@code -mtune=}, {@code -m<feature>}/{@code -mno-<feature>} and the code generation
 * flags clang turns into function attributes (docs/performance.md). The driver writes them as module
 * attributes that the LLVM IR writer turns into the attributes clang-19 gives every C definition
 * ({@code jcirc.backend.llvm.TargetAttributes}), and passes {@code -mcpu} to {@code opt} and {@code llc}:
 * <pre>
 *   (default)            "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic"
 *   -march=x86-64-v3     "target-cpu"="x86-64-v3" (its features implied)     opt/llc -mcpu=x86-64-v3
 *   -march=native        no target-cpu/features: opt/llc -mcpu=native detect the host CPU and its features
 *   -mtune=znver3        "tune-cpu"="znver3"
 *   -mavx2 -mno-fma      "target-features"="...,+avx2,-fma"
 * </pre>
 */
public final class TargetOptions {
    /** clang-19's x86-64 baseline features. */
    static final String BASELINE_FEATURES = "+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87";

    /** {@code -m<feature>} flags that name an LLVM x86 feature (gcc spelling -> LLVM spelling). */
    private static final Map<String, String> FEATURES = new LinkedHashMap<>();
    static {
        for (String f : List.of("sse3", "ssse3", "sse4.1", "sse4.2", "sse4a", "avx", "avx2", "fma", "fma4", "bmi", "bmi2", "lzcnt",
                "popcnt", "f16c", "movbe", "aes", "sha", "adx", "avx512f", "avx512bw", "avx512vl", "avx512dq", "avx512cd",
                "avx512vnni", "avx512ifma", "avx512vbmi", "gfni", "vaes", "vpclmulqdq", "rdrnd", "rdseed", "xsave", "cx16", "crc32"))
            FEATURES.put(f, f);
        FEATURES.put("pclmul", "pclmul");
        FEATURES.put("sse4", "sse4.2");
        FEATURES.put("abm", "lzcnt");
    }

    private static final Pattern CPU_NAME = Pattern.compile("[a-z0-9][a-z0-9.-]*");

    String march;                // null: x86-64
    String mtune;                // null: generic
    final List<String> features = new ArrayList<>();   // "+avx2", "-fma"

    /**
     * Handles one {@code -m...} argument; returns false if it is not a target option (the caller then
     * warns that it is unused), adds to {@code errors} for a malformed value.
     */
    boolean parse(String a, List<String> errors) {
        if (a.startsWith("-march=") || a.startsWith("-mtune=") || a.startsWith("-mcpu=")) {
            String v = a.substring(a.indexOf('=') + 1);
            if (!CPU_NAME.matcher(v).matches()) { errors.add("invalid value '" + v + "' in '" + a + "'"); return true; }
            if (a.startsWith("-march=")) march = v;
            else mtune = v;      // gcc: -mcpu= is a deprecated spelling of -mtune= on x86
            return true;
        }
        String f = a.substring(2);
        boolean off = f.startsWith("no-");
        String name = FEATURES.get(off ? f.substring(3) : f);
        if (name == null) return false;
        features.add((off ? "-" : "+") + name);
        return true;
    }

    /** Whether opt/llc are told the CPU ({@code -mcpu=NAME}); "native" is resolved by them. */
    List<String> llvmToolFlags() {
        return march == null ? List.of() : List.of("-mcpu=" + march);
    }

    /**
     * Sets the module attributes the LLVM IR writer reads ({@code jcirc.target_cpu}, {@code jcirc.target_features},
     * {@code jcirc.tune_cpu}, {@code jcirc.frame_pointer}, {@code jcirc.nounwind}, {@code jcirc.uwtable}).
     */
    void annotate(Operation module, DriverOptions opts, boolean isC) {
        String cpu = march == null ? "x86-64" : march.equals("native") ? "" : march;
        List<String> fs = new ArrayList<>();
        if (march == null) fs.add(BASELINE_FEATURES);
        // the instruction-set extensions of -mssse3/-mavx2/-march=x86-64-vN and what they imply (TargetFeatures),
        // then the explicit -m<feature>/-mno-<feature> flags in command-line order (the last one wins in LLVM)
        String isa = jcirc.frontend.TargetFeatures.llvmAttribute(opts.targetFeatures);
        if (isa != null) fs.add(isa);
        fs.addAll(features);
        String tune = mtune != null ? mtune : march == null ? "generic" : "";
        module.setAttr("jcirc.target_cpu", new BuiltinAttrs.StringAttr(cpu));
        // each feature once, in first-seen order (an -m flag repeats what -march implies)
        java.util.Set<String> once = new java.util.LinkedHashSet<>();
        for (String f : fs) for (String one : f.split(",")) if (!one.isEmpty()) once.add(one);
        module.setAttr("jcirc.target_features", new BuiltinAttrs.StringAttr(String.join(",", once)));
        module.setAttr("jcirc.tune_cpu", new BuiltinAttrs.StringAttr(tune));
        // frame pointers at -O0 (as gcc and clang) and with -fno-omit-frame-pointer
        boolean framePointer = last(opts.featureFlags, "-fno-omit-frame-pointer", "-fomit-frame-pointer", opts.optLevel == jcirc.backend.toolchain.OptLevel.O0);
        module.setAttr("jcirc.frame_pointer", new BuiltinAttrs.StringAttr(framePointer ? "all" : "none"));
        // C has no exceptions: clang marks C definitions nounwind unless -fexceptions; C++ with -fno-exceptions likewise
        if (!last(opts.featureFlags, "-fexceptions", "-fno-exceptions", !isC)) module.setAttr("jcirc.nounwind", BuiltinAttrs.UNIT);
        boolean async = last(opts.featureFlags, "-fasynchronous-unwind-tables", "-fno-asynchronous-unwind-tables", true);
        boolean sync = last(opts.featureFlags, "-funwind-tables", "-fno-unwind-tables", false);
        if (async || sync) module.setAttr("jcirc.uwtable", BuiltinAttrs.UNIT);
    }

    /** Whether C's signed overflow is defined (-fwrapv, -ftrapv: no nsw facts), the last of the pair winning. */
    static boolean wrapv(DriverOptions opts) {
        return last(opts.featureFlags, "-fwrapv", "-fno-wrapv", false) || last(opts.featureFlags, "-ftrapv", "-fno-trapv", false);
    }

    /** The last of {@code on}/{@code off} in {@code flags} decides; {@code dflt} if neither appears. */
    static boolean last(List<String> flags, String on, String off, boolean dflt) {
        boolean r = dflt;
        for (String f : flags) {
            if (f.equals(on)) r = true;
            else if (f.equals(off)) r = false;
        }
        return r;
    }

    static Set<String> featureNames() { return FEATURES.keySet(); }
}
