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
    private boolean perFunction;
    private Timer timer = (name, work) -> work.run();

    /** Runs each piece of a pass's work (-ftime-report): {@code work} belongs to the pass named {@code pass}. */
    public interface Timer {
        void run(String pass, Runnable work);
    }

    public PassManager add(Pass p) { passes.add(p); return this; }

    /**
     * The per-function schedule: each maximal run of {@link LocalPass}es takes one top-level op at a time
     * through all of them (docs/compile-time.md, "The per-function pipeline"). Not with {@link #verifyEach}
     * (the verifier checks the whole module, and symbol uses across functions in mixed stages would fail
     * between passes): then the module schedule runs; {@link #verifyAtEnd} verifies once after the whole
     * schedule, when every function has gone through every pass. The result is the module schedule's.
     */
    public PassManager perFunction(boolean v) { perFunction = v; return this; }

    /** Times every piece of pass work with {@code t}. */
    public PassManager timer(Timer t) { timer = t; return this; }
    public PassManager verifyEach(boolean v) { verifyEach = v; return this; }
    /** Without {@link #verifyEach}: whether to verify once after the last pass (default: yes). */
    public PassManager verifyAtEnd(boolean v) { verifyAtEnd = v; return this; }
    public List<Pass> passes() { return List.copyOf(passes); }

    /** Nanoseconds spent in each pass during the last {@link #run}. */
    public Map<String, Long> timings() { return Map.copyOf(timings); }

    public void run(Operation module) {
        timings.clear();
        if (perFunction && !verifyEach) PerFunctionSchedule.run(passes, module, this::timed);
        else for (Pass p : passes) {
            timed(p.name(), () -> p.run(module));
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

    private void timed(String pass, Runnable work) {
        long t0 = System.nanoTime();
        try {
            timer.run(pass, work);
        } finally {
            timings.merge(pass, System.nanoTime() - t0, Long::sum);
        }
    }

    private String pipelineText() {
        StringBuilder b = new StringBuilder();
        for (Pass p : passes) b.append(b.isEmpty() ? "" : ",").append(p.name());
        return b.toString();
    }
}
