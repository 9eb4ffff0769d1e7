package jcirc.transforms;

import jcirc.ir.Operation;
import jcirc.ir.pass.GreedyRewriteDriver;
import jcirc.ir.pass.Pass;

/** {@code canonicalize}: runs the folders of {@link CanonicalizePatterns} greedily; unused pure ops are erased. */
public final class Canonicalize implements Pass {
    @Override public String name() { return "canonicalize"; }

    @Override public void run(Operation module) {
        new GreedyRewriteDriver(CanonicalizePatterns.all()).apply(module);
    }
}
