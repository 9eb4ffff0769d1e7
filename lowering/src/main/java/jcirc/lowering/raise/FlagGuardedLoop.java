package jcirc.lowering.raise;

import jcirc.dialect.builtin.BuiltinAttrs.BoolAttr;
import jcirc.dialect.builtin.BuiltinAttrs.IntegerAttr;
import jcirc.dialect.builtin.BuiltinTypes;
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
        if (cond == null || !cond.is("scf.condition")) return null;
        Operation gi = cond.operand(0).definingOp();
        if (gi == null || !gi.is("scf.if") || gi.parentBlock() != before || gi.numResults() != 1
                || gi.numRegions() != 2 || gi.region(0).numBlocks() != 1 || gi.region(1).numBlocks() != 1) return null;
        Block then = gi.region(0).entryBlock(), els = gi.region(1).entryBlock();
        Operation ty = Ir.terminator(then), ey = Ir.terminator(els);
        if (ty == null || !ty.is("scf.yield") || ey == null || !ey.is("scf.yield") || ey.numOperands() != 1) return null;
        // else: only constants, yielding false
        if (!Boolean.FALSE.equals(boolConst(ey.operand(0)))) return null;
        for (Operation o : Ir.body(els)) if (!o.is("arith.constant")) return null;
        List<Operation> guardOps = new ArrayList<>();
        List<Value> leaves = negatedOr(gi.operand(0), guardOps);
        if (leaves == null) return null;
        List<Integer> flags = new ArrayList<>();
        for (Value v : leaves) {
            if (!(v instanceof BlockArgument a) || a.owner() != before || flags.contains(a.index())) return null;
            flags.add(a.index());
        }
        Set<Operation> ops = new HashSet<>(guardOps);
        for (Operation o : guardOps) for (Value v : o.operands()) {
            Operation d = v.definingOp();
            if (d != null && d.is("arith.constant") && d.parentBlock() == before) ops.add(d);
        }
        // the before-region holds nothing else
        for (Operation o : before.operations()) if (o != gi && o != cond && !ops.contains(o) && !o.is("arith.constant")) return null;
        for (Operation o : guardOps) if (o.parentBlock() != before) return null;
        return new Condition(gi, then, ty.operand(0), flags, ops);
    }

    /**
     * The leaves {@code f1, f2, ...} of {@code !(f1 | f2 | ...)} written as
     * {@code arith.xori (arith.ori (arith.ori f1, f2), f3), true} (ops collected into {@code ops}), or null.
     */
    static List<Value> negatedOr(Value g, List<Operation> ops) {
        Operation x = g.definingOp();
        if (x == null || !x.is("arith.xori") || !BuiltinTypes.I1.equals(g.type())) return null;
        Value any;
        if (Boolean.TRUE.equals(boolConst(x.operand(1)))) any = x.operand(0);
        else if (Boolean.TRUE.equals(boolConst(x.operand(0)))) any = x.operand(1);
        else return null;
        ops.add(x);
        List<Value> leaves = new ArrayList<>();
        collectOr(any, leaves, ops);
        return leaves;
    }

    private static void collectOr(Value v, List<Value> leaves, List<Operation> ops) {
        Operation d = v.definingOp();
        if (d != null && d.is("arith.ori") && d.parentBlock() == ops.get(0).parentBlock()) {
            ops.add(d);
            collectOr(d.operand(0), leaves, ops);
            collectOr(d.operand(1), leaves, ops);
        } else {
            leaves.add(v);
        }
    }

    /**
     * The guarded step of the iv at position {@code k}: the after-region yields result #j of
     * {@code scf.if !(flags') {..; %n = arith.addi %i, %s; ..; scf.yield .., %n, ..} else {scf.yield .., %i, ..}}
     * where {@code flags'} are values the after-region yields at some of the positions {@code flags}.
     * Returns the {@code addi}/{@code subi} producing {@code %n}, or null.
     */
    static Operation guardedStep(Block after, Operation yield, int k, List<Integer> flags) {
        if (!(yield.operand(k) instanceof OpResult r)) return null;
        Operation si = r.owner();
        if (!si.is("scf.if") || si.parentBlock() != after || si.numRegions() != 2
                || si.region(0).numBlocks() != 1 || si.region(1).numBlocks() != 1) return null;
        Operation ty = Ir.terminator(si.region(0).entryBlock()), ey = Ir.terminator(si.region(1).entryBlock());
        if (ty == null || ey == null || !ty.is("scf.yield") || !ey.is("scf.yield")) return null;
        int j = r.index();
        if (ey.operand(j) != after.argument(k)) return null;
        Operation add = ty.operand(j).definingOp();
        if (add == null || add.parentBlock() != si.region(0).entryBlock()) return null;
        List<Value> stops = negatedOr(si.operand(0), new ArrayList<>());
        if (stops == null) return null;
        // not stopped (no flag the loop tests is set) implies the step ran
        for (Value s : stops) {
            boolean isFlag = false;
            for (int f : flags) if (yield.operand(f) == s) isFlag = true;
            if (!isFlag) return null;
        }
        return add;
    }

    private static Boolean boolConst(Value v) {
        Operation d = v.definingOp();
        if (d == null || !d.is("arith.constant") || !BuiltinTypes.I1.equals(v.type())) return null;
        return switch (d.attr("value")) {
            case IntegerAttr ia -> ia.longValue() != 0;
            case BoolAttr ba -> ba.value();
            case null, default -> null;
        };
    }
}
