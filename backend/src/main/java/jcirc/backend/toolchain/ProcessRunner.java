package jcirc.backend.toolchain;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/** Runs an external command to completion, collecting stdout and stderr without deadlocks. */
public final class ProcessRunner {
    private ProcessRunner() {}

    /** TMPDIR for the commands run (the driver's checked temporary directory); null: inherited. Per thread: the compile server runs several drivers at once. */
    private static final InheritableThreadLocal<Path> CHILD_TEMP_DIR = new InheritableThreadLocal<>();

    public static void setChildTempDir(Path dir) { CHILD_TEMP_DIR.set(dir); }

    public record Result(int exitCode, byte[] stdout, byte[] stderr) {
        public String stdoutText() { return new String(stdout, StandardCharsets.UTF_8); }
        public String stderrText() { return new String(stderr, StandardCharsets.UTF_8); }
    }

    /**
     * Runs {@code command} with {@code stdin} (may be null: empty input) in {@code dir} (null:
     * the current directory).
     */
    public static Result run(List<String> command, byte[] stdin, Path dir) throws IOException {
        ProcessBuilder pb = new ProcessBuilder(command);
        if (dir != null) pb.directory(dir.toFile());
        // the invocation's directory and environment (the compile server's client's)
        jcirc.host.Invocation.configure(pb);
        Path childTempDir = CHILD_TEMP_DIR.get();
        if (childTempDir != null) pb.environment().put("TMPDIR", childTempDir.toString());
        Process p = pb.start();
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Thread to = pump(p.getInputStream(), out);
        Thread te = pump(p.getErrorStream(), err);
        try (OutputStream in = p.getOutputStream()) {
            if (stdin != null && stdin.length > 0) in.write(stdin);
        } catch (IOException ignored) {
            // the process did not read all its input (e.g. exited early): not our error
        }
        try {
            int code = p.waitFor();
            to.join();
            te.join();
            return new Result(code, out.toByteArray(), err.toByteArray());
        } catch (InterruptedException e) {
            p.destroyForcibly();
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while running " + command.get(0), e);
        }
    }

    private static Thread pump(InputStream in, ByteArrayOutputStream sink) {
        Thread t = new Thread(() -> {
            try (in) {
                in.transferTo(sink);
            } catch (IOException ignored) {
                // stream closed: the process is gone
            }
        }, "process-pump");
        t.setDaemon(true);
        t.start();
        return t;
    }
}
