package jcirc.lowering.coro;

import jcirc.dialect.cir.CirOps;
import jcirc.ir.Block;
import jcirc.ir.Builder;
import jcirc.ir.Operation;
import jcirc.ir.Value;
import jcirc.ir.pass.Pass;
import jcirc.ir.pass.PassFailure;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code cir-lower-await}: each {@code cir.await} (C++20 coroutines, docs/coroutines.md) becomes the structured cir its
 * regions describe, so cir-flatten-cfg and cir-raise-to-scf never see it (both pipelines run this pass first):
 * <pre>
 *   cir.await(user, ready : {                    cir.scope {
 *     A; %r = ...                                  A; %r = ...
 *     cir.if %r { cir.yield nosuspend }            cir.if %r { } else {
 *     cir.yield                                      S              (coro.save, await_suspend, coro.suspend and
 *   }, suspend : { S; cir.yield },                 }                  the gotos of its suspended/destroyed edges)
 *   resume : { R; cir.yield })                     R
 *                                                }
 * </pre>
 * The ready region's shape is CIRGen's (cirgen.CIRGenCoroutine); any other shape is a pass failure.
 */
public final class CirLowerAwaitPass implements jcirc.ir.pass.LocalPass {
    public static final String NAME = "cir-lower-await";

    @Override public String name() { return NAME; }

    /** One function at a time (jcirc.ir.pass.LocalPass): an await is lowered within its function. */
    @Override public Steps start(Operation module) {
        return top -> {
            List<Operation> awaits = new ArrayList<>();
            top.walk(op -> { if (CirOps.AwaitOp.isa(op)) awaits.add(op); });   // post-order: inner ones first
            for (Operation aw : awaits) lower(aw);
        };
    }

    private static void lower(Operation aw) {
        Builder b = Builder.before(aw);
        b.setLocation(aw.location());
        Operation scope = CirOps.ScopeOp.create(b, List.of()).op();
        scope.region(0).takeBody(aw.region(0));
        Block body = scope.region(0).entryBlock();
        Operation end = body.last(), ready = end == null ? null : end.prevOp();
        if (end == null || !CirOps.YieldOp.isa(end) || ready == null || !CirOps.IfOp.isa(ready))
            throw new PassFailure(aw, "cir.await: the ready region must end in `cir.if %ready { cir.yield nosuspend }` and `cir.yield`");
        Value r = ready.operand(0);
        ready.erase();
        Builder in = Builder.before(end);
        in.setLocation(aw.location());
        Operation choice = CirOps.IfOp.create(in, r).op();
        Block then = choice.region(0).addBlock();
        CirOps.YieldOp.create(new Builder(then), List.of());
        choice.region(1).takeBody(aw.region(1));
        Block resume = aw.region(2).entryBlock();
        for (Operation op : new ArrayList<>(resume.operations())) {
            if (op == resume.last() && CirOps.YieldOp.isa(op)) break;
            op.moveBefore(end);
        }
        aw.erase();
    }
}
