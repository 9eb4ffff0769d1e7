package jcirc.tools;

import static org.junit.jupiter.api.Assertions.*;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.util.List;
import jcirc.ir.Location;
import org.junit.jupiter.api.Test;

class JcirOptTest {
    @Test
    void splitKeepsLineNumbers() {
        List<String> chunks = JcirOpt.splitChunks("a\nb\n// -----\nc\n  // -----  \nd\n");
        assertEquals(3, chunks.size());
        assertEquals("a\nb\n", chunks.get(0));
        assertEquals("\n\n\nc\n", chunks.get(1));
        assertEquals("\n\n\n\n\nd\n\n", chunks.get(2));
    }

    @Test
    void verifyDiagnosticsMatchesByLine() {
        String text = "op1 // expected-error {{bad thing}}\n// expected-error @+1 {{other}}\nop2\nop3\n";
        JcirOpt.Diagnostics d = new JcirOpt.Diagnostics("f.cir", text);
        d.add(new Location("f.cir", 1, 1), "a bad thing happened");
        d.add(new Location("f.cir", 3, 1), "other problem");
        assertEquals(List.of(), d.verify(List.of(text)));
        d.add(new Location("f.cir", 4, 2), "surprise");
        List<String> problems = d.verify(List.of(text));
        assertEquals(1, problems.size());
        assertTrue(problems.get(0).contains("unexpected error: surprise"), problems.get(0));
        JcirOpt.Diagnostics none = new JcirOpt.Diagnostics("f.cir", text);
        assertEquals(2, none.verify(List.of(text)).size());
    }

    @Test
    void usageErrors() {
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream ps = new PrintStream(err, true);
        assertEquals(1, JcirOpt.run(new String[] {"--no-such-pass-xyz"}, new PrintStream(new ByteArrayOutputStream()), ps));
        assertTrue(err.toString().startsWith("jcir-opt: error: unknown argument or pass"), err.toString());
        err.reset();
        assertEquals(1, JcirOpt.run(new String[] {"/nonexistent/x.cir"}, new PrintStream(new ByteArrayOutputStream()), ps));
        assertTrue(err.toString().contains("could not open input file"), err.toString());
    }
}
