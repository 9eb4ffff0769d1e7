package jcirc.ctest;

import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.TestFactory;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The C++ test programs in {@code ctest-suite/cxx-programs} (docs/cxx.md), as {@link CProgramsTest} does for
 * C: each {@code NNN_name.cpp} is built by {@code jcirc++} through the scf path and the direct path at -O0 and
 * -O2, run, and its output and exit status compared with its {@code .expected} file and with the same
 * program built by g++; its {@code -emit-scf} output must be accepted by mlir-opt-19. Directives:
 * {@code // EXIT: n}, {@code // ARGS: flags} (jcirc++ and g++). {@code -Djcirc.ctest.filter=REGEX} selects
 * programs by file name. Test bodies run ahead on {@link RunAhead}'s threads.
 *
 * <p>A program that includes a C++ standard library header ({@code <string>}, {@code <vector>}, {@code <iostream>}
 * …; not the C compatibility headers such as {@code <cstdio>}) spends most of its compile time in libstdc++'s headers;
 * it runs at two of the four configurations, alternating by its place in the list as {@link CsmithTest}'s fixed seeds
 * do, so every configuration still sees half of them. {@code -Djcirc.cxx.allconfigs=true} runs every program at all four.
 */
class CxxProgramsTest {
    @TestFactory
    Stream<DynamicNode> programs() throws IOException {
        Path dir = NativeRun.repoRoot().resolve("ctest-suite/cxx-programs");
        List<Path> files;
        try (Stream<Path> s = Files.list(dir)) {
            files = s.filter(p -> p.toString().endsWith(".cpp")).sorted().toList();
        }
        assertFalse(files.isEmpty(), "no test programs in " + dir);
        String filter = System.getProperty("jcirc.ctest.filter");
        if (filter != null && !filter.isEmpty()) {
            Pattern f = Pattern.compile(filter);
            files = files.stream().filter(p -> f.matcher(p.getFileName().toString()).find()).toList();
            assertFalse(files.isEmpty(), "no test program matches -Djcirc.ctest.filter=" + filter);
        }
        // built eagerly: RunAhead starts every body now, JUnit reports them in order
        List<DynamicNode> nodes = new ArrayList<>();
        int libraryIndex = 0;
        for (Path f : files) {
            boolean library = !ALL_CONFIGS && usesCxxLibrary(f);
            nodes.add(programTests(f, library ? CsmithTest.fixedSeedConfigs(libraryIndex++) : CProgramsTest.CONFIGS));
        }
        return nodes.stream();
    }

    static final boolean ALL_CONFIGS = Boolean.getBoolean("jcirc.cxx.allconfigs");

    /** The C compatibility headers: light, and included by most programs. */
    private static final java.util.Set<String> C_HEADERS = java.util.Set.of("cstdio", "cstdlib", "cstring", "cmath",
            "cassert", "cstdint", "cstddef", "climits", "cfloat", "cctype", "cerrno", "csetjmp", "csignal", "cstdarg",
            "ctime", "cwchar", "cinttypes", "cuchar", "cwctype", "clocale", "cfenv", "ciso646", "cstdbool");
    private static final Pattern SYSTEM_INCLUDE = Pattern.compile("(?m)^\\s*#\\s*include\\s*<([a-z_]+)>");

    /** Whether {@code src} includes a C++ standard library header other than the C compatibility ones. */
    static boolean usesCxxLibrary(Path src) {
        try {
            Matcher m = SYSTEM_INCLUDE.matcher(Files.readString(src, StandardCharsets.ISO_8859_1));
            while (m.find()) if (!C_HEADERS.contains(m.group(1))) return true;
            return false;
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static DynamicNode programTests(Path src, List<List<String>> configs) {
        String name = src.getFileName().toString().replaceFirst("\\.cpp$", "");
        List<DynamicNode> tests = new ArrayList<>();
        tests.add(RunAhead.test("g++ agrees with .expected", src.toUri(), () -> checkGxx(src)));
        for (List<String> cfg : configs)
            tests.add(RunAhead.test("jcirc++ " + String.join(" ", cfg), src.toUri(), () -> checkJcirc(src, cfg)));
        tests.add(RunAhead.test("-emit-scf accepted by mlir-opt-19", src.toUri(), () -> checkScf(src)));
        return DynamicContainer.dynamicContainer(name, src.toUri(), tests.stream());
    }

    record Expectation(String stdout, int exit, List<String> args) {}

    static Expectation expectation(Path src) throws IOException {
        String text = Files.readString(src, StandardCharsets.ISO_8859_1);
        Path exp = Path.of(src.toString().replaceFirst("\\.cpp$", ".expected"));
        assertTrue(Files.exists(exp), "missing expected output file " + exp);
        Matcher m = Pattern.compile("//\\s*EXIT:\\s*(\\d+)").matcher(text);
        int exit = m.find() ? Integer.parseInt(m.group(1)) : 0;
        Matcher a = Pattern.compile("//\\s*ARGS:(.*)").matcher(text);
        List<String> args = a.find() ? List.of(a.group(1).trim().split("\\s+")) : List.of();
        return new Expectation(Files.readString(exp, StandardCharsets.ISO_8859_1), exit, args);
    }


    static void checkGxx(Path src) throws IOException {
        Expectation e = expectation(src);
        Path tmp = Files.createTempDirectory("cxxtest-gxx");
        Path exe = tmp.resolve("a.out");
        List<String> cmd = new ArrayList<>(List.of("g++", "-w", "-O0", "-o", exe.toString(), src.toString()));
        cmd.addAll(e.args());
        NativeRun.Result c = NativeRun.exec(cmd, null, 120);
        assertEquals(0, c.exit(), "g++ failed to compile " + src + "\n" + c.describe());
        NativeRun.Result r = NativeRun.exec(List.of(exe.toString()), tmp, 30);
        assertEquals(e.exit(), r.exit(), "g++-built program exit status\n" + r.describe());
        assertEquals(e.stdout(), r.stdout(), "g++-built program output differs from .expected");
    }

    static void checkScf(Path src) throws IOException {
        Expectation e = expectation(src);
        Path tmp = Files.createTempDirectory("cxxtest-scf");
        Path mlir = tmp.resolve("out.mlir");
        List<String> args = new ArrayList<>(List.of("-emit-scf", "-o", mlir.toString(), src.toString()));
        args.addAll(e.args());
        NativeRun.Result c = NativeRun.jcircxx(args);
        assertEquals(0, c.exit(), "jcirc++ -emit-scf failed\n" + c.describe());
        NativeRun.Result v = NativeRun.exec(List.of(Tools.mlirOpt(), "--verify-each", mlir.toString(), "-o", "/dev/null"), tmp, 120);
        assertEquals(0, v.exit(), "mlir-opt-19 rejects the -emit-scf output of " + src + "\n" + v.describe());
    }

    static void checkJcirc(Path src, List<String> cfg) throws IOException {
        Expectation e = expectation(src);
        Path tmp = Files.createTempDirectory("cxxtest-jcirc");
        Path exe = tmp.resolve("a.out");
        List<String> args = new ArrayList<>(cfg);
        args.addAll(List.of("-o", exe.toString(), src.toString()));
        args.addAll(e.args());
        NativeRun.Result c = NativeRun.jcircxx(args);
        assertEquals(0, c.exit(), "jcirc++ " + String.join(" ", args) + " failed\n" + c.describe());
        NativeRun.Result r = NativeRun.exec(List.of(exe.toString()), tmp, 30);
        assertEquals(e.exit(), r.exit(), "exit status of the jcirc++-built program\n" + r.describe());
        assertEquals(e.stdout(), r.stdout(), "output of the jcirc++-built program");
    }
}
