package jcirc.ctest.fuzz;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Malformed input must never crash jcirc (docs/fuzz.md).
 *
 * <p>{@link #corpus}: every past crasher in {@code ctest-suite/fuzz/corpus} (minimised) must give
 * exit 0 or 1, and for 1 a clang-shaped {@code file:line:col: error:} diagnostic; a
 * {@code // EXPECT: text} line in a corpus file names text the diagnostics must contain.
 *
 * <p>{@link #mutants}: seeded token mutations ({@link Mutator}) of the ctest-suite programs and,
 * when present, gcc's torture programs, run by {@link FuzzCampaign}. Mutant {@code i} of
 * seed {@code S} depends only on S and i: {@code -Djcirc.fuzz.seed=S -Djcirc.fuzz.start=i
 * -Djcirc.fuzz.count=1} reproduces it. Defaults: 200 mutants of seed 1.
 * {@code -Djcirc.fuzz.minimize=true} minimises each crasher; crashers are written to
 * {@code target/fuzz-crashes}.
 */
class FuzzTest {
    static final int COUNT = Integer.getInteger("jcirc.fuzz.count", 200);
    static final long SEED = Long.getLong("jcirc.fuzz.seed", 1);
    static final int START = Integer.getInteger("jcirc.fuzz.start", 0);
    static final boolean MINIMIZE = Boolean.getBoolean("jcirc.fuzz.minimize");

    static Path repoRoot() {
        Path p = Path.of("").toAbsolutePath();
        while (p != null && !Files.exists(p.resolve("ctest-suite"))) p = p.getParent();
        if (p == null) throw new IllegalStateException("cannot find the repository root");
        return p;
    }

    static List<Path> cFiles(Path dir) throws IOException { return FuzzCampaign.cFiles(dir); }

    @TestFactory
    Stream<DynamicTest> corpus() throws IOException {
        List<Path> files = cFiles(repoRoot().resolve("ctest-suite/fuzz/corpus"));
        assertFalse(files.isEmpty(), "no crashers in ctest-suite/fuzz/corpus");
        Fuzzer fz = new Fuzzer();
        return files.stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), f.toUri(), () -> checkCorpusFile(fz, f)));
    }

    private static void checkCorpusFile(Fuzzer fz, Path f) throws IOException {
        String text = Files.readString(f);
        List<String> expected = new ArrayList<>();
        Matcher m = Pattern.compile("//\\s*EXPECT:\\s*(.*\\S)").matcher(text);
        while (m.find()) expected.add(m.group(1));
        StringBuilder all = new StringBuilder();
        for (List<String> args : List.of(List.of("-fsyntax-only", "-Wall"), List.of("-emit-llvm", "-o", "/dev/null"),
                List.of("-fcir-direct", "-emit-llvm", "-o", "/dev/null"))) {
            List<String> a = new ArrayList<>(args);
            a.add(f.toString());
            Fuzzer.Outcome o = fz.run(a);
            assertNull(o.crash(), "jcirc " + String.join(" ", a) + ": " + o.crash() + "\n" + o.stderr());
            all.append(o.stderr());
        }
        for (String e : expected) assertTrue(all.toString().contains(e), "diagnostics of " + f + " lack '" + e + "':\n" + all);
    }

    @Test
    void mutants() throws IOException {
        List<Path> sources = FuzzCampaign.defaultSources(repoRoot());
        for (String d : System.getProperty("jcirc.fuzz.dirs", "").split(",")) if (!d.isBlank()) sources.addAll(cFiles(Path.of(d.trim())));
        FuzzCampaign c = new FuzzCampaign(sources, repoRoot().resolve("ctest-suite/target/fuzz-crashes"), MINIMIZE, System.out);
        List<FuzzCampaign.Crash> crashes = c.run(SEED, START, COUNT);
        assertTrue(crashes.isEmpty(), crashes.size() + " of " + COUNT + " mutants crashed jcirc:\n"
                + String.join("\n", crashes.stream().map(FuzzCampaign.Crash::toString).toList()));
    }
}
