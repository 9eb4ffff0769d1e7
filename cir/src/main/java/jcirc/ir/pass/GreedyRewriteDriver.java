package jcirc.ir.pass;

import jcirc.ir.Operation;
import jcirc.ir.Trait;

import java.util.*;

/**
 * Applies patterns until nothing changes, with a worklist (MLIR's applyPatternsAndFoldGreedily):
 * every op starts on the list; ops created or touched by a rewrite are re-queued; unused pure ops
 * are erased.
 */
public final class GreedyRewriteDriver {
    private final Map<String, List<RewritePattern>> byRoot = new HashMap<>();
    private final List<RewritePattern> anyRoot = new ArrayList<>();
    private final ArrayDeque<Operation> worklist = new ArrayDeque<>();
    private final Set<Operation> queued = Collections.newSetFromMap(new IdentityHashMap<>());
    private final Set<Operation> erased = Collections.newSetFromMap(new IdentityHashMap<>());
    private int maxRewrites = 1_000_000;

    public GreedyRewriteDriver(List<RewritePattern> patterns) {
        for (RewritePattern p : patterns) {
            if (p.rootName() == null) anyRoot.add(p);
            else byRoot.computeIfAbsent(p.rootName(), k -> new ArrayList<>()).add(p);
        }
    }

    /** Runs to a fixed point over everything nested in {@code root}; returns true if anything changed. */
    public boolean apply(Operation root) {
        root.walk(op -> { if (op != root) push(op); });
        return run();
    }

    /** Like {@link #apply}, but {@code root} itself is on the worklist too (after everything nested in it). */
    public boolean applyIncludingRoot(Operation root) {
        root.walk(this::push);
        return run();
    }

    private boolean run() {
        PatternRewriter rewriter = new PatternRewriter(this::push, op -> { erased.add(op); queued.remove(op); });
        boolean changed = false;
        int rewrites = 0;
        while (!worklist.isEmpty()) {
            Operation op = worklist.pollFirst();
            queued.remove(op);
            if (erased.contains(op) || op.parentBlock() == null) continue;
            if (op.hasTrait(Trait.PURE) && op.numResults() > 0 && op.useEmpty() && op.numRegions() == 0) {
                rewriter.eraseOp(op);
                changed = true;
                continue;
            }
            for (RewritePattern p : patternsFor(op)) {
                rewriter.setInsertionPoint(op);
                rewriter.setLocation(op.location());
                if (p.matchAndRewrite(op, rewriter)) {
                    changed = true;
                    if (++rewrites > maxRewrites) throw new PassFailure(op, "pattern rewriting did not converge");
                    if (!erased.contains(op) && op.parentBlock() != null) push(op);
                    break;
                }
            }
        }
        return changed;
    }

    private List<RewritePattern> patternsFor(Operation op) {
        List<RewritePattern> ps = byRoot.getOrDefault(op.name(), List.of());
        if (anyRoot.isEmpty()) return ps;
        List<RewritePattern> all = new ArrayList<>(ps);
        all.addAll(anyRoot);
        return all;
    }

    private void push(Operation op) {
        if (queued.add(op)) worklist.addLast(op);
    }
}
