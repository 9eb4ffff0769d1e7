package jcirc.lowering.raise;

import jcirc.ir.Operation;
import jcirc.lowering.flatten.CirFlattenCFGPass;

/**
 * Raising for functions with goto/labels or multi-block regions: the whole function is flattened
 * with {@code cir-flatten-cfg} (its structured ops become {@code cir.br}/{@code cir.brcond}
 * blocks, gotos become branches to their labels' blocks), and convert-cir-to-llvm turns the
 * branches into {@code cf.br}/{@code cf.cond_br}. mem2reg leaves multi-block functions alone, so
 * their locals stay in memory (LLVM's own mem2reg promotes them at -O1 and above).
 *
 * <pre>
 *   cir.func @f { ...; cir.if %c { cir.goto "out" }; ...; ^bb1: cir.label "out"; ... }
 *     ->  cir.func @f { ...; cir.brcond %c ^bb2, ^bb3  ^bb2: cir.br ^bb1 ... ^bb1: ... }
 * </pre>
 *
 * TODO: design.md asks for blocks confined to the smallest enclosing region (an
 * {@code scf.execute_region}); this flattens the whole function.
 */
final class CfgRaiser {
    private CfgRaiser() {}

    static void raise(Operation func) {
        new CirFlattenCFGPass().run(func);
    }
}
