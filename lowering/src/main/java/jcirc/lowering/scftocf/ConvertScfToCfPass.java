package jcirc.lowering.scftocf;

import jcirc.dialect.arith.ArithOps;
import jcirc.dialect.cf.CfOps;
import jcirc.dialect.scf.ScfOps;
import jcirc.ir.BuiltinAttrs;
import jcirc.ir.BuiltinAttrs.EnumAttr;
import jcirc.ir.BuiltinTypes;
import jcirc.ir.*;
import jcirc.ir.pass.Pass;
import jcirc.ir.pass.PassFailure;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * {@code convert-scf-to-cf}: replaces scf.for, scf.while, scf.if, scf.index_switch and
 * scf.execute_region by blocks and cf branches (values flow through block arguments, as in
 * spec/rfc-loop-if-yield.txt). scf.parallel and scf.forall first become nests of sequential
 * scf.for loops ({@link ParallelToSequential}). Ops are lowered innermost first, so when an op is
 * lowered its regions hold only blocks, and every scf.yield / scf.condition terminating one of
 * those blocks belongs to it.
 */
public final class ConvertScfToCfPass implements jcirc.ir.pass.LocalPass {
    public static final String NAME = "convert-scf-to-cf";

    @Override public String name() { return NAME; }

    /** One top-level op at a time (jcirc.ir.pass.LocalPass): scf ops are lowered within their function, so the work on a function is {@link #run} on it. */
    @Override public Steps start(Operation module) { return this::run; }

    @Override public void run(Operation module) {
        ParallelToSequential.run(module);
        List<Operation> ops = new ArrayList<>();
        // parents before the ops nested in them (a parent then moves only its own blocks, not the already
        // flattened blocks of everything nested in it: linear in the depth of else-if chains), later
        // siblings before earlier ones (each split then moves only the ops up to the next, already lowered, sibling)
        collectParentsFirst(module, ops);
        // recognized before their bodies are lowered
        Map<Operation, GuardedFor> guarded = new java.util.HashMap<>();
        for (Operation op : ops) {
            GuardedFor g = ScfOps.ForOp.isa(op) ? GuardedFor.match(op) : null;
            if (g != null) guarded.put(op, g);
        }
        for (Operation op : ops) {
            switch (op.view()) {
                case ScfOps.ForOp f -> lowerFor(f, guarded.get(op));
                case ScfOps.WhileOp w -> lowerWhile(w);
                case ScfOps.IfOp i -> lowerIf(i);
                case ScfOps.IndexSwitchOp s -> lowerIndexSwitch(op);
                case ScfOps.ExecuteRegionOp e -> lowerExecuteRegion(op);
                default -> throw new IllegalStateException(op.name());
            }
        }
        module.walk(op -> {
            if (op.inDialect("scf")) throw new PassFailure(op, "failed to legalize operation '" + op.name() + "'");
        });
    }

    // %r = scf.for %iv = %lb to %ub step %s iter_args(%a = %init) -> (T) { B; scf.yield %n : T }
    //   →   cf.br ^cond(%lb, %init)
    //     ^cond(%iv, %a):  %c = arith.cmpi slt, %iv, %ub;  cf.cond_br %c, ^body, ^cont
    //     ^body:  B;  %next = arith.addi %iv, %s;  cf.br ^cond(%next, %n)
    //     ^cont:  (uses of %r use %a: ^cond dominates ^cont)
    //
    // A guarded for (GuardedFor: once its guard is false every iteration yields its iter args
    // unchanged) exits as soon as the guard is false after an iteration:
    //     ^cond(%iv, %a):  %c = arith.cmpi slt, %iv, %ub;  cf.cond_br %c, ^body, ^cont(%a)
    //     ^body:  B;  %next = arith.addi %iv, %s;  %go = guard(%n);  cf.cond_br %go, ^cond(%next, %n), ^cont(%n)
    //     ^cont(%r):
    private static void lowerFor(ScfOps.ForOp forOp, GuardedFor guarded) {
        Operation op = forOp.op();
        Value lb = forOp.lowerBound(), ub = forOp.upperBound(), step = forOp.step();
        List<Value> inits = forOp.initArgs();
        Block cont = splitAfter(op, guarded != null);
        Region body = forOp.region();
        Block cond = forOp.body();
        Value iv = forOp.inductionVar();
        Block first = cond.splitBefore(cond.first());
        for (Block b : body.blocks()) {
            Operation y = b.last();
            if (y != null && ScfOps.YieldOp.isa(y)) {
                Builder bb = at(y);
                // jcirc.iv_nsw (set by scf-uplift-while-to-for): the increment is C's signed i += s
                Map<String, jcirc.ir.Attribute> flags = op.hasAttr("jcirc.iv_nsw")
                        ? Map.of("overflowFlags", new jcirc.ir.BuiltinAttrs.EnumAttr("arith", "overflow", "nsw")) : Map.of();
                Value next = ArithOps.AddiOp.create(bb, iv, step, iv.type(), flags).result();
                List<Value> args = new ArrayList<>();
                args.add(next);
                args.addAll(y.operands());
                if (guarded == null) {
                    CfOps.BrOp.create(bb, args, cond);
                } else {
                    // the guard recomputed from the values this iteration yields
                    IRMapping map = new IRMapping();
                    for (int i = 0; i < y.numOperands(); i++) map.map(cond.argument(i + 1), y.operand(i));
                    for (Operation g : guarded.guardOps()) bb.insert(g.clone(map));
                    condBr(bb, map.lookupOrDefault(guarded.guard()), cond, args, cont, y.operands());
                }
                y.erase();
            }
        }
        moveBlocksBefore(body, cont);
        Builder cb = new Builder(cond);
        cb.setLocation(op.location());
        String pred = op.hasAttr("unsignedCmp") ? "ult" : "slt";
        Value c = ArithOps.CmpiOp.create(cb, new EnumAttr("arith", "cmpi_predicate", pred), iv, ub, BuiltinTypes.I1).result();
        List<Value> exitArgs = guarded == null ? List.of() : cond.arguments().subList(1, cond.numArguments()).stream().map(a -> (Value) a).toList();
        condBr(cb, c, first, List.of(), cont, exitArgs);
        List<Value> entryArgs = new ArrayList<>();
        entryArgs.add(lb);
        entryArgs.addAll(inits);
        br(endOf(op), cond, entryArgs);
        if (guarded != null) finish(op, cont);
        else {
            for (int i = 0; i < op.numResults(); i++) op.result(i).replaceAllUsesWith(cond.argument(i + 1));
            op.erase();
        }
    }

    // %r = scf.while (%a = %init) : (T) -> U { B; scf.condition(%c) %x : U } do { ^bb(%y: U): A; scf.yield %n : T }
    //   →   cf.br ^before(%init)
    //     ^before(%a): B;  cf.cond_br %c, ^after(%x), ^cont(%x)
    //     ^after(%y):  A;  cf.br ^before(%n)
    //     ^cont(%r):
    private static void lowerWhile(ScfOps.WhileOp whileOp) {
        Operation op = whileOp.op();
        Block cont = splitAfter(op, true);
        Region before = whileOp.before(), after = whileOp.after();
        Block beforeEntry = before.entryBlock(), afterEntry = after.entryBlock();
        for (Block b : before.blocks()) {
            Operation t = b.last();
            if (t != null && ScfOps.ConditionOp.isa(t)) {
                ScfOps.ConditionOp c = new ScfOps.ConditionOp(t);
                List<Value> args = c.args();
                condBr(at(t), c.condition(), afterEntry, args, cont, args);
                t.erase();
            }
        }
        replaceYields(after, beforeEntry);
        moveBlocksBefore(before, cont);
        moveBlocksBefore(after, cont);
        br(endOf(op), beforeEntry, whileOp.inits());
        finish(op, cont);
    }

    // %r = scf.if %c -> (T) { A; scf.yield %a : T } else { B; scf.yield %b : T }
    //   →   cf.cond_br %c, ^then, ^else;  ^then: A; cf.br ^cont(%a);  ^else: B; cf.br ^cont(%b);  ^cont(%r: T):
    private static void lowerIf(ScfOps.IfOp ifOp) {
        Operation op = ifOp.op();
        Block cont = splitAfter(op, true);
        Block thenEntry = inlineWithYieldsTo(ifOp.thenRegion(), cont);
        Block elseEntry = inlineWithYieldsTo(ifOp.elseRegion(), cont);
        condBr(endOf(op), ifOp.condition(), thenEntry != null ? thenEntry : cont, List.of(),
                elseEntry != null ? elseEntry : cont, List.of());
        finish(op, cont);
    }

    // %r = scf.index_switch %i -> T case 1 { ... } default { ... }
    //   →   %f = arith.index_cast %i : index to i64
    //       cf.switch %f : i64, [ default: ^default, 1: ^case1 ];  each region: cf.br ^cont(%yielded)
    private static void lowerIndexSwitch(Operation op) {
        List<Long> cases = ((BuiltinAttrs.DenseArrayAttr) op.attr("cases")).values();
        Block cont = splitAfter(op, true);
        List<Block> targets = new ArrayList<>();
        for (Region r : op.regions()) {
            Block e = inlineWithYieldsTo(r, cont);
            targets.add(e != null ? e : cont);
        }
        Builder b = endOf(op);
        Value flag = new ScfOps.IndexSwitchOp(op).arg();
        if (flag.type() instanceof BuiltinTypes.IndexType)
            flag = ArithOps.IndexCastOp.create(b, flag, BuiltinTypes.I64).out();
        Type ft = flag.type();
        List<Long> zeros = new ArrayList<>();
        for (int i = 0; i < cases.size(); i++) zeros.add(0L);
        // successors: default first, then one per case (region 0 is the default region)
        CfOps.SwitchOp.create(b, flag, List.of(), List.of(), cases.isEmpty() ? null : new BuiltinAttrs.DenseArrayAttr(ft, cases),
                new BuiltinAttrs.DenseArrayAttr(BuiltinTypes.I32, zeros), targets.get(0), targets.subList(1, targets.size()));
        finish(op, cont);
    }

    // %r = scf.execute_region -> T { ^a: ...; cf.br ^b  ^b: scf.yield %v : T }
    //   →   cf.br ^a;  ^a: ...; cf.br ^b;  ^b: cf.br ^cont(%v);  ^cont(%r: T):
    private static void lowerExecuteRegion(Operation op) {
        Block cont = splitAfter(op, true);
        Block entry = inlineWithYieldsTo(op.region(0), cont);
        br(endOf(op), entry != null ? entry : cont, List.of());
        finish(op, cont);
    }

    // ----- mechanics -----

    /** The scf ops under {@code op}: each before the ops nested in it, the ops of a block last to first. */
    private static void collectParentsFirst(Operation op, List<Operation> out) {
        for (Region r : op.regions())
            for (Block b : r.blocks()) {
                List<Operation> inner = b.operations();
                for (int i = inner.size() - 1; i >= 0; i--) {
                    Operation o = inner.get(i);
                    switch (o.name()) {
                        case ScfOps.ForOp.NAME, ScfOps.WhileOp.NAME, ScfOps.IfOp.NAME, ScfOps.IndexSwitchOp.NAME, ScfOps.ExecuteRegionOp.NAME -> out.add(o);
                        default -> {}
                    }
                    if (o.numRegions() > 0) collectParentsFirst(o, out);
                }
            }
    }

    /** Splits after {@code op}; the continuation gets one argument per result when {@code withArgs}. */
    private static Block splitAfter(Operation op, boolean withArgs) {
        Block block = op.parentBlock();
        Block cont = block.splitBefore(op.nextOp());
        if (withArgs) for (OpResult r : op.results()) cont.addArgument(r.type());
        return cont;
    }

    /** Moves {@code region}'s blocks before {@code cont}, its scf.yields becoming branches to cont; returns the entry. */
    private static Block inlineWithYieldsTo(Region region, Block cont) {
        if (region.isEmpty()) return null;
        Block entry = region.entryBlock();
        replaceYields(region, cont);
        moveBlocksBefore(region, cont);
        return entry;
    }

    /** {@code scf.yield %v} terminating a block of {@code region} → {@code cf.br ^dest(%v)}. */
    private static void replaceYields(Region region, Block dest) {
        for (Block b : region.blocks()) {
            Operation y = b.last();
            if (y != null && ScfOps.YieldOp.isa(y)) {
                br(at(y), dest, y.operands());
                y.erase();
            }
        }
    }

    private static void moveBlocksBefore(Region region, Block before) {
        Region parent = before.parent();
        for (Block b : new ArrayList<>(region.blocks())) parent.insertBefore(before, b);
    }

    private static void finish(Operation op, Block cont) {
        for (int i = 0; i < op.numResults(); i++) op.result(i).replaceAllUsesWith(cont.argument(i));
        op.erase();
    }

    private static Builder at(Operation op) {
        Builder b = Builder.before(op);
        return b;
    }

    /** A builder at the end of {@code op}'s block (after op, which the caller erases). */
    private static Builder endOf(Operation op) {
        Builder b = new Builder(op.parentBlock());
        b.setLocation(op.location());
        return b;
    }

    static void br(Builder b, Block dest, List<Value> args) {
        CfOps.BrOp.create(b, List.copyOf(args), dest);
    }

    static void condBr(Builder b, Value c, Block t, List<Value> targs, Block f, List<Value> fargs) {
        CfOps.CondBrOp.create(b, c, targs, fargs, t, f);
    }
}
