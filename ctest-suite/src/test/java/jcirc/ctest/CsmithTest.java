package jcirc.ctest;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.stream.LongStream;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Differential testing against gcc with csmith: for a fixed list of seeds plus a few fresh random
 * ones per run, the checksum printed by the jcirc-built program must equal gcc's. A mismatch
 * fails and names the seed. The csmith options stay within the C that jcirc supports
 * ({@link #CSMITH_OPTIONS}); {@code -Djcirc.csmith.seeds=N} runs N consecutive seeds instead.
 */
class CsmithTest {
    /** Seeds whose gcc-built programs terminate quickly (checked by the test itself). */
    static final long[] FIXED_SEEDS = LongStream.rangeClosed(1, 50).toArray();
    static final int FRESH_SEEDS = 3;
    static final List<String> CSMITH_OPTIONS = List.of("--no-bitfields", "--no-packed-struct");

    @TestFactory
    Stream<DynamicTest> csmith() {
        List<Long> seeds = new ArrayList<>();
        String n = System.getProperty("jcirc.csmith.seeds");
        if (n != null) {
            long start = Long.getLong("jcirc.csmith.start", 1000);
            for (long i = 0; i < Long.parseLong(n); i++) seeds.add(start + i);
        } else {
            for (long s : FIXED_SEEDS) seeds.add(s);
            Random r = new Random();
            for (int i = 0; i < FRESH_SEEDS; i++) seeds.add(100_000L + (r.nextLong() & 0xffffffL));
        }
        return seeds.stream().map(s -> DynamicTest.dynamicTest("seed " + s, () -> check(s)));
    }

    static void check(long seed) throws IOException {
        Path tmp = Files.createTempDirectory("csmith-" + seed);
        Path src = tmp.resolve("prog.c");
        List<String> gen = new ArrayList<>(List.of(Tools.csmith(), "--seed", Long.toString(seed), "-o", src.toString()));
        gen.addAll(CSMITH_OPTIONS);
        NativeRun.Result g = NativeRun.exec(gen, tmp, 60);
        assertEquals(0, g.exit(), "csmith failed for seed " + seed + "\n" + g.describe());
        String inc = "-I" + Tools.csmithInclude();

        Path gccExe = tmp.resolve("gcc.out");
        NativeRun.Result gc = NativeRun.gcc(src, gccExe, List.of(inc));
        assertEquals(0, gc.exit(), "gcc cannot compile csmith seed " + seed + "\n" + gc.describe());
        NativeRun.Result want = NativeRun.exec(List.of(gccExe.toString()), tmp, 10);
        // A random program that does not finish quickly under gcc is not a usable test case: it is
        // reported as such, not counted as a pass.
        assertFalse(want.timedOut(), "seed " + seed + ": the gcc-built program does not finish in 10 s; choose another seed");

        for (String opt : List.of("-O0", "-O2")) {
            Path exe = tmp.resolve("jcirc" + opt + ".out");
            NativeRun.Result c = NativeRun.jcirc(List.of(opt, "-w", inc, "-o", exe.toString(), src.toString()));
            assertEquals(0, c.exit(), "csmith seed " + seed + ": jcirc " + opt + " failed to compile\n" + c.describe());
            NativeRun.Result got = NativeRun.exec(List.of(exe.toString()), tmp, 30);
            assertEquals(want.stdout(), got.stdout(), "csmith seed " + seed + " " + opt + ": checksum differs from gcc's\n" + got.describe());
            assertEquals(want.exit(), got.exit(), "csmith seed " + seed + " " + opt + ": exit status differs");
        }
        // keep the directory on failure for inspection; clean up on success
        try (Stream<Path> s = Files.walk(tmp)) {
            s.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        }
    }
}
