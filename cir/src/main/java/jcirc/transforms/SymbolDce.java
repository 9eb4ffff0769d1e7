package jcirc.transforms;

import jcirc.ir.BuiltinAttrs.*;
import jcirc.ir.*;
import jcirc.ir.pass.Pass;

import java.util.*;

/**
 * {@code symbol-dce}: erases symbols of the top-level symbol table with non-public visibility
 * ({@code sym_visibility = "private"}, llvm internal/private linkage) that nothing references.
 */
public final class SymbolDce implements Pass {
    @Override public String name() { return "symbol-dce"; }

    @Override public void run(Operation module) {
        boolean changed = true;
        while (changed) {
            changed = false;
            Set<String> used = new HashSet<>();
            module.walk(op -> { for (Attribute a : op.attributes().values()) collect(a, used); });
            for (Region r : module.regions()) for (Block b : r.blocks()) for (Operation op : b.operations()) {
                if (!(op.attr("sym_name") instanceof StringAttr name) || used.contains(name.value()) || !isPrivate(op)) continue;
                op.erase();
                changed = true;
            }
        }
    }

    private static boolean isPrivate(Operation op) {
        if (op.attr("sym_visibility") instanceof StringAttr v && !v.value().equals("public")) return true;
        return op.attr("linkage") instanceof EnumAttr l && (l.value().equals("internal") || l.value().equals("private"));
    }

    private static void collect(Attribute a, Set<String> used) {
        switch (a) {
            case SymbolRefAttr s -> used.add(s.root());
            case ArrayAttr arr -> arr.elements().forEach(e -> collect(e, used));
            case DictionaryAttr d -> d.entries().values().forEach(e -> collect(e, used));
            default -> {
                if (a instanceof jcirc.dialect.cir.CirAttrs.GlobalViewAttr g) used.add(g.symbol());
            }
        }
    }
}
