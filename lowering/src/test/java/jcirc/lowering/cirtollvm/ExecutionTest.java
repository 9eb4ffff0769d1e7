package jcirc.lowering.cirtollvm;

import jcirc.ir.Operation;
import jcirc.ir.Verifier;
import jcirc.ir.parse.IrReader;
import jcirc.ir.pass.PassRegistry;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

import static org.junit.jupiter.api.Assertions.*;

/** cir programs lowered by the direct path, printed, accepted by mlir-opt-19 and executed with mlir-cpu-runner. */
class ExecutionTest {
    private static Operation load(String name) throws IOException {
        try (InputStream in = ExecutionTest.class.getResourceAsStream("/lowering/" + name)) {
            Operation m = IrReader.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), name);
            Verifier.verify(m);
            return m;
        }
    }

    @Test
    void mixedProgramDirectPath() throws IOException {
        Operation m = load("mixed.cir");
        PassRegistry.parsePipeline("cir-to-llvm-direct").verifyEach(jcirc.ir.OpRegistry.lookup("func.func") != null).run(m);
        assertEquals(171, MlirTools.runMain(m));
    }
}
