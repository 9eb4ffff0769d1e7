package jcirc.ctest;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/** Compiling C with jcirc (in process) or with gcc (reference), and running the result. */
final class NativeRun {
    private NativeRun() {}

    /** Exit status and captured output of a process or of an in-process compiler run. */
    record Result(int exit, String stdout, String stderr, boolean timedOut) {
        String describe() {
            return "exit " + exit + (timedOut ? " (timed out)" : "") + "\n--- stdout ---\n" + tail(stdout) + "\n--- stderr ---\n" + tail(stderr);
        }
        private static String tail(String s) { return s.length() > 4000 ? "..." + s.substring(s.length() - 4000) : s; }
    }

    /** Runs jcirc's driver in this JVM (much faster than a process per compile). */
    static Result jcirc(List<String> args) { return inProcess(args, false); }

    /** Runs {@code jcirc++} (C++ for every input, libstdc++ linked) in this JVM. */
    static Result jcircxx(List<String> args) { return inProcess(args, true); }

    private static Result inProcess(List<String> args, boolean cxx) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int code;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8); PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            code = cxx ? jcirc.tools.Jcirc.run(args.toArray(String[]::new), java.io.InputStream.nullInputStream(), o, e, true)
                    : jcirc.tools.Jcirc.run(args.toArray(String[]::new), o, e);
        }
        return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8), false);
    }

    /** Compiles run on threads with a 256 MB stack (deeply nested generated expressions), as SqliteTest's. */
    private static final java.util.concurrent.ExecutorService COMPILE_THREADS = java.util.concurrent.Executors.newCachedThreadPool(r -> {
        Thread t = new Thread(null, r, "in-process-compile", 256L << 20);
        t.setDaemon(true);
        return t;
    });

    /**
     * An in-process compile ({@link #jcirc}/{@link #jcircxx}) on a big-stack thread, given up after
     * {@code timeoutSeconds}: a timeout is a timed-out result, a harness failure exit 70.
     */
    static Result inProcessWithin(java.util.concurrent.Callable<Result> compile, long timeoutSeconds) {
        var f = COMPILE_THREADS.submit(compile);
        try {
            return f.get(timeoutSeconds, TimeUnit.SECONDS);
        } catch (java.util.concurrent.TimeoutException e) {
            f.cancel(true);
            return new Result(-1, "", "", true);
        } catch (Exception e) {
            return new Result(70, "", "harness: " + e, false);
        }
    }

    /** Runs a command with a timeout, capturing stdout and stderr. */
    static Result exec(List<String> cmd, Path dir, long timeoutSeconds) {
        try {
            Path outF = Files.createTempFile("jcirc-out", ".txt"), errF = Files.createTempFile("jcirc-err", ".txt");
            try {
                ProcessBuilder pb = new ProcessBuilder(cmd).redirectOutput(outF.toFile()).redirectError(errF.toFile());
                if (dir != null) pb.directory(dir.toFile());
                Process p = pb.start();
                boolean done = p.waitFor(timeoutSeconds, TimeUnit.SECONDS);
                if (!done) { p.destroyForcibly(); p.waitFor(); }
                return new Result(done ? p.exitValue() : -1, Files.readString(outF, StandardCharsets.ISO_8859_1),
                        Files.readString(errF, StandardCharsets.ISO_8859_1), !done);
            } finally {
                Files.deleteIfExists(outF);
                Files.deleteIfExists(errF);
            }
        } catch (IOException e) {
            throw new AssertionError("cannot run " + cmd + ": " + e.getMessage()
                    + (cmd.get(0).equals("gcc") ? " (install gcc: apt-get install gcc)" : ""), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** Compiles with gcc as the reference compiler. */
    static Result gcc(Path src, Path exe, List<String> extra) {
        List<String> cmd = new ArrayList<>(List.of("gcc", "-w", "-O0", "-o", exe.toString(), src.toString()));
        cmd.addAll(extra);
        cmd.add("-lm");
        return exec(cmd, null, 120);
    }

    /** Compiles with clang-19 as the reference compiler (programs marked {@code // REFERENCE: clang-19}). */
    static Result clang19(Path src, Path exe, List<String> extra) {
        List<String> cmd = new ArrayList<>(List.of(Tools.clang19(), "-w", "-O0", "-o", exe.toString(), src.toString()));
        cmd.addAll(extra);
        cmd.add("-lm");
        return exec(cmd, null, 120);
    }

    static Path repoRoot() {
        Path p = Path.of("").toAbsolutePath();
        while (p != null && !Files.exists(p.resolve("ctest-suite"))) p = p.getParent();
        if (p == null) throw new IllegalStateException("cannot find the repository root from " + Path.of("").toAbsolutePath());
        return p;
    }
}
