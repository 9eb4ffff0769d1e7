package jcirc.tools.driver;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import jcirc.backend.toolchain.ProcessRunner;
import jcirc.backend.toolchain.ToolFinder;
import jcirc.backend.toolchain.Toolchain;
import jcirc.ir.Location;
import jcirc.ir.Operation;
import jcirc.tools.Pipeline;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The driver's orchestration against a fake {@link Pipeline} (so it does not depend on the
 * frontend and lowering modules) and the real LLVM toolchain.
 */
class DriverTest {
    @TempDir Path tmp;

    @BeforeAll
    static void toolsPresent() {
        ToolFinder f = new ToolFinder();
        for (String t : List.of("llc", "opt", "cc"))
            if (f.find(t).isEmpty()) fail("'" + t + "' not found: " + ToolFinder.installHint(t));
    }

    /** Stage names are carried in the op name; C text drives the fake's behaviour. */
    static final class FakePipeline implements Pipeline {
        final List<String> calls = new ArrayList<>();

        private static Operation op(String name, String file) {
            return Operation.create(name, List.of(), List.of(), Map.of(), 0, new Location(file, 1, 1));
        }

        @Override public String preprocess(SourceRequest req) throws CompilationFailed {
            calls.add("preprocess");
            return "# 1 \"" + req.file() + "\"\npreprocessed;\n";
        }

        @Override public Operation compileToCir(SourceRequest req) throws CompilationFailed {
            calls.add("cir");
            String text;
            try {
                text = Files.readString(req.file());
            } catch (IOException e) {
                throw new AssertionError(e);
            }
            if (text.contains("#error")) {
                req.diagnostics().println(req.file() + ":1:2: error: fake error");
                throw new CompilationFailed("1 error");
            }
            if (text.contains("CRASH")) throw new NullPointerException("fake crash");
            String base = req.file().getFileName().toString().replace(".c", "");
            return op(text.contains("int main") ? "fake.main" : "fake.helper_" + base, req.file().toString());
        }

        @Override public Operation parseIr(Path file, String text, PrintStream d) { calls.add("parse"); return op("fake.main", file.toString()); }

        @Override public Operation toScf(Operation m) { calls.add("scf"); return m; }

        @Override public Operation toCf(Operation m) { calls.add("cf"); return m; }

        @Override public Operation scfPath(Operation m) { calls.add("scf-path"); return m; }

        @Override public Operation scfToLlvmLevel(Operation m) { calls.add("from-scf"); return m; }

        @Override public Operation directPath(Operation m) { calls.add("direct"); return m; }

        @Override public Operation toLlvmDialect(Operation m, PhaseTimes t) { calls.add("llvm-dialect"); return m; }

        @Override public String print(Operation m, boolean generic) { return "// stage " + calls.get(calls.size() - 1) + " " + m.name(); }

        @Override public String toLlvmIr(Operation m, String src) {
            calls.add("llvm-ir");
            if (m.name().equals("fake.main")) {
                return """
                        @.s = private unnamed_addr constant [10 x i8] c"fake main\\00"
                        declare i32 @puts(ptr)
                        declare i32 @helper_other() 
                        define i32 @main() {
                          %r = call i32 @puts(ptr @.s)
                          ret i32 0
                        }
                        """;
            }
            String fn = m.name().substring("fake.".length());
            return "define i32 @" + fn + "() {\n  ret i32 7\n}\n";
        }
    }

    private record Result(int code, String out, String err) {}

    private FakePipeline fake;

    private Result jcirc(String... args) {
        fake = new FakePipeline();
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int code = new Driver(() -> fake, new Toolchain(), InputStream.nullInputStream(),
                new PrintStream(out, true), new PrintStream(err, true)).run(List.of(args));
        return new Result(code, out.toString(), err.toString());
    }

    private Path write(String name, String text) throws IOException {
        Path p = tmp.resolve(name);
        Files.writeString(p, text);
        return p;
    }

    @Test
    void compilesLinksAndRunsThroughBothPaths() throws Exception {
        Path c = write("prog.c", "int main(void) { return 0; }\n");
        for (String[] extra : List.of(new String[] {}, new String[] {"-fcir-direct"}, new String[] {"-O2"})) {
            Path exe = tmp.resolve("prog");
            List<String> args = new ArrayList<>(List.of(extra));
            args.addAll(List.of(c.toString(), "-o", exe.toString()));
            Result r = jcirc(args.toArray(String[]::new));
            assertEquals(0, r.code(), r.err());
            assertEquals(List.of(extra).contains("-fcir-direct") ? List.of("cir", "direct", "llvm-ir")
                    : List.of("cir", "scf-path", "llvm-ir"), fake.calls);
            ProcessRunner.Result run = ProcessRunner.run(List.of(exe.toString()), null, null);
            assertEquals("fake main\n", run.stdoutText());
        }
    }

    @Test
    void outputIsWrittenIntoTheTargetNotReplaced() throws Exception {
        // `-o /dev/null` once replaced the device by a regular file (the copy deleted the target first);
        // as gcc, jcirc writes into the target, so a symbolic link stays a link and its file gets the output
        Path c = write("prog.c", "int main(void) { return 0; }\n");
        Path real = write("real.ll", "old\n");
        Path link = Files.createSymbolicLink(tmp.resolve("out.ll"), real);
        Result r = jcirc("-S", "-emit-llvm", c.toString(), "-o", link.toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(Files.isSymbolicLink(link), "the output replaced the symbolic link");
        assertNotEquals("old\n", Files.readString(real));
    }

    @Test
    void timeReportListsEachPhaseOnStderr() throws Exception {
        Path c = write("prog.c", "int main(void) { return 0; }\n");
        Path exe = tmp.resolve("prog");
        Result r = jcirc("-ftime-report", "-O2", c.toString(), "-o", exe.toString());
        assertEquals(0, r.code(), r.err());
        // the default path is split in its two halves so that each is timed
        assertEquals(List.of("cir", "scf", "llvm-dialect", "llvm-ir"), fake.calls);
        assertTrue(r.err().contains("jcirc compilation time report"), r.err());
        List<String> names = new ArrayList<>();
        for (String line : r.err().split("\n"))
            if (line.matches(" +(-|[0-9]+\\.[0-9]{4} \\( *[0-9.]+%\\)) +[0-9]+\\.[0-9]{4} \\( *[0-9.]+%\\)  .*"))
                names.add(line.substring(line.lastIndexOf("%)") + 4));
        assertEquals(List.of("frontend", "verifier (CIRGen output)", "raise (cir -> scf)", "lower (scf -> cf -> llvm)", "LLVM IR writing", "writing output",
                "opt", "llc", "link (cc)", "Total"), names, r.err());
        assertTrue(r.err().contains("(100.0%)  Total"), r.err());
        assertTrue(r.err().matches("(?s).*\\n +- +[0-9]+\\.[0-9]{4} \\( *[0-9.]+%\\)  llc\\n.*"), "no CPU time for external tools: " + r.err());

        Result plain = jcirc(c.toString(), "-o", exe.toString());
        assertFalse(plain.err().contains("time report"), plain.err());
        assertEquals(List.of("cir", "scf-path", "llvm-ir"), fake.calls);
    }

    @Test
    void separateCompilationAndLinkOrder() throws Exception {
        Path a = write("a.c", "int main(void) { return 0; }\n");
        Path b = write("other.c", "int helper(void);\n");
        Path ao = tmp.resolve("a.o"), bo = tmp.resolve("other.o");
        assertEquals(0, jcirc("-c", a.toString(), "-o", ao.toString()).code());
        assertEquals(0, jcirc("-c", b.toString(), "-o", bo.toString()).code());
        assertTrue(Files.size(ao) > 0 && Files.size(bo) > 0);
        Path exe = tmp.resolve("ab");
        Result r = jcirc(ao.toString(), bo.toString(), "-o", exe.toString());
        assertEquals(0, r.code(), r.err());
        Result v = jcirc("-###", a.toString(), "-L/x", bo.toString(), "-lm", "-o", exe.toString());
        assertTrue(v.err().matches("(?s).*cc\" \"[^\"]*a-0\\.o\" \"-L/x\" \"[^\"]*other\\.o\" \"-lm\".*"), v.err());
    }

    @Test
    void emitStagesPrintToStdoutOrFile() throws Exception {
        Path c = write("s.c", "int main(void) { return 0; }\n");
        assertEquals("// stage cir fake.main\n", jcirc("-emit-cir", c.toString()).out());
        assertEquals("// stage scf fake.main\n", jcirc("-emit-scf", c.toString()).out());
        assertEquals(List.of("cir", "scf"), fake.calls);
        assertEquals("// stage cf fake.main\n", jcirc("-emit-cf", c.toString()).out());
        Result ll = jcirc("-emit-llvm", c.toString());
        assertTrue(ll.out().contains("define i32 @main()"), ll.out());
        Result opt = jcirc("-emit-llvm", "-O2", c.toString());
        assertTrue(opt.out().matches("(?s).*define [^\\n]*i32 @main\\(\\).*"), opt.err()); // LLVM 19's opt adds noundef
        Path out = tmp.resolve("s.cir");
        assertEquals(0, jcirc("-emit-cir", c.toString(), "-o", out.toString()).code());
        assertEquals("// stage cir fake.main\n", Files.readString(out));
        Result asm = jcirc("-S", c.toString(), "-o", "-");
        assertTrue(asm.out().contains("main:"), asm.err());
        Result pre = jcirc("-E", c.toString());
        assertTrue(pre.out().contains("preprocessed;"));
        Result syntax = jcirc("-fsyntax-only", c.toString());
        assertEquals(0, syntax.code());
        assertEquals("", syntax.out());
    }

    @Test
    void badInputExitsOneAndCrashesAreInternalErrors() throws Exception {
        Path bad = write("bad.c", "#error nope\n");
        Path exe = tmp.resolve("bad");
        Result r = jcirc(bad.toString(), "-o", exe.toString());
        assertEquals(1, r.code());
        assertTrue(r.err().contains("bad.c:1:2: error: fake error"), r.err());
        assertFalse(Files.exists(exe));

        Path crash = write("crash.c", "CRASH\n");
        r = jcirc("-c", crash.toString(), "-o", tmp.resolve("crash.o").toString());
        assertEquals(InternalErrors.EXIT_CODE, r.code());
        assertTrue(r.err().startsWith(crash + ": internal compiler error: fake crash (NullPointerException)"), r.err());
        assertTrue(r.err().contains("note: while generating cir"), r.err());
        assertFalse(r.err().contains("\tat "), "no Java stack trace: " + r.err());
    }

    @Test
    void toolFailureShowsItsStderr() throws Exception {
        Path ll = write("broken.ll", "define i32 @main() {\n  ret i64 0\n}\n");
        Result r = jcirc("-c", ll.toString(), "-o", tmp.resolve("broken.o").toString());
        assertEquals(1, r.code());
        assertTrue(r.err().startsWith("jcirc: error: llc command failed with exit code 1"), r.err());
        assertTrue(r.err().contains("broken.ll:2"), r.err());
    }

    @Test
    void verboseEchoesCommands() throws Exception {
        Path c = write("v.c", "int main(void) { return 0; }\n");
        Result r = jcirc("-v", "-c", c.toString(), "-o", tmp.resolve("v.o").toString());
        assertEquals(0, r.code(), r.err());
        assertTrue(r.err().contains("jcirc version"), r.err());
        assertTrue(r.err().contains("\"jcirc\" \"-cc1\""), r.err());
        assertTrue(r.err().contains("-relocation-model=pic"), r.err());
    }

    @Test
    void toolchainQueriesAreAnsweredByTheLinkerDriver() throws Exception {
        // libtool: -print-search-dirs and -print-prog-name=ld; other builds: -print-file-name, -print-libgcc-file-name
        Result dirs = jcirc("-print-search-dirs");
        assertEquals(0, dirs.code(), dirs.err());
        assertTrue(dirs.out().contains("libraries: ="), dirs.out());
        Result libc = jcirc("-print-file-name=libc.so");
        assertEquals(0, libc.code(), libc.err());
        assertTrue(libc.out().strip().endsWith("libc.so") && libc.out().strip().startsWith("/"), libc.out());
        Result ld = jcirc("-print-prog-name=ld");
        assertEquals(0, ld.code(), ld.err());
        assertTrue(ld.out().strip().endsWith("ld"), ld.out());
        Result libgcc = jcirc("-print-libgcc-file-name");
        assertEquals(0, libgcc.code(), libgcc.err());
        assertTrue(libgcc.out().strip().endsWith("libgcc.a"), libgcc.out());
        assertEquals("x86_64-linux-gnu", jcirc("-print-multiarch").out().strip());
    }
}
