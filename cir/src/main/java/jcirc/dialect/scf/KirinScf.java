package jcirc.dialect.scf;

import jcirc.dialect.func.FuncOps;
import jcirc.ir.Operation;

import java.util.function.Supplier;

/**
 * Kirin-style scf (spec/kirin-scf.txt, jcir-opt {@code --allow-return-in-scf}): the bodies of
 * {@code scf.if}, {@code scf.for} and {@code scf.while} may end in {@code func.return} instead of
 * {@code scf.yield} / {@code scf.condition}. Off by default: the upstream verifier rejects such a
 * return ({@code 'func.return' op expects parent op 'func.func'}). While {@link #allowingReturns}
 * runs, the scf verifiers accept a region that ends in a return (each region of an if ends in a
 * yield or a return: when one branch yields, the other yields or returns) and func.return checks
 * its operands against the enclosing function's result types. scf-legalize-returns rewrites such
 * IR into upstream scf.
 */
public final class KirinScf {
    private KirinScf() {}

    private static final ThreadLocal<Boolean> ALLOW = ThreadLocal.withInitial(() -> false);

    /** Whether the verification running on this thread accepts Kirin-style returns. */
    public static boolean allowsReturns() { return ALLOW.get(); }

    /** Runs {@code body} with Kirin-style returns accepted (restoring the previous mode after). */
    public static <T> T allowingReturns(Supplier<T> body) {
        boolean prev = ALLOW.get();
        ALLOW.set(true);
        try {
            return body.get();
        } finally {
            ALLOW.set(prev);
        }
    }

    /** The ops whose single-block regions may end in {@code func.return} in Kirin's form. */
    public static boolean acceptsReturn(Operation op) {
        return op != null && (ScfOps.IfOp.isa(op) || ScfOps.ForOp.isa(op) || ScfOps.WhileOp.isa(op));
    }

    /** Whether {@code t} is a {@code func.return} ending a region of scf.if/for/while, and the mode accepts it. */
    static boolean isAcceptedReturn(Operation t) {
        return t != null && FuncOps.ReturnOp.isa(t) && allowsReturns() && acceptsReturn(t.parentOp());
    }
}
