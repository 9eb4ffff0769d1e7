package jcirc.ir;

import java.util.ArrayList;
import java.util.List;

/** An SSA value: an operation result or a block argument. Keeps its use list. */
public abstract sealed class Value permits OpResult, BlockArgument {
    private Type type;
    final List<OpOperand> uses = new ArrayList<>();

    protected Value(Type type) { this.type = type; }

    public Type type() { return type; }
    public void setType(Type type) { this.type = type; }

    /** The uses of this value (a snapshot; safe to modify the IR while iterating). */
    public List<OpOperand> uses() { return List.copyOf(uses); }
    public boolean hasUses() { return !uses.isEmpty(); }
    public boolean hasOneUse() { return uses.size() == 1; }

    /** Users of this value, one entry per use. */
    public List<Operation> users() {
        List<Operation> r = new ArrayList<>(uses.size());
        for (OpOperand u : uses) r.add(u.owner());
        return r;
    }

    public void replaceAllUsesWith(Value other) {
        if (other == this) return;
        for (OpOperand u : List.copyOf(uses)) u.set(other);
    }

    /** The operation defining this value, or null for block arguments. */
    public abstract Operation definingOp();

    /** The block in which this value is defined. */
    public abstract Block parentBlock();
}
