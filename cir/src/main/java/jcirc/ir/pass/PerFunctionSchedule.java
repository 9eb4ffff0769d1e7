package jcirc.ir.pass;

import jcirc.ir.Block;
import jcirc.ir.Operation;

import java.util.ArrayList;
import java.util.List;

/**
 * The per-function schedule of a pipeline ({@link PassManager#perFunction}): a pass that is not a
 * {@link LocalPass} runs on the whole module as usual; each maximal run of local passes first prepares every
 * one of them ({@link LocalPass#start}, in pipeline order), then takes each top-level op of the module, in
 * order, through the per-op work of all of them before the next op starts, then concludes them
 * ({@link LocalPass.Steps#finish}, in order, each followed by the later passes' per-op work on what it
 * appended). Ops a pass puts in place of the op it processes go on through the following passes; ops it
 * appends at the end of the module (declarations) go through the following passes at once.
 *
 * <pre>
 *   module schedule:   A(f1) A(f2) A(f3)  B(f1) B(f2) B(f3)  C(f1) ...
 *   per function:      A(f1) B(f1) C(f1)  A(f2) B(f2) C(f2)  ...
 * </pre>
 *
 * The IR a function's passes allocate then dies young (the collector copies only what outlives a young
 * collection), and the function stays in the caches from one pass to the next. Linear: each op is visited
 * once per pass, as in the module schedule.
 */
final class PerFunctionSchedule {
    private PerFunctionSchedule() {}

    interface Timed {
        void run(String pass, Runnable work);
    }

    static void run(List<Pass> passes, Operation module, Timed timed) {
        for (int i = 0; i < passes.size(); ) {
            Pass p = passes.get(i);
            if (!(p instanceof LocalPass)) {
                timed.run(p.name(), () -> p.run(module));
                i++;
                continue;
            }
            int j = i;
            while (j < passes.size() && passes.get(j) instanceof LocalPass) j++;
            new Group(passes.subList(i, j), module, timed).run();
            i = j;
        }
    }

    /** One run of local passes over the module. */
    private static final class Group {
        private final List<Pass> passes;
        private final Operation module;
        private final Timed timed;
        private final LocalPass.Steps[] steps;
        private final Block body;

        Group(List<Pass> passes, Operation module, Timed timed) {
            this.passes = passes;
            this.module = module;
            this.timed = timed;
            this.steps = new LocalPass.Steps[passes.size()];
            this.body = module.region(0).entryBlock();
        }

        void run() {
            for (int k = 0; k < steps.length; k++) {
                LocalPass p = (LocalPass) passes.get(k);
                int at = k;
                timed.run(p.name(), () -> steps[at] = p.start(module));
            }
            if (body == null) return;
            for (Operation top : LocalPass.topLevelOps(module))
                if (top.parentBlock() != null) runFrom(0, List.of(top));
            for (int k = 0; k < steps.length; k++) {
                Operation lastBefore = body.last();
                int at = k;
                timed.run(passes.get(k).name(), () -> steps[at].finish(module));
                List<Operation> added = after(lastBefore);
                if (!added.isEmpty()) runFrom(k + 1, added);
            }
        }

        /** Runs the per-op work of passes {@code from}.. on {@code work} (ops at one position, or appended). */
        private void runFrom(int from, List<Operation> work) {
            for (int k = from; k < steps.length && !work.isEmpty(); k++) {
                List<Operation> next = new ArrayList<>();
                for (Operation y : work) {
                    if (y.parentBlock() != body) continue;   // erased by an earlier pass
                    Operation before = y.prevOp(), following = y.nextOp(), lastBefore = body.last();
                    LocalPass.Steps s = steps[k];
                    timed.run(passes.get(k).name(), () -> s.run(y));
                    // what replaced y: the ops between its neighbours (y was last: everything after its predecessor)
                    for (Operation o = before == null ? body.first() : before.nextOp(); o != following; o = o.nextOp()) next.add(o);
                    if (following != null && body.last() != lastBefore) runFrom(k + 1, after(lastBefore));
                }
                work = next;
            }
        }

        /** The ops after {@code op} in the module's block (all of them when {@code op} is null). */
        private List<Operation> after(Operation op) {
            List<Operation> out = new ArrayList<>();
            for (Operation o = op == null ? body.first() : op.nextOp(); o != null; o = o.nextOp()) out.add(o);
            return out;
        }
    }
}
