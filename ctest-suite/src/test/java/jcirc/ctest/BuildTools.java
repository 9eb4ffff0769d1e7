package jcirc.ctest;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

/**
 * Running build tools (cmake, ninja, meson, distcc, ccache, make) around bin/jcirc for the
 * real-build tests: a missing tool is a failure with the install hint (bin/lib/test-deps.bash
 * installs them), never a skip.
 */
final class BuildTools {
    private BuildTools() {}

    static Path jcirc() { return NativeRun.repoRoot().resolve("bin/jcirc"); }

    /** Fails with an install hint when {@code tool} is not on PATH. */
    static void require(String tool, String debianPackage) {
        for (String dir : System.getenv().getOrDefault("PATH", "/usr/bin:/bin").split(":")) {
            if (Files.isExecutable(Path.of(dir, tool))) return;
        }
        throw new AssertionError(tool + " is not installed: apt-get install " + debianPackage
                + " (./test.sh installs it through bin/lib/test-deps.bash)");
    }

    /** Runs {@code cmd} in {@code dir} with {@code env} added to (or, for a null value, removed from) the environment. */
    static NativeRun.Result run(List<String> cmd, Path dir, Map<String, String> env, long timeoutSeconds) {
        try {
            Path outF = Files.createTempFile("jcirc-out", ".txt"), errF = Files.createTempFile("jcirc-err", ".txt");
            try {
                ProcessBuilder pb = new ProcessBuilder(cmd).redirectOutput(outF.toFile()).redirectError(errF.toFile())
                        .redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()));
                if (dir != null) pb.directory(dir.toFile());
                for (var e : env.entrySet()) {
                    if (e.getValue() == null) pb.environment().remove(e.getKey());
                    else pb.environment().put(e.getKey(), e.getValue());
                }
                Process p = pb.start();
                boolean done = p.waitFor(timeoutSeconds, TimeUnit.SECONDS);
                if (!done) { p.descendants().forEach(ProcessHandle::destroyForcibly); p.destroyForcibly(); p.waitFor(); }
                return new NativeRun.Result(done ? p.exitValue() : -1, Files.readString(outF, StandardCharsets.ISO_8859_1),
                        Files.readString(errF, StandardCharsets.ISO_8859_1), !done);
            } finally {
                Files.deleteIfExists(outF);
                Files.deleteIfExists(errF);
            }
        } catch (IOException e) {
            throw new AssertionError("cannot run " + cmd + ": " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }

    /** Copies a project directory of the test suite (without build output) to {@code to}. */
    static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> s = Files.walk(from)) {
            for (Path p : s.toList()) {
                Path rel = from.relativize(p);
                if (rel.startsWith("build")) continue;
                Path dest = to.resolve(rel.toString());
                if (Files.isDirectory(p)) Files.createDirectories(dest);
                else Files.copy(p, dest, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.COPY_ATTRIBUTES);
            }
        }
    }

    /** Asserts success with the output in the message. */
    static NativeRun.Result ok(String what, NativeRun.Result r) {
        if (r.exit() != 0) throw new AssertionError(what + " failed\n" + r.describe());
        return r;
    }
}
