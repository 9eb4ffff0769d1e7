package jcirc.lowering.mem2reg;

import jcirc.dialect.scf.ScfOps;
import jcirc.dialect.llvm.LLVMOps;
import jcirc.dialect.func.FuncOps;
import jcirc.dialect.cir.CirOps;
import jcirc.ir.BuiltinAttrs.TypeAttr;
import jcirc.ir.BuiltinTypes;
import jcirc.dialect.llvm.LLVMTypes;
import jcirc.ir.*;
import jcirc.ir.pass.LocalPass;
import jcirc.lowering.util.Ir;

import java.util.*;

/**
 * {@code mem2reg} on upstream IR: promotes scalar {@code llvm.alloca}s (count 1, integer, float or
 * pointer element) whose address is only loaded from and stored to into SSA values threaded
 * through the structured regions:
 *
 * <pre>
 *   %p = llvm.alloca %c1 x i32              scf.while (%n = %init) : (i32) -> i32 {
 *   llvm.store %init, %p                      %c = arith.cmpi sgt, %n, %c0 : i32
 *   scf.while : () -> () {             ->     scf.condition(%c) %n : i32
 *     %n = llvm.load %p ...                 } do { ^bb0(%n1: i32):
 *     scf.condition(%c)                       ...; scf.yield %r : i32 }
 *   } do { ...; llvm.store %r, %p; ... }
 * </pre>
 *
 * A store inside an {@code scf.if}/{@code scf.index_switch}/{@code scf.execute_region} adds a
 * result to it (each region yields the slot's value); a store inside {@code scf.while} or
 * {@code scf.for} makes the slot loop-carried (while arguments, condition operands, after-region
 * arguments and yields, or iter_args). Only slots live at that point are threaded (a backward
 * liveness over the structured regions), so a variable declared inside a loop body and written
 * before it is read stays local to the body. A load before any store reads {@code llvm.mlir.undef}
 * (C's indeterminate value). Functions whose body still has several blocks are left alone, and so are
 * functions that call a {@code returns_twice} function ({@code setjmp}, {@code __builtin_setjmp}): after
 * the second return their locals are read from memory, as gcc -O0 keeps them (a local changed between
 * {@code setjmp} and {@code longjmp} is indeterminate in ISO C unless volatile; gcc.c-torture pr60003).
 */
public final class Mem2Reg implements LocalPass {
    public static final String NAME = "mem2reg";


    /** Number of slots promoted by the last run (for tests and statistics). */
    private int promoted;

    @Override public String name() { return NAME; }

    public int promotedCount() { return promoted; }

    /**
     * The module's returns_twice functions first (the {@code passthrough} attribute, the same on cir.func, func.func
     * and llvm.func), then one function at a time (jcirc.ir.pass.LocalPass).
     */
    @Override public Steps start(Operation module) {
        promoted = 0;
        Set<String> returnsTwice = new HashSet<>();
        for (Operation o : LocalPass.topLevelOps(module))
            if (isFunction(o) && isReturnsTwice(o) && o.attr("sym_name") instanceof jcirc.ir.BuiltinAttrs.StringAttr n) returnsTwice.add(n.value());
        return top -> {
            if (isFunction(top) && top.numRegions() > 0 && top.region(0).numBlocks() == 1 && !callsAny(top, returnsTwice) && !hasInvoke(top))
                promoted += new FunctionPromoter(top).run();
        };
    }

    private static boolean isFunction(Operation o) { return FuncOps.FuncOp.isa(o) || CirOps.FuncOp.isa(o) || LLVMOps.FuncOp.isa(o); }

    private static boolean isReturnsTwice(Operation fn) {
        if (fn.attr("passthrough") instanceof jcirc.ir.BuiltinAttrs.ArrayAttr arr)
            for (Attribute a : arr.elements())
                if (a instanceof jcirc.ir.BuiltinAttrs.StringAttr s && s.value().equals("returns_twice")) return true;
        return false;
    }

    /** Whether {@code f} calls one of {@code callees} (by symbol). */
    private static boolean callsAny(Operation f, Set<String> callees) {
        if (callees.isEmpty()) return false;
        boolean[] found = {false};
        f.walkPreOrder(o -> {
            if (o.attr("callee") instanceof jcirc.ir.BuiltinAttrs.SymbolRefAttr c && callees.contains(c.root())) found[0] = true;
        });
        return found[0];
    }

    /** Promotion state for one function. */
    /** Functions with landing pads are left to LLVM's mem2reg (an invoke passes no block arguments). */
    private static boolean hasInvoke(Operation f) {
        boolean[] found = {false};
        f.walk(o -> { if (jcirc.dialect.llvm.LLVMEhOps.InvokeOp.isa(o)) found[0] = true; });
        return found[0];
    }

    private static final class FunctionPromoter {
        private final Operation func;
        private final List<Operation> slots = new ArrayList<>();
        private final Map<Value, Integer> slotIndex = new HashMap<>();
        private final Map<Operation, BitSet> liveAfter = new IdentityHashMap<>();
        private final Map<Region, BitSet> liveInOf = new IdentityHashMap<>();
        private final Map<Operation, BitSet> written = new IdentityHashMap<>();
        private Value[] undef;

        FunctionPromoter(Operation func) { this.func = func; }

        int run() {
            Block entry = func.region(0).entryBlock();
            for (Operation o : entry.operations()) if (LLVMOps.AllocaOp.isa(o) && promotable(o)) {
                slotIndex.put(o.result(0), slots.size());
                slots.add(o);
            }
            if (slots.isEmpty()) return 0;
            liveIn(entry, new BitSet());
            undef = new Value[slots.size()];
            Value[] cur = new Value[slots.size()];
            for (int s = 0; s < slots.size(); s++) cur[s] = undefFor(s);
            rename(entry, cur);
            for (Operation a : slots) {
                Value count = new LLVMOps.AllocaOp(a).arraySize();
                a.erase();
                if (!count.hasUses() && count.definingOp() != null) count.definingOp().erase();
            }
            for (Value u : undef) if (u != null && !u.hasUses()) u.definingOp().erase();
            return slots.size();
        }

        // ----- which allocas -----

        private boolean promotable(Operation alloca) {
            if (alloca.numOperands() != 1 || !Ir.isConstantOne(new LLVMOps.AllocaOp(alloca).arraySize())) return false;
            if (!(alloca.attr("elem_type") instanceof TypeAttr ta)) return false;
            Type t = ta.type();
            if (!(t instanceof BuiltinTypes.IntegerType || t instanceof BuiltinTypes.FloatType || t instanceof LLVMTypes.PointerType
                    || t instanceof BuiltinTypes.IndexType))   // index: scf-legalize-returns' slots
                return false;
            Value p = alloca.result(0);
            for (OpOperand use : p.uses()) {
                Operation u = use.owner();
                if (u.hasAttr("volatile_") || u.hasAttr("ordering")) return false;
                if (LLVMOps.LoadOp.isa(u)) {
                    if (!u.result(0).type().equals(t)) return false;
                } else if (LLVMOps.StoreOp.isa(u)) {
                    LLVMOps.StoreOp st = new LLVMOps.StoreOp(u);
                    if (st.addr() != p || st.value() == p || !st.value().type().equals(t)) return false;
                } else return false;
                if (!reachableStructurally(u, alloca.parentBlock())) return false;
            }
            return true;
        }

        /** Whether {@code op} sits in {@code top} or in single-block regions of known scf ops nested in it. */
        private static boolean reachableStructurally(Operation op, Block top) {
            Operation o = op;
            while (o.parentBlock() != top) {
                Operation parent = o.parentOp();
                if (parent == null || !Ir.isSequentialScf(parent) || o.parentRegion().numBlocks() != 1) return false;
                o = parent;
            }
            return true;
        }

        private int slotOf(Operation memOp) {
            Value addr = switch (memOp.view()) {
                case LLVMOps.LoadOp ld -> ld.addr();
                case LLVMOps.StoreOp st -> st.addr();
                default -> null;
            };
            Integer i = addr == null ? null : slotIndex.get(addr);
            return i == null ? -1 : i;
        }

        private Value undefFor(int s) {
            if (undef[s] == null) {
                Builder b = new Builder();
                b.setInsertionPointAfter(slots.get(s));
                undef[s] = Ir.undef(b, ((TypeAttr) slots.get(s).attr("elem_type")).type());
            }
            return undef[s];
        }

        private Type typeOf(int s) { return ((TypeAttr) slots.get(s).attr("elem_type")).type(); }

        // ----- liveness (backward, over structured regions) -----

        private BitSet liveIn(Block blk, BitSet liveOut) {
            BitSet live = (BitSet) liveOut.clone();
            List<Operation> ops = blk.operations();
            for (int i = ops.size() - 1; i >= 0; i--) {
                Operation op = ops.get(i);
                if (op.numRegions() > 0) liveAfter.put(op, (BitSet) live.clone());
                live = transfer(op, live);
            }
            return live;
        }

        private BitSet regionLiveIn(Region r, BitSet liveOut) {
            BitSet in = r.isEmpty() ? (BitSet) liveOut.clone() : liveIn(r.entryBlock(), liveOut);
            liveInOf.put(r, in);
            return in;
        }

        private BitSet transfer(Operation op, BitSet live) {
            int s = slotOf(op);
            if (s >= 0) {
                BitSet r = (BitSet) live.clone();
                if (LLVMOps.LoadOp.isa(op)) r.set(s); else r.clear(s);
                return r;
            }
            if (branches(op)) {
                BitSet r = new BitSet();
                for (Region reg : op.regions()) r.or(regionLiveIn(reg, live));
                return r;
            }
            switch (op.view()) {
                case ScfOps.ForOp f -> {
                    // the body's live-in at the fixed point, from its gen/kill summary (no re-walk per iteration)
                    Summary b = summaryOf(op.region(0));
                    BitSet x = (BitSet) live.clone();
                    x.andNot(b.kill);
                    x.or(b.gen);
                    BitSet out = (BitSet) live.clone();
                    out.or(x);
                    regionLiveIn(op.region(0), out);
                    BitSet r = (BitSet) live.clone();
                    r.or(x);
                    return r;
                }
                case ScfOps.WhileOp w -> {
                    // after-region live-in at the fixed point: gen_a | (gen_b - kill_a) | (live - kill_b - kill_a)
                    Summary sb = summaryOf(op.region(0)), sa = summaryOf(op.region(1));
                    BitSet afterIn = (BitSet) live.clone();
                    afterIn.andNot(sb.kill);
                    afterIn.or(sb.gen);
                    afterIn.andNot(sa.kill);
                    afterIn.or(sa.gen);
                    BitSet out = (BitSet) live.clone();
                    out.or(afterIn);
                    BitSet beforeIn = regionLiveIn(op.region(0), out);
                    regionLiveIn(op.region(1), beforeIn);
                    return beforeIn;
                }
                default -> { return live; }
            }
        }

        /** The structured ops that run one of their regions: scf.if, scf.index_switch, scf.execute_region. */
        private static boolean branches(Operation op) {
            return ScfOps.IfOp.isa(op) || ScfOps.IndexSwitchOp.isa(op) || ScfOps.ExecuteRegionOp.isa(op);
        }

        private BitSet writtenIn(Operation op) {
            BitSet w = written.get(op);
            if (w == null) {
                w = new BitSet();
                for (Region r : op.regions()) w.or(summaryOf(r).written);
                written.put(op, w);
            }
            return w;
        }

        /**
         * Liveness transfer function of a region as {@code liveIn = gen | (liveOut - kill)} plus the slots stored
         * anywhere in it; computed bottom-up once per region, so nested loops need no fixed-point iteration.
         */
        private record Summary(BitSet gen, BitSet kill, BitSet written) { }

        private final Map<Region, Summary> summaries = new IdentityHashMap<>();

        private Summary summaryOf(Region r) {
            Summary s = summaries.get(r);
            if (s != null) return s;
            BitSet gen = new BitSet(), kill = new BitSet(), wr = new BitSet();
            if (!r.isEmpty()) {
                List<Operation> ops = r.entryBlock().operations();
                for (int i = ops.size() - 1; i >= 0; i--) {
                    Operation op = ops.get(i);
                    int slot = slotOf(op);
                    if (slot >= 0) {
                        if (LLVMOps.LoadOp.isa(op)) gen.set(slot); else { gen.clear(slot); kill.set(slot); wr.set(slot); }
                        continue;
                    }
                    if (op.numRegions() == 0) continue;
                    for (Region inner : op.regions()) wr.or(summaryOf(inner).written);
                    BitSet g, k;
                    if (branches(op)) {
                        g = new BitSet();
                        k = null;
                        for (Region inner : op.regions()) {
                            Summary si = summaryOf(inner);
                            g.or(si.gen);
                            if (k == null) k = (BitSet) si.kill.clone(); else k.and(si.kill);
                        }
                        if (k == null) k = new BitSet();
                    } else switch (op.view()) {
                        case ScfOps.ForOp f -> { g = summaryOf(op.region(0)).gen; k = new BitSet(); }
                        case ScfOps.WhileOp w -> {
                            Summary sb = summaryOf(op.region(0)), sa = summaryOf(op.region(1));
                            g = (BitSet) sa.gen.clone();
                            g.andNot(sb.kill);
                            g.or(sb.gen);
                            k = sb.kill;
                        }
                        default -> { continue; }
                    }
                    gen.andNot(k);
                    gen.or(g);
                    kill.or(k);
                }
            }
            s = new Summary(gen, kill, wr);
            summaries.put(r, s);
            return s;
        }

        // ----- renaming (forward) -----

        private void rename(Block blk, Value[] cur) {
            for (Operation op : blk.operations()) {
                int s = slotOf(op);
                if (s >= 0) {
                    if (LLVMOps.LoadOp.isa(op)) op.result(0).replaceAllUsesWith(cur[s]);
                    else cur[s] = new LLVMOps.StoreOp(op).value();
                    op.erase();
                    continue;
                }
                if (branches(op)) renameBranches(op, cur);
                else switch (op.view()) {
                    case ScfOps.WhileOp w -> renameWhile(op, cur);
                    case ScfOps.ForOp f -> renameFor(op, cur);
                    default -> { }
                }
            }
        }

        private int[] carried(Operation op, BitSet live) {
            BitSet c = (BitSet) writtenIn(op).clone();
            c.and(live);
            return c.stream().toArray();
        }

        /** scf.if / index_switch / execute_region: each region yields the new values of the live slots it may write. */
        private void renameBranches(Operation op, Value[] cur) {
            int[] c = carried(op, liveAfter.getOrDefault(op, new BitSet()));
            for (Region r : op.regions()) {
                if (r.isEmpty()) {
                    if (c.length == 0) continue;
                    Ir.yield(new Builder(r.addBlock()), List.of());
                }
                Value[] local = cur.clone();
                rename(r.entryBlock(), local);
                appendOperands(Ir.terminator(r.entryBlock()), local, c);
            }
            if (c.length == 0) return;
            Operation n = rebuild(op, op.operands(), c);
            for (int k = 0; k < c.length; k++) cur[c[k]] = n.result(op.numResults() + k);
            finish(op, n);
        }

        /** scf.while: live written slots become while operands, before/after arguments, condition operands and yields. */
        private void renameWhile(Operation op, Value[] cur) {
            BitSet live = (BitSet) liveAfter.getOrDefault(op, new BitSet()).clone();
            live.or(liveInOf.getOrDefault(op.region(0), new BitSet()));
            live.or(liveInOf.getOrDefault(op.region(1), new BitSet()));
            int[] c = carried(op, live);
            Block before = op.region(0).entryBlock(), after = op.region(1).entryBlock();
            Value[] vb = cur.clone(), va = cur.clone();
            for (int s : c) vb[s] = before.addArgument(typeOf(s));
            rename(before, vb);
            appendOperands(Ir.terminator(before), vb, c);
            for (int s : c) va[s] = after.addArgument(typeOf(s));
            rename(after, va);
            appendOperands(Ir.terminator(after), va, c);
            if (c.length == 0) return;
            List<Value> inits = new ArrayList<>(op.operands());
            for (int s : c) inits.add(cur[s]);
            Operation n = rebuild(op, inits, c);
            for (int k = 0; k < c.length; k++) cur[c[k]] = n.result(op.numResults() + k);
            finish(op, n);
        }

        /** scf.for: live written slots become iter_args. */
        private void renameFor(Operation op, Value[] cur) {
            BitSet live = (BitSet) liveAfter.getOrDefault(op, new BitSet()).clone();
            live.or(liveInOf.getOrDefault(op.region(0), new BitSet()));
            int[] c = carried(op, live);
            Block body = op.region(0).entryBlock();
            Value[] vb = cur.clone();
            for (int s : c) vb[s] = body.addArgument(typeOf(s));
            rename(body, vb);
            Operation y = Ir.terminator(body);
            if (y == null && c.length > 0) y = Ir.yield(new Builder(body), List.of());
            if (y != null) appendOperands(y, vb, c);
            if (c.length == 0) return;
            List<Value> operands = new ArrayList<>(op.operands());
            for (int s : c) operands.add(cur[s]);
            Operation n = rebuild(op, operands, c);
            for (int k = 0; k < c.length; k++) cur[c[k]] = n.result(op.numResults() + k);
            finish(op, n);
        }

        private static void appendOperands(Operation term, Value[] vals, int[] c) {
            if (c.length == 0) return;
            if (term == null) throw new IllegalStateException("mem2reg: region without terminator");
            for (int s : c) term.addOperand(vals[s]);
        }

        /** A copy of {@code op} with the given operands, extra results for slots {@code c}, and op's regions moved in. */
        private Operation rebuild(Operation op, List<Value> operands, int[] c) {
            List<Type> types = new ArrayList<>(op.resultTypes());
            for (int s : c) types.add(typeOf(s));
            Operation n = Operation.create(op.name(), operands, types, op.attributes(), op.numRegions(), op.location());
            for (int i = 0; i < op.numRegions(); i++) n.region(i).takeBody(op.region(i));
            op.parentBlock().insertBefore(op, n);
            return n;
        }

        private static void finish(Operation old, Operation n) {
            for (int i = 0; i < old.numResults(); i++) old.result(i).replaceAllUsesWith(n.result(i));
            old.erase();
        }
    }

}
