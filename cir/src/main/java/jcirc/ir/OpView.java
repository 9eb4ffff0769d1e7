package jcirc.ir;

/**
 * A typed view of an {@link Operation}, as MLIR's {@code Op<ConcreteOp>}: each op's declaration
 * is a record implementing this interface (for example {@code jcirc.dialect.cir.CirOps.TernaryOp})
 * that holds the op's {@link OpDef} in a static {@code DEF} field and gives named accessors
 * ({@code ternary.cond()}, {@code forOp.lowerBound()}), a static {@code create(Builder, ...)}
 * builder and {@code isa}/{@code match}. {@link Operation#view()} returns the view of any op, so
 * passes can dispatch with a pattern {@code switch}:
 *
 * <pre>{@code
 * switch (op.view()) {
 *     case CirOps.LoadOp load -> ... load.addr() ...
 *     case CirOps.StoreOp store -> ... store.value() ...
 *     default -> ...
 * }
 * }</pre>
 */
public interface OpView {
    /** The viewed operation. */
    Operation op();

    default Location location() { return op().location(); }

    /** The single value of an optional operand group, or null. */
    static Value optional(java.util.List<Value> group) { return group.isEmpty() ? null : group.get(0); }

    /** The view of an op whose declaration gives none (unregistered ops, op families without a record). */
    record Generic(Operation op) implements OpView {}
}
