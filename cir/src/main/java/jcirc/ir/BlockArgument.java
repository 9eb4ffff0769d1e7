package jcirc.ir;

/** An argument of a block (function parameters are the entry block's arguments). */
public final class BlockArgument extends Value {
    private final Block owner;
    int index;

    BlockArgument(Block owner, int index, Type type) { super(type); this.owner = owner; this.index = index; }

    public Block owner() { return owner; }
    public int index() { return index; }
    @Override public Operation definingOp() { return null; }
    @Override public Block parentBlock() { return owner; }
    @Override public String toString() { return "arg#" + index; }
}
