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
        PassRegistry.parsePipeline("cir-to-llvm-direct").run(m);   // verifies after each pass
        assertEquals(171, MlirTools.runMain(m));
    }

    @Test
    void mixedProgramScfPath() throws IOException {
        Operation m = load("mixed.cir");
        jcirc.lowering.Pipelines.toScf(m);
        m.walk(o -> assertNotEquals("cir", o.dialect(), o.name()));
        assertFalse(m.collect("scf.for").isEmpty() && m.collect("scf.while").isEmpty(), "the loop is structured");
        MlirTools.assertAccepted(m);                // the -emit-scf form
        assertEquals(171, MlirTools.runMain(m));    // executed by MLIR's own scf-to-cf
        jcirc.lowering.Pipelines.fromScf(m);
        m.walk(o -> assertNotEquals("scf", o.dialect(), o.name()));
        assertEquals(171, MlirTools.runMain(m));    // executed after ours
    }

    @Test
    void featuresProgramDirectPath() throws IOException {
        Operation m = load("features.cir");
        jcirc.lowering.Pipelines.directPath(m);
        assertEquals(1137, MlirTools.runMain(m));
    }

    /** The scf path (raise does not take goto yet): the same program with the goto written as a break. */
    @Test
    void featuresProgramScfPath() throws IOException {
        String text;
        try (InputStream in = ExecutionTest.class.getResourceAsStream("/lowering/features.cir")) {
            text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
        String noGoto = text.replace("cir.goto \"out\"", "cir.yield break")
                .replace("    cir.br ^bb1\n  ^bb1:\n    cir.label \"out\"\n", "");
        assertNotEquals(text, noGoto);
        assertFalse(noGoto.contains("cir.label"));
        Operation m = IrReader.parse(noGoto, "features-nogoto.cir");
        Verifier.verify(m);
        jcirc.lowering.Pipelines.scfPath(m);
        assertEquals(1137, MlirTools.runMain(m));
    }
}
