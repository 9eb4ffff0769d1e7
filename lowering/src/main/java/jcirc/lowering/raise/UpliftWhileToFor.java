package jcirc.lowering.raise;

import jcirc.dialect.arith.ArithOps;
import jcirc.dialect.scf.ScfOps;
import jcirc.ir.BuiltinAttrs.EnumAttr;
import jcirc.ir.BuiltinAttrs.IntegerAttr;
import jcirc.ir.BuiltinTypes;
import jcirc.lowering.util.Ir;
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
 * {@code <} (scf.for compares signed). A loop whose body may break or return (flags in its
 * condition, {@link FlagGuardedLoop}) becomes a guarded scf.for ({@link #rewriteGuarded}) whose
 * iterations do nothing once a flag is set. Other loops stay {@code scf.while}.
 */
public final class UpliftWhileToFor implements jcirc.ir.pass.LocalPass {
    public static final String NAME = "scf-uplift-while-to-for";

    private int uplifted;

    @Override public String name() { return NAME; }

    /** Loops turned into scf.for by the last run. */
    public int upliftedCount() { return uplifted; }

    /** One top-level op at a time (jcirc.ir.pass.LocalPass): scf.while loops are rebuilt within their function, so the work on a function is {@link #run} on it. */
    @Override public Steps start(Operation module) { return this::run; }

    @Override public void run(Operation module) {
        uplifted = 0;
        // innermost first, so rebuilt parents see the final inner ops
        List<Operation> whiles = new ArrayList<>();
        module.walk(o -> { if (ScfOps.WhileOp.isa(o)) whiles.add(o); });
        for (Operation w : whiles) if (w.parentBlock() != null && tryUplift(w)) uplifted++;
    }

    /** How the C loop maps onto scf.for. */
    enum Form {
        /** {@code scf.for %i = %lb to %ub step %s : iN}: the iv is the C variable (signed compare). */
        SIGNED_UP,
        /** {@code scf.for %j = ext(lb) to ext(ub) step s} over index, {@code i = trunc(j)} (unsigned compare, width < 64). */
        INDEX_UP,
        /** {@code scf.for %j = 0 to ext(hi) - ext(lo) step s} over index, {@code i = hi - trunc(j)} (downward loops). */
        INDEX_DOWN
    }

    /**
     * A matched counted loop: iv position {@code k}, the form, the bound (and its value when it is a
     * constant, in the iv's type), the step magnitude (constant, or null with {@code stepValue} for a loop-invariant
     * step that is versioned on being positive), whether the ub is the bound plus one, and whether the
     * index form extends signed.
     */
    private record Match(int k, Form form, Value bound, Long boundConst, Long step, Value stepValue, boolean plusOne, boolean signedExt,
                         List<Integer> flags) {
        Match(int k, Form form, Value bound, Long boundConst, Long step, Value stepValue, boolean plusOne, boolean signedExt) {
            this(k, form, bound, boundConst, step, stepValue, plusOne, signedExt, List.of());
        }

        /** A loop with break/return flags: the scf.for runs guarded iterations ({@link #rewriteGuarded}). */
        boolean guarded() { return !flags.isEmpty(); }

        Match withFlags(List<Integer> fs) { return new Match(k, form, bound, boundConst, step, stepValue, plusOne, signedExt, fs); }

        Match as(Form f, boolean signed) { return new Match(k, f, bound, boundConst, step, stepValue, plusOne, signed, flags); }
    }

    /** Pure, non-trapping arith ops that can move out of a loop when their operands are defined outside it. */
    private static final Set<String> HOISTABLE = Set.of(ArithOps.ConstantOp.NAME, ArithOps.AddiOp.NAME, ArithOps.SubiOp.NAME, ArithOps.MuliOp.NAME,
            ArithOps.ExtsiOp.NAME, ArithOps.ExtuiOp.NAME, ArithOps.TrunciOp.NAME, ArithOps.IndexCastOp.NAME, ArithOps.IndexCastuiOp.NAME, ArithOps.AndiOp.NAME,
            ArithOps.OriOp.NAME, ArithOps.XoriOp.NAME, ArithOps.ShliOp.NAME);

    /**
     * Moves loop-invariant pure ops of the before-region (a bound such as {@code 0 - 2} not yet
     * folded, or {@code n - 1}) in front of a matched loop, so the bound is defined outside it.
     */
    private static void hoistInvariants(Operation w) {
        for (Operation o : condBlock(w).operations()) if (hoistable(o, w)) o.moveBefore(w);
    }

    /**
     * The block holding the loop's compare: the before-region, or for a loop with break/return flags the
     * then-block of its {@code scf.if (!flags) -> i1 { cond } else { false }}.
     */
    private static Block condBlock(Operation w) {
        Block before = w.region(0).entryBlock();
        Operation cond = Ir.terminator(before);
        if (cond != null && ScfOps.ConditionOp.isa(cond) && cond.numOperands() > 0
                && new ScfOps.ConditionOp(cond).condition().definingOp() instanceof Operation gi && ScfOps.IfOp.isa(gi) && gi.parentBlock() == before) {
            FlagGuardedLoop.Condition gc = FlagGuardedLoop.condition(w);
            if (gc != null) return gc.condBlock();
        }
        return before;
    }

    static boolean tryUplift(Operation w) {
        Match m = match(w);
        if (m == null) return false;
        hoistInvariants(w);
        if (m.guarded()) rewriteGuarded(w, m);
        else if (m.step() == null) versionOnPositiveStep(w, m);
        else rewrite(w, m);
        return true;
    }

    private static Match match(Operation w) {
        if (w.region(0).numBlocks() != 1 || w.region(1).numBlocks() != 1) return null;
        Block before = w.region(0).entryBlock(), after = w.region(1).entryBlock();
        int n = w.numOperands();
        if (before.numArguments() != n || after.numArguments() != n || w.numResults() != n) return null;
        Operation cond = Ir.terminator(before);
        if (cond == null || !ScfOps.ConditionOp.isa(cond) || cond.numOperands() != n + 1) return null;
        for (int i = 0; i < n; i++) if (cond.operand(i + 1) != before.argument(i)) return null;
        // the before-region: constants, one cmpi, the condition; with break/return flags the cmpi is
        // in the then-block of  scf.if (!flags) -> i1 { ..; cmpi } else { false }
        FlagGuardedLoop.Condition gc = FlagGuardedLoop.condition(w);
        Block condBlock = gc != null ? gc.condBlock() : before;
        Operation condEnd = gc != null ? Ir.terminator(condBlock) : cond;
        List<Integer> flags = gc != null ? gc.flags() : List.of();
        Operation cmp = condEnd.operand(0).definingOp();   // scf.condition's or scf.yield's first operand
        if (cmp == null || !ArithOps.CmpiOp.isa(cmp) || cmp.parentBlock() != condBlock) return null;
        ArithOps.CmpiOp cmpi = new ArithOps.CmpiOp(cmp);
        String pred = cmpi.predicateAttr() instanceof EnumAttr e ? e.value() : null;
        if (pred == null) return null;
        Value lhs = cmpi.lhs(), rhs = cmpi.rhs();
        if (!(ivOrExt(lhs, before, condBlock) != null)) {
            // ub > i  is  i < ub
            Value t = lhs; lhs = rhs; rhs = t;
            pred = swap(pred);
        }
        // `(long) i < 10`: a compare of the extended iv with a constant that fits the iv's type
        Operation ext = lhs.definingOp() != null && lhs.definingOp().parentBlock() == condBlock ? lhs.definingOp() : null;
        lhs = ivOrExt(lhs, before, condBlock);
        if (lhs == null) return null;
        int k = ((BlockArgument) lhs).index();
        if (flags.contains(k)) return null;
        if (!(lhs.type() instanceof BuiltinTypes.IntegerType it)) return null;
        int width = it.width();
        for (Operation o : condBlock.operations()) if (o != cmp && o != condEnd && o != ext && !hoistable(o, w)) return null;
        Operation y = Ir.terminator(after);
        if (y == null || !ScfOps.YieldOp.isa(y) || y.numOperands() != n) return null;
        // a bound carried unchanged through the loop (`for (i = 0, n = 10; i < n; ...)`) is its initial value
        Value bound = rhs;
        int r = -1;
        if (rhs instanceof BlockArgument rb && rb.owner() == before) {
            r = rb.index();
            if (r == k || flags.contains(r) || y.operand(r) != after.argument(r)) return null;
            bound = w.operand(r);
        }
        if (!invariant(bound, w)) return null;
        Long boundConst = constant(bound);
        if (ext != null) {
            if (boundConst == null) return null;
            int from = width;
            boolean signedPred = pred.startsWith("s"), unsignedPred = pred.startsWith("u");
            if (ArithOps.ExtsiOp.isa(ext)) {
                if (unsignedPred || from >= 64 || boundConst < -(1L << (from - 1)) || boundConst > (1L << (from - 1)) - 1) return null;
            } else {
                if (from >= 64 || boundConst < 0 || boundConst > (1L << from) - 1) return null;
                // (long) u < 10 with u unsigned: a zero-extended value compares like u <u 10
                if (signedPred) pred = "u" + pred.substring(1);
            }
            for (OpOperand u : ext.result(0).uses()) if (u.owner() != cmp) return null;
            boundConst = wrap(boundConst, from);
        }
        // the iv's only use in the before-region is the compare (and the forwarding)
        for (OpOperand u : lhs.uses()) if (u.owner() != (ext != null ? ext : cmp) && u.owner() != cond) return null;
        for (int i = 0; i < n; i++)
            if (i != k) for (OpOperand u : before.argument(i).uses())
                if (u.owner() != cond && !(i == r && u.owner() == cmp) && !(flags.contains(i) && gc.guardOps().contains(u.owner()))) return null;
        // after-region: yield #k = addi %x_k, %step  (or subi %x_k, %c); with flags also
        // scf.if (!flags') { addi %x_k, %step } else { %x_k }
        Operation add = y.operand(k).definingOp();
        if (add != null && ScfOps.IfOp.isa(add) && !flags.isEmpty()) add = FlagGuardedLoop.guardedStep(after, y, k, flags);
        else if (add != null && add.parentBlock() != after) add = null;
        if (add == null) return null;
        Value stepV;
        boolean negate = false;
        Value iv = after.argument(k);
        switch (add.view()) {
            case ArithOps.AddiOp a when a.lhs() == iv -> stepV = a.rhs();
            case ArithOps.AddiOp a when a.rhs() == iv -> stepV = a.lhs();
            case ArithOps.SubiOp sub when sub.lhs() == iv -> { stepV = sub.rhs(); negate = true; }
            default -> { return null; }
        }
        Match m = classify(w, k, pred, bound, boundConst, stepV, negate, width);
        if (m == null || flags.isEmpty()) return m;
        return noOverflowAfterExit(m.withFlags(flags), w, width);
    }

    /**
     * With flags, the scf.for keeps stepping its iv (through identity iterations) after a break up to
     * the bound, where the C loop stops: the iv must not overflow even where C's {@code i += s} would
     * (undefined in C, but only if C got there). A signed iv is safe with step 1 and {@code <}
     * ({@code iv < ub <= MAX}), or with a constant bound {@code ub + s - 1 <= MAX}; otherwise the
     * loop runs over index (sign-extended, width < 64), where nothing overflows. A versioned
     * (non-constant) step stays while.
     */
    private static Match noOverflowAfterExit(Match m, Operation w, int width) {
        if (m.step() == null) return null;
        if (m.form() != Form.SIGNED_UP) return m;
        long smax = width >= 64 ? Long.MAX_VALUE : (1L << (width - 1)) - 1;
        Long c = m.boundConst();
        if (c != null && !(m.plusOne() && c >= smax)) {
            long ub = c + (m.plusOne() ? 1 : 0);
            if (ub <= smax - m.step() + 1) return m;
        }
        if (m.step() == 1 && !m.plusOne()) return m;
        return width < 64 ? m.as(Form.INDEX_UP, true) : null;
    }

    /** The for form of a loop: predicate, bound and step (the iv at position {@code k}) -> Match, or null. */
    private static Match classify(Operation w, int k, String pred, Value bound, Long boundConst, Value stepV, boolean negate, int width) {
        Long stepC = constant(stepV);
        if (stepC == null) {
            // a loop-invariant step (i += k): only upward signed `<` / `<=`, versioned on k > 0
            if (negate || !invariant(stepV, w) || !(pred.equals("slt") || pred.equals("sle"))) return null;
            return new Match(k, Form.SIGNED_UP, bound, boundConst, null, stepV, pred.equals("sle"), true);
        }
        long step = negate ? -stepC : stepC;
        if (step == 0 || step == Long.MIN_VALUE) return null;
        Long lb = constant(w.operand(k)), ubc = boundConst;
        long smax = width >= 64 ? Long.MAX_VALUE : (1L << (width - 1)) - 1;
        long umax = width >= 64 ? -1L : (1L << width) - 1;
        boolean indexOk = width < 64;
        if (step > 0) {
            switch (pred) {
                case "slt" -> { return new Match(k, Form.SIGNED_UP, bound, boundConst, step, null, false, true); }
                // i <= n: n + 1 wraps only when i would overflow (undefined in C for a signed i)
                case "sle" -> { return new Match(k, Form.SIGNED_UP, bound, boundConst, step, null, true, true); }
                case "ne" -> {
                    // i != ub from a constant lb <= ub that ub - lb is a multiple of the step: the same as i < ub
                    if (lb != null && ubc != null && lb <= ubc && (ubc - lb) % step == 0) return new Match(k, Form.SIGNED_UP, bound, boundConst, step, null, false, true);
                    return null;
                }
                case "ult", "ule" -> {
                    boolean le = pred.equals("ule");
                    // constant bounds in the signed range: a plain signed loop
                    if (lb != null && ubc != null && lb >= 0 && ubc >= 0 && ubc < smax - step)
                        return new Match(k, Form.SIGNED_UP, bound, boundConst, step, null, le, true);
                    if (!indexOk) return null;
                    // unsigned: over index (zero-extended); i + step must not wrap while i < ub
                    if (le && (ubc == null || ubc == umax || ubc == -1)) return null;
                    long ubv = ubc == null ? umax : (ubc & umax) + (le ? 1 : 0);
                    if (step != 1 && ubv + step - 1 > umax) return null;
                    return new Match(k, Form.INDEX_UP, bound, boundConst, step, null, le, false);
                }
                default -> { return null; }
            }
        }
        long s = -step;
        if (!indexOk) return null;
        Long lo = ubc;
        return switch (pred) {
            // i > lo; i -= s  /  i >= lo: i - s below the signed minimum is undefined in C
            case "sgt" -> new Match(k, Form.INDEX_DOWN, bound, boundConst, s, null, false, true);
            case "sge" -> new Match(k, Form.INDEX_DOWN, bound, boundConst, s, null, true, true);
            // unsigned: i - s must not wrap while i > lo (i >= lo)
            case "ugt" -> s == 1 || (lo != null && (lo & umax) >= s - 1) ? new Match(k, Form.INDEX_DOWN, bound, boundConst, s, null, false, false) : null;
            case "uge" -> lo != null && (lo & umax) >= s ? new Match(k, Form.INDEX_DOWN, bound, boundConst, s, null, true, false) : null;
            // i != 0; i--: the same as i > 0 (unsigned; for a signed i a negative start is undefined)
            case "ne" -> s == 1 && lo != null && lo == 0 ? new Match(k, Form.INDEX_DOWN, bound, boundConst, s, null, false, false) : null;
            default -> null;
        };
    }

    /** The before-region argument {@code v} is, or is the only operand of (extsi/extui in {@code condBlock}); else null. */
    private static Value ivOrExt(Value v, Block before, Block condBlock) {
        if (v instanceof BlockArgument a) return a.owner() == before ? a : null;
        Operation d = v.definingOp();
        if (d != null && d.parentBlock() == condBlock && (ArithOps.ExtsiOp.isa(d) || ArithOps.ExtuiOp.isa(d))
                && ((ArithOps.CastOp) d.view()).in() instanceof BlockArgument a && a.owner() == before) return a;
        return null;
    }

    private static String swap(String p) {
        return switch (p) {
            case "sgt" -> "slt"; case "sge" -> "sle"; case "ugt" -> "ult"; case "uge" -> "ule";
            case "slt" -> "sgt"; case "sle" -> "sge"; case "ult" -> "ugt"; case "ule" -> "uge";
            default -> p;
        };
    }

    /** A pure op of the before-region whose operands are loop-invariant. */
    private static boolean hoistable(Operation o, Operation loop) {
        if (o.numRegions() > 0 || o.parentBlock() != condBlock(loop)) return false;
        // a constant expression (including a division by a nonzero constant) folds to a constant
        if (!HOISTABLE.contains(o.name()) && !(o.numResults() == 1 && constant(o.result(0)) != null)) return false;
        for (Value v : o.operands()) if (!invariant(v, loop)) return false;
        return true;
    }

    /** Defined outside {@code loop}, a constant (which can be re-created outside), or a hoistable op's result. */
    private static boolean invariant(Value v, Operation loop) {
        if (constant(v) != null) return true;
        if (v.definingOp() != null && hoistable(v.definingOp(), loop)) return true;
        Block b = v.parentBlock();
        Operation owner = b == null ? null : b.parentOp();
        return owner == null || !loop.isAncestorOf(owner) && owner != loop;
    }

    /**
     * The value of an integer constant expression: {@code arith.constant}, and ext/trunc/add/sub/mul
     * of constants (as convert-cir-to-llvm leaves them before canonicalize folds them).
     */
    private static Long constant(Value v) {
        Operation d = v.definingOp();
        if (d == null) return null;
        if (ArithOps.ConstantOp.isa(d) && d.attr("value") instanceof IntegerAttr ia) return ia.longValue();
        int w = v.type() instanceof BuiltinTypes.IntegerType it ? it.width() : 64;
        switch (d.view()) {
            case ArithOps.ExtsiOp c -> { Long k = constant(c.in()); return k == null ? null : wrap(k, w); }
            case ArithOps.TrunciOp c -> { Long k = constant(c.in()); return k == null ? null : wrap(k, w); }
            case ArithOps.ExtuiOp c -> {
                Long k = constant(c.in());
                int from = c.in().type() instanceof BuiltinTypes.IntegerType it ? it.width() : 64;
                return k == null ? null : from >= 64 ? k : k & ((1L << from) - 1);
            }
            case ArithOps.AddiOp o -> { return fold(o, w, (a, b) -> a + b); }
            case ArithOps.SubiOp o -> { return fold(o, w, (a, b) -> a - b); }
            case ArithOps.MuliOp o -> { return fold(o, w, (a, b) -> a * b); }
            // sizeof a / sizeof *a
            case ArithOps.DivuiOp o -> { return foldUnsigned(o, w, Long::divideUnsigned); }
            case ArithOps.RemuiOp o -> { return foldUnsigned(o, w, Long::remainderUnsigned); }
            case ArithOps.DivsiOp o -> { return foldSigned(o, w, (a, b) -> a / b); }
            case ArithOps.RemsiOp o -> { return foldSigned(o, w, (a, b) -> a % b); }
            default -> { return null; }
        }
    }

    private static Long fold(ArithOps.IntBinaryOp o, int w, java.util.function.LongBinaryOperator f) {
        Long a = constant(o.lhs()), b = constant(o.rhs());
        return a == null || b == null ? null : wrap(f.applyAsLong(a, b), w);
    }

    /** A constant division or remainder: none by zero, none of MIN / -1. */
    private static Long foldSigned(ArithOps.IntBinaryOp o, int w, java.util.function.LongBinaryOperator f) {
        Long a = constant(o.lhs()), b = constant(o.rhs());
        return a == null || b == null || b == 0 || b == -1 ? null : wrap(f.applyAsLong(a, b), w);
    }

    private static Long foldUnsigned(ArithOps.IntBinaryOp o, int w, java.util.function.LongBinaryOperator f) {
        Long a = constant(o.lhs()), b = constant(o.rhs());
        if (a == null || b == null || b == 0) return null;
        long mask = w >= 64 ? -1L : (1L << w) - 1;
        return wrap(f.applyAsLong(a & mask, b & mask), w);
    }

    /** {@code v} as a signed {@code w}-bit value. */
    private static long wrap(long v, int w) { return w >= 64 ? v : (v << (64 - w)) >> (64 - w); }

    /** The bound as a value of the iv's type outside the loop (constants re-created there). */
    private static Value boundValue(Builder b, Match m, Type t) {
        return m.boundConst() != null ? Ir.constInt(b, m.boundConst(), t) : m.bound();
    }

    /**
     * A loop-invariant step {@code %k} that is not a constant: versioned on {@code %k > 0}
     * (scf.for needs a positive step; with {@code %k <= 0} the C loop is kept as it is).
     * <pre>
     *   %p = arith.cmpi sgt, %k, %c0
     *   %r = scf.if %p -> (T) { %f = scf.for ... step %k ...; scf.yield %f } else { %w = scf.while ...; scf.yield %w }
     * </pre>
     */
    private static void versionOnPositiveStep(Operation w, Match m) {
        Builder b = Builder.before(w);
        Value k = m.stepValue();
        Value pos = ArithOps.CmpiOp.create(b, new EnumAttr("arith", "cmpi_predicate", "sgt"), k, Ir.constInt(b, 0, k.type()), Ir.I1).result();
        Operation guard = Ir.scfIf(b, pos, w.resultTypes(), true);
        w.replaceAllUsesWith(guard.results());
        Block then = guard.region(0).entryBlock(), els = guard.region(1).entryBlock();
        Operation copy = w.clone(new IRMapping());
        els.append(copy);
        Ir.yield(new Builder(els), new ArrayList<>(copy.results()));
        w.remove();
        then.append(w);
        Ir.yield(new Builder(then), new ArrayList<>(w.results()));
        rewrite(w, m);
    }

    /** The scf.for's lower bound, upper bound and step, created in front of the loop. */
    private record Bounds(Value lb, Value ub, Value step) {}

    private static Bounds bounds(Builder b, Match m, Value lb) {
        Type t = lb.type();
        Value forLb, forUb, forStep;
        switch (m.form()) {
            case SIGNED_UP -> {
                forLb = lb;
                Long ubc = m.boundConst();
                if (!m.plusOne()) forUb = boundValue(b, m, t);
                else if (ubc != null) forUb = Ir.constInt(b, ubc + 1, t);
                else forUb = Ir.arith(b, "addi", m.bound(), Ir.constInt(b, 1, t));
                forStep = m.step() != null ? Ir.constInt(b, m.step(), t) : m.stepValue();
            }
            case INDEX_UP -> {
                forLb = toIndex(b, lb, m.signedExt());
                forUb = toIndex(b, boundValue(b, m, t), m.signedExt());
                if (m.plusOne()) forUb = Ir.arith(b, "addi", forUb, Ir.constInt(b, 1, BuiltinTypes.INDEX));
                forStep = Ir.constInt(b, m.step(), BuiltinTypes.INDEX);
            }
            default -> {
                // j = hi - i runs from 0 to hi - lo (+1 for >=)
                forLb = Ir.constInt(b, 0, BuiltinTypes.INDEX);
                forUb = Ir.arith(b, "subi", toIndex(b, lb, m.signedExt()), toIndex(b, boundValue(b, m, t), m.signedExt()));
                if (m.plusOne()) forUb = Ir.arith(b, "addi", forUb, Ir.constInt(b, 1, BuiltinTypes.INDEX));
                forStep = Ir.constInt(b, m.step(), BuiltinTypes.INDEX);
            }
        }
        return new Bounds(forLb, forUb, forStep);
    }

    /** The C variable in the body: the iv, or {@code trunc(j)} / {@code hi - trunc(j)} of an index iv. */
    private static Value cVariable(Builder bb, Match m, Value iv, Value lb) {
        if (m.form() == Form.SIGNED_UP) return iv;
        Value j = ArithOps.IndexCastOp.create(bb, iv, lb.type()).out();
        return m.form() == Form.INDEX_UP ? j : Ir.arith(bb, "subi", lb, j);
    }

    /**
     * {@code jcirc.iv_nsw} for an scf.for whose iv steps as C's signed {@code i += s} does, with nsw
     * (LlvmFacts): a SIGNED_UP loop increments exactly when C does (guarded loops step on only where
     * noOverflowAfterExit showed no overflow), so convert-scf-to-cf may give its increment nsw.
     */
    private static Map<String, jcirc.ir.Attribute> ivNsw(Block after, Operation y, Match m) {
        if (m.form() != Form.SIGNED_UP) return Map.of();
        Operation add = y.operand(m.k()).definingOp();
        if (add != null && ScfOps.IfOp.isa(add) && m.guarded()) add = FlagGuardedLoop.guardedStep(after, y, m.k(), m.flags());
        if (add == null || !(ArithOps.AddiOp.isa(add) || ArithOps.SubiOp.isa(add))) return Map.of();
        jcirc.ir.Attribute ov = add.attr("overflowFlags");
        return ov != null && ov.print().contains("nsw") ? Map.of(IV_NSW, jcirc.ir.BuiltinAttrs.UNIT) : Map.of();
    }

    /** The scf.for attribute {@link #ivNsw} sets; convert-scf-to-cf reads it (docs/performance.md). */
    static final String IV_NSW = "jcirc.iv_nsw";

    private static void rewrite(Operation w, Match m) {
        Block after = w.region(1).entryBlock();
        int n = w.numOperands(), k = m.k();
        Builder b = Builder.before(w);
        Value lb = w.operand(k);
        Type t = lb.type();
        boolean indexed = m.form() != Form.SIGNED_UP;
        Type ivType = indexed ? BuiltinTypes.INDEX : t;
        Bounds bd = bounds(b, m, lb);
        Value forLb = bd.lb(), forUb = bd.ub(), forStep = bd.step();
        Operation y = Ir.terminator(after);
        Value next = y.operand(k);
        boolean finalUsed = w.result(k).hasUses();
        boolean carryFinal = finalUsed && (indexed || m.step() == null || m.step() != 1);

        List<Value> inits = new ArrayList<>();
        List<Type> resultTypes = new ArrayList<>();
        for (int i = 0; i < n; i++) if (i != k) { inits.add(w.operand(i)); resultTypes.add(w.operand(i).type()); }
        if (carryFinal) { inits.add(lb); resultTypes.add(t); }
        Operation f = ScfOps.ForOp.create(b, forLb, forUb, forStep, inits, resultTypes, ivNsw(after, y, m)).op();
        Block body = f.region(0).addBlock();
        Value iv = body.addArgument(ivType);
        Map<Integer, Value> iter = new HashMap<>();
        for (int i = 0; i < n; i++) if (i != k) iter.put(i, body.addArgument(w.operand(i).type()));
        if (carryFinal) body.addArgument(t);
        Value cVar = cVariable(new Builder(body), m, iv, lb);
        for (int i = 0; i < n; i++) after.argument(i).replaceAllUsesWith(i == k ? cVar : iter.get(i));
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
                fin = ArithOps.MaxsiOp.create(b, lb, forUb, t).result();
            }
            w.result(k).replaceAllUsesWith(fin);
        }
        w.erase();
    }

    /**
     * A counted loop with break/return flags (at positions {@code m.flags()}):
     * <pre>
     *   %r:K = scf.for %iv = %lb to %ub step %s iter_args(%a = <the while's operands>) -> (...) {
     *     %go = arith.xori (arith.ori %brk, %ret), %true
     *     %y:K = scf.if %go -> (...) { <after-region, i = %iv, flags = false>; scf.yield .. } else { scf.yield %a }
     *     scf.yield %y
     *   }
     * </pre>
     * While no flag is set the carried i equals the iv (the step runs unless a flag is set), so the
     * body may use the iv and the flags are false in it; once a flag is set every remaining iteration
     * yields its arguments unchanged, the state in which the while loop stops. The carried i ends as
     * C's i (lb when the loop never runs, the last iv + step, or its value at the break); it is not
     * carried when nothing uses it after the loop.
     */
    private static void rewriteGuarded(Operation w, Match m) {
        Block after = w.region(1).entryBlock();
        int n = w.numOperands(), k = m.k();
        Builder b = Builder.before(w);
        Value lb = w.operand(k);
        Bounds bd = bounds(b, m, lb);
        Operation y = Ir.terminator(after);
        Value next = y.operand(k);
        boolean keepI = w.result(k).hasUses();
        List<Integer> carried = new ArrayList<>();
        for (int i = 0; i < n; i++) if (i != k || keepI) carried.add(i);
        List<Value> inits = new ArrayList<>();
        List<Type> types = new ArrayList<>();
        for (int i : carried) { inits.add(w.operand(i)); types.add(w.operand(i).type()); }
        Operation f = ScfOps.ForOp.create(b, bd.lb(), bd.ub(), bd.step(), inits, types, ivNsw(after, y, m)).op();
        Block body = f.region(0).addBlock();
        Value iv = body.addArgument(m.form() == Form.SIGNED_UP ? lb.type() : BuiltinTypes.INDEX);
        Map<Integer, Value> iter = new HashMap<>();
        List<Value> unchanged = new ArrayList<>();
        for (int i : carried) { iter.put(i, body.addArgument(w.operand(i).type())); unchanged.add(iter.get(i)); }

        Builder bb = new Builder(body);
        bb.setLocation(w.location());
        Value any = null;
        for (int fl : m.flags()) any = any == null ? iter.get(fl) : Ir.arith(bb, "ori", any, iter.get(fl));
        Operation guard = Ir.scfIf(bb, Ir.not(bb, any), types, true);
        Ir.yield(bb, new ArrayList<>(guard.results()));
        Builder eb = new Builder(guard.region(1).entryBlock());
        eb.setLocation(w.location());
        Ir.yield(eb, unchanged);

        Block then = guard.region(0).entryBlock();
        Builder tb = new Builder(then);
        tb.setLocation(w.location());
        Value cVar = cVariable(tb, m, iv, lb);
        Value no = null;
        for (int i = 0; i < n; i++) {
            Value a = after.argument(i);
            if (i == k) a.replaceAllUsesWith(cVar);
            else if (!m.flags().contains(i)) a.replaceAllUsesWith(iter.get(i));
            else if (a.hasUses()) {
                if (no == null) no = Ir.constBool(tb, false);
                a.replaceAllUsesWith(no);
            }
        }
        then.absorb(after);
        if (!keepI) {
            List<Value> ys = new ArrayList<>(y.operands());
            ys.remove(k);
            y.setOperands(ys);
            eraseIfDead(next);
        }
        for (int p = 0; p < carried.size(); p++) w.result(carried.get(p)).replaceAllUsesWith(f.result(p));
        w.erase();
    }

    /** Erases the op computing i's next value (an addi, or the step's scf.if of pure ops) once nothing uses it. */
    private static void eraseIfDead(Value v) {
        Operation d = v.definingOp();
        if (d == null) return;
        for (OpResult r : d.results()) if (r.hasUses()) return;
        if (d.numRegions() == 0) {
            if (HOISTABLE.contains(d.name())) d.erase();
            return;
        }
        if (!ScfOps.IfOp.isa(d)) return;
        boolean[] pure = {true};
        d.walk(o -> { if (o != d && !ScfOps.YieldOp.isa(o) && !HOISTABLE.contains(o.name())) pure[0] = false; });
        if (pure[0]) d.erase();
    }

    // %x = arith.index_cast %v : iN to index   (index_castui for unsigned)
    private static Value toIndex(Builder b, Value v, boolean signed) {
        return b.createValue(signed ? ArithOps.IndexCastOp.NAME : ArithOps.IndexCastuiOp.NAME, List.of(v), BuiltinTypes.INDEX, Map.of());
    }
}
