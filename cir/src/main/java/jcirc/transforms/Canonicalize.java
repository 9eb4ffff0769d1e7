package jcirc.transforms;

import jcirc.ir.Block;
import jcirc.ir.BlockArgument;
import jcirc.ir.OpOperand;
import jcirc.ir.Operation;
import jcirc.ir.Region;
import jcirc.ir.pass.GreedyRewriteDriver;
import jcirc.ir.pass.Pass;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * {@code canonicalize}: runs the folders of {@link CanonicalizePatterns} greedily; unused pure ops are
 * erased; then, as upstream's region simplification, blocks not reachable from their region's entry
 * are erased (a folded {@code cf.cond_br} leaves some; upstream's dialect conversions skip ops in
 * unreachable blocks, so a {@code cf.br} there would survive mlir-opt-19's convert-cf-to-llvm).
 */
public final class Canonicalize implements jcirc.ir.pass.LocalPass {
    @Override public String name() { return "canonicalize"; }

    /**
     * One top-level op at a time (jcirc.ir.pass.LocalPass): its children are isolated from each other (no value
     * crosses a top-level op) and every pattern is local.
     */
    @Override public Steps start(Operation module) {
        List<jcirc.ir.pass.RewritePattern> patterns = CanonicalizePatterns.all();
        return top -> {
            new GreedyRewriteDriver(patterns).applyIncludingRoot(top);
            List<Region> cfgRegions = new ArrayList<>();
            top.walk(op -> { for (Region r : op.regions()) if (r.blocks().size() > 1) cfgRegions.add(r); });
            for (Region r : cfgRegions) eraseUnreachableBlocks(r);
        };
    }

    @Override public void run(Operation module) {
        List<jcirc.ir.pass.RewritePattern> patterns = CanonicalizePatterns.all();
        if (jcirc.dialect.builtin.BuiltinOps.ModuleOp.isa(module)) {
            // One function (or global) at a time: its children are isolated from each other (no value
            // crosses a top-level op) and every pattern is local, so the result is the one of a single
            // run over the module, but the worklist and its sets hold one function, not the whole
            // translation unit (SQLite: ~1M ops in one IdentityHashMap; docs/compile-time.md).
            List<Operation> tops = new ArrayList<>();
            for (Region r : module.regions()) for (Block b : r.blocks()) for (Operation op = b.first(); op != null; op = op.nextOp()) tops.add(op);
            for (Operation top : tops)
                if (top.parentBlock() != null) new GreedyRewriteDriver(patterns).applyIncludingRoot(top);
        } else {
            new GreedyRewriteDriver(patterns).apply(module);
        }
        List<Region> cfgRegions = new ArrayList<>();
        module.walk(op -> { for (Region r : op.regions()) if (r.blocks().size() > 1) cfgRegions.add(r); });
        for (Region r : cfgRegions) eraseUnreachableBlocks(r);
    }

    /** Erases the blocks of {@code region} unreachable from its entry (blocks of address-taken labels stay). */
    static void eraseUnreachableBlocks(Region region) {
        region.eraseUnreachableBlocks(b -> b.first() != null && (b.first().is("cir.label") || b.first().is("llvm.blocktag")));
    }
}
