package jcirc.ir;

import jcirc.dialect.builtin.BuiltinAttrs;

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
        Map<Operation, Map<String, Operation>> symbolTables = new HashMap<>();
        var saved = TABLES.get();
        TABLES.set(symbolTables);
        try {
            verifyOp(top, symbolTables);
            verifyDominance(top);
        } finally {
            TABLES.set(saved);
        }
    }

    /**
     * The symbol tables of the verification running on this thread: op verifiers look symbols up
     * with a fresh map, which would rebuild the module's table for every call op (quadratic on
     * large modules); the IR does not change while it is verified, so they share this one.
     */
    private static final ThreadLocal<Map<Operation, Map<String, Operation>>> TABLES = new ThreadLocal<>();

    /** Verifies and collects every failure instead of stopping at the first (for --verify-diagnostics). */
    public static List<VerifyException> verifyAll(Operation top) {
        List<VerifyException> errors = new ArrayList<>();
        Map<Operation, Map<String, Operation>> symbolTables = new HashMap<>();
        var saved = TABLES.get();
        TABLES.set(symbolTables);
        try {
            verifyAllOps(top, symbolTables, errors);
        } finally {
            TABLES.set(saved);
        }
        return errors;
    }

    private static void verifyAllOps(Operation top, Map<Operation, Map<String, Operation>> symbolTables, List<VerifyException> errors) {
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
    }

    private static void verifyOp(Operation op, Map<Operation, Map<String, Operation>> tables) {
        for (Region r : op.regions()) for (Block b : r.blocks()) for (Operation inner : b.operations()) verifyOp(inner, tables);
        verifyOpLocal(op, tables);
    }

    private static void verifyOpLocal(Operation op, Map<Operation, Map<String, Operation>> tables) {
        OpDef def = op.def();
        for (Value v : op.operands()) if (v == null) throw new VerifyException(op, "has a null operand");
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
                || (def.operands().stream().anyMatch(o -> o.arity() == OpDef.Arity.OPTIONAL) && op.numOperands() > fixed + 1)) {
            throw new VerifyException(op, "expected " + (variadic == 0 ? "" : "at least ") + fixed + " operands, but found " + op.numOperands());
        }
        int rfixed = 0, rvar = 0;
        for (OpDef.ResultSpec r : def.results()) if (r.arity() == OpDef.Arity.SINGLE) rfixed++; else rvar++;
        if (rvar == 0 ? op.numResults() != rfixed : op.numResults() < rfixed)
            throw new VerifyException(op, "requires " + (rvar == 0 ? "" : "at least ") + rfixed + " results, but found " + op.numResults());
        boolean varRegions = def.regions().stream().anyMatch(OpDef.RegionSpec::variadic);
        int fixedRegions = (int) def.regions().stream().filter(r -> !r.variadic()).count();
        if (varRegions ? op.numRegions() < fixedRegions : op.numRegions() != fixedRegions)
            throw new VerifyException(op, "requires " + fixedRegions + " regions, but found " + op.numRegions());
        boolean varSucc = def.successors().stream().anyMatch(OpDef.SuccessorSpec::variadic);
        int fixedSucc = (int) def.successors().stream().filter(s -> !s.variadic()).count();
        if (varSucc ? op.numSuccessors() < fixedSucc : op.numSuccessors() != fixedSucc)
            throw new VerifyException(op, "requires " + fixedSucc + " successors, but found " + op.numSuccessors());
        if (op.numSuccessors() > 0 && !def.traits().contains(Trait.TERMINATOR))
            throw new VerifyException(op, "has successors but is not a terminator");
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
            for (Value v : op.operands()) {
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
                for (Operation inner : b.operations()) {
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

    /** Finds a symbol by name in the nearest enclosing symbol tables. */
    public static Operation lookupSymbol(Operation from, String name, Map<Operation, Map<String, Operation>> tables) {
        Map<Operation, Map<String, Operation>> shared = TABLES.get();
        if (shared != null) tables = shared;
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

    /** Per verification run: dominator trees of the regions and op positions in the blocks seen so far. */
    private record DomCache(Map<Region, DomTree> trees, Map<Block, Map<Operation, Integer>> positions) {}

    private static final ThreadLocal<DomCache> DOMS = new ThreadLocal<>();

    private static void verifyDominance(Operation top) {
        DOMS.set(new DomCache(new IdentityHashMap<>(), new IdentityHashMap<>()));
        try {
            top.walk(Verifier::verifyOperandDominance);
        } finally {
            DOMS.remove();
        }
    }

    private static void verifyOperandDominance(Operation op) {
        {
            for (Value v : op.operands()) {
                if (!dominates(v, op))
                    throw new VerifyException(op, "operand #" + op.operands().indexOf(v) + " does not dominate this use");
            }
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
            return d != useOp && isBefore(d, useOp);
        }
        return domTree(defRegion).dominates(defBlock, useBlock);
    }

    /** {@code a} comes before {@code b} in their block (positions cached during a verification: blocks can be huge). */
    private static boolean isBefore(Operation a, Operation b) {
        DomCache c = DOMS.get();
        if (c == null) return a.isBeforeInBlock(b);
        Map<Operation, Integer> pos = c.positions().computeIfAbsent(a.parentBlock(), blk -> {
            Map<Operation, Integer> m = new IdentityHashMap<>();
            int i = 0;
            for (Operation o = blk.first(); o != null; o = o.nextOp()) m.put(o, i++);
            return m;
        });
        return pos.get(a) < pos.get(b);
    }

    private static Operation definingOpOrBlockOwner(Value v) {
        return v.definingOp() != null ? v.definingOp() : v.parentBlock().parentOp();
    }

    private static DomTree domTree(Region r) {
        DomCache c = DOMS.get();
        return c != null ? c.trees().computeIfAbsent(r, DomTree::new) : new DomTree(r);
    }

    /**
     * The dominator tree of a region (Cooper, Harvey and Kennedy's iterative algorithm over the
     * reverse post-order), numbered by a depth-first walk so that "a dominates b" is an interval
     * test. Blocks unreachable from the entry are dominated by every block (MLIR does not check
     * dominance in unreachable code).
     */
    static final class DomTree {
        private final Map<Block, Integer> pre = new IdentityHashMap<>(), post = new IdentityHashMap<>();

        DomTree(Region r) {
            Block entry = r.entryBlock();
            if (entry == null) return;
            // reverse post-order of the blocks reachable from the entry
            List<Block> order = new ArrayList<>();
            Map<Block, Integer> rpo = new IdentityHashMap<>();
            Set<Block> seen = Collections.newSetFromMap(new IdentityHashMap<>());
            Deque<Block> stack = new ArrayDeque<>();
            Deque<Iterator<Block>> its = new ArrayDeque<>();
            seen.add(entry);
            stack.push(entry);
            its.push(entry.successors().iterator());
            while (!stack.isEmpty()) {
                Iterator<Block> it = its.peek();
                if (it.hasNext()) {
                    Block s = it.next();
                    if (s.parent() == r && seen.add(s)) { stack.push(s); its.push(s.successors().iterator()); }
                } else {
                    order.add(stack.pop());
                    its.pop();
                }
            }
            Collections.reverse(order);
            for (int i = 0; i < order.size(); i++) rpo.put(order.get(i), i);
            Map<Block, List<Block>> preds = new IdentityHashMap<>();
            for (Block x : order) for (Block s : x.successors()) if (rpo.containsKey(s)) preds.computeIfAbsent(s, k -> new ArrayList<>()).add(x);
            int[] idom = new int[order.size()];
            Arrays.fill(idom, -1);
            idom[0] = 0;
            boolean changed = true;
            while (changed) {
                changed = false;
                for (int i = 1; i < order.size(); i++) {
                    int nd = -1;
                    for (Block p : preds.getOrDefault(order.get(i), List.of())) {
                        int pi = rpo.get(p);
                        if (idom[pi] < 0) continue;
                        nd = nd < 0 ? pi : intersect(idom, pi, nd);
                    }
                    if (nd >= 0 && idom[i] != nd) { idom[i] = nd; changed = true; }
                }
            }
            // number the tree depth-first
            List<List<Integer>> children = new ArrayList<>();
            for (int i = 0; i < order.size(); i++) children.add(new ArrayList<>());
            for (int i = 1; i < order.size(); i++) if (idom[i] >= 0) children.get(idom[i]).add(i);
            int counter = 0;
            Deque<int[]> dfs = new ArrayDeque<>();
            dfs.push(new int[] {0, 0});
            pre.put(order.get(0), counter++);
            while (!dfs.isEmpty()) {
                int[] top = dfs.peek();
                List<Integer> ch = children.get(top[0]);
                if (top[1] < ch.size()) {
                    int c = ch.get(top[1]++);
                    pre.put(order.get(c), counter++);
                    dfs.push(new int[] {c, 0});
                } else {
                    post.put(order.get(top[0]), counter++);
                    dfs.pop();
                }
            }
        }

        private static int intersect(int[] idom, int a, int b) {
            while (a != b) {
                while (a > b) a = idom[a];
                while (b > a) b = idom[b];
            }
            return a;
        }

        /** Whether {@code a} dominates {@code b} (both blocks of this region). */
        boolean dominates(Block a, Block b) {
            Integer pb = pre.get(b);
            if (pb == null) return true;            // b unreachable
            Integer pa = pre.get(a);
            if (pa == null) return false;           // a unreachable, b reachable
            return pa <= pb && post.get(b) <= post.get(a);
        }
    }
}
