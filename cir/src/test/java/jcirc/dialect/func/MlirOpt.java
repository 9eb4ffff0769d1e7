package jcirc.dialect.func;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.fail;

/** Runs mlir-opt-19 on IR text (test helper); fails with an install hint when the tool is missing. */
public final class MlirOpt {
    private MlirOpt() {}

    public static final String TOOL = "/usr/bin/mlir-opt-19";

    public record Result(int exitCode, String out, String err) {}

    public static Result run(String text, String... args) {
        if (!Files.isExecutable(Path.of(TOOL)))
            fail("mlir-opt-19 not found at " + TOOL + ": install it with `apt-get install mlir-19-tools`");
        try {
            Path in = Files.createTempFile("jcirc-upstream", ".mlir");
            Files.writeString(in, text);
            List<String> cmd = new ArrayList<>(List.of(TOOL));
            cmd.addAll(List.of(args));
            cmd.add(in.toString());
            Process p = new ProcessBuilder(cmd).start();
            byte[] out = p.getInputStream().readAllBytes();
            byte[] err = p.getErrorStream().readAllBytes();
            if (!p.waitFor(60, TimeUnit.SECONDS)) { p.destroyForcibly(); fail("mlir-opt-19 timed out"); }
            Files.deleteIfExists(in);
            return new Result(p.exitValue(), new String(out, StandardCharsets.UTF_8), new String(err, StandardCharsets.UTF_8));
        } catch (IOException | InterruptedException e) {
            throw new AssertionError("cannot run mlir-opt-19: " + e, e);
        }
    }

    /**
     * mlir-opt-19 --verify-each must accept {@code text} and print it back unchanged (mlir-opt writes one
     * extra newline after the top-level op, which is not part of the op's text).
     */
    public static void assertFixedPoint(String text) {
        Result r = run(text, "--verify-each");
        if (r.exitCode() != 0) fail("mlir-opt-19 rejected our output:\n" + r.err() + "\n--- input ---\n" + text);
        if (!r.out().equals(text + "\n")) {
            try {
                Path dir = Path.of("target", "mlir-opt-diff");
                Files.createDirectories(dir);
                Files.writeString(dir.resolve("ours.mlir"), text);
                Files.writeString(dir.resolve("mlir-opt.mlir"), r.out());
            } catch (IOException ignored) {
                // the assertion below still reports the difference
            }
            org.junit.jupiter.api.Assertions.assertEquals(r.out(), text + "\n", "mlir-opt-19 prints our output differently");
        }
    }
}
