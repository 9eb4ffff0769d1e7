package jcirc.lowering.cirtollvm;

import jcirc.ir.AsmPrinter;
import jcirc.ir.Operation;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.fail;

/**
 * Upstream MLIR 19 as an oracle: {@code mlir-opt-19} must accept what the lowering prints, and
 * {@code mlir-cpu-runner} (LLVM 19) executes it after MLIR's own conversion to the llvm dialect.
 */
public final class MlirTools {
    static final Path MLIR_OPT = Path.of("/usr/bin/mlir-opt-19");
    static final Path RUNNER = Path.of("/usr/lib/llvm-19/bin/mlir-cpu-runner");

    private MlirTools() {}

    private static void require(Path tool) {
        if (!Files.isExecutable(tool))
            fail(tool + " not found: install the Debian package mlir-19-tools (apt-get install mlir-19-tools)");
    }

    /** Prints {@code module} and checks that mlir-opt-19 parses and verifies it; returns the text. */
    public static String assertAccepted(Operation module) {
        String text = AsmPrinter.print(module);
        Result r = run(text, List.of(MLIR_OPT.toString(), "--verify-each", "-"));
        if (r.exit != 0) fail("mlir-opt-19 rejects the output:\n" + r.err + "\n--- input ---\n" + text);
        return text;
    }

    /** Runs {@code @main() -> i32} of the printed module and returns its result. */
    public static long runMain(Operation module) {
        String text = assertAccepted(module);
        require(RUNNER);
        Result lowered = run(text, List.of(MLIR_OPT.toString(), "--convert-scf-to-cf", "--convert-to-llvm",
                "--reconcile-unrealized-casts", "-"));
        if (lowered.exit != 0) fail("mlir-opt-19 cannot lower the output to llvm:\n" + lowered.err + "\n--- input ---\n" + text);
        Result ran = run(lowered.out, List.of(RUNNER.toString(), "-e", "main", "-entry-point-result=i32"));
        if (ran.exit != 0) fail("mlir-cpu-runner failed:\n" + ran.err + "\n--- input ---\n" + text);
        return Long.parseLong(ran.out.strip());
    }

    private record Result(int exit, String out, String err) {}

    private static Result run(String stdin, List<String> cmd) {
        require(Path.of(cmd.get(0)));
        try {
            Path in = Files.createTempFile("lowering", ".mlir");
            Files.writeString(in, stdin);
            List<String> c = new ArrayList<>(cmd);
            if (c.get(c.size() - 1).equals("-")) c.set(c.size() - 1, in.toString());
            else c.add(in.toString());
            Process p = new ProcessBuilder(c).start();
            byte[] out = p.getInputStream().readAllBytes();
            byte[] err = p.getErrorStream().readAllBytes();
            if (!p.waitFor(60, TimeUnit.SECONDS)) { p.destroyForcibly(); fail(cmd.get(0) + " timed out"); }
            Files.deleteIfExists(in);
            return new Result(p.exitValue(), new String(out, StandardCharsets.UTF_8), new String(err, StandardCharsets.UTF_8));
        } catch (IOException | InterruptedException e) {
            throw new AssertionError("cannot run " + cmd.get(0), e);
        }
    }
}
