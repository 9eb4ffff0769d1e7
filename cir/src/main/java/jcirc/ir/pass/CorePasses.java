package jcirc.ir.pass;

import jcirc.transforms.Canonicalize;
import jcirc.transforms.CommonSubexpressionElimination;
import jcirc.transforms.SymbolDce;

/** The passes of the cir module: {@code canonicalize}, {@code cse}, {@code symbol-dce}. */
public final class CorePasses implements PassProvider {
    @Override public void registerPasses() { register(); }

    public static void register() {
        PassRegistry.register("canonicalize", Canonicalize::new);
        PassRegistry.register("cse", CommonSubexpressionElimination::new);
        PassRegistry.register("symbol-dce", SymbolDce::new);
    }
}
