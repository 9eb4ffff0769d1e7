package jcirc.ir.pass;

import jcirc.ir.Operation;
import jcirc.ir.Verifier;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs passes in order, verifying after each one (MLIR's --verify-each, on by default), or with
 * {@code verifyEach(false)} only once after the last pass (as clang verifies once per pipeline), or with
 * {@code verifyEach(false).verifyAtEnd(false)} not at all (as a release build of clang does not verify the IR it
 * produces itself; the driver's default for C input, docs/driver.md).
 */
public final class PassManager {
    private final List<Pass> passes = new ArrayList<>();
    private boolean verifyEach = true;
    private boolean verifyAtEnd = true;
    private final Map<String, Long> timings = new LinkedHashMap<>();

    public PassManager add(Pass p) { passes.add(p); return this; }
    public PassManager verifyEach(boolean v) { verifyEach = v; return this; }
    /** Without {@link #verifyEach}: whether to verify once after the last pass (default: yes). */
    public PassManager verifyAtEnd(boolean v) { verifyAtEnd = v; return this; }
    public List<Pass> passes() { return List.copyOf(passes); }

    /** Nanoseconds spent in each pass during the last {@link #run}. */
    public Map<String, Long> timings() { return Map.copyOf(timings); }

    public void run(Operation module) {
        timings.clear();
        for (Pass p : passes) {
            long t0 = System.nanoTime();
            p.run(module);
            timings.merge(p.name(), System.nanoTime() - t0, Long::sum);
            if (verifyEach) {
                try {
                    Verifier.verify(module);
                } catch (jcirc.ir.VerifyException e) {
                    throw new PassFailure(e.op(), "verification failed after pass '" + p.name() + "': " + e.getMessage());
                }
            }
        }
        if (!verifyEach && verifyAtEnd && !passes.isEmpty()) {
            try {
                Verifier.verify(module);
            } catch (jcirc.ir.VerifyException e) {
                throw new PassFailure(e.op(), "verification failed after pipeline '" + pipelineText()
                        + "' (verify after each pass to find the one that broke it): " + e.getMessage());
            }
        }
    }

    private String pipelineText() {
        StringBuilder b = new StringBuilder();
        for (Pass p : passes) b.append(b.isEmpty() ? "" : ",").append(p.name());
        return b.toString();
    }
}
