package jcirc.ctest;

import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
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
 * The C test programs in {@code ctest-suite/programs}: each is compiled by jcirc through the scf
 * path and the direct path at -O0 and -O2, run, and its output and exit status compared with the
 * program's {@code .expected} file and with the same program built by gcc.
 *
 * <p>A program may say {@code // EXIT: n} (expected exit status, default 0) and
 * {@code // ARGS: flags} (extra jcirc/gcc flags) and {@code // JCIRC-ARGS: flags} (extra flags for
 * jcirc only, e.g. {@code -fscf-parallel}) and {@code // REFERENCE: clang-19} (the reference compiler
 * is clang-19 instead of gcc: C23 programs, with {@code // ARGS: -std=c23}, that gcc 12 cannot build).
 * {@code -Djcirc.ctest.filter=REGEX} runs only the
 * programs whose file name contains a match of REGEX. Test bodies run ahead on {@link RunAhead}'s threads.
 */
class CProgramsTest {
    static final List<List<String>> CONFIGS = List.of(
            List.of("-O0"), List.of("-O2"), List.of("-O0", "-fcir-direct"), List.of("-O2", "-fcir-direct"));

    @TestFactory
    Stream<DynamicNode> programs() throws IOException {
        Path dir = NativeRun.repoRoot().resolve("ctest-suite/programs");
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.toString().endsWith(".c")).sorted().toList();
        }
        assertFalse(files.isEmpty(), "no test programs in " + dir);
        // -Djcirc.ctest.filter=REGEX: only the programs whose file name contains a match
        String filter = System.getProperty("jcirc.ctest.filter");
        if (filter != null && !filter.isEmpty()) {
            Pattern f = Pattern.compile(filter);
            files = files.stream().filter(p -> f.matcher(p.getFileName().toString()).find()).toList();
            assertFalse(files.isEmpty(), "no test program matches -Djcirc.ctest.filter=" + filter);
        }
        // built eagerly: RunAhead starts every body now, JUnit reports them in order
        return files.stream().map(CProgramsTest::programTests).toList().stream();
    }

    private static DynamicNode programTests(Path src) {
        String name = src.getFileName().toString().replaceFirst("\\.c$", "");
        List<DynamicNode> tests = new ArrayList<>();
        tests.add(RunAhead.test(referenceName(src) + " agrees with .expected", src.toUri(), () -> checkGcc(src)));
        for (List<String> cfg : CONFIGS)
            tests.add(RunAhead.test("jcirc " + String.join(" ", cfg), src.toUri(), () -> checkJcirc(src, cfg)));
        tests.add(RunAhead.test("-emit-scf accepted by mlir-opt-19", src.toUri(), () -> checkScf(src)));
        return DynamicContainer.dynamicContainer(name, src.toUri(), tests.stream());
    }

    record Expectation(String stdout, int exit, List<String> args, List<String> jcircArgs, String reference) {}

    private static final Pattern REFERENCE = Pattern.compile("//\\s*REFERENCE:\\s*(\\S+)");

    /** The reference compiler a program names ({@code // REFERENCE: clang-19}), else gcc. */
    private static String referenceName(Path src) {
        try {
            Matcher m = REFERENCE.matcher(Files.readString(src, java.nio.charset.StandardCharsets.ISO_8859_1));
            return m.find() ? m.group(1) : "gcc";
        } catch (IOException e) {
            return "gcc";
        }
    }

    static Expectation expectation(Path src) throws IOException {
        String text = Files.readString(src, java.nio.charset.StandardCharsets.ISO_8859_1);
        Path exp = Path.of(src.toString().replaceFirst("\\.c$", ".expected"));
        assertTrue(Files.exists(exp), "missing expected output file " + exp);
        Matcher m = Pattern.compile("//\\s*EXIT:\\s*(\\d+)").matcher(text);
        int exit = m.find() ? Integer.parseInt(m.group(1)) : 0;
        Matcher a = Pattern.compile("//\\s*ARGS:(.*)").matcher(text);
        List<String> args = a.find() ? List.of(a.group(1).trim().split("\\s+")) : List.of();
        Matcher j = Pattern.compile("//\\s*JCIRC-ARGS:(.*)").matcher(text);
        List<String> jcircArgs = j.find() ? List.of(j.group(1).trim().split("\\s+")) : List.of();
        Matcher r = REFERENCE.matcher(text);
        String reference = r.find() ? r.group(1) : "gcc";
        assertTrue(reference.equals("gcc") || reference.equals("clang-19"), "unknown // REFERENCE: " + reference + " (gcc or clang-19)");
        return new Expectation(Files.readString(exp, java.nio.charset.StandardCharsets.ISO_8859_1), exit, args, jcircArgs, reference);
    }

    static void checkGcc(Path src) throws IOException {
        Expectation e = expectation(src);
        Path tmp = Files.createTempDirectory("ctest-gcc");
        Path exe = tmp.resolve("a.out");
        boolean clang = e.reference().equals("clang-19");
        NativeRun.Result c = clang ? NativeRun.clang19(src, exe, e.args()) : NativeRun.gcc(src, exe, e.args());
        assertEquals(0, c.exit(), e.reference() + " failed to compile " + src + "\n" + c.describe());
        NativeRun.Result r = NativeRun.exec(List.of(exe.toString()), tmp, 30);
        assertEquals(e.exit(), r.exit(), e.reference() + "-built program exit status\n" + r.describe());
        assertEquals(e.stdout(), r.stdout(), e.reference() + "-built program output differs from .expected");
    }

    /** The program's -emit-scf output must be valid upstream MLIR. */
    static void checkScf(Path src) throws IOException {
        Expectation e = expectation(src);
        Path tmp = Files.createTempDirectory("ctest-scf");
        Path mlir = tmp.resolve("out.mlir");
        List<String> args = new ArrayList<>(List.of("-emit-scf", "-o", mlir.toString(), src.toString()));
        args.addAll(e.args());
        args.addAll(e.jcircArgs());
        NativeRun.Result c = NativeRun.jcirc(args);
        assertEquals(0, c.exit(), "jcirc -emit-scf failed\n" + c.describe());
        NativeRun.Result v = NativeRun.exec(List.of(Tools.mlirOpt(), "--verify-each", mlir.toString(), "-o", "/dev/null"), tmp, 120);
        assertEquals(0, v.exit(), "mlir-opt-19 rejects the -emit-scf output of " + src + "\n" + v.describe());
    }

    static void checkJcirc(Path src, List<String> cfg) throws IOException {
        Expectation e = expectation(src);
        Path tmp = Files.createTempDirectory("ctest-jcirc");
        Path exe = tmp.resolve("a.out");
        List<String> args = new ArrayList<>(cfg);
        args.addAll(List.of("-o", exe.toString(), src.toString()));
        args.addAll(e.args());
        args.addAll(e.jcircArgs());
        args.add("-lm");
        // the suites verify after every pass (-Djcirc.verifyEach), which runs the lowering one pass at a time over the
        // module; at -O2 the program goes through the per-function schedule users get (docs/compile-time.md),
        // verified once at the end of each pipeline
        if (cfg.contains("-O2")) args.addAll(List.of("-fno-verify-each", "-fverify-intermediate-code"));
        NativeRun.Result c = NativeRun.jcirc(args);
        assertEquals(0, c.exit(), "jcirc " + String.join(" ", args) + " failed\n" + c.describe());
        NativeRun.Result r = NativeRun.exec(List.of(exe.toString()), tmp, 30);
        assertEquals(e.exit(), r.exit(), "exit status of the jcirc-built program\n" + r.describe());
        assertEquals(e.stdout(), r.stdout(), "output of the jcirc-built program");
    }
}
