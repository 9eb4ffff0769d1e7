package jcirc.tools.filecheck;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import jcirc.backend.toolchain.ToolFinder;
import jcirc.tools.JcirOpt;
import jcirc.tools.Jcirc;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * One dynamic test per file under {@code src/test/filecheck} ({@code *.c}, {@code *.cir},
 * {@code *.mlir}; directories named {@code Inputs} hold helper files and are skipped). Each
 * test runs the file's {@code RUN:} lines like lit: {@code jcirc} and {@code jcir-opt} in
 * process (so every command runs in the module directory, the JVM's working directory: use
 * {@code %t} for outputs), {@code FileCheck} from LLVM (the test fails with an install hint when it is missing).
 *
 * <p>Run a subset with {@code -Djcirc.filecheck.filter=substring}.
 */
class FileCheckTests {
    static final Path ROOT = Path.of("src/test/filecheck");
    static final Path TMP = Path.of("target/filecheck-tmp");

    @TestFactory
    Stream<DynamicTest> filecheck() throws IOException {
        if (!Files.isDirectory(ROOT)) fail("no FileCheck test directory " + ROOT.toAbsolutePath());
        String filter = System.getProperty("jcirc.filecheck.filter", "");
        List<Path> files;
        try (Stream<Path> s = Files.walk(ROOT)) {
            files = s.filter(Files::isRegularFile)
                    .filter(p -> { String n = p.getFileName().toString(); return n.endsWith(".c") || n.endsWith(".cpp") || n.endsWith(".cir") || n.endsWith(".mlir"); })
                    .filter(p -> { for (Path part : ROOT.relativize(p)) if (part.toString().equals("Inputs")) return false; return true; })
                    .filter(p -> ROOT.relativize(p).toString().contains(filter))
                    .sorted()
                    .toList();
        }
        assertFalse(files.isEmpty(), "no FileCheck tests found under " + ROOT.toAbsolutePath());
        return files.stream().map(f -> DynamicTest.dynamicTest(ROOT.relativize(f).toString(), f.toUri(), () -> runFile(f)));
    }

    /** Runs one test file; throws AssertionError with the commands and their output on failure. */
    static void runFile(Path file) throws Exception {
        String text = Files.readString(file);
        List<String> runs = RunLines.extract(text);
        if (runs.isEmpty()) fail(file + ": no RUN: lines");
        Path abs = file.toAbsolutePath();
        Path rel = ROOT.relativize(file);
        Path tmp = TMP.resolve(rel.toString() + ".tmp").toAbsolutePath();
        Files.createDirectories(tmp.getParent());
        ShellExecutor sh = new ShellExecutor(
                Map.of("jcirc", Jcirc::run, "jcirc++", (a, in, out, err) -> Jcirc.run(a, in, out, err, true), "jcir-opt", JcirOpt::run),
                new ToolFinder(), Path.of("").toAbsolutePath(), 120);
        for (String run : runs) {
            String cmd = RunLines.substitute(run, abs.toString(), abs.getParent().toString(), tmp.toString(), tmp.getParent().toString());
            int status;
            try {
                status = sh.run(ShellParser.parse(cmd));
            } catch (ShellParser.SyntaxError e) {
                throw new AssertionError(file + ": bad RUN line: " + e.getMessage() + "\n  RUN: " + run);
            } catch (ShellExecutor.MissingTool e) {
                throw new AssertionError(file + ": " + e.getMessage());
            }
            if (status != 0) {
                throw new AssertionError(file + ": RUN line failed with exit status " + status + "\n  RUN: " + run
                        + "\n--- commands and output ---\n" + sh.log());
            }
        }
    }
}
