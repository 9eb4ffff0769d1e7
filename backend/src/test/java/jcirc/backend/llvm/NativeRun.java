package jcirc.backend.llvm;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

import static org.junit.jupiter.api.Assertions.fail;

/** Compiles LLVM IR text with LLVM 14's {@code llc -opaque-pointers}, links with {@code cc}, runs the program. */
final class NativeRun {
    static final Path LLVM14 = Path.of("/usr/lib/llvm-14/bin");

    record Result(int exitCode, String stdout) {}

    private NativeRun() {}

    static Path tool(String name) {
        Path p = LLVM14.resolve(name);
        if (!Files.isExecutable(p))
            fail(name + " not found at " + p + ": install LLVM 14 (apt-get install llvm-14) to run the backend tests");
        return p;
    }

    /** Runs {@code llc} (and optionally {@code opt -O2} first) on the IR, links, and runs; fails with the tool's message. */
    static Result compileAndRun(String ir, boolean optimize) throws IOException, InterruptedException {
        Path dir = Files.createTempDirectory("jcirc-llvmir");
        try {
            return compileAndRun(ir, optimize, dir);
        } finally {
            deleteTree(dir);
        }
    }

    private static void deleteTree(Path dir) throws IOException {
        try (var files = Files.walk(dir)) {
            for (Path p : files.sorted(java.util.Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
        }
    }

    private static Result compileAndRun(String ir, boolean optimize, Path dir) throws IOException, InterruptedException {
        Path ll = dir.resolve("m.ll");
        Files.writeString(ll, ir);
        Path input = ll;
        if (optimize) {
            Path opt = dir.resolve("m.opt.ll");
            run(List.of(tool("opt").toString(), "-opaque-pointers", "-O2", "-S", ll.toString(), "-o", opt.toString()), ir);
            input = opt;
        }
        Path obj = dir.resolve("m.o");
        run(List.of(tool("llc").toString(), "-opaque-pointers", "-relocation-model=pic", "-filetype=obj",
                input.toString(), "-o", obj.toString()), ir);
        Path exe = dir.resolve("m");
        run(List.of("cc", obj.toString(), "-o", exe.toString(), "-lm"), ir);
        Process p = new ProcessBuilder(exe.toString()).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (!p.waitFor(30, TimeUnit.SECONDS)) { p.destroyForcibly(); fail("program timed out"); }
        return new Result(p.exitValue(), out);
    }

    /** Only checks that {@code llc} accepts the IR (no linking). */
    static void llcAccepts(String ir) throws IOException, InterruptedException {
        Path dir = Files.createTempDirectory("jcirc-llvmir");
        try {
            Path ll = dir.resolve("m.ll");
            Files.writeString(ll, ir);
            run(List.of(tool("llc").toString(), "-opaque-pointers", "-filetype=obj", ll.toString(), "-o", dir.resolve("m.o").toString()), ir);
        } finally {
            deleteTree(dir);
        }
    }

    private static void run(List<String> cmd, String ir) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(new ArrayList<>(cmd)).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        if (p.waitFor() != 0) fail(String.join(" ", cmd) + " failed:\n" + out + "\n--- IR ---\n" + ir);
    }
}
