package jcirc.lowering.cirtollvm;

import jcirc.ir.Operation;
import jcirc.ir.OpRegistry;
import jcirc.ir.OpDef;
import jcirc.ir.Verifier;
import jcirc.ir.parse.IrReader;
import jcirc.ir.pass.PassRegistry;
import org.junit.jupiter.api.Test;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.*;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The cir dialect's round-trip file holds every cir op; its C functions (those without C++-only
 * ops) go through the direct path and nothing of cir may remain.
 */
class EveryCirOpLowersTest {
    /** C++ ops (coroutines, classes) that a C compiler never lowers. */
    private static final Set<String> CXX_ONLY = Set.of("cir.await");
    private static final Path ROUNDTRIP = Path.of("../cir/src/test/resources/roundtrip/cir.mlir");

    @Test
    void directPathLowersEveryCOp() throws IOException {
        Operation m = IrReader.parse(Files.readString(ROUNDTRIP), ROUNDTRIP.toString());
        for (Operation top : m.region(0).entryBlock().operations()) {
            boolean[] cxx = {false};
            top.walk(o -> { if (CXX_ONLY.contains(o.name())) cxx[0] = true; });
            if (cxx[0]) top.erase();
        }
        Set<String> present = new TreeSet<>();
        m.walk(o -> { if (o.dialect().equals("cir")) present.add(o.name()); });
        // the file must exercise every C op the dialect declares
        Set<String> declared = new TreeSet<>();
        for (OpDef d : OpRegistry.all()) if (d.name().startsWith("cir.") && !CXX_ONLY.contains(d.name())) declared.add(d.name());
        assertEquals(declared, present);

        PassRegistry.parsePipeline("cir-flatten-cfg,convert-cir-to-llvm").verifyEach(false).run(m);
        List<String> left = new ArrayList<>();
        m.walk(o -> { if (o.dialect().equals("cir")) left.add(o.name()); });
        assertEquals(List.of(), left);
        Set<String> unregistered = new TreeSet<>();
        m.walk(o -> { if (o != m && OpRegistry.lookup(o.name()) == null) unregistered.add(o.name()); });
        assertEquals(Set.of(), unregistered, "ops the lowering emits but no dialect declares");
        Verifier.verify(m);
        // MLIR 19 has no llvm.blockaddress/blocktag/indirectbr (MLIR 20 has): the symbols using them are
        // checked by jcirc's own verifier above and left out of the mlir-opt-19 check
        Set<String> mlir20 = Set.of("llvm.blockaddress", "llvm.blocktag", "llvm.indirectbr");
        List<Operation> newer = new ArrayList<>();
        for (Operation top : m.region(0).entryBlock().operations()) {
            boolean[] uses = {false};
            top.walk(o -> { if (mlir20.contains(o.name())) uses[0] = true; });
            if (uses[0]) newer.add(top);
        }
        assertFalse(newer.isEmpty(), "the labels-as-values example lowers to llvm.blockaddress/indirectbr");
        for (Operation top : newer) top.erase();
        MlirTools.assertAccepted(m);
    }
}
