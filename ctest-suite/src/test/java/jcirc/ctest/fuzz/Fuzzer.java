package jcirc.ctest.fuzz;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Predicate;
import java.util.regex.Pattern;

/**
 * Runs jcirc's driver in this JVM on one C file and classifies the outcome: a <em>crash</em> is an
 * exit status other than 0 or 1, an "internal compiler error", Java exception text in the output,
 * more than {@link #TIMEOUT_SECONDS} seconds, or (for exit 1) no clang-shaped
 * {@code file:line:col: error:} diagnostic. Also a greedy token-deleting minimiser for crashers.
 */
public final class Fuzzer {
    public static final long TIMEOUT_SECONDS = 30;

    /** What one compiler run did. */
    public record Outcome(int exit, String stdout, String stderr, boolean timedOut, String crash) {
        public boolean crashed() { return crash != null; }
    }

    private static final Pattern JAVA_EXCEPTION = Pattern.compile(
            "\\b(java|javax|jdk|sun|org\\.eclipse)\\.[\\w.$]+(Exception|Error)\\b|Exception in thread|\\n\\s+at [\\w.$]+\\(");
    private static final Pattern CLANG_ERROR = Pattern.compile("(?m)^[^\\s:][^:\\n]*:\\d+:\\d+: (fatal )?error: \\S.*\\n.*\\n[ \\t]*\\^~*$");

    /** One thread, replaced when a run times out (the stuck run keeps its thread; it cannot be stopped). */
    private ExecutorService pool = newPool();

    private static ExecutorService newPool() {
        return Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(null, r, "fuzz-jcirc", 64L << 20);   // bin/jcirc runs with -Xss64m
            t.setDaemon(true);
            return t;
        });
    }

    /** Runs {@code jcirc args} in process and classifies the result. */
    public Outcome run(List<String> args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        long[] worker = {-1};
        Future<Integer> f = pool.submit(() -> {
            worker[0] = Thread.currentThread().threadId();
            try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8); PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
                return jcirc.tools.Jcirc.run(args.toArray(String[]::new), o, e);
            }
        });
        int exit;
        boolean timedOut = false;
        String thrown = null;
        try {
            exit = await(f, worker);
        } catch (TimeoutException e) {
            f.cancel(true);
            pool.shutdownNow();
            pool = newPool();
            exit = -1;
            timedOut = true;
        } catch (java.util.concurrent.ExecutionException e) {
            exit = -2;
            thrown = String.valueOf(e.getCause());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
        String so = out.toString(StandardCharsets.UTF_8), se = err.toString(StandardCharsets.UTF_8);
        return new Outcome(exit, so, se, timedOut, classify(exit, so, se, timedOut, thrown));
    }

    /**
     * The compile's result; a {@link TimeoutException} once its thread has used more than {@link #TIMEOUT_SECONDS} of
     * CPU time (so a loaded machine does not turn slow compiles into "hangs"), or ten times that of wall time.
     */
    private static int await(Future<Integer> f, long[] worker) throws TimeoutException, InterruptedException, java.util.concurrent.ExecutionException {
        java.lang.management.ThreadMXBean mx = java.lang.management.ManagementFactory.getThreadMXBean();
        long wallLimit = System.nanoTime() + TimeUnit.SECONDS.toNanos(10 * TIMEOUT_SECONDS);
        while (true) {
            try {
                return f.get(1, TimeUnit.SECONDS);
            } catch (TimeoutException e) {
                long cpu = worker[0] < 0 ? 0 : mx.getThreadCpuTime(worker[0]);
                if (cpu > TimeUnit.SECONDS.toNanos(TIMEOUT_SECONDS) || System.nanoTime() > wallLimit) throw e;
            }
        }
    }

    /** Null when the run is acceptable, else a one-line description of the crash. */
    static String classify(int exit, String stdout, String stderr, boolean timedOut, String thrown) {
        if (timedOut) return "timeout: more than " + TIMEOUT_SECONDS + " s of CPU time";
        if (thrown != null) return "exception escaped the driver: " + thrown;
        int ice = stderr.indexOf("internal compiler error");
        if (ice >= 0) return firstLine(stderr.substring(ice));
        var m = JAVA_EXCEPTION.matcher(stderr);
        if (m.find()) return "Java exception text in the output: " + firstLine(stderr.substring(m.start()));
        if (exit != 0 && exit != 1) return "exit status " + exit;
        if (exit == 1 && !CLANG_ERROR.matcher(stderr).find() && !stderr.contains("jcirc: error: ")) return "exit 1 without a clang-shaped error diagnostic";
        return null;
    }

    private static String firstLine(String s) {
        int nl = s.indexOf('\n');
        return nl < 0 ? s : s.substring(0, nl);
    }

    /** The kind of a crash with positions and numbers blotted out, for telling crashes apart and for minimising. */
    public static String signature(String crash) {
        return crash.replaceAll("\\d+", "N").replaceAll("'[^']*'", "'X'");
    }

    /** Whether {@code src} (written to {@code file}) makes jcirc crash with {@code -fpermissive} and {@code args} (the file is appended). */
    public Outcome compile(Path file, String src, List<String> args) throws IOException {
        Files.writeString(file, src);
        // -fpermissive: the torture sources call undeclared functions (errors since C99 otherwise), and a mutant
        // accepted by Sema goes on through CIRGen and the lowering
        List<String> a = new ArrayList<>(List.of("-fpermissive"));
        a.addAll(args);
        a.add(file.toString());
        return run(a);
    }

    /**
     * Greedy minimisation: deletes chunks of lines, then of tokens (halving the chunk size down to
     * one) as long as {@code stillFails} holds, at most {@code maxTries} checks in all.
     */
    public static List<Mutator.Token> minimize(List<Mutator.Token> tokens, Predicate<List<Mutator.Token>> stillFails, int maxTries) {
        List<List<Mutator.Token>> lines = new ArrayList<>();
        for (Mutator.Token t : tokens) {
            if (lines.isEmpty() || lines.get(lines.size() - 1).get(0).line() != t.line()) lines.add(new ArrayList<>());
            lines.get(lines.size() - 1).add(t);
        }
        int[] tries = {0};
        lines = deleteChunks(lines, u -> stillFails.test(flatten(u)), maxTries / 2, tries);
        List<List<Mutator.Token>> toks = new ArrayList<>();
        for (Mutator.Token t : flatten(lines)) toks.add(List.of(t));
        return flatten(deleteChunks(toks, u -> stillFails.test(flatten(u)), maxTries, tries));
    }

    private static List<Mutator.Token> flatten(List<List<Mutator.Token>> units) {
        List<Mutator.Token> out = new ArrayList<>();
        for (List<Mutator.Token> u : units) out.addAll(u);
        return out;
    }

    private static <U> List<U> deleteChunks(List<U> units, Predicate<List<U>> stillFails, int maxTries, int[] tries) {
        List<U> cur = new ArrayList<>(units);
        for (int chunk = Math.max(1, cur.size() / 2); chunk >= 1 && tries[0] < maxTries; chunk /= 2) {
            for (int i = 0; i + chunk <= cur.size() && tries[0] < maxTries; ) {
                List<U> cand = new ArrayList<>(cur.subList(0, i));
                cand.addAll(cur.subList(i + chunk, cur.size()));
                tries[0]++;
                if (stillFails.test(cand)) cur = cand;
                else i += chunk;
            }
        }
        return cur;
    }
}
