package jcirc.ir;

/** A verification failure at an op, reported MLIR style: {@code loc: error: 'op.name' op message}. */
public final class VerifyException extends RuntimeException {
    private final transient Operation op;
    private final Location location;

    public VerifyException(Operation op, String message) {
        super(message);
        this.op = op;
        this.location = op == null ? Location.UNKNOWN : op.location();
    }

    public Operation op() { return op; }
    public Location location() { return location; }

    /** {@code file:line:col: error: 'scf.for' op message}. */
    public String render() {
        String prefix = location.isKnown() ? location + ": " : "";
        String opName = op == null ? "" : "'" + op.name() + "' op ";
        return prefix + "error: " + opName + getMessage();
    }
}
