package jcirc.ir;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** A list of blocks owned by an operation. */
public final class Region {
    private final Operation parent;
    private final List<Block> blocks = new ArrayList<>();
    /** Whether every block's {@code regionIndex} is its position (cleared by insertions and removals in the middle). */
    private boolean indexValid = true;

    Region(Operation parent) { this.parent = parent; }

    /** A region not owned by any op yet (parsers fill one, then an op takes its body). */
    public static Region detached() { return new Region(null); }

    public Operation parentOp() { return parent; }
    public List<Block> blocks() { return Collections.unmodifiableList(blocks); }
    public boolean isEmpty() { return blocks.isEmpty(); }
    public Block entryBlock() { return blocks.isEmpty() ? null : blocks.get(0); }
    public int numBlocks() { return blocks.size(); }
    public Block block(int i) { return blocks.get(i); }

    public Block addBlock() { return addBlock(new Block()); }

    public Block addBlock(Block b) {
        if (b.parent != null) b.parent.removeBlock(b);
        b.parent = this;
        b.regionIndex = blocks.size();
        blocks.add(b);
        return b;
    }

    public void insertAfter(Block after, Block b) {
        if (b.parent != null) b.parent.removeBlock(b);
        b.parent = this;
        blocks.add(indexOf(after) + 1, b);
        indexValid = false;
    }

    public void insertBefore(Block before, Block b) {
        if (b.parent != null) b.parent.removeBlock(b);
        b.parent = this;
        blocks.add(indexOf(before), b);
        indexValid = false;
    }

    void removeBlock(Block b) {
        int i = indexOf(b);
        if (i >= 0) {
            blocks.remove(i);
            if (i != blocks.size()) indexValid = false;
        }
        b.parent = null;
    }

    /** The position of {@code b} in this region, or -1. Amortised constant time. */
    int indexOf(Block b) {
        if (b.parent != this) return -1;
        ensureIndex();
        return b.regionIndex;
    }

    void ensureIndex() {
        if (indexValid) return;
        for (int i = 0; i < blocks.size(); i++) blocks.get(i).regionIndex = i;
        indexValid = true;
    }

    /** Moves every block of {@code other} to the end of this region. */
    public void takeBody(Region other) {
        for (Block b : new ArrayList<>(other.blocks)) addBlock(b);
    }

    /** Moves every block of {@code other} into this region, after block {@code after}. */
    public void inlineBlocksAfter(Region other, Block after) {
        Block pos = after;
        for (Block b : new ArrayList<>(other.blocks)) { insertAfter(pos, b); pos = b; }
    }

    /** The ops of the single block, for single-block regions. */
    public List<Operation> ops() { return blocks.isEmpty() ? List.of() : blocks.get(0).operations(); }

    /** Clones all blocks into {@code dest}, remapping values and successors through {@code map}. */
    public void cloneInto(Region dest, IRMapping map) {
        List<Block> newBlocks = new ArrayList<>();
        for (Block b : blocks) {
            Block nb = new Block();
            for (BlockArgument a : b.arguments()) map.map(a, nb.addArgument(a.type()));
            map.map(b, nb);
            newBlocks.add(nb);
            dest.addBlock(nb);
        }
        for (int i = 0; i < blocks.size(); i++)
            for (Operation op : blocks.get(i).operations()) newBlocks.get(i).append(op.clone(map));
        // successors of cloned ops that were cloned before their target block existed are remapped here
        for (Block nb : newBlocks)
            for (Operation op : nb.operations()) fixSuccessors(op, map);
    }

    private static void fixSuccessors(Operation op, IRMapping map) {
        op.remapSuccessors(map::lookupOrDefault);
        for (Region r : op.regions()) for (Block b : r.blocks()) for (Operation o : b.operations()) fixSuccessors(o, map);
    }

    public void walk(java.util.function.Consumer<Operation> fn) {
        for (Block b : blocks) for (Operation op : b.operations()) op.walk(fn);
    }
}
