package jcirc.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.reflect.Method;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import javax.tools.ToolProvider;

import jcirc.ir.Operation;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Java API ({@link CCompiler}) and the example examples/java-api/CountLoops.java, compiled and run here. */
class CCompilerTest {
    @TempDir Path tmp;

    @Test
    void compilesLowersPrintsAndWritesObjects() throws Exception {
        CCompiler cc = CCompiler.withOptions("-DN=4");
        CCompiler.Result r = cc.compile("sum.c", "int sum(int *a) { int s = 0; for (int i = 0; i < N; i++) s += a[i]; return s; }");
        assertTrue(r.ok(), r.diagnostics());
        AtomicInteger funcs = new AtomicInteger();
        r.module().walk(op -> { if (op.name().equals("cir.func")) funcs.incrementAndGet(); });
        assertEquals(1, funcs.get());
        assertTrue(CCompiler.print(r.module()).contains("cir.func"), CCompiler.print(r.module()));
        Operation scf = cc.toScf(r.module());
        String scfText = CCompiler.print(scf);
        assertTrue(scfText.contains("scf.for") || scfText.contains("scf.while"), scfText);
        String ir = cc.toLlvmIr(cc.toLlvmLevel(cc.compile("sum.c", "int sum(int *a) { return a[0] + 4; }").module()), "sum.c");
        assertTrue(ir.contains("define") && ir.contains("@sum("), ir);

        Path src = Files.writeString(tmp.resolve("f.c"), "int f(int x) { return x * 3; }\n"), obj = tmp.resolve("f.o");
        cc.plus("-O2").compileToObject(src, obj);
        byte[] b = Files.readAllBytes(obj);
        assertTrue(b.length > 4 && b[0] == 0x7f && b[1] == 'E' && b[2] == 'L' && b[3] == 'F');
    }

    @Test
    void badSourceGivesDiagnosticsNotExceptions() throws Exception {
        CCompiler.Result r = CCompiler.withOptions().compile("bad.c", "int f(void) { return undeclared_name; }\n");
        assertFalse(r.ok());
        assertNull(r.module());
        assertTrue(r.diagnostics().contains("bad.c:1:22: error: use of undeclared identifier 'undeclared_name'"), r.diagnostics());
        Path src = Files.writeString(tmp.resolve("bad.c"), "int f(void) { return nope; }\n");
        CCompiler.CompileException e = assertThrows(CCompiler.CompileException.class,
                () -> CCompiler.withOptions().compileToObject(src, tmp.resolve("bad.o")));
        assertTrue(e.getMessage().contains("bad.c:1:"), e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> CCompiler.withOptions("--no-such-option").compile("x.c", "int x;"));
    }

    @Test
    void exampleCompilesAndRuns() throws Exception {
        Path example = repoRoot().resolve("examples/java-api/CountLoops.java");
        Path classes = Files.createDirectories(tmp.resolve("classes"));
        ByteArrayOutputStream javacErr = new ByteArrayOutputStream();
        int rc = ToolProvider.getSystemJavaCompiler().run(null, null, javacErr, "-d", classes.toString(),
                "-cp", System.getProperty("java.class.path"), example.toString());
        assertEquals(0, rc, javacErr.toString(StandardCharsets.UTF_8));
        PrintStream saved = System.out;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try (URLClassLoader cl = new URLClassLoader(new java.net.URL[] {classes.toUri().toURL()}, getClass().getClassLoader())) {
            Method main = cl.loadClass("CountLoops").getMethod("main", String[].class);
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            main.invoke(null, (Object) new String[0]);
        } finally {
            System.setOut(saved);
        }
        String text = out.toString(StandardCharsets.UTF_8);
        List<String> lines = text.lines().toList();
        assertTrue(lines.get(0).startsWith("cir: {") && lines.get(0).contains("cir.func=1"), text);
        assertTrue(lines.get(1).startsWith("scf: {") && lines.get(1).contains("scf."), text);
        assertTrue(text.contains("llvm ir defines dot: true") && text.contains("object file: ELF true"), text);
    }

    private static Path repoRoot() {
        Path p = Path.of("").toAbsolutePath();
        while (p != null && !Files.exists(p.resolve("examples"))) p = p.getParent();
        if (p == null) throw new IllegalStateException("no repository root above " + Path.of("").toAbsolutePath());
        return p;
    }
}
