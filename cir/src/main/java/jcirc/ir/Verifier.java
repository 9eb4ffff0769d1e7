package jcirc.ir;


import java.util.*;

/**
 * The generic verifier, driven by each op's {@link OpDef}: operand/result/region/successor
 * counts, operand and result type constraints, required attributes, terminators, single-block
 * regions, {@code HasParent}, isolation, SSA dominance and symbol references; then the op's own
 * verifier. Throws {@link VerifyException} at the first failing op.
 */
public final class Verifier {
    private Verifier() {}

    /** Verifies {@code top} and everything nested in it. */
    public static void verify(Operation top) {
        Map<Operation, Map<String, Operation>> symbolTables = new IdentityHashMap<>();
        Map<Operation, Map<String, Operation>> outer = ACTIVE_TABLES.get();
        ACTIVE_TABLES.set(symbolTables);
        try {
            verifyOp(top, symbolTables);
            verifyDominance(top);
        } finally {
            if (outer == null) ACTIVE_TABLES.remove(); else ACTIVE_TABLES.set(outer);
        }
    }

    /**
     * The symbol tables of the verification running on this thread: op verifiers look symbols up
     * with a fresh map each time, and the IR does not change while it is verified, so the tables
     * are built once per verification instead of once per lookup.
     */
    private static final ThreadLocal<Map<Operation, Map<String, Operation>>> ACTIVE_TABLES = new ThreadLocal<>();

    /** Verifies and collects every failure instead of stopping at the first (for --verify-diagnostics). */
    public static List<VerifyException> verifyAll(Operation top) {
        List<VerifyException> errors = new ArrayList<>();
        Map<Operation, Map<String, Operation>> symbolTables = new IdentityHashMap<>();
        Map<Operation, Map<String, Operation>> outer = ACTIVE_TABLES.get();
        ACTIVE_TABLES.set(symbolTables);
        try {
            top.walk(op -> {
                try {
                    verifyOpLocal(op, symbolTables);
                } catch (VerifyException e) {
                    errors.add(e);
                }
            });
            if (errors.isEmpty()) {
                try { verifyDominance(top); } catch (VerifyException e) { errors.add(e); }
            }
        } finally {
            if (outer == null) ACTIVE_TABLES.remove(); else ACTIVE_TABLES.set(outer);
        }
        return errors;
    }

    private static void verifyOp(Operation op, Map<Operation, Map<String, Operation>> tables) {
        for (int i = 0, n = op.numRegions(); i < n; i++)
            for (Block b : op.region(i).blocks())
                for (Operation inner = b.first(); inner != null; inner = inner.nextOp()) verifyOp(inner, tables);
        verifyOpLocal(op, tables);
    }

    private static void verifyOpLocal(Operation op, Map<Operation, Map<String, Operation>> tables) {
        OpDef def = op.def();
        for (int i = 0, n = op.numOperands(); i < n; i++)
            if (op.operand(i) == null) throw new VerifyException(op, "has a null operand");
        if (def == null) {
            if (op.dialect().isEmpty() || isKnownDialect(op.dialect()))
                throw new VerifyException(op, "is not a registered operation");
            return;
        }
        verifyCounts(op, def);
        verifyTypes(op, def);
        verifyAttrs(op, def);
        verifyRegions(op, def);
        verifyParent(op, def);
        verifySymbolUses(op, tables);
        if (op.hasTrait(Trait.SYMBOL_TABLE)) verifyUniqueSymbols(op);
        for (OpDef.OpVerifier v : def.verifiers()) v.verify(op);
    }

    private static boolean isKnownDialect(String d) {
        return Set.of("builtin", "cir", "scf", "cf", "arith", "func", "llvm", "math").contains(d);
    }

    private static void verifyCounts(Operation op, OpDef def) {
        int fixed = 0, variadic = 0;
        for (OpDef.OperandSpec o : def.operands()) if (o.arity() == OpDef.Arity.SINGLE) fixed++; else variadic++;
        if (def.needsSegments()) {
            int[] seg = op.operandSegmentSizes();
            if (seg == null || seg.length != def.operands().size())
                throw new VerifyException(op, "requires attribute '" + OpDef.SEGMENTS_ATTR + "' with "
                        + def.operands().size() + " elements");
            int sum = 0;
            for (int i = 0; i < seg.length; i++) {
                OpDef.Arity a = def.operands().get(i).arity();
                if (a == OpDef.Arity.SINGLE && seg[i] != 1 || a == OpDef.Arity.OPTIONAL && seg[i] > 1 || seg[i] < 0)
                    throw new VerifyException(op, "operand group '" + def.operands().get(i).name() + "' has invalid size " + seg[i]);
                sum += seg[i];
            }
            if (sum != op.numOperands())
                throw new VerifyException(op, "operand segment sizes add up to " + sum + " but the op has " + op.numOperands() + " operands");
        } else if (variadic == 0 ? op.numOperands() != fixed : op.numOperands() < fixed
                || (hasOptionalOperand(def) && op.numOperands() > fixed + 1)) {
            throw new VerifyException(op, "expected " + (variadic == 0 ? "" : "at least ") + fixed + " operands, but found " + op.numOperands());
        }
        int rfixed = 0, rvar = 0;
        for (OpDef.ResultSpec r : def.results()) if (r.arity() == OpDef.Arity.SINGLE) rfixed++; else rvar++;
        if (rvar == 0 ? op.numResults() != rfixed : op.numResults() < rfixed)
            throw new VerifyException(op, "requires " + (rvar == 0 ? "" : "at least ") + rfixed + " results, but found " + op.numResults());
        boolean varRegions = false;
        int fixedRegions = 0;
        for (OpDef.RegionSpec r : def.regions()) if (r.variadic()) varRegions = true; else fixedRegions++;
        if (varRegions ? op.numRegions() < fixedRegions : op.numRegions() != fixedRegions)
            throw new VerifyException(op, "requires " + fixedRegions + " regions, but found " + op.numRegions());
        boolean varSucc = false;
        int fixedSucc = 0;
        for (OpDef.SuccessorSpec sp : def.successors()) if (sp.variadic()) varSucc = true; else fixedSucc++;
        if (varSucc ? op.numSuccessors() < fixedSucc : op.numSuccessors() != fixedSucc)
            throw new VerifyException(op, "requires " + fixedSucc + " successors, but found " + op.numSuccessors());
        if (op.numSuccessors() > 0 && !def.traits().contains(Trait.TERMINATOR))
            throw new VerifyException(op, "has successors but is not a terminator");
    }

    private static boolean hasOptionalOperand(OpDef def) {
        for (OpDef.OperandSpec o : def.operands()) if (o.arity() == OpDef.Arity.OPTIONAL) return true;
        return false;
    }

    private static void verifyTypes(Operation op, OpDef def) {
        for (int g = 0; g < def.operands().size(); g++) {
            OpDef.OperandSpec spec = def.operands().get(g);
            for (Value v : def.operandGroup(op, g))
                if (!spec.constraint().accepts(v.type()))
                    throw new VerifyException(op, "operand '" + spec.name() + "' must be " + spec.constraint().description()
                            + ", but got " + v.type().print());
        }
        if (def.results().size() == op.numResults()) {
            for (int i = 0; i < op.numResults(); i++) {
                OpDef.ResultSpec spec = def.results().get(i);
                if (!spec.constraint().accepts(op.result(i).type()))
                    throw new VerifyException(op, "result '" + spec.name() + "' must be " + spec.constraint().description()
                            + ", but got " + op.result(i).type().print());
            }
        }
        Set<Trait> t = def.traits();
        if (t.contains(Trait.SAME_OPERANDS_AND_RESULT_TYPE) || t.contains(Trait.SAME_TYPE_OPERANDS)) {
            Type first = null;
            for (int i = 0, n = op.numOperands(); i < n; i++) {
                Value v = op.operand(i);
                if (first == null) first = v.type();
                else if (!first.equals(v.type()))
                    throw new VerifyException(op, "requires the same type for all operands" +
                            (t.contains(Trait.SAME_OPERANDS_AND_RESULT_TYPE) ? " and results" : ""));
            }
            if (t.contains(Trait.SAME_OPERANDS_AND_RESULT_TYPE) && first != null)
                for (OpResult r : op.results())
                    if (!r.type().equals(first)) throw new VerifyException(op, "requires the same type for all operands and results");
        }
        if (t.contains(Trait.SAME_FIRST_OPERAND_AND_RESULT_TYPE) && op.numOperands() > 0 && op.numResults() > 0
                && !op.operand(0).type().equals(op.result(0).type()))
            throw new VerifyException(op, "requires the first operand and the result to have the same type");
    }

    private static void verifyAttrs(Operation op, OpDef def) {
        for (OpDef.AttrSpec a : def.attrs()) {
            Attribute v = op.attr(a.name());
            if (v == null) {
                if (!a.optional()) throw new VerifyException(op, "requires attribute '" + a.name() + "'");
            } else if (!a.kind().isInstance(v)) {
                throw new VerifyException(op, "attribute '" + a.name() + "' must be " + a.kind().getSimpleName()
                        + ", but got " + v.print());
            }
        }
    }

    private static void verifyRegions(Operation op, OpDef def) {
        Set<Trait> t = def.traits();
        for (Region r : op.regions()) {
            if (t.contains(Trait.SINGLE_BLOCK) && r.numBlocks() > 1)
                throw new VerifyException(op, "expects region #" + op.regions().indexOf(r) + " to have 0 or 1 blocks");
            if (t.contains(Trait.NO_REGION_ARGUMENTS) && !r.isEmpty() && r.entryBlock().numArguments() > 0)
                throw new VerifyException(op, "region #" + op.regions().indexOf(r) + " should have no arguments");
            for (Block b : r.blocks()) {
                for (Operation inner = b.first(); inner != null; inner = inner.nextOp()) {
                    if (inner.hasTrait(Trait.TERMINATOR) && inner != b.last())
                        throw new VerifyException(inner, "must be the last operation in the parent block");
                }
                if (!t.contains(Trait.NO_TERMINATOR)) {
                    Operation last = b.last();
                    if (last == null || (last.def() != null && !last.hasTrait(Trait.TERMINATOR)))
                        throw new VerifyException(last == null ? op : last, last == null
                                ? "empty block: expect at least a terminator"
                                : "block with no terminator, has " + last.name());
                }
                for (Block s : b.successors())
                    if (s.parent() != r) throw new VerifyException(b.last(), "branches to a block of another region");
            }
        }
    }

    private static void verifyParent(Operation op, OpDef def) {
        if (def.parents().isEmpty()) return;
        Operation p = op.parentOp();
        if (p == null || !def.parents().contains(p.name()))
            throw new VerifyException(op, "expects parent op " + (def.parents().size() == 1 ? "'" + def.parents().get(0) + "'"
                    : "to be one of '" + String.join(", ", def.parents()) + "'"));
    }

    // ----- symbols -----

    private static void verifySymbolUses(Operation op, Map<Operation, Map<String, Operation>> tables) {
        for (Map.Entry<String, Attribute> e : op.attributes().entrySet()) {
            if (!(e.getValue() instanceof BuiltinAttrs.SymbolRefAttr ref)) continue;
            if (lookupSymbol(op, ref.root(), tables) == null)
                throw new VerifyException(op, "'" + ref.root() + "' does not reference a valid symbol ('" + e.getKey() + "')");
        }
    }

    /**
     * A symbol table defines each name once (MLIR: "redefinition of symbol named 'x'"): a declaration
     * and a definition of one function or global are one op.
     */
    private static void verifyUniqueSymbols(Operation symbolTableOp) {
        Map<String, Operation> seen = new HashMap<>();
        for (Region r : symbolTableOp.regions())
            for (Block b : r.blocks())
                for (Operation o : b.operations())
                    if (o.attr("sym_name") instanceof BuiltinAttrs.StringAttr s && seen.putIfAbsent(s.value(), o) != null)
                        throw new VerifyException(o, "redefinition of symbol named '" + s.value() + "'");
    }

    /** Finds a symbol by name in the nearest enclosing symbol tables. */
    public static Operation lookupSymbol(Operation from, String name, Map<Operation, Map<String, Operation>> tables) {
        Map<Operation, Map<String, Operation>> active = ACTIVE_TABLES.get();
        if (active != null) tables = active;
        for (Operation p = from.parentOp(); p != null; p = p.parentOp()) {
            if (!p.hasTrait(Trait.SYMBOL_TABLE)) continue;
            Map<String, Operation> table = tables.computeIfAbsent(p, Verifier::buildTable);
            Operation s = table.get(name);
            if (s != null) return s;
        }
        return null;
    }

    public static Map<String, Operation> buildTable(Operation symbolTableOp) {
        Map<String, Operation> t = new HashMap<>();
        for (Region r : symbolTableOp.regions())
            for (Block b : r.blocks())
                for (Operation o : b.operations())
                    if (o.attr("sym_name") instanceof BuiltinAttrs.StringAttr s) t.put(s.value(), o);
        return t;
    }

    // ----- dominance -----

    private static final ThreadLocal<Map<Region, DominanceInfo>> DOMS = new ThreadLocal<>();

    private static void verifyDominance(Operation top) {
        DOMS.set(new IdentityHashMap<>());
        try {
            verifyDominanceIn(top);
        } finally {
            DOMS.remove();
        }
    }

    /** Post-order over {@code op} and its nested ops, like {@link Operation#walk} without snapshots (nothing changes). */
    private static void verifyDominanceIn(Operation op) {
        for (int i = 0, n = op.numRegions(); i < n; i++)
            for (Block b : op.region(i).blocks())
                for (Operation inner = b.first(); inner != null; inner = inner.nextOp()) verifyDominanceIn(inner);
        verifyOperandDominance(op);
    }

    private static void verifyOperandDominance(Operation op) {
        for (int i = 0, n = op.numOperands(); i < n; i++) {
            Value v = op.operand(i);
            if (!dominates(v, op))
                throw new VerifyException(op, "operand #" + op.operands().indexOf(v) + " does not dominate this use");
        }
    }


    /** Whether the definition of {@code v} properly dominates its use in {@code user}. */
    public static boolean dominates(Value v, Operation user) {
        Block defBlock = v.parentBlock();
        if (defBlock == null) return false;
        // find the ancestor of user that lives in the same region as the definition
        Operation useOp = user;
        Region defRegion = defBlock.parent();
        while (useOp != null && useOp.parentRegion() != defRegion) {
            Operation p = useOp.parentOp();
            if (p != null && p.hasTrait(Trait.ISOLATED_FROM_ABOVE) && !p.isAncestorOf(definingOpOrBlockOwner(v))) return false;
            useOp = p;
        }
        if (useOp == null) return false;
        Block useBlock = useOp.parentBlock();
        if (useBlock == defBlock) {
            Operation d = v.definingOp();
            if (d == null) return true; // block argument
            return d != useOp && d.isBeforeInBlock(useOp);
        }
        return dominanceOf(defRegion).dominates(defBlock, useBlock);
    }

    private static Operation definingOpOrBlockOwner(Value v) {
        return v.definingOp() != null ? v.definingOp() : v.parentBlock().parentOp();
    }

    /** The dominance info of a region: cached for the duration of one verification, else computed afresh. */
    private static DominanceInfo dominanceOf(Region r) {
        Map<Region, DominanceInfo> cache = DOMS.get();
        return cache != null ? cache.computeIfAbsent(r, DominanceInfo::new) : new DominanceInfo(r);
    }

    /** The set of blocks dominating {@code b} in its region (for tests and debugging; queries use {@link DominanceInfo}). */
    static Set<Block> dominatorsOf(Block b) {
        DominanceInfo d = dominanceOf(b.parent());
        Set<Block> r = new HashSet<>();
        for (Block x : b.parent().blocks()) if (x == b || d.dominates(x, b)) r.add(x);
        return r;
    }

    /**
     * Block dominance within one region (a snapshot: recompute after changing the CFG). The
     * immediate-dominator tree is built with Cooper, Harvey and Kennedy's iterative algorithm over
     * a reverse post-order of the blocks reachable from the entry; a pre/post numbering of the
     * tree then answers "does a dominate b" in constant time. Unreachable blocks are dominated by
     * every block (MLIR does not check dominance there) and dominate no reachable block.
     */
    public static final class DominanceInfo {
        private final IdentityHashMap<Block, Integer> rpoIndex = new IdentityHashMap<>();
        /** The reachable blocks in reverse post-order. */
        private final Block[] order;
        /** Per reverse-post-order index: the immediate dominator's index (the entry's is itself). */
        private final int[] idom;
        /** Per reverse-post-order index: the interval [pre, post] of its dominator-tree subtree. */
        private final int[] pre, post;

        public DominanceInfo(Region r) {
            List<Block> blocks = r.blocks();
            if (blocks.isEmpty()) { idom = pre = post = new int[0]; order = new Block[0]; return; }
            order = reversePostOrder(blocks.get(0), r).toArray(new Block[0]);
            int n = order.length;
            for (int i = 0; i < n; i++) rpoIndex.put(order[i], i);
            // predecessors (by RPO index) of each reachable block, within the region
            int[][] preds = new int[n][];
            int[] predCount = new int[n];
            for (int i = 0; i < n; i++)
                for (Block s : order[i].successors()) { Integer j = rpoIndex.get(s); if (j != null) predCount[j]++; }
            for (int i = 0; i < n; i++) preds[i] = new int[predCount[i]];
            Arrays.fill(predCount, 0);
            for (int i = 0; i < n; i++)
                for (Block s : order[i].successors()) { Integer j = rpoIndex.get(s); if (j != null) preds[j][predCount[j]++] = i; }
            idom = new int[n];
            Arrays.fill(idom, -1);
            idom[0] = 0;
            boolean changed = true;
            while (changed) {
                changed = false;
                for (int b = 1; b < n; b++) {
                    int newIdom = -1;
                    for (int p : preds[b]) {
                        if (idom[p] < 0) continue;
                        newIdom = newIdom < 0 ? p : intersect(p, newIdom);
                    }
                    if (newIdom != idom[b]) { idom[b] = newIdom; changed = true; }
                }
            }
            // number the dominator tree: children lists, then an iterative DFS
            int[] childCount = new int[n];
            for (int b = 1; b < n; b++) childCount[idom[b]]++;
            int[][] children = new int[n][];
            for (int b = 0; b < n; b++) children[b] = new int[childCount[b]];
            Arrays.fill(childCount, 0);
            for (int b = 1; b < n; b++) children[idom[b]][childCount[idom[b]]++] = b;
            pre = new int[n];
            post = new int[n];
            int[] stack = new int[n], next = new int[n];
            int sp = 0, clock = 0;
            stack[sp++] = 0;
            pre[0] = clock++;
            while (sp > 0) {
                int b = stack[sp - 1];
                if (next[b] < children[b].length) {
                    int c = children[b][next[b]++];
                    pre[c] = clock++;
                    stack[sp++] = c;
                } else {
                    post[b] = clock++;
                    sp--;
                }
            }
        }

        private int intersect(int a, int b) {
            while (a != b) {
                while (a > b) a = idom[a];
                while (b > a) b = idom[b];
            }
            return a;
        }

        /** Blocks reachable from {@code entry} (through successors in region {@code r}) in reverse post-order. */
        private static List<Block> reversePostOrder(Block entry, Region r) {
            List<Block> postOrder = new ArrayList<>();
            Set<Block> seen = Collections.newSetFromMap(new IdentityHashMap<>());
            Deque<Block> blockStack = new ArrayDeque<>();
            Deque<Iterator<Block>> iterStack = new ArrayDeque<>();
            seen.add(entry);
            blockStack.push(entry);
            iterStack.push(entry.successors().iterator());
            while (!blockStack.isEmpty()) {
                Iterator<Block> it = iterStack.peek();
                if (it.hasNext()) {
                    Block s = it.next();
                    if (s.parent() == r && seen.add(s)) {
                        blockStack.push(s);
                        iterStack.push(s.successors().iterator());
                    }
                } else {
                    postOrder.add(blockStack.pop());
                    iterStack.pop();
                }
            }
            Collections.reverse(postOrder);
            return postOrder;
        }

        /** Whether {@code b} is reachable from its region's entry block. */
        public boolean isReachable(Block b) { return rpoIndex.containsKey(b); }

        /** Whether {@code a} dominates {@code b} (reflexive). Every block dominates an unreachable one. */
        public boolean dominates(Block a, Block b) {
            if (a == b) return true;
            Integer ib = rpoIndex.get(b);
            if (ib == null) return true;
            Integer ia = rpoIndex.get(a);
            if (ia == null) return false;
            return pre[ia] <= pre[ib] && post[ib] <= post[ia];
        }

        /** The immediate dominator of a reachable block (null for the entry and unreachable blocks). */
        public Block immediateDominator(Block b) {
            Integer i = rpoIndex.get(b);
            return i == null || i == 0 ? null : order[idom[i]];
        }
    }
}
