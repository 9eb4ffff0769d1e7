package jcirc.tools.parallel;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import jcirc.tools.Jcirc;
import jcirc.tools.runtime.RuntimeBuild;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * -fscf-parallel end to end: the runtime library is built by jcirc, linked with -pthread, and the
 * program's parallel loops really run on several threads (JCIRC_PARALLEL_TRACE) with the
 * sequential result.
 */
class ParallelRuntimeTest {
    private static final String PROGRAM = """
            #include <stdio.h>
            #define N 200000
            int a[N], b[N];
            int main(void) {
                for (int i = 0; i < N; i++) a[i] = (i * 7) % 1000 - 300;
                for (int i = 0; i < N; i++) b[i] = a[i] * 2 + 1;
                long s = 0;
                for (int i = 0; i < N; i++) s += b[i];
                int m = b[0];
                for (int i = 1; i < N; i++) if (b[i] > m) m = b[i];
                printf("%ld %d\\n", s, m);
                return 0;
            }
            """;

    record Run(int exit, String out, String err) {}

    private static Run jcirc(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int code;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8); PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            code = Jcirc.run(args, o, e);
        }
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    private static Run exec(Path exe, Map<String, String> env) throws IOException, InterruptedException {
        ProcessBuilder pb = new ProcessBuilder(List.of(exe.toString()));
        pb.environment().putAll(env);
        Path out = Files.createTempFile("par-out", ".txt"), err = Files.createTempFile("par-err", ".txt");
        pb.redirectOutput(out.toFile()).redirectError(err.toFile());
        Process p = pb.start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "program timed out");
        return new Run(p.exitValue(), Files.readString(out), Files.readString(err));
    }

    @Test
    void loopsRunOnSeveralThreadsWithTheSequentialResult(@TempDir Path tmp) throws Exception {
        Path src = tmp.resolve("par.c");
        Files.writeString(src, PROGRAM);
        Path seq = tmp.resolve("seq"), par = tmp.resolve("par");
        Run c1 = jcirc("-O2", src.toString(), "-o", seq.toString());
        assertEquals(0, c1.exit(), c1.err());
        Run c2 = jcirc("-O2", "-fscf-parallel", src.toString(), "-o", par.toString());
        assertEquals(0, c2.exit(), c2.err());

        String expected = exec(seq, Map.of()).out();
        assertEquals("80000000 1399\n", expected);   // as gcc prints it
        Run r4 = exec(par, Map.of("JCIRC_NUM_THREADS", "4", "JCIRC_PARALLEL_TRACE", "1"));
        assertEquals(0, r4.exit(), r4.err());
        assertEquals(expected, r4.out());
        Matcher m = Pattern.compile("jcirc-rt: parallel_for (\\d+) iterations, (\\d+) chunks, (\\d+) threads").matcher(r4.err());
        int loops = 0;
        while (m.find()) {
            loops++;
            assertEquals("4", m.group(2), r4.err());
            assertTrue(Integer.parseInt(m.group(3)) > 1, "a parallel loop ran on one thread only:\n" + r4.err());
        }
        assertEquals(4, loops, "every loop of the program is parallel:\n" + r4.err());

        Run r1 = exec(par, Map.of("JCIRC_NUM_THREADS", "1", "JCIRC_PARALLEL_TRACE", "1"));
        assertEquals(expected, r1.out());
        assertTrue(r1.err().contains("1 chunks, 1 threads"), r1.err());
        Run r7 = exec(par, Map.of("JCIRC_NUM_THREADS", "7"));
        assertEquals(expected, r7.out());
        assertEquals("", r7.err(), "no trace without JCIRC_PARALLEL_TRACE");
    }

    @Test
    void runtimeAndPthreadAreLinkedOnlyWithTheFlag(@TempDir Path tmp) throws Exception {
        Path src = tmp.resolve("p.c");
        Files.writeString(src, "int main(void) { return 0; }\n");
        Run with = jcirc("-###", "-fscf-parallel", src.toString(), "-o", tmp.resolve("a").toString());
        assertEquals(0, with.exit(), with.err());
        String link = with.err().lines().filter(l -> l.contains("\"-o\"") && l.contains("libjcirc_rt.a")).findFirst().orElse("");
        assertTrue(link.contains("\"-pthread\""), "link line with the runtime and -pthread:\n" + with.err());
        if (jcirc.backend.toolchain.RuntimeLibrary.locate().isEmpty()) {   // no installed runtime: only the flag brings it in
            Run without = jcirc("-###", src.toString(), "-o", tmp.resolve("a").toString());
            assertEquals(0, without.exit(), without.err());
            assertFalse(without.err().contains("libjcirc_rt.a"), "runtime linked without -fscf-parallel:\n" + without.err());
            assertFalse(without.err().contains("-pthread"), without.err());
        }
    }

    @Test
    void runtimeArchiveIsBuiltByJcircAndHasTheEntryPoints() throws Exception {
        Path lib = RuntimeBuild.ensure(System.err);
        assertTrue(Files.isRegularFile(lib), lib.toString());
        assertEquals(lib, RuntimeBuild.cachedArchive());
        Process p = new ProcessBuilder("nm", lib.toString()).redirectErrorStream(true).start();
        String syms = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(p.waitFor(30, TimeUnit.SECONDS));
        assertTrue(syms.contains("T __jcirc_parallel_for"), "nm " + lib + ":\n" + syms + "\n(install binutils for nm)");
        assertTrue(syms.contains("T __jcirc_num_threads"), syms);
    }
}
