package jcirc.ir.pass;

/**
 * A module's passes and pipelines (MLIR's registerAllPasses): each module lists its provider in
 * {@code META-INF/services/jcirc.ir.pass.PassProvider}, and {@link PassRegistry} loads every
 * provider on the class path through {@link java.util.ServiceLoader}.
 */
public interface PassProvider {
    /** Registers the module's passes with {@link PassRegistry#register} and pipelines with {@link PassRegistry#registerPipeline}. */
    void registerPasses();
}
