package jcirc.ir;

/**
 * One use of a value by an operation: the operation's operand slot. Uses of a value form an
 * intrusive doubly-linked list in use order (first use added first), so adding and removing a
 * use take constant time.
 */
public final class OpOperand {
    private final Operation owner;
    private Value value;
    /** Neighbours in {@code value}'s use list. */
    OpOperand prevUse, nextUse;
    /** Position in the owner's operand list (kept up to date by {@link Operation}). */
    int index;

    OpOperand(Operation owner, Value value) {
        this.owner = owner;
        this.value = value;
        if (value != null) value.addUse(this);
    }

    public Operation owner() { return owner; }
    public Value get() { return value; }

    public void set(Value v) {
        if (value != null) value.removeUse(this);
        value = v;
        if (v != null) v.addUse(this);
    }

    void drop() { set(null); }

    public int index() { return index; }
}
