package jcirc.tools.filecheck;

import static org.junit.jupiter.api.Assertions.*;

import java.util.List;
import org.junit.jupiter.api.Test;

class HarnessTest {
    @Test
    void extractsRunLinesWithContinuations() {
        String text = """
                // RUN: a %s \\
                // RUN:   | b
                # RUN: c
                int x; // not a RUN: line
                ; RUN: d \\
                // CHECK: RUN: e
                """;
        assertEquals(List.of("a %s | b", "c", "d"), RunLines.extract(text));
    }

    @Test
    void substitutes() {
        assertEquals("x /f.c /d /t.tmp /tdir 5% /t.tmp.o",
                RunLines.substitute("x %s %S %t %T 5%% %t.o", "/f.c", "/d", "/t.tmp", "/tdir"));
    }

    @Test
    void parsesShell() throws Exception {
        List<ShellParser.Step> s = ShellParser.parse("not jcirc -c 'a b' \"c\\\"d\" 2>&1 | FileCheck x && e>out; f < in 2> err");
        assertEquals(3, s.size());
        assertEquals("&&", s.get(0).then());
        List<ShellParser.Command> p = s.get(0).pipeline().commands();
        assertEquals(List.of("not", "jcirc", "-c", "a b", "c\"d"), p.get(0).words());
        assertEquals("2>&1", p.get(0).redirects().get(0).op());
        assertEquals(List.of("FileCheck", "x"), p.get(1).words());
        assertEquals(List.of("e"), s.get(1).pipeline().commands().get(0).words());
        assertEquals(new ShellParser.Redirect(">", "out"), s.get(1).pipeline().commands().get(0).redirects().get(0));
        ShellParser.Command f = s.get(2).pipeline().commands().get(0);
        assertEquals(List.of(new ShellParser.Redirect("<", "in"), new ShellParser.Redirect("2>", "err")), f.redirects());
        assertThrows(ShellParser.SyntaxError.class, () -> ShellParser.parse("a |"));
        assertThrows(ShellParser.SyntaxError.class, () -> ShellParser.parse("a 'b"));
        assertThrows(ShellParser.SyntaxError.class, () -> ShellParser.parse("a & b"));
    }
}
