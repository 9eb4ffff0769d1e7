package jcirc.ir;

import jcirc.ir.BuiltinTypes;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.*;

import static org.junit.jupiter.api.Assertions.*;

/**
 * The algorithms behind the IR core's fast paths, checked against simple definitions: block
 * dominance (immediate-dominator tree) on irreducible and unreachable control flow and deep
 * nesting, predecessor lists, the linked block list of a region, op order and use lists.
 */
class IrAlgorithmsTest {
    static final BuiltinTypes.IntegerType I32 = BuiltinTypes.I32;

    @BeforeAll
    static void declareTestOps() {
        IrCoreTest.declareTestOps();
        if (OpRegistry.lookup("test.alg_switch") != null) return;
        // test.alg_switch ^a, ^b, ...   — a terminator with any number of successors
        OpDef.op("test.alg_switch").variadicSuccessor("dests").traits(Trait.TERMINATOR).format("$dests attr-dict").register();
        // test.alg_use %v   — uses a value
        OpDef.op("test.alg_use").variadicOperand("vals").format("($vals^ `:` type($vals))? attr-dict").register();
    }

    /** A function-like op with {@code n} blocks (not yet terminated) in its region. */
    private static Operation function(Operation module, int n) {
        Builder b = new Builder(module.region(0).entryBlock());
        Operation fn = b.create("test.core_func", List.of(), List.of(), Map.of(), 1);
        for (int i = 0; i < n; i++) fn.region(0).addBlock();
        return fn;
    }

    private static Operation branch(Block from, Block... to) {
        return new Builder(from).create("test.alg_switch", List.of(), List.of(), Map.of(), 0, List.of(to));
    }

    private static Value constantIn(Block b) {
        Builder bl = new Builder();
        if (b.first() != null) bl.setInsertionPoint(b.first()); else bl.setInsertionPointToEnd(b);
        return IrCoreTest.constant(bl, 1);
    }

    private static void use(Block b, Value v) {
        Builder bl = new Builder();
        if (b.last() != null && b.last().hasTrait(Trait.TERMINATOR)) bl.setInsertionPoint(b.last()); else bl.setInsertionPointToEnd(b);
        bl.create("test.alg_use", List.of(v), List.of(), Map.of());
    }

    /** Dominance by definition: a dominates b when every path from the entry to b goes through a. */
    private static boolean dominatesByDefinition(Region r, Block a, Block b) {
        Block entry = r.entryBlock();
        if (!reachable(entry, b, null)) return true;           // unreachable: not checked, like MLIR
        if (a == b) return true;
        if (!reachable(entry, a, null)) return false;
        return a == entry || !reachable(entry, b, a);
    }

    private static boolean reachable(Block from, Block to, Block avoiding) {
        if (from == avoiding) return false;
        Deque<Block> work = new ArrayDeque<>(List.of(from));
        Set<Block> seen = new HashSet<>(List.of(from));
        while (!work.isEmpty()) {
            Block x = work.pop();
            if (x == to) return true;
            for (Block s : x.successors()) if (s != avoiding && seen.add(s)) work.push(s);
        }
        return false;
    }

    @Test
    void dominanceOfAnIrreducibleLoop() {
        Operation m = IrCoreTest.module();
        Operation fn = function(m, 5);
        Region r = fn.region(0);
        Block entry = r.block(0), a = r.block(1), b = r.block(2), exit = r.block(3), dead = r.block(4);
        // entry -> a, b; a <-> b (two entries into the cycle); a, b -> exit; dead -> a (unreachable)
        branch(entry, a, b);
        branch(a, b, exit);
        branch(b, a, exit);
        branch(exit);
        branch(dead, a);
        Verifier.DominanceInfo d = new Verifier.DominanceInfo(r);
        assertSame(entry, d.immediateDominator(a));
        assertSame(entry, d.immediateDominator(b));
        assertSame(entry, d.immediateDominator(exit));
        assertNull(d.immediateDominator(entry));
        assertFalse(d.dominates(a, b));
        assertFalse(d.dominates(b, a));
        assertFalse(d.dominates(dead, a), "an unreachable predecessor does not dominate");
        assertTrue(d.dominates(a, dead) && d.dominates(exit, dead), "every block dominates an unreachable one");
        assertFalse(d.isReachable(dead));
        assertEquals(Set.of(entry, exit), Verifier.dominatorsOf(exit));

        Value inA = constantIn(a);
        use(b, inA);
        VerifyException e = assertThrows(VerifyException.class, () -> Verifier.verify(m));
        assertTrue(e.getMessage().contains("operand #0 does not dominate this use"), e.getMessage());
        b.last().prevOp().erase();
        use(dead, inA);                       // uses in unreachable blocks are not checked
        use(a, constantIn(entry));
        Verifier.verify(m);
    }

    @Test
    void dominanceMatchesTheDefinitionOnRandomGraphs() {
        Random rnd = new Random(1234);
        for (int round = 0; round < 40; round++) {
            Operation m = IrCoreTest.module();
            int n = 2 + rnd.nextInt(24);
            Region r = function(m, n).region(0);
            for (Block blk : r.blocks()) {
                int k = rnd.nextInt(4);
                Block[] to = new Block[k];
                for (int i = 0; i < k; i++) to[i] = r.block(1 + rnd.nextInt(n - 1));   // never back to the entry
                branch(blk, to);
            }
            Verifier.DominanceInfo d = new Verifier.DominanceInfo(r);
            for (Block x : r.blocks())
                for (Block y : r.blocks())
                    assertEquals(dominatesByDefinition(r, x, y), d.dominates(x, y),
                            "round " + round + ": ^bb" + x.indexInRegion() + " dominates ^bb" + y.indexInRegion());
        }
    }

    @Test
    void longChainsAndDeepNestingVerify() {
        Operation m = IrCoreTest.module();
        Region r = function(m, 5000).region(0);
        for (int i = 0; i + 1 < r.numBlocks(); i++) branch(r.block(i), r.block(i + 1));
        branch(r.block(r.numBlocks() - 1));
        Value v = constantIn(r.entryBlock());
        use(r.block(4999), v);
        Verifier.verify(m);
        assertTrue(new Verifier.DominanceInfo(r).dominates(r.block(10), r.block(4000)));

        // 300 nested single-block scopes: the innermost use sees the outer value
        Builder b = new Builder(r.block(4999));
        b.setInsertionPoint(r.block(4999).last());
        Operation scope = null;
        for (int i = 0; i < 300; i++) {
            scope = b.create("test.core_scope", List.of(), List.of(), Map.of(), 1);
            Block body = scope.region(0).addBlock();
            b.setInsertionPointToEnd(body);
            b.create("test.core_yield", List.of(), List.of(), Map.of());
            b.setInsertionPoint(body.last());
        }
        Operation inner = b.create("test.alg_use", List.of(v), List.of(), Map.of());
        Verifier.verify(m);
        // a value of an inner scope used after it: does not dominate
        Value local = IrCoreTest.constant(b, 3);
        use(r.block(4999), local);
        assertThrows(VerifyException.class, () -> Verifier.verify(m));
        assertNotNull(inner);
        assertNotNull(scope);
    }

    @Test
    void predecessorsFollowBranchChangesInRegionOrder() {
        Operation m = IrCoreTest.module();
        Region r = function(m, 4).region(0);
        Block b0 = r.block(0), b1 = r.block(1), b2 = r.block(2), b3 = r.block(3);
        branch(b2, b3);
        Operation t0 = branch(b0, b3, b1, b3);   // two edges to b3
        branch(b1, b3);
        branch(b3);
        assertEquals(List.of(b0, b0, b1, b2), b3.predecessors());
        assertEquals(List.of(b0), b1.predecessors());
        t0.setSuccessor(0, b2);
        assertEquals(List.of(b0, b1, b2), b3.predecessors());
        assertEquals(List.of(b0), b2.predecessors());
        // a moved block keeps its branches; the order follows the new layout
        r.insertBefore(b0, b2);
        assertEquals(List.of(b2, b0, b1), b3.predecessors());
        assertEquals(List.of(b2, b0, b1, b3), r.blocks());
        // a terminator that is no longer last, or is erased, is not a predecessor edge
        Builder after = new Builder(b1);
        Operation extra = after.create("test.alg_use", List.of(), List.of(), Map.of());
        assertEquals(List.of(b2, b0), b3.predecessors());
        extra.erase();
        b1.last().erase();
        assertEquals(List.of(b2, b0), b3.predecessors());
        assertFalse(b1.hasPredecessors() && b1.predecessors().isEmpty());
        // erasing a block drops its edges
        b0.erase();
        assertEquals(List.of(b2), b3.predecessors());
        assertTrue(b1.predecessors().isEmpty());
        assertFalse(b1.hasPredecessors());
        assertEquals(List.of(b2, b1, b3), r.blocks());
    }

    @Test
    void regionBlockListKeepsPositionsThroughMoves() {
        Operation m = IrCoreTest.module();
        Region r = function(m, 0).region(0);
        Region other = function(m, 0).region(0);
        List<Block> expected = new ArrayList<>();
        Random rnd = new Random(99);
        List<Block> view = r.blocks();
        for (int step = 0; step < 400; step++) {
            int what = rnd.nextInt(5);
            if (what == 0 || expected.isEmpty()) {
                Block nb = new Block();
                r.addBlock(nb);
                expected.add(nb);
            } else if (what == 1) {
                Block at = expected.get(rnd.nextInt(expected.size()));
                Block nb = new Block();
                r.insertAfter(at, nb);
                expected.add(expected.indexOf(at) + 1, nb);
            } else if (what == 2) {
                Block at = expected.get(rnd.nextInt(expected.size()));
                Block nb = other.addBlock();
                r.insertBefore(at, nb);
                expected.add(expected.indexOf(at), nb);
                assertTrue(other.isEmpty());
            } else if (what == 3) {
                Block x = expected.remove(rnd.nextInt(expected.size()));
                x.erase();
                assertNull(x.parent());
            } else {
                Block x = expected.remove(rnd.nextInt(expected.size()));
                other.addBlock(x);                        // moves it out
                assertSame(other, x.parent());
                other.block(0).erase();
            }
            assertEquals(expected, view, "step " + step);   // the view stays live
            assertEquals(expected.size(), r.numBlocks());
            assertSame(expected.isEmpty() ? null : expected.get(0), r.entryBlock());
            for (int i = 0; i < expected.size(); i++) assertEquals(i, expected.get(i).indexInRegion());
        }
        Block stranger = new Block();
        assertEquals(-1, stranger.indexInRegion());
        assertEquals(-1, view.indexOf(stranger));
    }

    @Test
    void opOrderAndUseListsStayExactAfterEdits() {
        Operation m = IrCoreTest.module();
        Block blk = m.region(0).entryBlock();
        Builder b = new Builder(blk);
        Value x = IrCoreTest.constant(b, 1);
        Operation first = x.definingOp();
        Operation u1 = b.create("test.alg_use", List.of(x), List.of(), Map.of());
        Operation u2 = b.create("test.alg_use", List.of(x, x), List.of(), Map.of());
        b.setInsertionPoint(u1);
        Operation mid = b.create("test.alg_use", List.of(x), List.of(), Map.of());   // inserted in the middle
        assertTrue(first.isBeforeInBlock(mid) && mid.isBeforeInBlock(u1) && u1.isBeforeInBlock(u2));
        assertFalse(u2.isBeforeInBlock(mid));
        assertFalse(mid.isBeforeInBlock(mid));
        u2.moveBefore(first);
        assertTrue(u2.isBeforeInBlock(first) && !first.isBeforeInBlock(u2));

        assertEquals(List.of(u1, u2, u2, mid), x.users());   // in the order the uses were made
        assertEquals(4, x.numUses());
        u2.insertOperand(0, IrCoreTest.constant(new Builder(blk), 5));
        assertEquals(List.of(0, 1, 2), u2.operandUses().stream().map(OpOperand::index).toList());
        u2.eraseOperand(1);
        assertEquals(List.of(0, 1), u2.operandUses().stream().map(OpOperand::index).toList());
        assertEquals(List.of(u1, u2, mid), x.users());
        OpOperand second = x.uses().get(1);
        assertSame(u2, second.owner());
        assertEquals(1, second.index());
        Value y = IrCoreTest.constant(new Builder(blk), 9);
        x.replaceAllUsesWith(y);
        assertFalse(x.hasUses());
        assertEquals(List.of(u1, u2, mid), y.users());
        assertTrue(y.uses().get(0).get() == y && !x.hasOneUse());
    }
}
