package jcirc.lowering.scftocf;

import jcirc.dialect.arith.ArithOps;
import jcirc.dialect.scf.ScfOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinTypes;
import jcirc.ir.*;
import jcirc.ir.pass.PassFailure;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Runs scf.parallel and scf.forall sequentially: each becomes a nest of scf.for loops, one per
 * dimension, outermost first. scf.parallel's reductions are carried through the loops as
 * iter_args and combined by inlining each scf.reduce region.
 */
final class ParallelToSequential {
    private ParallelToSequential() {}

    static void run(Operation module) {
        List<Operation> ops = new ArrayList<>();
        module.walk(op -> { if (ScfOps.ParallelOp.isa(op) || ScfOps.ForallOp.isa(op)) ops.add(op); });
        for (Operation op : ops) {
            if (ScfOps.ParallelOp.isa(op)) parallel(op);
            else forall(op);
        }
    }

    // %r = scf.parallel (%i, %j) = (%l0, %l1) to (%u0, %u1) step (%s0, %s1) init (%z) -> f32 {
    //        B;  scf.reduce(%v : f32) { ^bb0(%a: f32, %b: f32): %c = arith.addf %a, %b : f32; scf.reduce.return %c : f32 } }
    //   →   %r = scf.for %i = %l0 to %u0 step %s0 iter_args(%acc = %z) -> f32 {
    //          %r1 = scf.for %j = %l1 to %u1 step %s1 iter_args(%acc1 = %acc) -> f32 {
    //            B;  %c = arith.addf %acc1, %v : f32;  scf.yield %c : f32 }
    //          scf.yield %r1 : f32 }
    private static void parallel(Operation op) {
        int[] seg = op.operandSegmentSizes();
        if (seg == null) throw new PassFailure(op, "scf.parallel without operandSegmentSizes");
        int n = seg[0];
        List<Value> lbs = op.operandGroup(0), ubs = op.operandGroup(1), steps = op.operandGroup(2), inits = op.operandGroup(3);
        buildNest(op, lbs, ubs, steps, inits, (body, ivs, accs) -> {
            Block pbody = op.region(0).entryBlock();
            for (int d = 0; d < n; d++) pbody.argument(d).replaceAllUsesWith(ivs.get(d));
            Operation reduce = pbody.last();
            if (reduce == null || !ScfOps.ReduceOp.isa(reduce)) throw new PassFailure(op, "scf.parallel body must end in scf.reduce");
            for (Operation o : pbody.operations()) if (o != reduce) { o.remove(); body.append(o); }
            List<Value> results = new ArrayList<>();
            for (int j = 0; j < reduce.numRegions(); j++) {
                Block rb = reduce.region(j).entryBlock();
                IRMapping map = new IRMapping().map(rb.argument(0), accs.get(j)).map(rb.argument(1), reduce.operand(j));
                Value res = null;
                for (Operation o : rb.operations()) {
                    if (ScfOps.ReduceReturnOp.isa(o)) { res = map.lookupOrDefault(new ScfOps.ReduceReturnOp(o).result()); break; }
                    body.append(o.clone(map));
                }
                results.add(res);
            }
            reduce.erase();
            return results;
        });
    }

    // scf.forall (%i) in (%n) { B; scf.forall.in_parallel {} }  →  scf.for %i = %c0 to %n step %c1 { B; scf.yield }
    private static void forall(Operation op) {
        int[] seg = op.operandSegmentSizes();
        List<Long> sl = dense(op, "staticLowerBound"), su = dense(op, "staticUpperBound"), ss = dense(op, "staticStep");
        int rank = su.size();
        if (seg != null && seg.length > 3 && seg[3] > 0) throw new PassFailure(op, "scf.forall with shared outputs is not supported");
        Builder b = Builder.before(op);
        List<Value> dl = seg == null ? List.of() : op.operandGroup(0), du = seg == null ? List.of() : op.operandGroup(1),
                ds = seg == null ? List.of() : op.operandGroup(2);
        List<Value> lbs = bounds(b, sl, dl, rank, 0), ubs = bounds(b, su, du, rank, -1), steps = bounds(b, ss, ds, rank, 1);
        buildNest(op, lbs, ubs, steps, List.of(), (body, ivs, accs) -> {
            Block fbody = op.region(0).entryBlock();
            for (int d = 0; d < rank; d++) fbody.argument(d).replaceAllUsesWith(ivs.get(d));
            for (Operation o : fbody.operations()) {
                if (ScfOps.ForallInParallelOp.isa(o)) { o.erase(); continue; }
                o.remove();
                body.append(o);
            }
            return List.of();
        });
    }

    private static List<Long> dense(Operation op, String name) {
        if (!(op.attr(name) instanceof BuiltinAttrs.DenseArrayAttr d)) throw new PassFailure(op, "scf.forall without " + name);
        return d.values();
    }

    /** Static entries become index constants, dynamic ones (Long.MIN_VALUE) take the next operand. */
    private static List<Value> bounds(Builder b, List<Long> stat, List<Value> dyn, int rank, long dflt) {
        List<Value> r = new ArrayList<>();
        int k = 0;
        for (int i = 0; i < rank; i++) {
            long v = i < stat.size() ? stat.get(i) : dflt;
            if (v == Long.MIN_VALUE) r.add(dyn.get(k++));
            else r.add(ArithOps.ConstantOp.create(b, new BuiltinAttrs.IntegerAttr(v, BuiltinTypes.INDEX), BuiltinTypes.INDEX).result());
        }
        return r;
    }

    /** Fills the innermost loop body; returns the values to yield for the carried accumulators. */
    @FunctionalInterface
    private interface BodyFiller { List<Value> fill(Block body, List<Value> ivs, List<Value> accs); }

    /** Builds the loop nest before {@code op}, replaces op's results with the outer loop's, erases op. */
    private static void buildNest(Operation op, List<Value> lbs, List<Value> ubs, List<Value> steps, List<Value> inits, BodyFiller filler) {
        int n = lbs.size();
        if (n == 0) throw new PassFailure(op, op.name() + " without dimensions");
        Builder b = Builder.before(op);
        List<Type> accTypes = new ArrayList<>();
        for (Value v : inits) accTypes.add(v.type());
        List<Operation> loops = new ArrayList<>();
        List<Value> ivs = new ArrayList<>();
        List<Value> carried = inits;
        for (int d = 0; d < n; d++) {
            Operation f = ScfOps.ForOp.create(b, lbs.get(d), ubs.get(d), steps.get(d), carried, accTypes).op();
            List<Type> argTypes = new ArrayList<>();
            argTypes.add(lbs.get(d).type());
            argTypes.addAll(accTypes);
            Block body = f.region(0).addBlock(new Block(argTypes));
            ivs.add(body.argument(0));
            carried = body.arguments().subList(1, body.numArguments()).stream().map(a -> (Value) a).toList();
            loops.add(f);
            b.setInsertionPointToEnd(body);
        }
        Block inner = loops.get(n - 1).region(0).entryBlock();
        List<Value> yielded = filler.fill(inner, ivs, carried);
        b.setInsertionPointToEnd(inner);
        ScfOps.YieldOp.create(b, yielded);
        for (int d = n - 2; d >= 0; d--) {
            b.setInsertionPointToEnd(loops.get(d).region(0).entryBlock());
            ScfOps.YieldOp.create(b, new ArrayList<>(loops.get(d + 1).results()));
        }
        op.replaceAllUsesWith(loops.get(0).results());
        op.erase();
    }
}
