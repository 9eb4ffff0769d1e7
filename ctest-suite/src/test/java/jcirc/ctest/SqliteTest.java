package jcirc.ctest;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.*;

/**
 * SQLite through jcirc: the amalgamation of the npm package {@code better-sqlite3}
 * ({@code deps/sqlite3/sqlite3.c}, fetched with {@code npm pack} into a cache, never into the
 * repository) plus the driver {@code sqlite/workload.c} (an in-memory database and a substantial
 * SQL workload), built with gcc as the reference and with jcirc through both paths at -O0 and
 * -O2. Each jcirc-built program must print exactly what the gcc-built one prints.
 *
 * <p>Properties: {@code jcirc.sqlite.cache} (cache directory, default {@code ~/.cache/jcirc-sqlite}),
 * {@code jcirc.sqlite.package} (npm package spec, default {@link #PACKAGE}). Compile times are
 * printed and written to {@code target/sqlite-times.txt}. The five builds run two at a time on
 * {@link RunAhead}'s threads (each jcirc build compares with the gcc build's output when both are done).
 */
@Tag("sqlite")   // in the default run; -Djcirc.excludedGroups=sqlite skips it (about 2.5 min of CPU)
class SqliteTest {
    /** Pinned so that the printed SQLite version (and behaviour) stays the same from run to run. */
    static final String PACKAGE = "better-sqlite3@12.11.1";

    /** The same configuration for gcc and jcirc. */
    static final List<String> DEFINES = List.of("-DSQLITE_THREADSAFE=0", "-DSQLITE_OMIT_LOAD_EXTENSION");

    private static Path sources;
    private static Path work;
    private static String expected;
    private static final List<String> times = new ArrayList<>();

    @TestFactory
    Stream<DynamicTest> sqlite() {
        List<DynamicTest> tests = new ArrayList<>();
        tests.add(RunAhead.test("fetch sqlite3.c and build the gcc reference", null, SqliteTest::reference));
        for (String path : List.of("scf", "direct"))
            for (String opt : List.of("-O2", "-O0"))   // the long -O2 builds first: two at a time, they end together
                tests.add(RunAhead.test(path + " " + opt, null, () -> jcircBuild(path, opt)));
        return tests.stream();
    }

    /** Fetches the amalgamation (once per cache) and makes the work directory. */
    static synchronized void prepare() throws IOException {
        if (work != null) return;
        sources = fetch();
        work = Files.createTempDirectory("jcirc-sqlite");
    }

    private static final Object REFERENCE = new Object();

    /** Records what the gcc-built workload prints (once; the jcirc builds wait for it only to compare). */
    static void reference() throws IOException {
        synchronized (REFERENCE) {
            if (expected == null) buildReference();
        }
    }

    private static void buildReference() throws IOException {
        prepare();
        Path exe = work.resolve("gcc-workload");
        List<String> cmd = new ArrayList<>(List.of("gcc", "-O0", "-w"));
        cmd.addAll(DEFINES);
        cmd.addAll(List.of("-I" + sources, sources.resolve("sqlite3.c").toString(), workload().toString(), "-lm", "-o", exe.toString()));
        long t0 = System.nanoTime();
        NativeRun.Result g = NativeRun.exec(cmd, work, 600);
        record("gcc -O0 sqlite3.c + workload.c", t0);
        assertEquals(0, g.exit(), "gcc cannot build SQLite\n" + g.describe());
        NativeRun.Result run = NativeRun.exec(List.of(exe.toString()), work, 120);
        assertEquals(0, run.exit(), "the gcc-built workload failed\n" + run.describe());
        assertTrue(run.stdout().contains("failures=0"), "the gcc-built workload reports failures\n" + run.describe());
        expected = run.stdout();
    }

    /** Compiles sqlite3.c and the driver with jcirc, links, runs, and compares with gcc's output. */
    static void jcircBuild(String path, String opt) throws IOException {
        prepare();
        String tag = path + opt;
        Path obj = work.resolve("sqlite3-" + tag + ".o");
        List<String> args = new ArrayList<>(List.of("-c", opt, "-w"));
        if (path.equals("direct")) args.add("-fcir-direct");
        args.addAll(DEFINES);
        args.addAll(List.of("-o", obj.toString(), sources.resolve("sqlite3.c").toString()));
        long t0 = System.nanoTime();
        NativeRun.Result c = jcircWithBigStack(args);
        record("jcirc " + path + " " + opt + " sqlite3.c", t0);
        assertEquals(0, c.exit(), "jcirc (" + path + " " + opt + ") cannot compile sqlite3.c\n" + errorSummary(c));

        Path exe = work.resolve("workload-" + tag);
        List<String> link = new ArrayList<>(List.of(opt, "-w"));
        if (path.equals("direct")) link.add("-fcir-direct");
        link.addAll(List.of("-I" + sources, workload().toString(), obj.toString(), "-lm", "-o", exe.toString()));
        NativeRun.Result l = jcircWithBigStack(link);
        assertEquals(0, l.exit(), "jcirc (" + path + " " + opt + ") cannot build the workload\n" + l.describe());
        NativeRun.Result run = NativeRun.exec(List.of(exe.toString()), work, 120);
        reference();
        assertNotNull(expected, "no gcc reference output");
        assertEquals(expected, run.stdout(), "SQLite built by jcirc (" + path + " " + opt + ") prints something else than gcc's\n" + run.describe());
        assertEquals(0, run.exit(), "the jcirc-built workload failed\n" + run.describe());
    }

    /** jcirc in this JVM, on a thread with a large stack (bin/jcirc runs with -Xss64m; sqlite3.c nests deeply). */
    static NativeRun.Result jcircWithBigStack(List<String> args) {
        NativeRun.Result[] r = new NativeRun.Result[1];
        Throwable[] failure = new Throwable[1];
        Thread t = new Thread(null, () -> {
            try {
                r[0] = NativeRun.jcirc(args);
            } catch (Throwable e) {
                failure[0] = e;
            }
        }, "jcirc-sqlite", 512L << 20);
        t.start();
        try {
            t.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
        if (failure[0] != null) throw new AssertionError("jcirc crashed: " + failure[0], failure[0]);
        return r[0];
    }

    /** The first errors of a failed compile, with the total count (sqlite3.c can produce thousands). */
    private static String errorSummary(NativeRun.Result r) {
        String[] lines = r.stderr().split("\n");
        StringBuilder sb = new StringBuilder();
        long errors = Stream.of(lines).filter(s -> s.contains("error:")).count();
        sb.append(errors).append(" error lines; the first ones:\n");
        for (int i = 0; i < Math.min(lines.length, 60); i++) sb.append(lines[i]).append('\n');
        return sb.toString();
    }

    private static void record(String what, long t0) {
        String line = String.format(Locale.ROOT, "%-40s %7.1f s", what, (System.nanoTime() - t0) / 1e9);
        System.out.println("[sqlite] " + line);
        synchronized (times) {
            times.add(line);
            try {
                Files.createDirectories(Path.of("target"));
                Files.write(Path.of("target", "sqlite-times.txt"), times);
            } catch (IOException ignored) {
                // the timings are informative only
            }
        }
    }

    static Path workload() {
        for (Path p : List.of(Path.of("sqlite", "workload.c"), Path.of("ctest-suite", "sqlite", "workload.c")))
            if (Files.exists(p)) return p.toAbsolutePath();
        throw new AssertionError("sqlite/workload.c not found (run from the ctest-suite module)");
    }

    /** Without npm (and without a cached amalgamation) the fetch fails with an install hint, not an IOException. */
    @Test
    void missingNpmGivesAnInstallHint() throws IOException {
        Path cache = Files.createTempDirectory("jcirc-sqlite-no-npm");
        String npm = cache.resolve("no-such-npm").toString();
        AssertionError e = assertThrows(AssertionError.class, () -> fetch(npm, cache, PACKAGE));
        assertTrue(e.getMessage().contains("apt-get install npm"), e.getMessage());
    }

    /** The directory holding sqlite3.c and sqlite3.h, fetched with npm pack when not cached yet. */
    static Path fetch() throws IOException {
        String pkg = System.getProperty("jcirc.sqlite.package", PACKAGE);
        Path cache = Path.of(System.getProperty("jcirc.sqlite.cache", System.getProperty("user.home") + "/.cache/jcirc-sqlite"));
        return fetch("npm", cache, pkg);
    }

    /** {@link #fetch()} with the npm command, the cache directory and the package spec given. */
    static Path fetch(String npm, Path cache, String pkg) throws IOException {
        Path dir = cache.resolve(pkg.replaceAll("[^A-Za-z0-9._-]", "_"));
        Path src = dir.resolve("package/deps/sqlite3");
        if (Files.exists(src.resolve("sqlite3.c")) && Files.exists(src.resolve("sqlite3.h"))) return src;
        Files.createDirectories(dir);
        NativeRun.Result v = execOrHint(List.of(npm, "--version"), dir, pkg);
        assertEquals(0, v.exit(), "npm does not work: " + v.describe() + "\ninstall it with `apt-get install npm`");
        NativeRun.Result p = NativeRun.exec(List.of(npm, "pack", pkg, "--silent"), dir, 300);
        assertEquals(0, p.exit(), "`npm pack " + pkg + "` failed (the npm registry must be reachable)\n" + p.describe());
        String tgz = p.stdout().strip().lines().reduce((a, b) -> b).orElse("");
        assertTrue(tgz.endsWith(".tgz") && Files.exists(dir.resolve(tgz)), "npm pack produced no tarball: " + p.describe());
        NativeRun.Result x = NativeRun.exec(List.of("tar", "xzf", tgz, "package/deps/sqlite3/sqlite3.c", "package/deps/sqlite3/sqlite3.h"), dir, 120);
        assertEquals(0, x.exit(), "cannot extract sqlite3.c from " + tgz + "\n" + x.describe());
        return src;
    }

    private static NativeRun.Result execOrHint(List<String> cmd, Path dir, String pkg) {
        try {
            return NativeRun.exec(cmd, dir, 60);
        } catch (AssertionError e) {
            throw new AssertionError("npm is needed to fetch SQLite (`npm pack " + pkg + "`): install it with `apt-get install npm`"
                    + " (or Node.js, which includes npm)", e);
        }
    }
}
