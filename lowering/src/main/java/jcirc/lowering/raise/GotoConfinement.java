package jcirc.lowering.raise;

import jcirc.dialect.cir.CirOps;
import jcirc.dialect.scf.ScfOps;
import jcirc.ir.BuiltinAttrs.StringAttr;
import jcirc.lowering.util.Ir;
import jcirc.ir.*;
import jcirc.ir.pass.PassFailure;
import jcirc.lowering.util.CirFlattener;

import java.util.*;

/**
 * Confines the blocks that {@code goto} needs to the smallest enclosing region, before
 * {@link FunctionRaiser} raises the rest of the function. For every {@code cir.goto "L"} the
 * region holding both the goto and {@code cir.label "L"} is the goto's <em>root</em>; the structured
 * ops between the goto (or label) and its root are flattened into blocks of the root with the
 * machinery of cir-flatten-cfg, as are the ops a {@code break}/{@code continue} escapes to reach a
 * flattened loop or switch. Every other op stays structured.
 *
 * <pre>
 *   root = function body:  blocks with cir.br / cir.brcond (cf.br / cf.cond_br later)
 *   root = nested region:  that region becomes
 *       %r = scf.execute_region -> (T) { ^bb0: ...  cir.brcond %c ^bb1, ^bb2  ^bb1: ... cir.yield %v ... }
 *       cir.yield %r
 *     whose blocks keep their cir terminators; a plain cir.yield leaves the execute_region, a
 *     break/continue/return sets its flag in FunctionRaiser and then leaves it.
 * </pre>
 * A region that already has several blocks (labels nobody jumps across, backward gotos) is a root
 * too. A root that is a switch case, or a loop's condition/step, moves up to the op's parent region
 * (the op is flattened).
 */
final class GotoConfinement {
    private final Operation func;
    private final Set<Operation> flat = Collections.newSetFromMap(new IdentityHashMap<>());
    private final Set<Region> candidates = Collections.newSetFromMap(new IdentityHashMap<>());

    private GotoConfinement(Operation func) { this.func = func; }

    /** Whether the function has gotos, labels or multi-block regions to confine. */
    static boolean needed(Operation func) {
        boolean[] cfg = {false};
        func.walk(o -> {
            if (CirOps.GotoOp.isa(o) || CirOps.LabelOp.isa(o)) cfg[0] = true;
            for (int i = 0; i < o.numRegions(); i++)
                if (!isLoopCondOrStep(o.region(i)) && o.region(i).numBlocks() > 1 && !ScfOps.ExecuteRegionOp.isa(o)) cfg[0] = true;   // EH islands (EhIslands) are roots already
        });
        return cfg[0];
    }

    /** Flattens what goto needs and wraps nested roots in scf.execute_region; see the class comment. */
    static void confine(Operation func) { new GotoConfinement(func).run(); }

    private void run() {
        Map<String, Operation> labels = new HashMap<>();
        List<Operation> gotos = new ArrayList<>();
        func.walk(o -> {
            if (CirOps.LabelOp.isa(o)) labels.put(label(o), o);
            else if (CirOps.GotoOp.isa(o)) gotos.add(o);
        });
        for (Operation g : gotos) {
            Operation l = labels.get(label(g));
            if (l == null) throw new PassFailure(g, "goto to undefined label '" + label(g) + "'");
            Region root = commonRegion(g, l);
            markBetween(g, root);
            markBetween(l, root);
            candidates.add(root);
        }
        func.walk(o -> {
            for (Region r : o.regions()) if (r.numBlocks() > 1 && !isLoopCondOrStep(r) && !ScfOps.ExecuteRegionOp.isa(o)) candidates.add(r);
        });
        boolean changed = true;
        while (changed) changed = liftUnsuitableRoots() | markEscapingExits();
        List<Region> roots = new ArrayList<>();
        for (Region r : candidates) if (!flat.contains(r.parentOp())) roots.add(r);

        CirFlattener.flattenOnly(flat);
        for (Region r : roots) {
            resolveGotos(r);
            CirFlattener.cleanUpBlocks(r);
            ensureEntryHasNoPredecessors(r);
            if (r != func.region(0)) wrapInExecuteRegion(r);
        }
    }

    private static String label(Operation o) { return ((StringAttr) o.attr("label")).value(); }

    private static boolean isLoopCondOrStep(Region r) {
        Operation p = r.parentOp();
        return p != null && CirOps.LoopOp.isa(p) && p.regions().indexOf(r) < 2;
    }

    /** The innermost region holding both ops. */
    private Region commonRegion(Operation a, Operation b) {
        Set<Region> up = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Region r = a.parentBlock().parent(); r != null; r = parentRegion(r)) up.add(r);
        for (Region r = b.parentBlock().parent(); r != null; r = parentRegion(r)) if (up.contains(r)) return r;
        throw new PassFailure(a, "goto and label in different functions");
    }

    private Region parentRegion(Region r) {
        Operation p = r.parentOp();
        if (p == null || p == func || p.parentBlock() == null) return null;
        return p.parentBlock().parent();
    }

    /** Marks the structured ops enclosing {@code op} strictly inside {@code root} for flattening. */
    private boolean markBetween(Operation op, Region root) {
        boolean added = false;
        for (Region r = op.parentBlock().parent(); r != root && r != null; r = parentRegion(r))
            added |= flat.add(r.parentOp());
        return added;
    }

    /** A root that is a switch case or a loop's cond/step region moves up: the op is flattened. */
    private boolean liftUnsuitableRoots() {
        boolean changed = false;
        for (Region r : new ArrayList<>(candidates)) {
            Operation p = r.parentOp();
            boolean unsuitable = p != null && p != func
                    && (CirOps.SwitchOp.isa(p) || CirOps.TernaryOp.isa(p) || isLoopCondOrStep(r));
            if (unsuitable) {
                candidates.remove(r);
                flat.add(p);
                candidates.add(p.parentBlock().parent());
                changed = true;
            }
        }
        return changed;
    }

    /**
     * A break/continue/fallthrough whose loop or switch is flattened becomes a branch, so every
     * structured op between it and that loop or switch is flattened as well.
     */
    private boolean markEscapingExits() {
        boolean[] changed = {false};
        func.walk(y -> {
            if (!CirOps.YieldOp.isa(y)) return;
            String k = Ir.enumCase(y.attr("kind"));
            if (k == null || isLoopCondOrStep(y.parentBlock().parent())) return;
            Operation target = null;
            for (Operation p = y.parentOp(); p != null && p != func; p = p.parentOp()) {
                boolean isTarget = switch (k) {
                    case "continue" -> CirOps.LoopOp.isa(p);
                    case "break" -> CirOps.LoopOp.isa(p) || CirOps.SwitchOp.isa(p);
                    default -> CirOps.SwitchOp.isa(p);
                };
                if (isTarget) { target = p; break; }
            }
            if (target != null && flat.contains(target) && markBetween(y, target.parentBlock().parent())) changed[0] = true;
        });
        return changed[0];
    }

    /** {@code cir.goto "L"} in a block of {@code r} → {@code cir.br} to the block starting with {@code cir.label "L"}. */
    private static void resolveGotos(Region r) {
        Map<String, Block> targets = new HashMap<>();
        List<Operation> gotos = new ArrayList<>(), labels = new ArrayList<>();
        for (Block b : r.blocks())
            for (Operation o : b.operations()) {
                if (CirOps.LabelOp.isa(o)) { labels.add(o); targets.put(label(o), b); }
                else if (CirOps.GotoOp.isa(o)) gotos.add(o);
            }
        for (Operation g : gotos) {
            Block dest = targets.get(label(g));
            if (dest == null) throw new PassFailure(g, "cir-raise-to-scf: label '" + label(g) + "' is not in the goto's region");
            Builder b = Builder.before(g);
            CirOps.BrOp.create(b, List.of(), dest);
            g.erase();
        }
        for (Operation l : labels) l.erase();
    }

    /** A region's entry block may not be a branch target: give it a fresh entry that branches to it. */
    private static void ensureEntryHasNoPredecessors(Region r) {
        Block entry = r.entryBlock();
        if (entry.predecessors().isEmpty()) return;
        Block fresh = new Block();
        r.insertBefore(entry, fresh);
        CirOps.BrOp.create(new Builder(fresh), List.of(), entry);
    }

    /**
     * {@code region { blocks }}  →  {@code region { %r = scf.execute_region -> (T) { blocks }; cir.yield %r }}
     * with T the operand types of the region's plain {@code cir.yield}s.
     */
    private static void wrapInExecuteRegion(Region r) {
        List<Type> resultTypes = List.of();
        Location loc = r.parentOp().location();
        for (Block b : r.blocks()) {
            Operation t = Ir.terminator(b);
            if (t != null && CirOps.YieldOp.isa(t) && t.attr("kind") == null && t.numOperands() > 0) {
                resultTypes = new ArrayList<>();
                for (Value v : t.operands()) resultTypes.add(v.type());
                break;
            }
        }
        Operation exec = ScfOps.ExecuteRegionOp.create(Builder.detached(loc), resultTypes).op();
        exec.region(0).takeBody(r);
        Block only = r.addBlock();
        only.append(exec);
        CirOps.YieldOp.create(new Builder(only), new ArrayList<>(exec.results()));
    }
}
