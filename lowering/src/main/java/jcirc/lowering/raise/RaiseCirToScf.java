package jcirc.lowering.raise;

import jcirc.dialect.cir.CirOps;
import jcirc.ir.Block;
import jcirc.ir.Operation;
import jcirc.ir.Region;
import jcirc.ir.pass.Pass;
import jcirc.ir.pass.PassFailure;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code cir-raise-to-scf}: turns the structured cir control flow of every {@code cir.func} into
 * scf (see {@link FunctionRaiser}); cir expression and memory ops stay for convert-cir-to-llvm.
 * In functions with goto/labels, {@link GotoConfinement} first confines the blocks to the smallest
 * region that needs them (the function body or an {@code scf.execute_region}).
 */
public final class RaiseCirToScf implements jcirc.ir.pass.LocalPass {
    public static final String NAME = "cir-raise-to-scf";

    @Override public String name() { return NAME; }

    /** Labels as values module-wide first (their numbers are shared by functions and static tables), then one function at a time. */
    @Override public Steps start(Operation module) {
        IndirectGotoDispatch.run(module);   // labels as values: numbered labels, computed goto as a switch of gotos
        return top -> {
            WideCaseRanges.run(top);        // case ranges too wide to expand: switch on the matching case's number
            List<Operation> funcs = new ArrayList<>();
            top.walkPreOrder(o -> { if (CirOps.FuncOp.isa(o) && o.numRegions() > 0 && !o.region(0).isEmpty()) funcs.add(o); });
            for (Operation f : funcs) raiseFunction(f);
        };
    }

    /** Raises one function in place. */
    public static void raiseFunction(Operation func) {
        if (jcirc.lowering.util.CirEh.usesExceptions(func)) {
            // exceptions: landing pads and their dispatch need blocks; each outermost cir.try becomes an island of
            // blocks in an scf.execute_region (EhIslands), the rest is raised; with gotos the function is flattened
            // whole, as on the direct path (docs/lowering.md, "Exceptions")
            List<Operation> islands = EhIslands.islands(func);
            if (islands == null) {
                jcirc.lowering.util.CirFlattener.flattenFunction(func);
                return;
            }
            pruneUnreachable(func);
            islands.removeIf(t -> !attached(t, func));   // a try in a block just pruned (after a coroutine's co_return)
            EhIslands.isolate(func, islands);
        }
        pruneUnreachable(func);
        try {
            if (GotoConfinement.needed(func)) GotoConfinement.confine(func);
            new FunctionRaiser(func).run();
        } catch (PassFailure e) {
            throw e;
        } catch (RuntimeException e) {
            PassFailure pf = new PassFailure(func, "cir-raise-to-scf failed: " + e);
            pf.initCause(e);
            throw pf;
        }
    }

    /** Whether a block holds a goto target, directly or nested in a structured op. */
    private static boolean containsLabel(Block b) {
        for (Operation o : b.operations()) {
            if (CirOps.LabelOp.isa(o)) return true;
            if (o.numRegions() > 0 && !o.collect(CirOps.LabelOp.NAME).isEmpty()) return true;
        }
        return false;
    }

    /** Removes blocks no branch reaches (dead code after break/return), keeping labelled blocks. */
    private static boolean attached(Operation o, Operation func) {
        Operation p = o.parentOp();
        while (p != null && p != func) p = p.parentOp();
        return p == func;
    }

    static void pruneUnreachable(Operation root) {
        List<Region> regions = new ArrayList<>();
        root.walkPreOrder(o -> regions.addAll(o.regions()));
        for (Region r : regions) {
            boolean changed = true;
            while (changed) {
                changed = false;
                for (Block b : new ArrayList<>(r.blocks())) {
                    if (b.isEntryBlock()) continue;
                    if (containsLabel(b)) continue;
                    if (b.predecessors().isEmpty()) { b.erase(); changed = true; }
                }
            }
        }
    }
}
