package jcirc.ir.pass;

import jcirc.ir.*;

import java.util.List;
import java.util.function.Consumer;

/**
 * A builder that tells the rewrite driver what changed, so the worklist stays correct. Patterns
 * must make every change to the IR through these methods (or call {@link #notifyChanged}).
 */
public class PatternRewriter extends Builder {
    private final Consumer<Operation> onAdded;
    private final Consumer<Operation> onRemoved;

    public PatternRewriter(Consumer<Operation> onAdded, Consumer<Operation> onRemoved) {
        this.onAdded = onAdded;
        this.onRemoved = onRemoved;
    }

    @Override public Operation insert(Operation op) {
        super.insert(op);
        op.walk(onAdded);
        return op;
    }

    /** Replaces all uses of {@code op}'s results, re-queues the users, and erases {@code op}. */
    public void replaceOp(Operation op, List<? extends Value> values) {
        for (OpResult r : op.results()) for (Operation u : r.users()) onAdded.accept(u);
        op.replaceAllUsesWith(values);
        eraseOp(op);
    }

    public void replaceOp(Operation op, Value value) { replaceOp(op, List.of(value)); }

    public void eraseOp(Operation op) {
        for (Value v : op.operands()) if (v != null && v.definingOp() != null) onAdded.accept(v.definingOp());
        op.walk(onRemoved);
        op.erase();
    }

    public void replaceAllUsesWith(Value from, Value to) {
        for (Operation u : from.users()) onAdded.accept(u);
        from.replaceAllUsesWith(to);
    }

    /** Re-queues an op modified in place. */
    public void notifyChanged(Operation op) { onAdded.accept(op); }
}
