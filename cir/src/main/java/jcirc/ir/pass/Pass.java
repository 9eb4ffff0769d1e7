package jcirc.ir.pass;

import jcirc.ir.Operation;

/** A transformation over a top-level op (normally a builtin.module), named as in MLIR ("canonicalize"). */
public interface Pass {
    String name();

    /** Transforms {@code module} in place; throw {@link PassFailure} to report a failure. */
    void run(Operation module);
}
