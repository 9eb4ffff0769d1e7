package jcirc.ctest;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.*;

/**
 * jcirc's own conversions to the llvm dialect are upstream's: the llvm dialect module that
 * {@code convert-to-llvm-dialect} makes of a program's {@code -emit-cf} form is translated by
 * upstream {@code mlir-translate-19} (not by jcirc's LLVM IR writer), compiled by LLVM 19, and the
 * program must print its {@code .expected} output.
 *
 * <pre>
 *   jcirc -emit-cf p.c -o p.cf.mlir
 *   jcir-opt p.cf.mlir -p convert-to-llvm-dialect -o p.llvm.mlir
 *   mlir-translate-19 --mlir-to-llvmir p.llvm.mlir -o p.ll;  llc-19 -O0 -filetype=obj p.ll;  cc p.o -lm;  ./p
 * </pre>
 *
 * The sample is every tenth program of {@code ctest-suite/programs} plus programs with switches,
 * goto, math builtins and loops with computed trip counts; programs marked
 * {@code MLIR-TRANSLATE-DEVIATION} (known MLIR 19 limitations, see {@link MlirTranslateTest}) are
 * not in the sample; for a program whose calls carry call-site {@code llvm.byval} (variadic
 * struct/vector arguments, which mlir-translate-19 drops) the output is not compared.
 */
class LlvmDialectTranslateTest {
    static final List<String> ALWAYS = List.of("008_switch.c", "025_goto.c", "053_switch_loops.c", "113_loop_invariant_bounds.c");

    @TestFactory
    Stream<DynamicTest> llvmDialectThroughMlirTranslate() throws IOException {
        Path dir = NativeRun.repoRoot().resolve("ctest-suite/programs");
        List<Path> all;
        try (Stream<Path> s = Files.list(dir)) {
            all = s.filter(p -> p.toString().endsWith(".c")).sorted().toList();
        }
        List<Path> sample = IntStream.range(0, all.size())
                .filter(i -> i % 10 == 0 || ALWAYS.contains(all.get(i).getFileName().toString()))
                .mapToObj(all::get)
                .filter(p -> !read(p).contains("MLIR-TRANSLATE-DEVIATION"))
                .toList();
        assertTrue(sample.size() >= 20, "the sample must hold at least 20 programs, found " + sample.size());
        return sample.stream().map(src -> DynamicTest.dynamicTest(src.getFileName().toString(), src.toUri(), () -> check(src)));
    }

    private static String read(Path p) {
        try {
            return Files.readString(p, StandardCharsets.ISO_8859_1);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    static void check(Path src) throws IOException {
        String translate = MlirTranslateTest.tool("mlir-translate"), llc = MlirTranslateTest.tool("llc");
        CProgramsTest.Expectation e = CProgramsTest.expectation(src);
        Path tmp = Files.createTempDirectory("ctest-llvm-dialect");
        Path cf = tmp.resolve("p.cf.mlir"), llvmDialect = tmp.resolve("p.llvm.mlir"), ll = tmp.resolve("p.ll"),
                obj = tmp.resolve("p.o"), exe = tmp.resolve("p");
        List<String> args = new ArrayList<>(List.of("-emit-cf", "-o", cf.toString(), src.toString()));
        args.addAll(e.args());
        // JCIRC-ARGS (e.g. -fpermissive of 825), but not -fscf-parallel: its runtime is linked by jcirc's driver,
        // which this path does not use (the sequential program is what is checked here)
        args.addAll(e.jcircArgs().stream().filter(a -> !a.equals("-fscf-parallel")).toList());
        NativeRun.Result c = NativeRun.jcirc(args);
        assertEquals(0, c.exit(), "jcirc -emit-cf failed\n" + c.describe());

        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int rc;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8); PrintStream er = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            rc = jcirc.tools.JcirOpt.run(new String[] {cf.toString(), "-p", "convert-to-llvm-dialect", "-o", llvmDialect.toString()}, o, er);
        }
        assertEquals(0, rc, "jcir-opt -p convert-to-llvm-dialect failed\n" + err.toString(StandardCharsets.UTF_8));
        String text = Files.readString(llvmDialect);
        assertFalse(text.matches("(?s).*\\b(func|arith|cf|math)\\.[a-z_]+.*"), "non-llvm ops left after convert-to-llvm-dialect:\n" + text);

        run(List.of(translate, "--mlir-to-llvmir", llvmDialect.toString(), "-o", ll.toString()), tmp,
                "mlir-translate-19 could not translate jcirc's llvm dialect output");
        run(List.of(llc, "-O0", "-relocation-model=pic", "-filetype=obj", ll.toString(), "-o", obj.toString()), tmp, "llc-19 failed");
        List<String> link = new ArrayList<>(List.of("cc", obj.toString(), "-o", exe.toString()));
        link.addAll(e.args().stream().filter(a -> a.startsWith("-l") || a.startsWith("-L") || a.equals("-pthread")).toList());
        link.add("-lm");
        run(link, tmp, "linking with cc failed");
        if (text.matches("(?s).*llvm\\.call [^\\n]*llvm\\.byval.*")) {
            // known MLIR 19 limitation (see MlirTranslateTest): mlir-translate drops call-site byval, which
            // variadic struct/vector arguments need; what this test asserts for such a program is that it
            // converts, translates, compiles and links (above)
            System.out.println(src.getFileName() + ": call-site byval, dropped by mlir-translate-19: output not compared");
            return;
        }
        NativeRun.Result r = NativeRun.exec(List.of(exe.toString()), tmp, 30);
        assertEquals(e.exit(), r.exit(), "exit status of the program built through mlir-translate\n" + r.describe());
        assertEquals(e.stdout(), r.stdout(), "output of the program built through mlir-translate");
    }

    private static void run(List<String> cmd, Path dir, String what) {
        NativeRun.Result r = NativeRun.exec(cmd, dir, 300);
        assertEquals(0, r.exit(), what + ": " + String.join(" ", cmd) + "\n" + r.describe());
    }
}
