package jcirc.lowering.scftocf;

import jcirc.dialect.arith.ArithOps;
import jcirc.dialect.scf.ScfOps;
import jcirc.ir.BuiltinTypes;
import jcirc.ir.*;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * An {@code scf.for} whose iterations do nothing once a guard computed from its i1 iter args is
 * false (the shape scf-uplift-while-to-for gives a counted loop with {@code break}/{@code return}):
 * <pre>
 *   scf.for %iv = .. iter_args(%a0 = .., %brk = ..) {
 *     %go = arith.xori %brk, %true                  (constants and i1 xori/ori/andi of i1 iter args)
 *     %y:2 = scf.if %go -> (..) { .. } else { scf.yield %a0, %brk }
 *     scf.yield %y#0, %y#1                          (each either a result of the if whose
 *   }                                               else-value is that iter arg, or the iter arg)
 * </pre>
 * With the guard false an iteration yields its iter args unchanged, so all remaining iterations are
 * identities and the loop's results are the current iter args: the loop may exit right away.
 * {@code guardOps} are the ops of the body computing the guard, in order.
 */
record GuardedFor(Value guard, List<Operation> guardOps) {

    private static final Set<String> GUARD_OPS = Set.of(ArithOps.ConstantOp.NAME, ArithOps.XoriOp.NAME, ArithOps.OriOp.NAME, ArithOps.AndiOp.NAME);

    /** The guard of {@code forOp} when it has the shape above, else null. */
    static GuardedFor match(Operation forOp) {
        if (forOp.numRegions() != 1 || forOp.region(0).numBlocks() != 1) return null;
        Block body = forOp.region(0).entryBlock();
        int n = forOp.numResults();
        if (n == 0 || body.numArguments() != n + 1) return null;
        Operation yield = body.last(), guardIf = yield == null ? null : yield.prevOp();
        if (yield == null || !ScfOps.YieldOp.isa(yield) || yield.numOperands() != n) return null;
        if (guardIf == null || !ScfOps.IfOp.isa(guardIf) || guardIf.numRegions() != 2 || guardIf.region(1).numBlocks() != 1) return null;
        Operation elseYield = guardIf.region(1).entryBlock().last();
        if (elseYield == null || !ScfOps.YieldOp.isa(elseYield)) return null;
        for (Operation o : guardIf.region(1).entryBlock().operations()) if (o != elseYield && !ArithOps.ConstantOp.isa(o)) return null;
        // every other op of the body computes the guard: i1 logic on iter args and constants
        List<Operation> ops = new ArrayList<>();
        Set<Value> computed = new HashSet<>();
        for (int i = 1; i <= n; i++) if (BuiltinTypes.I1.equals(body.argument(i).type())) computed.add(body.argument(i));
        for (Operation o = body.first(); o != guardIf; o = o.nextOp()) {
            if (!GUARD_OPS.contains(o.name()) || o.numResults() != 1 || o.numRegions() != 0) return null;
            for (Value v : o.operands()) if (!computed.contains(v)) return null;
            if (!ArithOps.ConstantOp.isa(o) && !BuiltinTypes.I1.equals(o.result(0).type())) return null;
            ops.add(o);
            computed.add(o.result(0));
        }
        Value guard = new ScfOps.IfOp(guardIf).condition();
        if (!computed.contains(guard)) return null;
        // with the guard false, iteration p yields iter arg p
        for (int p = 0; p < n; p++) {
            Value v = yield.operand(p), arg = body.argument(p + 1);
            if (v == arg) continue;
            if (!(v instanceof OpResult r) || r.owner() != guardIf || elseYield.operand(r.index()) != arg) return null;
        }
        return new GuardedFor(guard, ops);
    }
}
