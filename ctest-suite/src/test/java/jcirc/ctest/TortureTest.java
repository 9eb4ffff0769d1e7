package jcirc.ctest;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * gcc 12's {@code gcc.c-torture/execute} programs (see {@link TortureSuite}) built by jcirc at
 * -O0 and -O2 through the scf path and the direct path ({@code -fcir-direct}), linked with
 * {@code -lm} and run: a program passes when it exits with 0 within the time limit. Programs
 * whose {@code dg-} directives or {@code .x} file rule them out on x86_64 Linux are reported as
 * skipped ("n.a."), not counted as passes.
 *
 * <p>A failure listed in {@code ctest-suite/torture/expected-failures.txt} passes the test; an
 * unlisted failure fails it, and so does a listed failure that now passes (remove its line).
 * docs/torture.md describes the properties: {@code -Djcirc.torture=all} (every program; the
 * default is every {@link #DEFAULT_EVERY}-th), {@code -Djcirc.torture.filter=REGEX},
 * {@code -Djcirc.torture.every=K}, {@code -Djcirc.torture.jobs=N},
 * {@code -Djcirc.torture.timeout=S}, {@code -Djcirc.torture.compiler=gcc} (gcc's own count),
 * {@code -Djcirc.torture.write-expected=true} (regenerate the list from this run).
 */
class TortureTest {
    static final List<String> CONFIG_NAMES = List.of("O0", "O2", "O0-direct", "O2-direct");
    static final Map<String, List<String>> CONFIGS = configs();
    /** The default run: every DEFAULT_EVERY-th program (sorted by name), about 3 min on 2 cores. */
    static final int DEFAULT_EVERY = 12;

    private static Map<String, List<String>> configs() {
        Map<String, List<String>> m = new LinkedHashMap<>();
        m.put("O0", List.of("-O0"));
        m.put("O2", List.of("-O2"));
        m.put("O0-direct", List.of("-O0", "-fcir-direct"));
        m.put("O2-direct", List.of("-O2", "-fcir-direct"));
        return m;
    }

    /** The outcome of one program in one configuration. */
    record Outcome(Status status, String kind, String detail) {
        static Outcome pass() { return new Outcome(Status.PASS, "", ""); }
        static Outcome na(String why) { return new Outcome(Status.NA, "n.a.", why); }
        static Outcome fail(String kind, String detail) { return new Outcome(Status.FAIL, kind, detail); }
    }

    enum Status { PASS, FAIL, NA }

    private static final boolean GCC = "gcc".equals(System.getProperty("jcirc.torture.compiler"));
    private static final boolean WRITE = Boolean.getBoolean("jcirc.torture.write-expected");
    private static final long RUN_TIMEOUT = Long.getLong("jcirc.torture.timeout", 10);
    private static final long COMPILE_TIMEOUT = 300;
    /** name -> config -> outcome, for the summary and for -Djcirc.torture.write-expected. */
    private static final Map<String, Map<String, Outcome>> results = new ConcurrentHashMap<>();
    private static TortureExpectations expected;

    static Path expectedFile() {
        return NativeRun.repoRoot().resolve("ctest-suite/torture/expected-failures.txt");
    }

    @TestFactory
    Stream<DynamicNode> torture() throws IOException {
        expected = TortureExpectations.read(expectedFile());
        List<TortureSuite.Program> all = TortureSuite.programs();
        List<TortureSuite.Program> chosen = SuiteSample.select(all, TortureSuite.Program::name, "torture", DEFAULT_EVERY);
        int jobs = Integer.getInteger("jcirc.torture.jobs", Math.max(1, Math.min(2, Runtime.getRuntime().availableProcessors())));
        ExecutorService pool = Executors.newFixedThreadPool(jobs, r -> {
            Thread t = new Thread(r, "torture");
            t.setDaemon(true);
            return t;
        });
        System.out.printf("torture: %d of %d programs, %d configs, %d jobs%s%n", chosen.size(), all.size(),
                configNames().size(), jobs, GCC ? " (compiler: gcc)" : "");
        Map<String, CompletableFuture<Map<String, Outcome>>> futures = new LinkedHashMap<>();
        for (TortureSuite.Program p : chosen) futures.put(p.name(), CompletableFuture.supplyAsync(() -> runProgram(p), pool));
        pool.shutdown();
        return chosen.stream().map(p -> DynamicContainer.dynamicContainer(p.name(), p.sources().get(0).toUri(),
                configNames().stream().map(c -> DynamicTest.dynamicTest(c, () -> check(p.name(), c, futures.get(p.name()).join().get(c))))));
    }

    /** The configurations to run: all, or those named in -Djcirc.torture.configs=O0,O2-direct,... */
    private static List<String> configNames() {
        List<String> all = GCC ? List.of("gcc-O0", "gcc-O2") : CONFIG_NAMES;
        String only = System.getProperty("jcirc.torture.configs");
        if (only == null || only.isBlank()) return all;
        List<String> want = List.of(only.trim().split("\\s*,\\s*"));
        List<String> r = all.stream().filter(c -> want.contains(c) || want.contains(c.replace("gcc-", ""))).toList();
        if (r.isEmpty()) fail("-Djcirc.torture.configs=" + only + " names none of " + all);
        return r;
    }

    /** Compares one outcome with the expected-failure list. */
    private static void check(String name, String config, Outcome o) {
        if (o.status() == Status.NA) Assumptions.abort("n.a. on x86_64 Linux: " + o.detail());
        if (GCC) {
            if (o.status() == Status.FAIL) fail("gcc: " + o.kind() + "\n" + o.detail());
            return;
        }
        TortureExpectations.Entry e = expected.lookup(name, config);
        if (WRITE) return;   // the list is rewritten from this run in afterAll
        if (o.status() == Status.FAIL && e == null)
            fail(name + " " + config + ": unexpected failure (" + o.kind() + "; category " + category(o) + ")\n" + o.detail());
        if (o.status() == Status.PASS && e != null)
            fail(name + " " + config + ": unexpected pass: remove its line (" + e.category() + ") from " + expectedFile()
                    + " (or run with -Djcirc.torture.write-expected=true)");
    }

    /** Builds and runs one program in every configuration, in a directory of its own. */
    static Map<String, Outcome> runProgram(TortureSuite.Program p) {
        Map<String, Outcome> out = new LinkedHashMap<>();
        Path tmp = null;
        try {
            tmp = Files.createTempDirectory("jcirc-torture");
            for (String c : configNames()) {
                List<String> cfg = GCC ? List.of(c.substring(4).replace("O", "-O")) : CONFIGS.get(c);
                out.put(c, runConfig(p, cfg, tmp.resolve(c)));
            }
        } catch (IOException e) {
            for (String c : configNames()) out.putIfAbsent(c, Outcome.fail("harness", e.toString()));
        } finally {
            if (tmp != null) delete(tmp);
        }
        results.put(p.name(), out);
        return out;
    }

    private static Outcome runConfig(TortureSuite.Program p, List<String> cfg, Path dir) throws IOException {
        DgDirectives.Outcome d = DgDirectives.evaluate(p.directives(), p.xScript(), p.flags(), cfg);
        if (d.notApplicable() != null) return Outcome.na(d.notApplicable());
        Files.createDirectories(dir);
        List<String> objects = new ArrayList<>();
        for (Path src : p.sources()) {
            Path obj = dir.resolve(src.getFileName().toString().replaceFirst("\\.c$", ".o"));
            List<String> args = new ArrayList<>(cfg);
            args.addAll(d.flags());
            args.addAll(List.of("-c", "-o", obj.toString(), src.toString()));
            NativeRun.Result r = compile(args);
            if (r.timedOut()) return Outcome.fail("compile-timeout", "jcirc " + String.join(" ", args) + ": no result in " + COMPILE_TIMEOUT + " s");
            if (r.exit() != 0) return Outcome.fail(r.exit() == 70 ? "ice" : "compile-error",
                    (GCC ? "gcc " : "jcirc ") + String.join(" ", args) + "\n" + r.stderr() + r.stdout());
            objects.add(obj.toString());
        }
        Path exe = dir.resolve("a.out");
        List<String> link = new ArrayList<>(cfg);
        link.addAll(d.flags().stream().filter(f -> f.startsWith("-Wl,") || f.startsWith("-l")).toList());
        link.addAll(List.of("-o", exe.toString()));
        link.addAll(objects);
        link.add("-lm");
        NativeRun.Result l = compile(link);
        if (l.exit() != 0) return Outcome.fail("link", l.stderr() + l.stdout());
        NativeRun.Result r = NativeRun.exec(List.of(exe.toString()), dir, RUN_TIMEOUT);
        if (r.timedOut()) return Outcome.fail("timeout", "no exit in " + RUN_TIMEOUT + " s");
        if (r.exit() != 0) return Outcome.fail(r.exit() == 134 ? "abort" : "exit-" + r.exit(), r.describe());
        return Outcome.pass();
    }

    /** jcirc in this JVM (or gcc), with a time limit: a compiler that hangs does not stop the run. */
    private static NativeRun.Result compile(List<String> args) {
        if (GCC) {
            List<String> cmd = new ArrayList<>(List.of("gcc"));
            cmd.addAll(args);
            return NativeRun.exec(cmd, null, COMPILE_TIMEOUT);
        }
        // gcc 14's -fpermissive: the programs call undeclared functions, use implicit int, ... (errors since C99 otherwise)
        List<String> permissive = new ArrayList<>(List.of("-fpermissive"));
        permissive.addAll(args);
        return NativeRun.inProcessWithin(() -> NativeRun.jcirc(permissive), COMPILE_TIMEOUT);
    }

    /**
     * A first guess at the failure category from the diagnostics (for the summary and for
     * -Djcirc.torture.write-expected; a listed entry keeps its reviewed category).
     */
    static String category(Outcome o) {
        String d = o.detail();
        String dl = d.toLowerCase(Locale.ROOT);
        if (o.kind().equals("link")) return "link";
        if (o.kind().equals("timeout")) return "timeout";
        if (o.kind().equals("compile-timeout")) return "compile-timeout";
        if (o.kind().equals("ice")) return "ice";
        if (o.kind().equals("compile-error")) {
            if (dl.contains("nested function") || dl.contains("unsupported declaration in a block")) return "nested-function";
            if (dl.contains("vector")) return "vector";
            if (dl.contains("_complex") || dl.contains("complex")) return "complex";
            if (dl.contains("__func__") || dl.contains("__function__")) return "func-name";
            if (dl.contains("_decimal") || dl.contains("decimal float")) return "dfp";
            if (dl.contains("unsupported option")) return "unsupported-option";
            return "unsupported";
        }
        return "wrong-code";
    }

    @AfterAll
    static void summary() throws IOException {
        if (results.isEmpty()) return;
        List<String> cfgs = configNames();
        // per config: pass, expected fail, unexpected fail, unexpected pass, n.a., total
        Map<String, int[]> counts = new LinkedHashMap<>();
        Map<String, Map<String, Integer>> categories = new TreeMap<>();
        for (String c : cfgs) counts.put(c, new int[6]);
        StringBuilder lines = new StringBuilder();
        Map<String, Map<String, String>> forWrite = new TreeMap<>();
        for (var p : new TreeMap<>(results).entrySet()) {
            Map<String, String> failing = new LinkedHashMap<>();
            for (String c : cfgs) {
                Outcome o = p.getValue().get(c);
                if (o == null) continue;
                int[] n = counts.get(c);
                n[5]++;
                TortureExpectations.Entry e = GCC ? null : expected.lookup(p.getKey(), c);
                switch (o.status()) {
                    case PASS -> { n[0]++; if (e != null) n[3]++; }
                    case NA -> n[4]++;
                    case FAIL -> {
                        if (e != null) n[1]++; else n[2]++;
                        String cat = e != null ? e.category() : category(o);
                        categories.computeIfAbsent(cat, k -> new TreeMap<>()).merge(c, 1, Integer::sum);
                        failing.put(c, category(o));
                    }
                }
                String first = o.detail().lines().filter(s -> !s.isBlank() && !s.startsWith("jcirc -") && !s.startsWith("gcc -"))
                        .findFirst().orElse("");
                lines.append(String.format("%-32s %-10s %-5s %s%s%n", p.getKey(), c, o.status() == Status.NA ? "N/A" : o.status(),
                        o.status() == Status.FAIL ? category(o) + " (" + o.kind() + ") " : "",
                        o.status() == Status.PASS ? "" : first.length() > 200 ? first.substring(0, 200) : first));
            }
            Map<String, String> w = new LinkedHashMap<>();
            for (String c : cfgs) if (p.getValue().containsKey(c)) w.put(c, failing.get(c));
            forWrite.put(p.getKey(), w);
        }
        StringBuilder table = new StringBuilder();
        table.append(String.format("torture summary (%d programs%s)%n", results.size(), GCC ? ", compiler gcc" : ""));
        table.append(String.format("%-10s %6s %6s %9s %11s %10s %6s%n", "config", "total", "pass", "fail(exp)", "fail(unexp)", "pass(unexp)", "n.a."));
        for (var c : counts.entrySet()) {
            int[] n = c.getValue();
            table.append(String.format("%-10s %6d %6d %9d %11d %10d %6d%n", c.getKey(), n[5], n[0], n[1], n[2], n[3], n[4]));
        }
        if (!categories.isEmpty()) {
            table.append("failures by category:\n");
            for (var cat : categories.entrySet()) {
                table.append(String.format("  %-20s", cat.getKey()));
                for (String c : cfgs) table.append(String.format(" %s=%d", c, cat.getValue().getOrDefault(c, 0)));
                table.append('\n');
            }
        }
        System.out.print(table);
        Path target = NativeRun.repoRoot().resolve("ctest-suite/target");
        Files.createDirectories(target);
        Files.writeString(target.resolve("torture-summary.txt"), table.toString());
        Files.writeString(target.resolve("torture-results.txt"), lines.toString());
        System.out.println("torture: per-program results in " + target.resolve("torture-results.txt"));
        if (WRITE && !GCC) {
            expected.write(expectedFile(), forWrite);
            System.out.println("torture: rewrote " + expectedFile() + " (" + expected.size() + " entries)");
        }
    }

    private static void delete(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            s.sorted(Comparator.reverseOrder()).forEach(x -> x.toFile().delete());
        } catch (IOException ignored) {
            // a temporary directory left behind is harmless
        }
    }
}
