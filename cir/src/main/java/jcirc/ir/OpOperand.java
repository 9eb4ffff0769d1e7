package jcirc.ir;

/** One use of a value by an operation: the operation's operand slot. */
public final class OpOperand {
    private final Operation owner;
    private Value value;

    OpOperand(Operation owner, Value value) {
        this.owner = owner;
        this.value = value;
        if (value != null) value.uses.add(this);
    }

    public Operation owner() { return owner; }
    public Value get() { return value; }

    public void set(Value v) {
        if (value != null) value.uses.remove(this);
        value = v;
        if (v != null) v.uses.add(this);
    }

    void drop() { set(null); }

    public int index() { return owner.operandsRaw().indexOf(this); }
}
