package jcirc.frontend;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * x86-64 instruction-set extensions chosen by {@code -msse3 ... -mavx2}, {@code -mno-X} and
 * {@code -march=x86-64[-v2|-v3|-v4]} (gcc's spellings), on top of the x86-64 baseline (SSE, SSE2).
 * Each enabled feature predefines gcc's macro ({@code -mssse3}: {@code __SSSE3__}) and every
 * function jcirc defines carries LLVM's {@code "target-features"="+ssse3,..."} attribute, as clang
 * writes it, so opt and llc may use the instructions (and the intrinsics of {@code <immintrin.h>}).
 * A feature implies the ones below it (AVX2 implies AVX, SSE4.2, ..., SSE3; SSE4.2 implies POPCNT;
 * AVX implies XSAVE), as in gcc 12 (the macros of {@code gcc -mX -dM -E}).
 */
public final class TargetFeatures {
    /** feature (LLVM's name) -> its predefined macro, in implication order. */
    private static final Map<String, String> MACROS = orderedMap(
            "sse3", "__SSE3__", "ssse3", "__SSSE3__", "sse4.1", "__SSE4_1__", "sse4.2", "__SSE4_2__",
            "popcnt", "__POPCNT__", "avx", "__AVX__", "avx2", "__AVX2__", "fma", "__FMA__", "f16c", "__F16C__",
            "bmi", "__BMI__", "bmi2", "__BMI2__", "lzcnt", "__LZCNT__", "aes", "__AES__", "pclmul", "__PCLMUL__",
            "movbe", "__MOVBE__", "xsave", "__XSAVE__", "cx16", "__GCC_HAVE_SYNC_COMPARE_AND_SWAP_16");
    /** feature -> the features it implies directly. */
    private static final Map<String, List<String>> IMPLIES = Map.of(
            "ssse3", List.of("sse3"), "sse4.1", List.of("ssse3"), "sse4.2", List.of("sse4.1", "popcnt"),
            "avx", List.of("sse4.2", "xsave"), "avx2", List.of("avx"), "fma", List.of("avx"), "f16c", List.of("avx"),
            "aes", List.of(), "pclmul", List.of());
    private static final List<String> V2 = List.of("cx16", "popcnt", "sse4.2");
    private static final List<String> V3 = List.of("avx2", "bmi", "bmi2", "f16c", "fma", "lzcnt", "movbe");

    private TargetFeatures() {}

    private static Map<String, String> orderedMap(String... kv) {
        Map<String, String> m = new java.util.LinkedHashMap<>();
        for (int i = 0; i < kv.length; i += 2) m.put(kv[i], kv[i + 1]);
        return java.util.Collections.unmodifiableMap(m);
    }

    /** The feature a {@code -mX} / {@code -mno-X} flag names (gcc's {@code -msse4} is SSE4.2), or null. */
    public static String featureOf(String flag) {
        String f = flag.startsWith("-mno-") ? flag.substring(5) : flag.startsWith("-m") ? flag.substring(2) : null;
        if (f == null) return null;
        if (f.equals("sse4")) f = "sse4.2";
        if (f.equals("sse4.1") || f.equals("sse4.2") || MACROS.containsKey(f)) return f;
        return null;
    }

    /**
     * Applies one flag to {@code enabled}: {@code -mX} adds X and what it implies, {@code -mno-X}
     * removes X and what implies it; {@code -march=x86-64-vN} adds the level's features.
     * Returns false when the flag is not a feature flag.
     */
    public static boolean apply(String flag, Set<String> enabled) {
        if (flag.startsWith("-march=")) {
            switch (flag.substring(7)) {
                case "x86-64" -> { }
                case "x86-64-v2" -> V2.forEach(f -> enable(f, enabled));
                case "x86-64-v3", "x86-64-v4" -> { V2.forEach(f -> enable(f, enabled)); V3.forEach(f -> enable(f, enabled)); }
                default -> { return false; }
            }
            return true;
        }
        String f = featureOf(flag);
        if (f == null) return false;
        if (flag.startsWith("-mno-")) disable(f, enabled);
        else enable(f, enabled);
        return true;
    }

    private static void enable(String f, Set<String> enabled) {
        if (!enabled.add(f)) return;
        for (String g : IMPLIES.getOrDefault(f, List.of())) enable(g, enabled);
    }

    private static void disable(String f, Set<String> enabled) {
        if (!enabled.remove(f)) return;
        for (var e : IMPLIES.entrySet()) if (e.getValue().contains(f)) disable(e.getKey(), enabled);
    }

    /** The predefined macros of {@code enabled}. */
    public static List<String> macros(Set<String> enabled) {
        return MACROS.entrySet().stream().filter(e -> enabled.contains(e.getKey())).map(Map.Entry::getValue).toList();
    }

    /** LLVM's {@code "target-features"} value for {@code enabled} ({@code "+sse3,+ssse3"}), or null when none. */
    public static String llvmAttribute(Set<String> enabled) {
        if (enabled.isEmpty()) return null;
        Set<String> ordered = new LinkedHashSet<>();
        for (String f : MACROS.keySet()) if (enabled.contains(f)) ordered.add("+" + f);
        // LLVM 14+ keeps the crc32 instructions under a feature of their own, which clang adds for -msse4.2
        if (enabled.contains("sse4.2")) ordered.add("+crc32");
        return String.join(",", ordered);
    }
}
