package jcirc.frontend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import jcirc.frontend.diag.Diagnostic;
import jcirc.frontend.diag.Diagnostics;
import jcirc.frontend.diag.Severity;
import jcirc.frontend.diag.SourceLoc;
import jcirc.frontend.diag.VerifyDiagnostics;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Syntax errors in clang's words and places (every expected position here is clang-19's), typo correction, -verify and source-order printing (docs/diagnostics.md). */
class ClangDiagnosticsTest {
    @TempDir Path tmp;

    /** The diagnostics of compiling {@code src}, one {@code line:col: severity: message} per line. */
    private String diagnose(String src) {
        Diagnostics d = new Diagnostics();
        assertNull(TestSupport.compile(src, TestSupport.opts(tmp.resolve("cache")), d));
        StringBuilder sb = new StringBuilder();
        for (Diagnostic x : d.inSourceOrder())
            sb.append(x.loc().line()).append(':').append(x.loc().col()).append(": ").append(x.severity().label()).append(": ").append(x.message()).append('\n');
        return sb.toString();
    }

    @Test
    void missingParenthesisIsReportedWhereExpectedWithANote() {
        assertEquals("2:15: error: expected ')'\n2:8: note: to match this '('\n",
                diagnose("int f(int x) {\n    if (x > 1 {\n        return 1;\n    }\n    return 0;\n}\n"));
    }

    @Test
    void missingSemicolonPointsJustAfterThePreviousToken() {
        assertEquals("2:14: error: expected ';' after expression\n", diagnose("int f(int x) {\n    x = x + 1\n    return x;\n}\n"));
        assertEquals("3:15: error: expected ']'\n3:13: note: to match this '['\n",
                diagnose("int f(void) {\n    int a[4] = {0};\n    return a[1;\n}\n"));
    }

    @Test
    void oneMistakeGivesOneError() {
        String out = diagnose("int f(int x) {\n    return x +;\n}\nint g(int y) { return y; }\n");
        assertEquals("2:15: error: expected expression\n", out);
    }

    @Test
    void missingBraceAtEndOfFile() {
        assertEquals("4:16: error: expected '}'\n1:14: note: to match this '{'\n", diagnose("int f(int x) {\n    if (x) {\n        return 1;\n    return 0; }\n"));
    }

    @Test
    void undeclaredIdentifierSuggestsTheNearestName() {
        assertEquals("3:12: error: use of undeclared identifier 'cuont'; did you mean 'count'?\n2:9: note: 'count' declared here\n",
                diagnose("int f(void) {\n    int count = 3;\n    return cuont;\n}\n"));
        assertEquals("2:12: error: use of undeclared identifier 'y'\n", diagnose("int f(void) {\n    return y;\n}\n"));
    }

    @Test
    void memberTyposAndArrowDot() {
        assertEquals("2:41: error: no member named 'lenght' in 'struct S'; did you mean 'length'?\n",
                diagnose("struct S { int length; };\nint f(struct S s) { return s.length + s.lenght; }\n"));
        assertEquals("2:30: error: member reference type 'struct S *' is a pointer; did you mean to use '->'?\n",
                diagnose("struct S { int a; };\nint f(struct S *p) { return p.a; }\n"));
        assertEquals("2:29: error: member reference type 'struct S' is not a pointer; did you mean to use '.'?\n",
                diagnose("struct S { int a; };\nint f(struct S s) { return s->a; }\n"));
    }

    @Test
    void editDistanceFollowsClangsLimits() {
        assertEquals("count", jcirc.frontend.sema.TypoCorrectionAccess.best("cuont", List.of("count", "f")));
        assertNull(jcirc.frontend.sema.TypoCorrectionAccess.best("y", List.of("f", "x")));            // too short to correct
        assertNull(jcirc.frontend.sema.TypoCorrectionAccess.best("abcd", List.of("abce", "abcf")));   // a tie: no suggestion
        assertNull(jcirc.frontend.sema.TypoCorrectionAccess.best("widthx", List.of("w")));
    }

    @Test
    void verifyMatchesExpectedDiagnostics() {
        String src = "int x = 1  // expected-error {{expected ';'}}\n// expected-note@+1 {{here}}\nint y;\n";
        VerifyDiagnostics.Expectations e = VerifyDiagnostics.parse(src);
        assertEquals(2, e.directives().size());
        assertEquals(3, e.directives().get(1).line());
        List<Diagnostic> ok = List.of(new Diagnostic(Severity.ERROR, new SourceLoc("t.c", 1, 11), "expected ';' after top level declarator"),
                new Diagnostic(Severity.NOTE, new SourceLoc("t.c", 3, 1), "declared here"));
        assertEquals(List.of(), VerifyDiagnostics.check(e, ok, "t.c"));
        List<String> bad = VerifyDiagnostics.check(e, List.of(new Diagnostic(Severity.WARNING, new SourceLoc("t.c", 2, 1), "odd")), "t.c");
        assertEquals(3, bad.size(), bad.toString());
        assertTrue(bad.get(0).startsWith("'expected-error' diagnostics expected but not seen"), bad.get(0));
        assertTrue(bad.get(1).contains("'expected-warning' diagnostics seen but not expected") && bad.get(1).contains("Line 2: odd"), bad.get(1));
        assertEquals(List.of(), VerifyDiagnostics.check(VerifyDiagnostics.parse("// expected-no-diagnostics\n"), List.of(), "t.c"));
    }

    @Test
    void diagnosticsPrintInSourceOrderWithTheirNotes() {
        Diagnostics d = new Diagnostics();
        d.warning(new SourceLoc("t.c", 5, 1), "later");
        d.note(new SourceLoc("t.c", 1, 1), "note of later");
        d.warning(new SourceLoc("t.c", 2, 3), "earlier");
        List<Diagnostic> o = d.inSourceOrder();
        assertEquals(List.of("earlier", "later", "note of later"), o.stream().map(Diagnostic::message).toList());
    }
}
