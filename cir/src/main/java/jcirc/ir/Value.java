package jcirc.ir;

import java.util.ArrayList;
import java.util.List;

/** An SSA value: an operation result or a block argument. Keeps its use list. */
public abstract sealed class Value permits OpResult, BlockArgument {
    private Type type;
    /** The use list: an intrusive doubly-linked list through {@link OpOperand#nextUse}, in the order uses were added. */
    private OpOperand firstUse, lastUse;
    private int numUses;

    protected Value(Type type) { this.type = type; }

    public Type type() { return type; }
    public void setType(Type type) { this.type = type; }

    void addUse(OpOperand u) {
        u.prevUse = lastUse;
        u.nextUse = null;
        if (lastUse != null) lastUse.nextUse = u; else firstUse = u;
        lastUse = u;
        numUses++;
    }

    void removeUse(OpOperand u) {
        if (u.prevUse != null) u.prevUse.nextUse = u.nextUse; else firstUse = u.nextUse;
        if (u.nextUse != null) u.nextUse.prevUse = u.prevUse; else lastUse = u.prevUse;
        u.prevUse = u.nextUse = null;
        numUses--;
    }

    /** The uses of this value (a snapshot; safe to modify the IR while iterating). */
    public List<OpOperand> uses() {
        List<OpOperand> r = new ArrayList<>(numUses);
        for (OpOperand u = firstUse; u != null; u = u.nextUse) r.add(u);
        return java.util.Collections.unmodifiableList(r);
    }
    public boolean hasUses() { return firstUse != null; }
    public boolean hasOneUse() { return numUses == 1; }
    /** The number of uses. */
    public int numUses() { return numUses; }

    /** Users of this value, one entry per use. */
    public List<Operation> users() {
        List<Operation> r = new ArrayList<>(numUses);
        for (OpOperand u = firstUse; u != null; u = u.nextUse) r.add(u.owner());
        return r;
    }

    public void replaceAllUsesWith(Value other) {
        if (other == this) return;
        while (firstUse != null) firstUse.set(other);
    }

    /** The operation defining this value, or null for block arguments. */
    public abstract Operation definingOp();

    /** The block in which this value is defined. */
    public abstract Block parentBlock();
}
