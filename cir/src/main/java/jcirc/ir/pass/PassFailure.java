package jcirc.ir.pass;

import jcirc.ir.Operation;
import jcirc.ir.VerifyException;

/** A pass could not complete; carries the op at which it failed (for diagnostics). */
public final class PassFailure extends RuntimeException {
    private final transient Operation op;

    public PassFailure(Operation op, String message) { super(message); this.op = op; }

    public Operation op() { return op; }

    public String render() { return new VerifyException(op, getMessage()).render(); }
}
