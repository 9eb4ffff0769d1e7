package jcirc.lowering.raise;

import jcirc.dialect.arith.ArithOps;
import jcirc.dialect.scf.ScfOps;
import jcirc.ir.BuiltinAttrs.BoolAttr;
import jcirc.ir.BuiltinAttrs.IntegerAttr;
import jcirc.ir.BuiltinTypes;
import jcirc.lowering.util.Ir;
import jcirc.ir.*;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Recognizes the shape cir-raise-to-scf gives a loop whose body may {@code break} or {@code return}
 * (the flags are i1 values carried by the {@code scf.while}), for {@link UpliftWhileToFor}:
 * <pre>
 *   scf.while (.., %i = %lb, .., %brk = %false, ..) {
 *     %true = arith.constant true
 *     %any = arith.ori %brk, %ret              (one flag: no ori)
 *     %go = arith.xori %any, %true
 *     %ok = scf.if %go -> (i1) { ...; %c = arith.cmpi slt, %i, %n; scf.yield %c } else { scf.yield %false }
 *     scf.condition(%ok) <the arguments in order>
 *   } do {
 *   ^bb0(..):
 *     ...body...
 *     %stop = arith.xori (arith.ori %brk', %ret'), %true          (the flags as yielded)
 *     %i2 = scf.if %stop' -> (i32) { %n = arith.addi %i, %c1; scf.yield %n } else { scf.yield %i }
 *     scf.yield .., %i2, .., %brk', ..
 *   }
 * </pre>
 */
final class FlagGuardedLoop {
    private FlagGuardedLoop() {}

    /**
     * The guarded condition of a while loop: the guard {@code scf.if}, the block holding the real
     * condition (its then-block), the condition value yielded there, the positions of the flags among
     * the loop's arguments, and the ops computing {@code !(flags)} in the before-region.
     */
    record Condition(Operation guardIf, Block condBlock, Value condValue, List<Integer> flags, Set<Operation> guardOps) {}

    /** The guarded condition of {@code w}'s before-region, or null when it has another shape. */
    static Condition condition(Operation w) {
        if (w.region(0).numBlocks() != 1) return null;
        Block before = w.region(0).entryBlock();
        Operation cond = Ir.terminator(before);
        if (cond == null || !ScfOps.ConditionOp.isa(cond)) return null;
        Operation gi = new ScfOps.ConditionOp(cond).condition().definingOp();
        if (gi == null || !ScfOps.IfOp.isa(gi) || gi.parentBlock() != before || gi.numResults() != 1
                || gi.numRegions() != 2 || gi.region(0).numBlocks() != 1 || gi.region(1).numBlocks() != 1) return null;
        Block then = gi.region(0).entryBlock(), els = gi.region(1).entryBlock();
        Operation ty = Ir.terminator(then), ey = Ir.terminator(els);
        if (ty == null || !ScfOps.YieldOp.isa(ty) || ey == null || !ScfOps.YieldOp.isa(ey) || ey.numOperands() != 1) return null;
        // else: only constants, yielding false
        if (!Boolean.FALSE.equals(boolConst(new ScfOps.YieldOp(ey).values().get(0)))) return null;
        for (Operation o : Ir.body(els)) if (!ArithOps.ConstantOp.isa(o)) return null;
        List<Operation> guardOps = new ArrayList<>();
        List<Value> leaves = negatedOr(new ScfOps.IfOp(gi).condition(), guardOps);
        if (leaves == null) return null;
        List<Integer> flags = new ArrayList<>();
        for (Value v : leaves) {
            if (!(v instanceof BlockArgument a) || a.owner() != before || flags.contains(a.index())) return null;
            flags.add(a.index());
        }
        Set<Operation> ops = new HashSet<>(guardOps);
        for (Operation o : guardOps) for (Value v : o.operands()) {
            Operation d = v.definingOp();
            if (d != null && ArithOps.ConstantOp.isa(d) && d.parentBlock() == before) ops.add(d);
        }
        // the before-region holds nothing else
        for (Operation o : before.operations()) if (o != gi && o != cond && !ops.contains(o) && !ArithOps.ConstantOp.isa(o)) return null;
        for (Operation o : guardOps) if (o.parentBlock() != before) return null;
        return new Condition(gi, then, new ScfOps.YieldOp(ty).values().get(0), flags, ops);
    }

    /**
     * The leaves {@code f1, f2, ...} of {@code !(f1 | f2 | ...)} written as
     * {@code arith.xori (arith.ori (arith.ori f1, f2), f3), true} (ops collected into {@code ops}), or null.
     */
    static List<Value> negatedOr(Value g, List<Operation> ops) {
        Operation x = g.definingOp();
        if (x == null || !ArithOps.XoriOp.isa(x) || !BuiltinTypes.I1.equals(g.type())) return null;
        Value any;
        ArithOps.XoriOp xor = new ArithOps.XoriOp(x);
        if (Boolean.TRUE.equals(boolConst(xor.rhs()))) any = xor.lhs();
        else if (Boolean.TRUE.equals(boolConst(xor.lhs()))) any = xor.rhs();
        else return null;
        ops.add(x);
        List<Value> leaves = new ArrayList<>();
        collectOr(any, leaves, ops);
        return leaves;
    }

    private static void collectOr(Value v, List<Value> leaves, List<Operation> ops) {
        Operation d = v.definingOp();
        if (d != null && ArithOps.OriOp.isa(d) && d.parentBlock() == ops.get(0).parentBlock()) {
            ops.add(d);
            ArithOps.OriOp or = new ArithOps.OriOp(d);
            collectOr(or.lhs(), leaves, ops);
            collectOr(or.rhs(), leaves, ops);
        } else {
            leaves.add(v);
        }
    }

    /**
     * The guarded step of the iv at position {@code k}: the after-region yields result #j of
     * {@code scf.if !(flags') {..; %n = arith.addi %i, %s; ..; scf.yield .., %n, ..} else {scf.yield .., %i, ..}}
     * where {@code flags'} are values the after-region yields at some of the positions {@code flags}
     * (the step after a break: {@code scf.if (!brk) { i + 1 } else { i }}), or the same nested: a
     * then-region may itself yield such an if's result, tested on flags the then-region yields (for
     * {@code if (..) return; if (..) break; i++;}). So when no flag the loop tests is set, the step
     * ran. Returns the {@code addi}/{@code subi} producing {@code %n}, or null.
     */
    static Operation guardedStep(Block after, Operation yield, int k, List<Integer> flags) {
        Set<Value> stops = new HashSet<>();
        for (int f : flags) stops.add(yield.operand(f));
        return guardedStep(after, yield.operand(k), after.argument(k), stops);
    }

    /**
     * {@code v} (a value of {@code block}) is {@code i + s} whenever all values of {@code stops} are
     * false: an addi/subi of {@code i} in the block, or the result of an scf.if on {@code !(some stops)}
     * that yields {@code i} in its else-region and such a value in its then-region.
     */
    private static Operation guardedStep(Block block, Value v, Value i, Set<Value> stops) {
        Operation d = v.definingOp();
        if (d == null || d.parentBlock() != block) return null;
        if (ArithOps.AddiOp.isa(d) || ArithOps.SubiOp.isa(d)) return d;
        if (!ScfOps.IfOp.isa(d) || d.numRegions() != 2 || d.region(0).numBlocks() != 1 || d.region(1).numBlocks() != 1) return null;
        Block then = d.region(0).entryBlock();
        Operation ty = Ir.terminator(then), ey = Ir.terminator(d.region(1).entryBlock());
        if (ty == null || ey == null || !ScfOps.YieldOp.isa(ty) || !ScfOps.YieldOp.isa(ey)) return null;
        int j = ((OpResult) v).index();
        if (ey.operand(j) != i) return null;
        List<Value> tested = negatedOr(new ScfOps.IfOp(d).condition(), new ArrayList<>());
        if (tested == null || !stops.containsAll(tested)) return null;
        // in the then-region (taken when none is set), the flags are the values it yields for them
        Set<Value> inner = new HashSet<>(stops);
        for (OpResult r : d.results()) if (stops.contains(r)) inner.add(ty.operand(r.index()));
        return guardedStep(then, ty.operand(j), i, inner);
    }

    private static Boolean boolConst(Value v) {
        Operation d = v.definingOp();
        if (d == null || !ArithOps.ConstantOp.isa(d) || !BuiltinTypes.I1.equals(v.type())) return null;
        return switch (d.attr("value")) {
            case IntegerAttr ia -> ia.longValue() != 0;
            case BoolAttr ba -> ba.value();
            case null, default -> null;
        };
    }
}
