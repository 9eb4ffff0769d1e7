package jcirc.ir;

/**
 * Registers dialects (MLIR's registerAllDialects): listed in
 * {@code META-INF/services/jcirc.ir.DialectProvider} and loaded once by {@link Dialects} through
 * {@link java.util.ServiceLoader}, so the IR core names no dialect.
 */
public interface DialectProvider {
    /** Registers each dialect's op declarations, types and attributes. */
    void registerDialects();
}
