package jcirc.lowering.raise;

import jcirc.dialect.cir.CirEhOps;
import jcirc.dialect.cir.CirOps;
import jcirc.dialect.scf.ScfOps;
import jcirc.ir.Block;
import jcirc.ir.Builder;
import jcirc.ir.Operation;
import jcirc.ir.Region;
import jcirc.ir.Trait;
import jcirc.lowering.util.CirEh;
import jcirc.lowering.util.CirFlattener;

import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;

/**
 * Exceptions on the scf path (docs/raising.md, "EH islands"): each outermost {@code cir.try} (a try statement, an EH
 * cleanup region, a noexcept body's terminate region) is flattened alone, with the structured ops inside it, into an
 * {@code scf.execute_region} whose blocks are its body (calls split into {@code cir.try_call}s), landing pads, dispatch
 * and handlers; the code around it is raised as usual by {@link FunctionRaiser}, which treats the region as a goto root
 * (a plain {@code cir.yield} leaves it, {@code break}/{@code continue}/{@code return} set their flag and leave it).
 * <pre>
 *   cir.loop for(..) { ..; "cir.try"() ({ cir.call @g(); cir.yield }, { ..; cir.resume }) {catch_types = ["cleanup"]}; .. }
 *     → scf.while .. { ..; scf.execute_region { cir.try_call @g() ^ok, ^lpad  ^ok: cir.yield  ^lpad: .. cir.resume }; .. }
 * </pre>
 * A function with gotos or labels, or with a try inside a loop's condition or step or a {@code ?:} arm, is flattened
 * whole instead, as the direct path does.
 */
final class EhIslands {
    private EhIslands() {}

    /** The outermost cir.try ops of {@code func} if each can be an island; null if the function must be flattened whole. */
    static List<Operation> islands(Operation func) {
        boolean[] whole = {false};
        List<Operation> out = new ArrayList<>();
        func.walkPreOrder(o -> {
            if (CirOps.GotoOp.isa(o) || CirOps.LabelOp.isa(o) || CirOps.IndirectBrOp.isa(o)) whole[0] = true;
            if (!CirEhOps.TryOp.isa(o) || insideTry(o, func)) return;
            if (!suitablePlace(o, func)) whole[0] = true;
            out.add(o);
        });
        return whole[0] ? null : out;
    }

    private static boolean insideTry(Operation o, Operation func) {
        for (Operation p = o.parentOp(); p != null && p != func; p = p.parentOp()) if (CirEhOps.TryOp.isa(p)) return true;
        return false;
    }

    /** An island may sit in the function body, a scope, an if arm, a loop body or a switch case (raised statement sequences). */
    private static boolean suitablePlace(Operation o, Operation func) {
        for (Operation cur = o, p = o.parentOp(); p != null && p != func; cur = p, p = p.parentOp()) {
            Region r = cur.parentRegion();
            if (CirOps.TernaryOp.isa(p)) return false;
            if (CirOps.LoopOp.isa(p) && p.regions().indexOf(r) < 2) return false;   // cond or step
            if (!(CirOps.ScopeOp.isa(p) || CirOps.IfOp.isa(p) || CirOps.LoopOp.isa(p) || CirOps.SwitchOp.isa(p))) return false;
        }
        return true;
    }

    // "cir.try"() (..)   →   scf.execute_region { ^entry: cir.br ^body  ^body: ..  ^lpad: ..  ^cont: cir.yield }
    /** Turns each of {@code tries} (from {@link #islands}) into an island; the throws of the function become runtime calls. */
    static void isolate(Operation func, List<Operation> tries) {
        CirEh.expandThrows(func);
        for (Operation t : tries) {
            Operation exec = ScfOps.ExecuteRegionOp.create(Builder.before(t), List.of()).op();
            Block entry = exec.region(0).addBlock();
            t.remove();
            entry.append(t);
            CirOps.YieldOp.create(new Builder(entry), List.of());
            Set<Operation> flat = Collections.newSetFromMap(new IdentityHashMap<>());
            t.walk(o -> { if (o.hasTrait(Trait.REGION_BRANCH) && o.dialect().equals("cir")) flat.add(o); });
            flat.add(t);
            CirFlattener.flattenOnly(flat);
            CirFlattener.cleanUpBlocks(exec.region(0));
            Block first = exec.region(0).entryBlock();
            if (!first.predecessors().isEmpty()) {   // a region's entry block may not be a branch target
                Block fresh = new Block();
                exec.region(0).insertBefore(first, fresh);
                CirOps.BrOp.create(new Builder(fresh), List.of(), first);
            }
        }
    }
}
