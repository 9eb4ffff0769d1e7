package jcirc.ir.pass;

import jcirc.ir.Block;
import jcirc.ir.Operation;
import jcirc.ir.Region;

import java.util.ArrayList;
import java.util.List;

/**
 * A pass that works on one top-level op of the module (a function, a global) at a time, after an optional
 * module-level preparation ({@link #start}) and before an optional module-level conclusion ({@link Steps#finish}).
 * This is what lets {@link PassManager} run a pipeline function by function (docs/compile-time.md, "The
 * per-function pipeline"): every top-level op goes through all the local passes of a run before the next
 * one starts, so the live IR (and the collector's copying) is bounded by one function.
 *
 * <p>The contract, which the per-function schedule relies on:
 * <ul>
 *   <li>{@link #start} may read and change the whole module, but may read only what the per-op work of the
 *       local passes before it in the pipeline does not change (in the per-function schedule every start runs
 *       before any top-level op is processed; in the module schedule after the earlier passes are done).</li>
 *   <li>{@link Steps#run} reads and changes only its top-level op and what {@link #start} gathered; it may
 *       replace the op by ops at the op's position, or append declarations at the end of the module (both are
 *       then processed by the following local passes).</li>
 * </ul>
 */
public interface LocalPass extends Pass {

    /** The per-op work of a local pass, prepared for one module. */
    interface Steps {
        /** Transforms one top-level op of the module (and any ops it is replaced by) in place. */
        void run(Operation top);

        /** Module-level work after every top-level op was processed (may append ops at the end of the module). */
        default void finish(Operation module) {}
    }

    /** Prepares for {@code module} and returns the per-op work. */
    Steps start(Operation module);

    /** The module schedule: start, every top-level op (those present now, in order), finish. */
    @Override default void run(Operation module) {
        Steps s = start(module);
        for (Operation top : topLevelOps(module)) if (top.parentBlock() != null) s.run(top);
        s.finish(module);
    }

    /** The ops directly in {@code module}'s regions, in order (a snapshot). */
    static List<Operation> topLevelOps(Operation module) {
        List<Operation> tops = new ArrayList<>();
        for (Region r : module.regions())
            for (Block b : r.blocks())
                for (Operation op = b.first(); op != null; op = op.nextOp()) tops.add(op);
        return tops;
    }
}
