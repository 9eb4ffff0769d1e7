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
public final class Canonicalize implements Pass {
    @Override public String name() { return "canonicalize"; }

    @Override public void run(Operation module) {
        new GreedyRewriteDriver(CanonicalizePatterns.all()).apply(module);
        List<Region> cfgRegions = new ArrayList<>();
        module.walk(op -> { for (Region r : op.regions()) if (r.blocks().size() > 1) cfgRegions.add(r); });
        for (Region r : cfgRegions) eraseUnreachableBlocks(r);
    }

    /** Erases the blocks of {@code region} unreachable from its entry (blocks of address-taken labels stay). */
    static void eraseUnreachableBlocks(Region region) {
        Set<Block> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        Deque<Block> work = new ArrayDeque<>();
        work.push(region.entryBlock());
        for (Block b : region.blocks())
            if (b.first() != null && (b.first().is("cir.label") || b.first().is("llvm.blocktag"))) work.push(b);
        while (!work.isEmpty()) {
            Block b = work.pop();
            if (!seen.add(b)) continue;
            for (Block s : b.successors()) work.push(s);
        }
        List<Block> dead = new ArrayList<>();
        for (Block b : region.blocks()) if (!seen.contains(b)) dead.add(b);
        for (Block b : dead) for (Operation o : b.operations()) o.dropAllReferences();
        for (Block b : dead) {
            for (BlockArgument a : b.arguments()) for (OpOperand u : a.uses()) u.set(null);
            b.erase();
        }
    }
}
