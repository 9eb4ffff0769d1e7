package jcirc.lowering.raise;

import jcirc.ir.Dialects;
import jcirc.ir.OpRegistry;
import jcirc.ir.Operation;
import jcirc.ir.Verifier;

/** Test helpers shared by the raising tests. */
public final class RaiseTestSupport {
    private RaiseTestSupport() {}

    /** Verifies with the registered dialect declarations (TEMPORARY skip until cir/scf dialects reach main). */
    public static void verifyIfRegistered(Operation module) {
        Dialects.ensureLoaded();
        if (OpRegistry.lookup("scf.while") == null || OpRegistry.lookup("cir.loop") == null) return;
        Verifier.verify(module);
    }
}
