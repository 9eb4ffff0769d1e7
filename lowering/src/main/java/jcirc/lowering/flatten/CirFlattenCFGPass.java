package jcirc.lowering.flatten;

import jcirc.ir.Operation;
import jcirc.ir.pass.Pass;
import jcirc.lowering.util.CirFlattener;

/**
 * {@code cir-flatten-cfg} (ClangIR's FlattenCFG): turns the structured cir ops of every function
 * into blocks joined by {@code cir.br}/{@code cir.brcond} and resolves gotos. The work is in
 * {@link CirFlattener}, which cir-raise-to-scf and cir-to-llvm share.
 */
public final class CirFlattenCFGPass implements Pass {
    public static final String NAME = "cir-flatten-cfg";

    @Override public String name() { return NAME; }

    @Override public void run(Operation module) { new CirFlattener().flattenModule(module); }
}
