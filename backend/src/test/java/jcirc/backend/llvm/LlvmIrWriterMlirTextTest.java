package jcirc.backend.llvm;

import jcirc.ir.Dialects;
import jcirc.ir.Operation;
import jcirc.ir.parse.IrReader;
import org.junit.jupiter.api.Test;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

/**
 * Reads MLIR text that {@code mlir-opt-19} accepts (cf-form program with globals, switch, loop,
 * f80, vararg printf) with jcirc's parser — so attributes are stored exactly as the upstream
 * dialect declarations store them — then writes, compiles, links and runs it.
 */
class LlvmIrWriterMlirTextTest {
    @Test
    void parsedCfProgramRuns() throws Exception {
        Dialects.ensureLoaded();
        String text;
        try (InputStream in = getClass().getResourceAsStream("program.mlir")) {
            assertNotNull(in);
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        Operation module = IrReader.parse(text, "program.mlir");
        String ir = Translate.write(module);
        NativeRun.Result o0 = NativeRun.compileAndRun(ir, false);
        assertEquals("45 100 10 9 0.10000000000000001 0.30000000000000004 jcirc 20 1\n", o0.stdout(), ir);
        assertEquals(o0, NativeRun.compileAndRun(ir, true));
    }
}
