package jcirc.ir;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** A basic block: arguments and an ordered list of operations, the last one usually a terminator. */
public final class Block {
    private final List<BlockArgument> arguments = new ArrayList<>();
    Region parent;
    private Operation first, last;
    private int size;
    /** Ops that have this block as a successor, once per successor slot (any block, even detached ops). */
    private final ArrayList<Operation> branchesFrom = new ArrayList<>(2);
    /** Neighbours in the parent region's block list. */
    Block prevBlock, nextBlock;
    /** Position in the parent region, valid while the region's position snapshot is (see {@link Region#indexOf}). */
    int regionIndex;
    /** The region's sparse order key (see {@link Region#orderKey}). */
    long orderKey;
    /** Whether the ops' {@code orderIndex} values increase along the list (cleared by a middle insertion). */
    private boolean orderValid = true;

    public Block() {}

    public Block(List<Type> argTypes) { for (Type t : argTypes) addArgument(t); }

    // ----- arguments -----
    public List<BlockArgument> arguments() { return Collections.unmodifiableList(arguments); }
    public BlockArgument argument(int i) { return arguments.get(i); }
    public int numArguments() { return arguments.size(); }
    public BlockArgument addArgument(Type t) {
        BlockArgument a = new BlockArgument(this, arguments.size(), t);
        arguments.add(a);
        return a;
    }
    public BlockArgument insertArgument(int index, Type t) {
        BlockArgument a = new BlockArgument(this, index, t);
        arguments.add(index, a);
        for (int i = 0; i < arguments.size(); i++) arguments.get(i).index = i;
        return a;
    }
    public void eraseArgument(int i) {
        BlockArgument a = arguments.remove(i);
        if (a.hasUses()) throw new IllegalStateException("erasing a block argument that still has uses");
        for (int j = 0; j < arguments.size(); j++) arguments.get(j).index = j;
    }
    public List<Type> argumentTypes() {
        List<Type> r = new ArrayList<>();
        for (BlockArgument a : arguments) r.add(a.type());
        return r;
    }

    // ----- position -----
    public Region parent() { return parent; }
    /** The next block of the parent region, or null (a walk without the region's block list). */
    public Block nextBlock() { return nextBlock; }
    public Operation parentOp() { return parent == null ? null : parent.parentOp(); }
    public boolean isEntryBlock() { return parent != null && parent.entryBlock() == this; }

    // ----- operations -----
    /** A snapshot list of the block's operations (safe to mutate the block while iterating). */
    public List<Operation> operations() {
        List<Operation> r = new ArrayList<>(size);
        for (Operation o = first; o != null; o = o.next) r.add(o);
        return r;
    }
    public boolean isEmpty() { return first == null; }
    public int size() { return size; }
    public Operation first() { return first; }
    public Operation last() { return last; }

    /** The terminator: the last op if it has the Terminator trait, else null. */
    public Operation terminator() {
        return last != null && last.hasTrait(Trait.TERMINATOR) ? last : null;
    }

    public void append(Operation op) { insertBefore(null, op); }
    public void prepend(Operation op) { insertBefore(first, op); }

    /** Inserts {@code op} before {@code before} (null means at the end). */
    public void insertBefore(Operation before, Operation op) {
        if (op.parent != null) throw new IllegalStateException("op " + op.name() + " is already in a block");
        op.parent = this;
        if (before == null) {
            if (orderValid) op.orderIndex = last == null ? 0 : last.orderIndex + 1;
            op.prev = last; op.next = null;
            if (last != null) last.next = op; else first = op;
            last = op;
        } else {
            if (before.parent != this) throw new IllegalArgumentException("insertion point not in this block");
            orderValid = false;
            op.next = before; op.prev = before.prev;
            if (before.prev != null) before.prev.next = op; else first = op;
            before.prev = op;
        }
        size++;
    }

    public void insertAfter(Operation after, Operation op) { insertBefore(after.next, op); }

    /** Whether {@code a} comes before {@code b}; both are ops of this block. Amortised constant time. */
    boolean isBefore(Operation a, Operation b) {
        if (!orderValid) {
            int i = 0;
            for (Operation o = first; o != null; o = o.next) o.orderIndex = i++;
            orderValid = true;
        }
        return a.orderIndex < b.orderIndex;
    }

    void unlink(Operation op) {
        if (op.prev != null) op.prev.next = op.next; else first = op.next;
        if (op.next != null) op.next.prev = op.prev; else last = op.prev;
        op.prev = op.next = null; op.parent = null;
        size--;
    }

    /**
     * Splits this block before {@code op}: {@code op} and everything after it move to a new block
     * inserted right after this one in the region. Returns the new block.
     */
    public Block splitBefore(Operation op) {
        Block nb = new Block();
        parent.insertAfter(this, nb);
        if (op == null) return nb;
        for (Operation o = op; o != null; ) {
            Operation nx = o.next;
            unlink(o);
            nb.append(o);
            o = nx;
        }
        return nb;
    }

    /** Moves all operations of {@code other} to the end of this block (other's arguments must be unused). */
    public void absorb(Block other) {
        for (Operation o : other.operations()) { o.remove(); append(o); }
    }

    /** Moves all operations of {@code other} before {@code before} in this block. */
    public void absorbBefore(Block other, Operation before) {
        for (Operation o : other.operations()) { o.remove(); insertBefore(before, o); }
    }

    /** Removes this block from its region, erasing all of its ops. */
    public void erase() {
        for (Operation o : operations()) o.dropAllReferences();
        for (Operation o = last; o != null; ) { Operation p = o.prev; unlink(o); o = p; }
        if (parent != null) parent.removeBlock(this);
    }

    /** Blocks that are successors of this block's terminator. */
    public List<Block> successors() {
        Operation t = last;
        return t == null ? List.of() : t.successors();
    }

    void addBranchFrom(Operation op) { branchesFrom.add(op); }

    void removeBranchFrom(Operation op) {
        // the most recently added slot first: rewrites usually undo recent branches
        for (int i = branchesFrom.size() - 1; i >= 0; i--)
            if (branchesFrom.get(i) == op) { branchesFrom.remove(i); return; }
    }

    /**
     * Blocks of the same region whose terminator (last op) branches to this block, in region
     * order, once per successor slot.
     */
    public List<Block> predecessors() {
        List<Block> r = new ArrayList<>();
        if (parent == null) return r;
        for (Operation op : branchesFrom) {
            Block b = op.parent;
            if (b != null && b.parent == parent && b.last == op) r.add(b);
        }
        if (r.size() > 1) {
            r.sort(java.util.Comparator.comparingLong(parent::orderKey));   // stable: one block's slots stay together
        }
        return r;
    }

    /** Whether some block of the region branches here (the same as {@code !predecessors().isEmpty()}). */
    public boolean hasPredecessors() {
        if (parent == null) return false;
        for (Operation op : branchesFrom) {
            Block b = op.parent;
            if (b != null && b.parent == parent && b.last == op) return true;
        }
        return false;
    }

    public int indexInRegion() { return parent == null ? -1 : parent.indexOf(this); }
}
