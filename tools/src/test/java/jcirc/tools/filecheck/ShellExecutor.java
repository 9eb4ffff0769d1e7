package jcirc.tools.filecheck;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import jcirc.backend.toolchain.ToolFinder;
import jcirc.tools.filecheck.ShellParser.Command;
import jcirc.tools.filecheck.ShellParser.Redirect;
import jcirc.tools.filecheck.ShellParser.Step;

/**
 * Runs parsed RUN lines the way lit's internal shell does: pipelines with pipefail, {@code &&}
 * / {@code ||} / {@code ;}, redirections. {@code jcirc} and {@code jcir-opt} run in-process;
 * {@code FileCheck}, {@code mlir-opt} and other LLVM tools are located with
 * {@link ToolFinder}; {@code not}, {@code echo}, {@code true}, {@code false} are built in;
 * anything else is an external program.
 *
 * <p>Stages of a pipeline run one after another with buffered output (RUN lines never need
 * streaming). Exit statuses: {@value #CRASH} and signals (> 128) count as crashes, which
 * {@code not} does not turn into success (use {@code not --crash} to expect one).
 */
public final class ShellExecutor {
    /** The exit status of an in-process internal compiler error (see InternalErrors.EXIT_CODE). */
    public static final int CRASH = 70;

    /** An in-process tool: a re-entrant main. */
    @FunctionalInterface
    public interface InProcessTool {
        int run(String[] args, InputStream in, PrintStream out, PrintStream err);
    }

    /** A tool that must be present; failing the test with this message when it is not. */
    public static final class MissingTool extends RuntimeException {
        MissingTool(String m) { super(m); }
    }

    private final Map<String, InProcessTool> inProcess;
    private final ToolFinder finder;
    private final Path workDir;
    private final long timeoutSeconds;
    /** Everything the commands wrote that was not redirected or piped, plus a trace of the commands. */
    private final StringBuilder log = new StringBuilder();

    public ShellExecutor(Map<String, InProcessTool> inProcess, ToolFinder finder, Path workDir, long timeoutSeconds) {
        this.inProcess = inProcess;
        this.finder = finder;
        this.workDir = workDir;
        this.timeoutSeconds = timeoutSeconds;
    }

    public String log() { return log.toString(); }

    private record Outcome(int status, byte[] stdout, byte[] stderr) {}

    /** Runs a script; returns its exit status (0 when every step succeeded, like {@code set -e}). */
    public int run(List<Step> script) throws IOException {
        int status = 0;
        boolean skip = false;
        for (Step s : script) {
            if (!skip) status = runPipeline(s.pipeline().commands());
            String then = s.then();
            if (then == null) break;
            skip = switch (then) {
                case "&&" -> status != 0;
                case "||" -> status == 0;
                default -> false;
            };
            if (then.equals(";") && status != 0) return status; // lit's RUN lines behave like set -e
        }
        return status;
    }

    private int runPipeline(List<Command> cmds) throws IOException {
        byte[] stdin = new byte[0];
        int status = 0;
        for (int i = 0; i < cmds.size(); i++) {
            Command c = cmds.get(i);
            log.append("$ ").append(String.join(" ", quoteAll(c.words()))).append(redirectText(c)).append('\n');
            Outcome o = runCommand(c, stdin);
            if (o.status() != 0) {
                status = o.status(); // pipefail: the last failing stage's status
                log.append("# exit status ").append(o.status()).append('\n');
            }
            boolean last = i == cmds.size() - 1;
            if (o.stderr().length > 0) log.append("# stderr:\n").append(text(o.stderr())).append(text(o.stderr()).endsWith("\n") ? "" : "\n");
            if (last && o.stdout().length > 0) log.append("# stdout:\n").append(text(o.stdout())).append(text(o.stdout()).endsWith("\n") ? "" : "\n");
            stdin = o.stdout();
        }
        return status;
    }

    private Outcome runCommand(Command c, byte[] pipedIn) throws IOException {
        byte[] stdin = pipedIn;
        boolean mergeErr = false, errToOut = false;
        Path outFile = null, errFile = null;
        boolean outAppend = false, errAppend = false;
        for (Redirect r : c.redirects()) {
            switch (r.op()) {
                case "<" -> stdin = Files.readAllBytes(resolve(r.target()));
                case ">" -> { outFile = resolve(r.target()); outAppend = false; }
                case ">>" -> { outFile = resolve(r.target()); outAppend = true; }
                case "2>" -> { errFile = resolve(r.target()); errAppend = false; }
                case "2>>" -> { errFile = resolve(r.target()); errAppend = true; }
                case "&>" -> { outFile = resolve(r.target()); mergeErr = true; }
                case "2>&1" -> mergeErr = true;
                case ">&2" -> errToOut = true;
                default -> throw new IOException("unsupported redirection " + r.op());
            }
        }
        Outcome o = exec(c.words(), stdin, mergeErr);
        byte[] out = o.stdout(), err = o.stderr();
        if (errToOut) {
            err = concat(err, out);
            out = new byte[0];
        }
        if (outFile != null) {
            write(outFile, out, outAppend);
            out = new byte[0];
        }
        if (errFile != null) {
            write(errFile, err, errAppend);
            err = new byte[0];
        }
        return new Outcome(o.status(), out, err);
    }

    private Outcome exec(List<String> words, byte[] stdin, boolean mergeErr) throws IOException {
        String name = words.get(0);
        List<String> args = words.subList(1, words.size());
        switch (name) {
            case "not" -> {
                boolean crash = !args.isEmpty() && args.get(0).equals("--crash");
                List<String> rest = crash ? args.subList(1, args.size()) : args;
                if (rest.isEmpty()) return new Outcome(2, new byte[0], bytes("not: missing command\n"));
                Outcome o = exec(rest, stdin, mergeErr);
                boolean crashed = o.status() == CRASH || o.status() > 128;
                int status;
                if (crash) status = crashed ? 0 : 1;
                else if (crashed) status = 1; // a crash is never the expected failure
                else status = o.status() == 0 ? 1 : 0;
                return new Outcome(status, o.stdout(), o.stderr());
            }
            case "true", ":" -> { return new Outcome(0, new byte[0], new byte[0]); }
            case "false" -> { return new Outcome(1, new byte[0], new byte[0]); }
            case "echo" -> {
                boolean newline = true;
                List<String> a = args;
                if (!a.isEmpty() && a.get(0).equals("-n")) { newline = false; a = a.subList(1, a.size()); }
                return new Outcome(0, bytes(String.join(" ", a) + (newline ? "\n" : "")), new byte[0]);
            }
            default -> { }
        }
        InProcessTool tool = inProcess.get(name);
        if (tool != null) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ByteArrayOutputStream err = new ByteArrayOutputStream();
            PrintStream ps = new PrintStream(out, true, StandardCharsets.UTF_8);
            PrintStream es = mergeErr ? ps : new PrintStream(err, true, StandardCharsets.UTF_8);
            int status = tool.run(args.toArray(String[]::new), new ByteArrayInputStream(stdin), ps, es);
            ps.flush();
            es.flush();
            return new Outcome(status, out.toByteArray(), err.toByteArray());
        }
        return external(resolveProgram(name), args, stdin, mergeErr);
    }

    private String resolveProgram(String name) {
        if (name.contains("/")) return resolve(name).toString();
        if (name.equals("FileCheck") || name.equals("mlir-opt") || name.startsWith("llvm-") || name.equals("opt")
                || name.equals("llc")) {
            return finder.find(name).map(Path::toString).orElseThrow(() -> new MissingTool(
                    "'" + name + "' not found: " + ToolFinder.installHint(name)));
        }
        return name;
    }

    private Outcome external(String program, List<String> args, byte[] stdin, boolean mergeErr) throws IOException {
        List<String> cmd = new ArrayList<>();
        cmd.add(program);
        cmd.addAll(args);
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(workDir.toFile()).redirectErrorStream(mergeErr);
        Process p;
        try {
            p = pb.start();
        } catch (IOException e) {
            return new Outcome(127, new byte[0], bytes(program + ": command not found (" + e.getMessage() + ")\n"));
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Thread to = pump(p.getInputStream(), out);
        Thread te = pump(p.getErrorStream(), err);
        try (OutputStream in = p.getOutputStream()) {
            in.write(stdin);
        } catch (IOException ignored) {
            // the program did not read its input
        }
        try {
            if (!p.waitFor(timeoutSeconds, TimeUnit.SECONDS)) {
                p.destroyForcibly();
                p.waitFor();
                to.join();
                te.join();
                return new Outcome(124, out.toByteArray(),
                        concat(err.toByteArray(), bytes(program + ": timed out after " + timeoutSeconds + " s\n")));
            }
            to.join();
            te.join();
        } catch (InterruptedException e) {
            p.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
        return new Outcome(p.exitValue(), out.toByteArray(), err.toByteArray());
    }

    private static Thread pump(InputStream in, ByteArrayOutputStream sink) {
        Thread t = new Thread(() -> {
            try (in) {
                in.transferTo(sink);
            } catch (IOException ignored) {
                // process gone
            }
        });
        t.setDaemon(true);
        t.start();
        return t;
    }

    private Path resolve(String p) { return workDir.resolve(p); }

    private static void write(Path f, byte[] data, boolean append) throws IOException {
        if (f.getParent() != null) Files.createDirectories(f.getParent());
        if (append) Files.write(f, data, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        else Files.write(f, data);
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] r = new byte[a.length + b.length];
        System.arraycopy(a, 0, r, 0, a.length);
        System.arraycopy(b, 0, r, a.length, b.length);
        return r;
    }

    private static byte[] bytes(String s) { return s.getBytes(StandardCharsets.UTF_8); }

    private static String text(byte[] b) { return new String(b, StandardCharsets.UTF_8); }

    private static List<String> quoteAll(List<String> words) {
        List<String> r = new ArrayList<>();
        for (String w : words) r.add(w.isEmpty() || w.matches(".*[\\s'\"|&;<>$].*") ? "'" + w.replace("'", "'\\''") + "'" : w);
        return r;
    }

    private static String redirectText(Command c) {
        StringBuilder sb = new StringBuilder();
        for (Redirect r : c.redirects()) sb.append(' ').append(r.op()).append(r.target() == null ? "" : " " + r.target());
        return sb.toString();
    }
}
