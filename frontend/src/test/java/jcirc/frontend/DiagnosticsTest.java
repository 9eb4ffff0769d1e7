package jcirc.frontend;

import jcirc.frontend.diag.Diagnostics;
import jcirc.frontend.diag.SourceLoc;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import java.nio.file.Files;
import java.nio.file.Path;

import static org.junit.jupiter.api.Assertions.*;

class DiagnosticsTest {
    @TempDir Path tmp;

    @Test
    void clangShapeWithSourceLineAndCaret() throws Exception {
        Path f = tmp.resolve("bad.c");
        Files.writeString(f, "int main(void) {\n  int x = 1;\n  return y + x;\n}\n");
        Diagnostics d = new Diagnostics();
        assertNull(Frontend.compileToCir(f, TestSupport.opts(tmp.resolve("cache")), d));
        assertEquals(f + ":3:10: error: use of undeclared identifier 'y'\n"
                + "  return y + x;\n"
                + "         ^\n"
                + "1 error generated.\n", d.renderAll());
    }

    @Test
    void syntaxErrorsAreDiagnosticsNotExceptions() throws Exception {
        Path f = tmp.resolve("syn.c");
        Files.writeString(f, "int f( { return 0; }\nint g(void) { return 1 }\n");
        Diagnostics d = new Diagnostics();
        assertNull(Frontend.compileToCir(f, TestSupport.opts(tmp.resolve("cache")), d));
        assertTrue(d.errorCount() >= 1);
        assertTrue(d.renderAll().startsWith(f + ":1:"), d.renderAll());
        assertTrue(d.renderAll().contains(": error: "), d.renderAll());
    }

    @Test
    void missingFileIsAnError() {
        Diagnostics d = new Diagnostics();
        assertNull(Frontend.compileToCir(tmp.resolve("nope.c"), TestSupport.opts(tmp.resolve("cache")), d));
        assertTrue(d.renderAll().contains("error: no such file or directory"), d.renderAll());
    }

    @Test
    void variablySizedStructIsRejectedNotAFlexibleArray() {
        // gcc's VLA struct members are not implemented: silently taking char b[n] as a flexible
        // array member gave sizeof 0 (gcc's 20041218-2, 20040423-1, 20020412-1, 20070919-1)
        String src = """
                int test(int n) {
                  struct s { char b[n]; };
                  return sizeof(struct s);
                }
                """;
        Diagnostics d = new Diagnostics();
        assertNull(TestSupport.compile(src, TestSupport.opts(tmp.resolve("cache")), d));
        String r = d.renderAll();
        assertTrue(r.contains(":2:19: error: fields must have a constant size: 'variable length array in structure' extension is not supported"), r);
    }

    @Test
    void semanticErrors() {
        String src = """
                struct S { int a; };
                int f(int a, int b) { return a + b; }
                int main(void) {
                  struct S s;
                  const int c = 1;
                  c = 2;
                  s.nope = 1;
                  return f(1);
                }
                """;
        Diagnostics d = new Diagnostics();
        assertNull(TestSupport.compile(src, TestSupport.opts(tmp.resolve("cache")), d));
        String r = d.renderAll();
        // clang-19's positions: the assignment operator, the closing parenthesis of the call
        assertTrue(r.contains(":6:5: error: cannot assign to variable 'c' with const-qualified type 'const int'"), r);
        assertTrue(r.contains(":7:5: error: no member named 'nope' in 'struct S'"), r);
        assertTrue(r.contains(":8:13: error: too few arguments to function call, expected 2, have 1"), r);
    }

    @Test
    void warningsCountSeparately() {
        Diagnostics d = new Diagnostics();
        d.warning(new SourceLoc("x.c", 1, 1), "w");
        d.error(new SourceLoc("x.c", 2, 1), "e");
        assertEquals("1 warning and 1 error generated.", d.summary());
        assertTrue(d.hasErrors());
    }
}
