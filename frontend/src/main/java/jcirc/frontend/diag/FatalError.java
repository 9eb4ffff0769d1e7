package jcirc.frontend.diag;

/**
 * Thrown to abandon compilation after a diagnostic that makes going on pointless (the
 * diagnostic has already been recorded). Callers of the frontend catch it; it never escapes
 * {@link jcirc.frontend.Frontend}'s entry points.
 */
public final class FatalError extends RuntimeException {
    public FatalError(String message) { super(message, null, false, false); }
}
