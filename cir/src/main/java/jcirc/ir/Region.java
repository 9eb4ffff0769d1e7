package jcirc.ir;

import java.util.AbstractList;
import java.util.ArrayList;
import java.util.List;

/**
 * A list of blocks owned by an operation.
 *
 * <p>The blocks form an intrusive doubly-linked list (like the ops of a block), so inserting,
 * moving and removing a block take constant time however large the region is. Positions
 * ({@link #blocks()}{@code .get(i)}, {@link Block#indexInRegion}) come from a snapshot array that is
 * rebuilt on first use after a change other than an append; relative order (for sorting blocks)
 * comes from sparse order keys that removals never invalidate.
 */
public final class Region {
    private final Operation parent;
    private Block head, tail;
    private int count;
    /** The blocks by position, with each block's {@code regionIndex} set; null when stale. */
    private ArrayList<Block> positions = new ArrayList<>();
    /** Whether the blocks' {@code orderKey}s increase along the list. */
    private boolean keysValid = true;
    private static final long KEY_STRIDE = 1L << 20;

    /** The live, read-only view {@link #blocks()} returns. */
    private final List<Block> view = new AbstractList<>() {
        @Override public Block get(int i) { return positions().get(i); }
        @Override public int size() { return count; }
        @Override public int indexOf(Object o) { return o instanceof Block b ? Region.this.indexOf(b) : -1; }
        @Override public int lastIndexOf(Object o) { return indexOf(o); }
        @Override public boolean contains(Object o) { return o instanceof Block b && b.parent == Region.this; }
    };

    Region(Operation parent) { this.parent = parent; }

    /** A region not owned by any op yet (parsers fill one, then an op takes its body). */
    public static Region detached() { return new Region(null); }

    public Operation parentOp() { return parent; }
    /** The blocks in order: a read-only view that follows later changes to the region. */
    public List<Block> blocks() { return view; }
    public boolean isEmpty() { return count == 0; }
    public Block entryBlock() { return head; }
    public int numBlocks() { return count; }
    public Block block(int i) { return positions().get(i); }

    public Block addBlock() { return addBlock(new Block()); }

    public Block addBlock(Block b) {
        if (b.parent != null) b.parent.removeBlock(b);
        link(tail, null, b);
        if (positions != null) { b.regionIndex = positions.size(); positions.add(b); }
        return b;
    }

    /** Inserts {@code b} after {@code after} (at the start when {@code after} is not in this region). */
    public void insertAfter(Block after, Block b) {
        if (b.parent != null) b.parent.removeBlock(b);
        if (after.parent == this) link(after, after.nextBlock, b);
        else link(null, head, b);
        positions = null;
    }

    public void insertBefore(Block before, Block b) {
        if (b.parent != null) b.parent.removeBlock(b);
        if (before.parent != this) throw new IndexOutOfBoundsException("insertion point is not a block of this region");
        link(before.prevBlock, before, b);
        positions = null;
    }

    /** Links {@code b} between {@code prev} and {@code next} (either null at the ends) and gives it an order key. */
    private void link(Block prev, Block next, Block b) {
        b.parent = this;
        b.prevBlock = prev;
        b.nextBlock = next;
        if (prev != null) prev.nextBlock = b; else head = b;
        if (next != null) next.prevBlock = b; else tail = b;
        count++;
        if (keysValid) {
            long lo = prev == null ? 0 : prev.orderKey;
            if (next == null) b.orderKey = lo + KEY_STRIDE;
            else if (next.orderKey - lo > 1) b.orderKey = lo + (next.orderKey - lo) / 2;
            else keysValid = false;
        }
    }

    void removeBlock(Block b) {
        if (b.parent == this) {
            if (b.prevBlock != null) b.prevBlock.nextBlock = b.nextBlock; else head = b.nextBlock;
            if (b.nextBlock != null) b.nextBlock.prevBlock = b.prevBlock; else tail = b.prevBlock;
            b.prevBlock = b.nextBlock = null;
            count--;
            if (positions != null) {
                if (positions.size() > 0 && positions.get(positions.size() - 1) == b) positions.remove(positions.size() - 1);
                else positions = null;
            }
        }
        b.parent = null;
    }

    private ArrayList<Block> positions() {
        if (positions == null) {
            ArrayList<Block> p = new ArrayList<>(count);
            for (Block b = head; b != null; b = b.nextBlock) { b.regionIndex = p.size(); p.add(b); }
            positions = p;
        }
        return positions;
    }

    /** The position of {@code b} in this region, or -1. */
    int indexOf(Block b) {
        if (b.parent != this) return -1;
        positions();
        return b.regionIndex;
    }

    /** A key that orders the blocks of this region as they are laid out (for sorting; not a position). */
    long orderKey(Block b) {
        if (!keysValid) {
            long k = 0;
            for (Block x = head; x != null; x = x.nextBlock) x.orderKey = k += KEY_STRIDE;
            keysValid = true;
        }
        return b.orderKey;
    }

    /** Moves every block of {@code other} to the end of this region. */
    public void takeBody(Region other) {
        for (Block b = other.head; b != null; ) {
            Block nx = b.nextBlock;
            addBlock(b);
            b = nx;
        }
    }

    /** Moves every block of {@code other} into this region, after block {@code after}. */
    public void inlineBlocksAfter(Region other, Block after) {
        Block pos = after;
        for (Block b = other.head; b != null; ) {
            Block nx = b.nextBlock;
            insertAfter(pos, b);
            pos = b;
            b = nx;
        }
    }

    /** The ops of the single block, for single-block regions. */
    /**
     * Erases the blocks not reachable from the entry block nor from a block {@code alsoLive} keeps
     * (e.g. blocks whose address is taken); their ops drop their operands first, so dead blocks
     * that use one another go together. Linear in the region's blocks and edges.
     */
    public void eraseUnreachableBlocks(java.util.function.Predicate<Block> alsoLive) {
        if (isEmpty()) return;
        java.util.Set<Block> seen = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());
        java.util.Deque<Block> work = new java.util.ArrayDeque<>();
        work.push(entryBlock());
        for (Block b : blocks()) if (alsoLive.test(b)) work.push(b);
        while (!work.isEmpty()) {
            Block b = work.pop();
            if (!seen.add(b)) continue;
            for (Block s : b.successors()) work.push(s);
        }
        List<Block> dead = new ArrayList<>();
        for (Block b : blocks()) if (!seen.contains(b)) dead.add(b);
        for (Block b : dead) for (Operation o : b.operations()) o.dropAllReferences();
        for (Block b : dead) {
            for (BlockArgument a : b.arguments()) for (OpOperand u : a.uses()) u.set(null);
            b.erase();
        }
    }

    public List<Operation> ops() { return head == null ? List.of() : head.operations(); }

    /** Clones all blocks into {@code dest}, remapping values and successors through {@code map}. */
    public void cloneInto(Region dest, IRMapping map) {
        List<Block> newBlocks = new ArrayList<>();
        List<Block> oldBlocks = new ArrayList<>(blocks());
        for (Block b : oldBlocks) {
            Block nb = new Block();
            for (BlockArgument a : b.arguments()) map.map(a, nb.addArgument(a.type()));
            map.map(b, nb);
            newBlocks.add(nb);
            dest.addBlock(nb);
        }
        for (int i = 0; i < oldBlocks.size(); i++)
            for (Operation op : oldBlocks.get(i).operations()) newBlocks.get(i).append(op.clone(map));
        // successors of cloned ops that were cloned before their target block existed are remapped here
        for (Block nb : newBlocks)
            for (Operation op : nb.operations()) fixSuccessors(op, map);
    }

    private static void fixSuccessors(Operation op, IRMapping map) {
        op.remapSuccessors(map::lookupOrDefault);
        for (Region r : op.regions()) for (Block b : r.blocks()) for (Operation o : b.operations()) fixSuccessors(o, map);
    }

    public void walk(java.util.function.Consumer<Operation> fn) {
        for (Block b : positions().toArray(new Block[0])) for (Operation op : b.operations()) op.walk(fn);
    }
}
