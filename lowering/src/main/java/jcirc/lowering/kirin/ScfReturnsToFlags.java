package jcirc.lowering.kirin;

import jcirc.ir.BuiltinAttrs.FloatAttr;
import jcirc.ir.BuiltinAttrs.IntegerAttr;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.arith.ArithOps;
import jcirc.dialect.func.FuncDialect;
import jcirc.dialect.func.FuncOps;
import jcirc.dialect.llvm.LLVMTypes;
import jcirc.dialect.scf.ScfOps;
import jcirc.ir.*;
import jcirc.ir.pass.Pass;
import jcirc.ir.pass.PassFailure;
import jcirc.lowering.util.EarlyExits;
import jcirc.lowering.util.Ir;

import java.util.*;

/**
 * {@code scf-returns-to-flags}, the first half of {@code scf-legalize-returns} (then mem2reg):
 * Kirin-style {@code func.return} at the end of scf bodies becomes upstream scf with the shared
 * early-exit rewrite ({@link EarlyExits}, as cir-raise-to-scf does for C's nested return). Per
 * function with a nested return: a flag slot {@code %ret} and one slot per result;
 *
 * <pre>
 *   scf.if %c { A; func.return %v }          ->  scf.if %c { A; store %v -> %slot; store true -> %ret; scf.yield %placeholder.. }
 *   op-with-a-return; rest; term(%x)         ->  op..; %r = scf.if !(load %ret) -> (T) { rest; scf.yield %x } else { .. }; term(%r)
 *   scf.for .. iter_args(%a..) { B }         ->  scf.for .. { %y = scf.if !(load %ret) -> (..) { B } else { scf.yield %a.. }; scf.yield %y }
 *                                                (a return in B sets %ret: later iterations change nothing)
 *   scf.while (..) { C; scf.condition(%c) %f } do { D: may return }
 *                                            ->  scf.while { %k:(1+n) = scf.if !(load %ret) -> (i1, ..) { C; scf.yield %c, %f }
 *                                                            else { scf.yield false, %placeholder.. }; scf.condition(%k#0) %k#1.. } do { D }
 *   func.return %v  (end of the body)        ->  store %v -> %slot; func.return (load %slot)
 * </pre>
 * mem2reg then turns the slots into values carried through scf.yield and iter_args. A return at
 * the end of a while's before-region gives {@code scf.condition(false)}. A value that a path after
 * the return would yield is a placeholder (zero, or {@code llvm.mlir.undef}); it is never used,
 * since everything after the op that returned is guarded by {@code !%ret}. Returns inside
 * {@code scf.execute_region}/{@code scf.index_switch} (nested in Kirin's ops) are handled like
 * an if's; other region ops holding a return are rejected.
 */
public final class ScfReturnsToFlags implements Pass {
    public static final String NAME = "scf-returns-to-flags";

    @Override public String name() { return NAME; }

    @Override public void run(Operation module) {
        List<Operation> funcs = new ArrayList<>();
        module.walkPreOrder(o -> { if (FuncOps.FuncOp.isa(o) && !o.region(0).isEmpty()) funcs.add(o); });
        for (Operation f : funcs) new FunctionLegalizer(f).run();
    }

    private static final class FunctionLegalizer {
        private final Operation func;
        /** Ops and regions that hold a nested func.return (at any depth). */
        private final Set<Operation> opsWithReturn = Collections.newSetFromMap(new IdentityHashMap<>());
        private final Set<Region> regionsWithReturn = Collections.newSetFromMap(new IdentityHashMap<>());
        private Value retFlag;
        private final List<Value> slots = new ArrayList<>();

        FunctionLegalizer(Operation func) { this.func = func; }

        void run() {
            Region body = func.region(0);
            func.walk(o -> {
                if (!FuncOps.ReturnOp.isa(o) || o.parentOp() == func) return;
                for (Region r = o.parentRegion(); r != null && r != body; r = r.parentOp().parentRegion()) {
                    if (!regionsWithReturn.add(r)) break;
                    opsWithReturn.add(r.parentOp());
                }
            });
            if (opsWithReturn.isEmpty()) return;
            if (body.numBlocks() > 1)
                throw new PassFailure(func, NAME + ": a function whose body has several blocks cannot hold returns inside scf");
            Block entry = body.entryBlock();
            Operation first = entry.first();
            Operation term = Ir.terminator(entry);
            if (term == null || !FuncOps.ReturnOp.isa(term))
                throw new PassFailure(func, NAME + ": the function body must end in func.return");
            Builder ab = new Builder();
            ab.setInsertionPointToStart(entry);
            retFlag = EarlyExits.flag(ab);
            for (Type t : FuncDialect.functionType(func).results()) {
                if (!slotType(t)) throw new PassFailure(func, NAME + ": cannot carry a returned value of type " + t.print());
                slots.add(Ir.allocaScalar(ab, t));
            }
            EarlyExits.clear(ab, retFlag);
            // initialized, so that mem2reg has no read before a write (its llvm.mlir.undef has no index form)
            List<Type> resultTypes = FuncDialect.functionType(func).results();
            for (int i = 0; i < slots.size(); i++) Ir.store(ab, placeholder(ab, resultTypes.get(i)), slots.get(i));
            // the final return stores its values like the nested ones; the one return reads the slots
            Builder tb = Builder.before(term);
            for (int i = 0; i < term.numOperands(); i++) Ir.store(tb, term.operand(i), slots.get(i));
            term.setOperands(List.of());
            legalizeSequence(first);
            Builder rb = Builder.before(term);
            List<Value> vs = new ArrayList<>();
            for (int i = 0; i < slots.size(); i++) vs.add(Ir.load(rb, slots.get(i), FuncDialect.functionType(func).results().get(i)));
            term.setOperands(vs);
            // jcir-opt verifies in Kirin's mode, which would let a leftover nested return through
            func.walk(o -> {
                if (FuncOps.ReturnOp.isa(o) && o.parentOp() != func)
                    throw new PassFailure(o, NAME + ": internal error: a return inside '" + o.parentOp().name() + "' was left");
            });
        }

        private static boolean slotType(Type t) {
            return t instanceof BuiltinTypes.IntegerType || t instanceof BuiltinTypes.FloatType
                    || t instanceof BuiltinTypes.IndexType || t instanceof LLVMTypes.PointerType;
        }

        /**
         * Legalizes the ops from {@code start} to the end of its block; the rest after each op that
         * may return moves into {@code scf.if (!ret)} (EarlyExits.guardRest). The guards are built
         * from the last such op to the first, so each op moves once (the inner guard moves as one op).
         */
        private void legalizeSequence(Operation start) {
            List<Operation> returning = new ArrayList<>();
            for (Operation op = start; op != null && !Ir.isTerminatorName(op); op = op.nextOp())
                if (opsWithReturn.contains(op)) returning.add(op);
            for (Operation op : returning) legalizeOp(op);
            for (int i = returning.size() - 1; i >= 0; i--) {
                Operation op = returning.get(i), next = op.nextOp();
                if (next == null || Ir.isTerminatorName(next)) continue;
                Builder b = new Builder();
                b.setInsertionPointAfter(op);
                b.setLocation(op.location());
                Operation term = Ir.terminator(op.parentBlock());
                Value stop = EarlyExits.anySet(b, List.of(retFlag));
                Set<Integer> always = ScfOps.ConditionOp.isa(term) ? Set.of(0) : Set.of();   // the loop must stop
                EarlyExits.guardRest(b, next, stop, always, (eb, pos, t) -> stoppedValue(eb, term, pos, t));
            }
        }

        private void legalizeOp(Operation op) {
            switch (op.view()) {
                case ScfOps.IfOp i -> { for (Region r : op.regions()) legalizeRegion(op, r); }
                case ScfOps.ExecuteRegionOp e -> legalizeRegion(op, op.region(0));
                case ScfOps.IndexSwitchOp s -> { for (Region r : op.regions()) legalizeRegion(op, r); }
                case ScfOps.ForOp f -> {
                    Region body = op.region(0);
                    legalizeRegion(op, body);
                    guardWholeBody(body.entryBlock());
                }
                case ScfOps.WhileOp w -> {
                    boolean afterReturns = regionsWithReturn.contains(op.region(1));
                    legalizeRegion(op, op.region(0));
                    legalizeRegion(op, op.region(1));
                    if (afterReturns) guardCondition(op.region(0).entryBlock());
                }
                default -> throw new PassFailure(op, NAME + ": a return inside '" + op.name() + "' is not supported");
            }
        }

        private void legalizeRegion(Operation op, Region r) {
            if (r.isEmpty() || !regionsWithReturn.contains(r)) return;
            if (r.numBlocks() > 1) throw new PassFailure(op, NAME + ": a region with several blocks cannot hold a return");
            Block blk = r.entryBlock();
            replaceReturn(op, r, blk);
            legalizeSequence(blk.first());
        }

        /** {@code func.return %v} ending a region: store the values and the flag, and end the region as scf requires. */
        private void replaceReturn(Operation op, Region r, Block blk) {
            Operation t = blk.last();
            if (t == null || !FuncOps.ReturnOp.isa(t)) return;
            Builder b = Builder.before(t);
            for (int i = 0; i < t.numOperands(); i++) Ir.store(b, t.operand(i), slots.get(i));
            EarlyExits.set(b, retFlag);
            if (ScfOps.WhileOp.isa(op) && r == op.region(0)) {
                // a return in the before-region ends the loop: scf.condition(false) with placeholders
                Value stop = Ir.constBool(b, false);
                List<Value> vs = new ArrayList<>();
                for (Type ty : op.region(1).entryBlock().argumentTypes()) vs.add(placeholder(b, ty));
                ScfOps.ConditionOp.create(b, stop, vs);
            } else if (ScfOps.WhileOp.isa(op)) {
                List<Value> vs = new ArrayList<>();
                for (Type ty : op.region(0).entryBlock().argumentTypes()) vs.add(placeholder(b, ty));
                Ir.yield(b, vs);
            } else if (ScfOps.ForOp.isa(op)) {
                Ir.yield(b, new ArrayList<>(blk.arguments().subList(1, blk.numArguments())));
            } else {
                List<Value> vs = new ArrayList<>();
                for (Type ty : op.resultTypes()) vs.add(placeholder(b, ty));
                Ir.yield(b, vs);
            }
            t.erase();
        }

        /** A for body: {@code %y = scf.if !ret {body} else {yield iter args}; scf.yield %y}. */
        private void guardWholeBody(Block body) {
            Operation first = body.first();
            Operation term = Ir.terminator(body);
            if (first == null || first == term) return;
            Builder b = new Builder();
            b.setInsertionPointToStart(body);
            Value stop = EarlyExits.anySet(b, List.of(retFlag));
            EarlyExits.guardRest(b, first, stop, (eb, pos, t) -> stoppedValue(eb, term, pos, t));
        }

        /** A while whose after-region may return: its condition runs only while nothing returned. */
        private void guardCondition(Block before) {
            Operation cond = Ir.terminator(before);
            Operation first = before.first();
            Builder b = new Builder();
            b.setInsertionPointToStart(before);
            Value go = Ir.not(b, EarlyExits.anySet(b, List.of(retFlag)));
            List<Type> fwd = new ArrayList<>();
            for (int i = 1; i < cond.numOperands(); i++) fwd.add(cond.operand(i).type());
            Operation g = EarlyExits.guardedCondition(b, go, fwd, tb -> {
                Block then = tb.insertionBlock();
                for (Operation o = first; o != cond; ) {
                    Operation nx = o.nextOp();
                    o.remove();
                    then.append(o);
                    o = nx;
                }
                return new ArrayList<>(cond.operands());
            }, (eb, pos, t) -> placeholder(eb, t));
            cond.setOperands(new ArrayList<>(g.results()));
        }

        /**
         * What a path that returned yields at operand {@code pos} of {@code term}: false for a while
         * condition, the iter arg for a for body (a stopped iteration changes nothing), else a placeholder.
         */
        private static Value stoppedValue(Builder b, Operation term, int pos, Type t) {
            if (ScfOps.ConditionOp.isa(term) && pos == 0) return Ir.constBool(b, false);
            if (ScfOps.YieldOp.isa(term) && ScfOps.ForOp.isa(term.parentOp())) return term.parentBlock().argument(pos + 1);
            return placeholder(b, t);
        }

        /** A value for a path whose result is never used: zero for integers, index and floats, else llvm.mlir.undef. */
        private static Value placeholder(Builder b, Type t) {
            if (t instanceof BuiltinTypes.IntegerType || t instanceof BuiltinTypes.IndexType)
                return ArithOps.ConstantOp.create(b, new IntegerAttr(java.math.BigInteger.ZERO, t), t).result();
            if (t instanceof BuiltinTypes.FloatType)
                return ArithOps.ConstantOp.create(b, new FloatAttr(0.0, t), t).result();
            return Ir.undef(b, t);
        }
    }
}
