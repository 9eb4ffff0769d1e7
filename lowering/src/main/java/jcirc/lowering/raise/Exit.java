package jcirc.lowering.raise;

import jcirc.dialect.cir.CirOps;
import jcirc.dialect.scf.ScfOps;
import jcirc.lowering.util.Ir;
import jcirc.ir.Block;
import jcirc.ir.Operation;
import jcirc.ir.Region;

import java.util.EnumSet;

/**
 * The ways control can leave a structured C statement early: {@code break}, {@code continue} and
 * {@code return}. The raiser tracks, for each cir op, which of them can escape it (a break or
 * continue that targets a loop or switch nested inside the op does not escape it).
 */
public enum Exit {
    BREAK, CONTINUE, RETURN;

    /** The early exit a cir terminator performs: cir.yield break/continue, cir.return; null for others. */
    public static Exit of(Operation terminator) {
        if (terminator == null) return null;
        if (CirOps.ReturnOp.isa(terminator)) return RETURN;
        if (CirOps.YieldOp.isa(terminator)) {
            String k = Ir.enumCase(terminator.attr("kind"));
            if ("break".equals(k)) return BREAK;
            if ("continue".equals(k)) return CONTINUE;
        }
        return null;
    }

    /** Exits that can escape {@code op}. */
    public static EnumSet<Exit> escaping(Operation op) {
        EnumSet<Exit> s = EnumSet.noneOf(Exit.class);
        switch (op.name()) {
            case CirOps.LoopOp.NAME -> {
                // the cond region's `cir.yield continue` means "run the body", not an exit
                s.addAll(ofRegion(op.region(2)));
                s.remove(BREAK);
                s.remove(CONTINUE);
            }
            case CirOps.SwitchOp.NAME -> {
                for (Region r : op.regions()) s.addAll(ofRegion(r));
                s.remove(BREAK);
            }
            // scf.execute_region: a goto root (GotoConfinement) whose blocks still end in cir terminators
            case CirOps.IfOp.NAME, CirOps.ScopeOp.NAME, CirOps.TernaryOp.NAME, ScfOps.ExecuteRegionOp.NAME -> { for (Region r : op.regions()) s.addAll(ofRegion(r)); }
            default -> { }
        }
        return s;
    }

    /** Exits performed by the terminators of a region's blocks or escaping its nested ops. */
    public static EnumSet<Exit> ofRegion(Region r) {
        EnumSet<Exit> s = EnumSet.noneOf(Exit.class);
        for (Block b : r.blocks()) {
            for (Operation o : b.operations()) {
                Exit e = of(o);
                if (e != null) s.add(e);
                if (o.numRegions() > 0) s.addAll(escaping(o));
            }
        }
        return s;
    }
}
