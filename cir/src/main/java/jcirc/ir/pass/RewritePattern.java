package jcirc.ir.pass;

import jcirc.ir.Operation;

/** A rewrite rooted at ops of one name (or any op when {@link #rootName()} is null). */
public interface RewritePattern {
    /** The op name this pattern matches, or null for any op. */
    String rootName();

    /** Rewrites {@code op} through {@code rewriter} and returns true, or returns false leaving the IR untouched. */
    boolean matchAndRewrite(Operation op, PatternRewriter rewriter);
}
