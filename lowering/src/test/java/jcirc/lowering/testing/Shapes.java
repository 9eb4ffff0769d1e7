package jcirc.lowering.testing;

import jcirc.ir.Block;
import jcirc.ir.Operation;
import jcirc.ir.Region;

import java.util.Set;

/** Compact nesting summaries of control-flow ops, for exact structure assertions in tests. */
public final class Shapes {
    private Shapes() {}

    /**
     * The control-flow skeleton below {@code op}: ops with regions and branch terminators, e.g.
     * {@code scf.while(scf.condition | scf.if(scf.yield) scf.yield)}; regions separated by {@code |}.
     */
    public static String of(Operation op) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < op.numRegions(); i++) {
            if (op.region(i).isEmpty()) continue;
            if (i > 0) sb.append(" | ");
            region(op.region(i), sb);
        }
        return sb.toString().trim();
    }

    private static final Set<String> SHOWN = Set.of("scf.yield", "scf.condition", "cf.br", "cf.cond_br", "cir.return",
            "func.return", "cir.br", "cir.brcond");

    private static void region(Region r, StringBuilder sb) {
        boolean firstBlock = true;
        for (Block b : r.blocks()) {
            if (!firstBlock) sb.append(" ^ ");
            firstBlock = false;
            boolean first = true;
            for (Operation o : b.operations()) {
                if (o.numRegions() == 0 && !SHOWN.contains(o.name())) continue;
                if (!first) sb.append(' ');
                first = false;
                sb.append(o.name());
                if (o.numRegions() > 0) sb.append('(').append(of(o)).append(')');
            }
        }
    }

    /** Number of nested ops named {@code name}. */
    public static int count(Operation op, String name) { return op.collect(name).size(); }
}
