package jcirc.lowering.raise;

import jcirc.dialect.cir.CirOps;
import jcirc.dialect.scf.ScfOps;
import jcirc.lowering.util.Ir;
import jcirc.ir.Block;
import jcirc.ir.Operation;
import jcirc.ir.Region;

import java.util.EnumSet;
import java.util.Map;

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
    public static EnumSet<Exit> escaping(Operation op) { return escaping(op, null); }

    /**
     * {@link #escaping(Operation)} remembering the answer for {@code op} and every op nested in it in
     * {@code memo} (when not null), for a raiser that asks top-down, level by level, before it changes
     * the op's regions: without it, nested statements are re-walked at every level (quadratic in depth).
     */
    public static EnumSet<Exit> escaping(Operation op, Map<Operation, EnumSet<Exit>> memo) {
        EnumSet<Exit> known = memo == null ? null : memo.get(op);
        if (known != null) return EnumSet.copyOf(known);
        EnumSet<Exit> s = escapingUncached(op, memo);
        if (memo != null) memo.put(op, EnumSet.copyOf(s));
        return s;
    }

    private static EnumSet<Exit> escapingUncached(Operation op, Map<Operation, EnumSet<Exit>> memo) {
        EnumSet<Exit> s = EnumSet.noneOf(Exit.class);
        switch (op.view()) {
            case CirOps.LoopOp l -> {
                // the cond region's `cir.yield continue` means "run the body", not an exit
                s.addAll(ofRegion(op.region(2), memo));
                s.remove(BREAK);
                s.remove(CONTINUE);
            }
            case CirOps.SwitchOp sw -> {
                for (Region r : op.regions()) s.addAll(ofRegion(r, memo));
                s.remove(BREAK);
            }
            case CirOps.IfOp i -> { for (Region r : op.regions()) s.addAll(ofRegion(r, memo)); }
            case CirOps.ScopeOp sc -> { for (Region r : op.regions()) s.addAll(ofRegion(r, memo)); }
            case CirOps.TernaryOp t -> { for (Region r : op.regions()) s.addAll(ofRegion(r, memo)); }
            // a goto root (GotoConfinement) whose blocks still end in cir terminators
            case ScfOps.ExecuteRegionOp e -> { for (Region r : op.regions()) s.addAll(ofRegion(r, memo)); }
            default -> { }
        }
        return s;
    }

    /** Exits performed by the terminators of a region's blocks or escaping its nested ops. */
    public static EnumSet<Exit> ofRegion(Region r) { return ofRegion(r, null); }

    public static EnumSet<Exit> ofRegion(Region r, Map<Operation, EnumSet<Exit>> memo) {
        EnumSet<Exit> s = EnumSet.noneOf(Exit.class);
        for (Block b : r.blocks()) {
            for (Operation o : b.operations()) {
                Exit e = of(o);
                if (e != null) s.add(e);
                if (o.numRegions() > 0) s.addAll(escaping(o, memo));
            }
        }
        return s;
    }
}
