package jcirc.lowering.tollvm;

import jcirc.dialect.llvm.LLVMOps;
import jcirc.ir.Block;
import jcirc.ir.BlockArgument;
import jcirc.ir.OpOperand;
import jcirc.ir.Operation;
import jcirc.ir.Region;
import jcirc.ir.Value;
import jcirc.ir.pass.Pass;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * {@code llvm-branch-cleanup}: the block-structure cleanup LLVM's -O0 pipeline does not do, on the llvm
 * dialect at the end of both paths. Lowered {@code scf.if}/{@code scf.while} (and flattened cir) leave
 * block arguments with one incoming value (single-entry phis), empty forwarding blocks and blocks that
 * only their one predecessor branches to; {@code llc -O0}'s fast register allocator spills at every
 * block boundary, and every block and phi is text to write and parse. Per function, linear, after moving
 * constants to the entry block ({@link #hoistConstants}):
 * <pre>
 *   ^b(%x: i32): ...            with every edge into ^b passing %v (or %x itself)
 *     =>  ^b: ...  (uses of %x use %v; the edges drop the operand)
 *   ^p: llvm.cond_br %c, ^f(%v : i32), ^q     ^f(%y: i32): llvm.br ^t(%y, %w : i32, i32)
 *     =>  ^p: llvm.cond_br %c, ^t(%v, %w : i32, i32), ^q      (^f erased once nothing branches to it)
 *   ^p: A; llvm.br ^b(%v : i32)     ^b(%y: i32): B         (^p the only predecessor of ^b)
 *     =>  ^p: A; B[%y := %v]
 * </pre>
 * Only edges of {@code llvm.br}, {@code llvm.cond_br} and {@code llvm.switch} are rewritten (a block an
 * {@code llvm.invoke} or {@code llvm.indirectbr} reaches keeps its arguments), and a block whose address is
 * taken ({@code llvm.blocktag}) is never merged away. Two edges of one branch to one block with different
 * operands are allowed: the LLVM IR writer gives such edges their own blocks.
 */
public final class BranchCleanupPass implements jcirc.ir.pass.LocalPass {
    public static final String NAME = "llvm-branch-cleanup";

    @Override public String name() { return NAME; }

    /** One function at a time (jcirc.ir.pass.LocalPass). */
    @Override public Steps start(Operation module) {
        return f -> { if (LLVMOps.FuncOp.isa(f) && f.numRegions() > 0 && f.region(0).numBlocks() > 1) cleanup(f.region(0)); };
    }

    /** The three rewrites on one function body. */
    static void cleanup(Region body) {
        hoistConstants(body);
        dropTrivialArguments(body);
        foldForwardingBlocks(body);
        mergeIntoPredecessors(body);
    }

    // ----- constants to the entry block -----

    /**
     * Constant-like ops without operands ({@code llvm.mlir.constant}, {@code llvm.mlir.addressof},
     * {@code llvm.mlir.zero}, {@code undef}, {@code poison}) move to the start of the entry block, where they
     * dominate every use: the LLVM IR writer spells them inline, so a block holding only such ops and a
     * branch is an empty forwarding block in the output and should be one here.
     */
    static void hoistConstants(Region body) {
        Block entry = body.entryBlock();
        Operation at = entry.first();
        for (Block b : body.blocks()) {
            if (b == entry) continue;
            for (Operation op = b.first(); op != null; ) {
                Operation next = op.nextOp();
                if (op.numOperands() == 0 && op.numRegions() == 0 && op.numResults() == 1 && hoistable(op)) {
                    op.remove();
                    entry.insertBefore(at, op);
                }
                op = next;
            }
        }
    }

    private static boolean hoistable(Operation op) {
        return LLVMOps.MlirConstantOp.isa(op) || LLVMOps.MlirAddressofOp.isa(op) || LLVMOps.MlirZeroOp.isa(op)
                || LLVMOps.MlirUndefOp.isa(op) || LLVMOps.MlirPoisonOp.isa(op);
    }

    /** One edge into a block: slot {@code slot} of terminator {@code branch}. */
    private record Edge(Operation branch, int slot) {}

    // ----- single-entry (and all-same) phis -----

    /**
     * Replaces each block argument whose incoming values are all one value {@code %v} (ignoring the
     * argument itself, a loop passing it on unchanged) by {@code %v}. {@code %v} then dominates the block:
     * it reaches the end of every predecessor, and it is not defined in the block. A replacement can make
     * arguments of the blocks it flows into trivial, so those are looked at again. The operands are
     * dropped from the branches at the end, each branch rebuilt once.
     */
    static void dropTrivialArguments(Region body) {
        Map<Block, List<Edge>> incoming = new IdentityHashMap<>();
        Set<Block> fixed = Collections.newSetFromMap(new IdentityHashMap<>());
        Map<Operation, int[]> starts = new IdentityHashMap<>();
        for (Block p : body.blocks()) {
            Operation t = p.last();
            if (t == null || t.numSuccessors() == 0) continue;
            boolean editable = LlvmBranches.editable(t);
            int pos = LLVMOps.BrOp.isa(t) ? 0 : 1;
            int[] s = new int[t.numSuccessors()];
            for (int k = 0; k < t.numSuccessors(); k++) {
                Block succ = t.successor(k);
                s[k] = pos;
                pos += succ.numArguments();
                if (succ.numArguments() == 0) continue;
                if (!editable) fixed.add(succ);
                else incoming.computeIfAbsent(succ, x -> new ArrayList<>()).add(new Edge(t, k));
            }
            if (editable) starts.put(t, s);
        }
        Deque<Block> work = new ArrayDeque<>();
        Set<Block> queued = Collections.newSetFromMap(new IdentityHashMap<>());
        for (Block b : body.blocks())
            if (!b.isEntryBlock() && b.numArguments() > 0 && !fixed.contains(b) && incoming.containsKey(b)) { work.add(b); queued.add(b); }
        Map<Block, boolean[]> dead = new IdentityHashMap<>();
        while (!work.isEmpty()) {
            Block b = work.poll();
            queued.remove(b);
            List<Edge> in = incoming.get(b);
            boolean[] d = dead.computeIfAbsent(b, x -> new boolean[x.numArguments()]);
            for (int i = 0; i < b.numArguments(); i++) {
                if (d[i]) continue;
                BlockArgument a = b.argument(i);
                Value same = null;
                boolean trivial = true;
                for (Edge e : in) {
                    Value v = e.branch().operand(starts.get(e.branch())[e.slot()] + i);
                    if (v == a || v == same) continue;
                    if (same != null) { trivial = false; break; }
                    same = v;
                }
                if (!trivial || same == null || same.parentBlock() == b) continue;
                for (OpOperand u : a.uses()) {
                    Operation user = u.owner();
                    if (!starts.containsKey(user)) continue;
                    for (Block s : user.successors())
                        if (s.numArguments() > 0 && !fixed.contains(s) && incoming.containsKey(s) && queued.add(s)) work.add(s);
                }
                a.replaceAllUsesWith(same);
                d[i] = true;
            }
        }
        Set<Operation> dirty = Collections.newSetFromMap(new IdentityHashMap<>());
        for (var e : dead.entrySet()) {
            boolean any = false;
            for (boolean x : e.getValue()) any |= x;
            if (any) for (Edge in : incoming.get(e.getKey())) dirty.add(in.branch());
        }
        for (Operation t : dirty) {
            List<List<Value>> ops = LlvmBranches.edgeOperands(t);
            List<Block> succs = new ArrayList<>(t.successors());
            for (int k = 0; k < succs.size(); k++) {
                boolean[] d = dead.get(succs.get(k));
                if (d == null) continue;
                List<Value> kept = new ArrayList<>();
                for (int i = 0; i < d.length; i++) if (!d[i]) kept.add(ops.get(k).get(i));
                ops.set(k, kept);
            }
            LlvmBranches.rebuild(t, succs, ops);
        }
        for (var e : dead.entrySet()) {
            boolean[] d = e.getValue();
            for (int i = d.length - 1; i >= 0; i--) if (d[i]) e.getKey().eraseArgument(i);
        }
    }

    // ----- empty forwarding blocks -----

    /**
     * A block (not the entry) holding nothing but {@code llvm.br}, whose arguments only that branch uses (an
     * argument a dominated block uses directly would lose its definition with the block).
     */
    private static boolean forwarding(Block b) {
        Operation only = b.first();
        if (b.isEntryBlock() || only == null || only != b.last() || !LLVMOps.BrOp.isa(only)) return false;
        for (BlockArgument a : b.arguments())
            for (OpOperand u : a.uses()) if (u.owner() != only) return false;
        return true;
    }

    /**
     * Every edge of a plain branch into a forwarding block goes to where that block (or a chain of them)
     * leads, with the operands mapped through; each branch is rebuilt once. Forwarding blocks nothing
     * reaches any more are erased.
     */
    static void foldForwardingBlocks(Region body) {
        List<Block> forwarders = new ArrayList<>();
        for (Block p : body.blocks()) {
            if (forwarding(p)) { forwarders.add(p); continue; }
            Operation t = p.last();
            if (t == null || t.numSuccessors() == 0 || !LlvmBranches.editable(t)) continue;
            boolean any = false;
            for (Block s : t.successors()) any |= forwarding(s) && s.last().successor(0) != s;
            if (!any) continue;
            List<List<Value>> ops = LlvmBranches.edgeOperands(t);
            List<Block> succs = new ArrayList<>(t.successors());
            for (int k = 0; k < succs.size(); k++) {
                Block target = succs.get(k);
                List<Value> args = ops.get(k);
                Set<Block> seen = null;   // a cycle of forwarding blocks (for (;;);) stays
                while (forwarding(target) && target.last().successor(0) != target) {
                    if (seen == null) seen = Collections.newSetFromMap(new IdentityHashMap<>());
                    if (!seen.add(target)) break;
                    Operation br = target.last();
                    List<Value> next = new ArrayList<>(br.numOperands());
                    for (Value v : br.operands())
                        next.add(v instanceof BlockArgument a && a.owner() == target ? args.get(a.index()) : v);
                    target = br.successor(0);
                    args = next;
                }
                succs.set(k, target);
                ops.set(k, args);
            }
            LlvmBranches.rebuild(t, succs, ops);
        }
        Deque<Block> gone = new ArrayDeque<>();
        for (Block f : forwarders) if (!f.hasPredecessors()) gone.add(f);
        while (!gone.isEmpty()) {
            Block f = gone.poll();
            if (f.parent() == null) continue;
            Block target = f.last().successor(0);
            f.erase();
            if (target != f && target.parent() != null && forwarding(target) && !target.hasPredecessors()) gone.add(target);
        }
    }

    // ----- a block into its only predecessor -----

    /** Whether {@code b} can move into its only predecessor, which ends in {@code llvm.br ^b}; that predecessor or null. */
    private static Block mergeablePredecessor(Block b) {
        if (b.isEntryBlock() || (b.first() != null && LLVMOps.BlocktagOp.isa(b.first()))) return null;
        List<Block> preds = b.predecessors();
        if (preds.size() != 1) return null;
        Block p = preds.get(0);
        return p != b && LLVMOps.BrOp.isa(p.last()) ? p : null;
    }

    /**
     * {@code ^p: A; llvm.br ^b(%v)} with {@code ^p} the only predecessor of {@code ^b}: ^b's ops move to the
     * end of ^p, its arguments replaced by the branch's operands. Chains are merged from their head, so
     * each op moves once.
     */
    static void mergeIntoPredecessors(Region body) {
        for (Block head : new ArrayList<>(body.blocks())) {
            if (head.parent() == null || mergeablePredecessor(head) != null) continue;   // not a chain's head
            while (true) {
                Operation br = head.last();
                if (br == null || !LLVMOps.BrOp.isa(br)) break;
                Block b = br.successor(0);
                if (mergeablePredecessor(b) != head) break;
                for (int i = 0; i < b.numArguments(); i++) b.argument(i).replaceAllUsesWith(br.operand(i));
                br.erase();
                head.absorb(b);
                b.erase();
            }
        }
    }
}
