package jcirc.lowering.raise;

import jcirc.dialect.builtin.BuiltinAttrs.EnumAttr;
import jcirc.dialect.builtin.BuiltinAttrs.IntegerAttr;
import jcirc.dialect.builtin.BuiltinTypes;
import jcirc.ir.*;
import jcirc.ir.pass.Pass;

import java.util.*;

/**
 * {@code scf-uplift-while-to-for}: a counted {@code scf.while} becomes {@code scf.for}.
 *
 * <pre>
 *   %r:2 = scf.while (%i = %lb, %s = %s0) : (i32, i32) -> (i32, i32) {
 *     %c = arith.cmpi slt, %i, %ub : i32                 (%ub defined outside the loop)
 *     scf.condition(%c) %i, %s : i32, i32
 *   } do {
 *   ^bb0(%i1: i32, %s1: i32):
 *     ...body...
 *     %n = arith.addi %i1, %c1 : i32                     (constant step > 0)
 *     scf.yield %n, %t : i32, i32
 *   }
 * ->
 *   %s = scf.for %i = %lb to %ub step %c1 iter_args(%s1 = %s0) -> (i32) : i32 { ...body...; scf.yield %t : i32 }
 *   %i_final = arith.maxsi %lb, %ub : i32                (step 1; otherwise the last i + step is carried)
 * </pre>
 *
 * {@code <=} uses {@code ub + 1} when {@code ub} is a constant below the type's maximum;
 * {@code ult}/{@code ule}/{@code ne} only with constant bounds that make them equivalent to a signed
 * {@code <} (scf.for compares signed). Other loops stay {@code scf.while}.
 */
public final class UpliftWhileToFor implements Pass {
    public static final String NAME = "scf-uplift-while-to-for";

    private int uplifted;

    @Override public String name() { return NAME; }

    /** Loops turned into scf.for by the last run. */
    public int upliftedCount() { return uplifted; }

    @Override public void run(Operation module) {
        uplifted = 0;
        // innermost first, so rebuilt parents see the final inner ops
        List<Operation> whiles = new ArrayList<>();
        module.walk(o -> { if (o.is("scf.while")) whiles.add(o); });
        for (Operation w : whiles) if (w.parentBlock() != null && tryUplift(w)) uplifted++;
    }

    private record Match(int k, Value ub, long step, Value stepValue, Operation cmp) {}

    static boolean tryUplift(Operation w) {
        Match m = match(w);
        if (m == null) return false;
        rewrite(w, m);
        return true;
    }

    private static Match match(Operation w) {
        if (w.region(0).numBlocks() != 1 || w.region(1).numBlocks() != 1) return null;
        Block before = w.region(0).entryBlock(), after = w.region(1).entryBlock();
        int n = w.numOperands();
        if (before.numArguments() != n || after.numArguments() != n || w.numResults() != n) return null;
        Operation cond = Ir.terminator(before);
        if (cond == null || !cond.is("scf.condition") || cond.numOperands() != n + 1) return null;
        for (int i = 0; i < n; i++) if (cond.operand(i + 1) != before.argument(i)) return null;
        // the before-region: constants, one cmpi, the condition
        Operation cmp = cond.operand(0).definingOp();
        if (cmp == null || !cmp.is("arith.cmpi") || cmp.parentBlock() != before) return null;
        for (Operation o : before.operations()) if (o != cmp && o != cond && !o.is("arith.constant")) return null;
        String pred = cmp.attr("predicate") instanceof EnumAttr e ? e.value() : null;
        if (pred == null) return null;
        Value lhs = cmp.operand(0), rhs = cmp.operand(1);
        if (!(lhs instanceof BlockArgument)) {
            // ub > i  is  i < ub
            Value t = lhs; lhs = rhs; rhs = t;
            pred = swap(pred);
        }
        if (!(lhs instanceof BlockArgument ba) || ba.owner() != before) return null;
        int k = ba.index();
        if (!BuiltinTypes.isIntOrIndex(lhs.type())) return null;
        if (!invariant(rhs, w)) return null;
        // the iv's only use in the before-region is the compare (and the forwarding)
        for (OpOperand u : lhs.uses()) if (u.owner() != cmp && u.owner() != cond) return null;
        for (int i = 0; i < n; i++)
            if (i != k) for (OpOperand u : before.argument(i).uses()) if (u.owner() != cond) return null;
        // after-region: yield #k = addi %x_k, %step
        Operation y = Ir.terminator(after);
        if (y == null || !y.is("scf.yield") || y.numOperands() != n) return null;
        Operation add = y.operand(k).definingOp();
        if (add == null || !add.is("arith.addi") || add.parentBlock() != after) return null;
        Value stepV;
        if (add.operand(0) == after.argument(k)) stepV = add.operand(1);
        else if (add.operand(1) == after.argument(k)) stepV = add.operand(0);
        else return null;
        Long step = constant(stepV);
        if (step == null || step <= 0) return null;
        if (!pred.equals("slt") && !pred.equals("sle") && !pred.equals("ult") && !pred.equals("ule") && !pred.equals("ne"))
            return null;
        Long lb = constant(w.operand(k)), ubc = constant(rhs);
        int width = lhs.type() instanceof BuiltinTypes.IntegerType it ? it.width() : 64;
        long max = width >= 64 ? Long.MAX_VALUE : (1L << (width - 1)) - 1;
        switch (pred) {
            case "sle" -> { if (ubc == null || ubc >= max) return null; }
            case "ult", "ule" -> {
                if (lb == null || ubc == null || lb < 0 || ubc < 0 || (pred.equals("ule") && ubc >= max)) return null;
            }
            case "ne" -> {
                if (lb == null || ubc == null || step != 1 || lb > ubc) return null;
            }
            default -> { }
        }
        return new Match(k, rhs, step, stepV, cmp);
    }

    private static String swap(String p) {
        return switch (p) {
            case "sgt" -> "slt"; case "sge" -> "sle"; case "ugt" -> "ult"; case "uge" -> "ule";
            case "slt" -> "sgt"; case "sle" -> "sge"; case "ult" -> "ugt"; case "ule" -> "uge";
            default -> p;
        };
    }

    /** Defined outside {@code loop}, or a constant (which can be re-created outside). */
    private static boolean invariant(Value v, Operation loop) {
        if (constant(v) != null) return true;
        Block b = v.parentBlock();
        Operation owner = b == null ? null : b.parentOp();
        return owner == null || !loop.isAncestorOf(owner) && owner != loop;
    }

    private static Long constant(Value v) {
        Operation d = v.definingOp();
        if (d != null && d.is("arith.constant") && d.attr("value") instanceof IntegerAttr ia) return ia.longValue();
        return null;
    }

    private static Value materialize(Builder b, Value v) {
        Long c = constant(v);
        return c == null ? v : Ir.constInt(b, c, v.type());
    }

    private static void rewrite(Operation w, Match m) {
        Block before = w.region(0).entryBlock(), after = w.region(1).entryBlock();
        int n = w.numOperands(), k = m.k();
        Builder b = new Builder();
        b.setInsertionPoint(w);
        b.setLocation(w.location());
        Value lb = w.operand(k);
        Type t = lb.type();
        String pred = Ir.enumCase(m.cmp().attr("predicate"));
        if (!(m.cmp().operand(0) instanceof BlockArgument)) pred = swap(pred);
        Value ub = materialize(b, m.ub());
        if (pred.equals("sle") || pred.equals("ule")) ub = Ir.constInt(b, constant(m.ub()) + 1, t);
        Value step = Ir.constInt(b, m.step(), t);
        Operation y = Ir.terminator(after);
        Value next = y.operand(k);
        boolean finalUsed = w.result(k).hasUses();
        boolean carryFinal = finalUsed && m.step() != 1;

        List<Value> operands = new ArrayList<>(List.of(lb, ub, step));
        List<Type> resultTypes = new ArrayList<>();
        for (int i = 0; i < n; i++) if (i != k) { operands.add(w.operand(i)); resultTypes.add(w.operand(i).type()); }
        if (carryFinal) { operands.add(lb); resultTypes.add(t); }
        Operation f = b.create("scf.for", operands, resultTypes, Map.of(), 1);
        Block body = f.region(0).addBlock();
        Value iv = body.addArgument(t);
        Map<Integer, Value> iter = new HashMap<>();
        for (int i = 0; i < n; i++) if (i != k) iter.put(i, body.addArgument(w.operand(i).type()));
        if (carryFinal) body.addArgument(t);
        for (int i = 0; i < n; i++) after.argument(i).replaceAllUsesWith(i == k ? iv : iter.get(i));
        body.absorb(after);
        List<Value> yields = new ArrayList<>();
        for (int i = 0; i < n; i++) if (i != k) yields.add(y.operand(i));
        if (carryFinal) yields.add(next);
        y.setOperands(yields);
        Operation addOp = next.definingOp();
        if (!carryFinal && !next.hasUses()) addOp.erase();

        // results: the other carried values, and the C variable's value after the loop
        int r = 0;
        for (int i = 0; i < n; i++) if (i != k) w.result(i).replaceAllUsesWith(f.result(r++));
        if (finalUsed) {
            Value fin;
            if (carryFinal) fin = f.result(r);
            else {
                b.setInsertionPointAfter(f);
                fin = b.createValue("arith.maxsi", List.of(lb, ub), t, Map.of());
            }
            w.result(k).replaceAllUsesWith(fin);
        }
        w.erase();
    }
}
