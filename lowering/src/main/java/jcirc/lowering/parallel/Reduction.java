package jcirc.lowering.parallel;

import jcirc.dialect.arith.ArithOps;
import jcirc.dialect.llvm.LLVMOps;
import jcirc.dialect.scf.ScfOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinTypes;
import jcirc.ir.Block;
import jcirc.ir.Operation;
import jcirc.ir.Value;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A loop-carried scalar of an {@code scf.for} recognised as a reduction: the value yielded for
 * iter_arg {@code %acc} combines {@code %acc} with a value {@code x} computed from the iteration
 * alone, by an associative and commutative op ({@code combiner}, an arith op name):
 * <pre>
 *   s += a[i]                      %y = arith.addi %acc, %x          addi (also muli andi ori xori)
 *   m = a[i] > m ? a[i] : m        %y = arith.select (cmpi sgt %x, %acc), %x, %acc      maxsi
 *   if (a[i] > m) m = a[i];        %y = scf.if (cmpi sgt %x, %acc) -> i32 { yield a[i] } else { yield %acc }
 *   float s += x[i]                arith.addf / mulf: only with fast math (reassociation changes rounding)
 * </pre>
 * {@code patternOps} are the ops that go away (the combining op, select or if, and the compare
 * when it has no other use); {@code %acc} may have no other use.
 */
record Reduction(int index, String combiner, Value value, List<Operation> patternOps) {

    private static final Set<String> INT_COMBINERS = Set.of(ArithOps.AddiOp.NAME, ArithOps.MuliOp.NAME, ArithOps.AndiOp.NAME, ArithOps.OriOp.NAME,
            ArithOps.XoriOp.NAME, ArithOps.MaxsiOp.NAME, ArithOps.MinsiOp.NAME, ArithOps.MaxuiOp.NAME, ArithOps.MinuiOp.NAME);
    private static final Set<String> FLOAT_COMBINERS = Set.of(ArithOps.AddfOp.NAME, ArithOps.MulfOp.NAME);

    /** Matches iter_arg {@code index} of {@code loop}, or returns null. */
    static Reduction match(Operation loop, int index, LoopFacts facts, boolean fastMath) {
        Block body = loop.region(0).entryBlock();
        Value acc = body.argument(1 + index);
        Value y = body.terminator().operand(index);
        Operation op = y.definingOp();
        if (op == null || op.parentBlock() != body || !y.hasOneUse()) return null;
        Reduction r = null;
        if (INT_COMBINERS.contains(op.name()) || fastMath && FLOAT_COMBINERS.contains(op.name())) {
            if (op.attr("fastmath") != null && !fastMath) return null;
            Value lhs = op.view() instanceof ArithOps.IntBinaryOp ib ? ib.lhs() : ((ArithOps.FloatBinaryOp) op.view()).lhs();
            Value rhs = op.view() instanceof ArithOps.IntBinaryOp ib ? ib.rhs() : ((ArithOps.FloatBinaryOp) op.view()).rhs();
            Value x = lhs == acc ? rhs : rhs == acc ? lhs : null;
            if (x != null && x != acc) r = new Reduction(index, op.name(), x, List.of(op));
        } else if (ArithOps.SelectOp.isa(op)) {
            ArithOps.SelectOp sel = new ArithOps.SelectOp(op);
            r = minMax(index, op, sel.condition(), sel.trueValue(), sel.falseValue(), acc, facts, List.of(op));
        } else if (ScfOps.IfOp.isa(op) && op.numResults() == 1 && op.numRegions() == 2 && !op.region(1).isEmpty()) {
            Value t = branchValue(op.region(0).entryBlock(), acc), e = branchValue(op.region(1).entryBlock(), acc);
            if (t != null && e != null) r = minMax(index, op, new ScfOps.IfOp(op).condition(), t, e, acc, facts, List.of(op));
        }
        if (r == null || dependsOn(r.value, acc)) return null;
        for (Operation user : acc.users())
            if (!r.owns(user)) return null;
        return r;
    }

    /** Whether {@code user} is (inside) one of the pattern ops. */
    private boolean owns(Operation user) {
        for (Operation p : patternOps) if (p == user || p.isAncestorOf(user)) return true;
        return false;
    }

    /** The value a side-effect-free branch yields (ops before the yield: pure ops and loads only). */
    private static Value branchValue(Block b, Value acc) {
        for (Operation o : b.operations()) {
            if (ScfOps.YieldOp.match(o).orElse(null) instanceof ScfOps.YieldOp y) return y.values().size() == 1 ? y.values().get(0) : null;
            if (!LoopFacts.isPureValueOp(o) && !(LLVMOps.LoadOp.isa(o) && !o.hasAttr("volatile_") && !o.hasAttr("ordering")))
                return null;
        }
        return null;
    }

    // select(cmpi pred(u, w), p, q) with {u, w} = {x, acc} and {p, q} = {x', acc}, x' equivalent to x
    private static Reduction minMax(int index, Operation op, Value cond, Value p, Value q, Value acc, LoopFacts facts,
                                    List<Operation> ops) {
        Operation cmp = cond.definingOp();
        if (cmp == null || !ArithOps.CmpiOp.isa(cmp) || !(cmp.attr("predicate") instanceof BuiltinAttrs.EnumAttr e)) return null;
        if (!(acc.type() instanceof BuiltinTypes.IntegerType)) return null;
        String pred = e.value();
        Value x;
        ArithOps.CmpiOp cmpi = new ArithOps.CmpiOp(cmp);
        if (cmpi.rhs() == acc && cmpi.lhs() != acc) x = cmpi.lhs();
        else if (cmpi.lhs() == acc && cmpi.rhs() != acc) { x = cmpi.rhs(); pred = swap(pred); }
        else return null;
        boolean takeXWhenTrue;
        if (q == acc && p != acc && facts.equivalent(p, x)) takeXWhenTrue = true;
        else if (p == acc && q != acc && facts.equivalent(q, x)) takeXWhenTrue = false;
        else return null;
        // pred is now "x PRED acc"; taking x when x > acc is max, when x < acc min
        Boolean greater = switch (pred) {
            case "sgt", "sge", "ugt", "uge" -> true;
            case "slt", "sle", "ult", "ule" -> false;
            default -> null;   // eq / ne: not a min or max
        };
        if (greater == null) return null;
        boolean max = greater == takeXWhenTrue;
        boolean unsigned = pred.startsWith("u");
        String combiner = "arith." + (max ? "max" : "min") + (unsigned ? "ui" : "si");
        List<Operation> all = new ArrayList<>(ops);
        if (cond.hasOneUse()) all.add(cmp);
        return new Reduction(index, combiner, x, all);
    }

    private static String swap(String pred) {
        return switch (pred) {
            case "sgt" -> "slt"; case "slt" -> "sgt"; case "sge" -> "sle"; case "sle" -> "sge";
            case "ugt" -> "ult"; case "ult" -> "ugt"; case "uge" -> "ule"; case "ule" -> "uge";
            default -> pred;
        };
    }

    /** Whether {@code v} is computed from {@code acc} (through ops of the loop body). */
    private static boolean dependsOn(Value v, Value acc) { return dependsOn(v, acc, new java.util.HashSet<>()); }

    private static boolean dependsOn(Value v, Value acc, Set<Value> seen) {
        if (v == acc) return true;
        Operation op = v.definingOp();
        if (op == null || !seen.add(v)) return false;
        for (Value o : op.operands()) if (dependsOn(o, acc, seen)) return true;
        boolean[] found = {false};
        for (var r : op.regions()) r.walk(inner -> { for (Value o : inner.operands()) if (o == acc) found[0] = true; });
        return found[0];
    }
}
