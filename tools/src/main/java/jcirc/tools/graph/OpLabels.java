package jcirc.tools.graph;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import jcirc.ir.BuiltinAttrs.StringAttr;
import jcirc.ir.BuiltinAttrs.TypeAttr;
import jcirc.ir.BuiltinAttrs.UnitAttr;
import jcirc.dialect.cir.CirTypes;
import jcirc.ir.AsmPrinter;
import jcirc.ir.Attribute;
import jcirc.ir.BlockArgument;
import jcirc.ir.OpDef;
import jcirc.ir.Operation;
import jcirc.ir.Type;
import jcirc.ir.TypePrint;

/**
 * The text of op nodes and clusters: the op name (with {@code @symbol} for symbol ops), one
 * {@code key: value} line per attribute (values as the op's format prints them: enum cases bare,
 * types by alias), and a {@code -> types} line for the results. Long values are cut.
 */
final class OpLabels {
    /** Attributes that every label would repeat without telling anything. */
    private static final Set<String> HIDDEN = Set.of(OpDef.SEGMENTS_ATTR, "sym_name");

    private final OpGraphOptions options;

    OpLabels(OpGraphOptions options) { this.options = options; }

    /** {@code cir.func @add}, {@code cir.binop}: the op's name and its symbol, if it defines one. */
    String title(Operation op) {
        return op.attr("sym_name") instanceof StringAttr s ? op.name() + " @" + s.value() : op.name();
    }

    /** The lines of an op node's label. */
    List<String> lines(Operation op) {
        List<String> lines = new ArrayList<>();
        lines.add(title(op));
        if (options.attributes()) {
            for (Map.Entry<String, Attribute> e : new TreeMap<>(op.attributes()).entrySet()) {
                if (HIDDEN.contains(e.getKey())) continue;
                if (e.getValue() instanceof UnitAttr) lines.add(e.getKey());   // a flag: present or not
                else lines.add(e.getKey() + ": " + cut(AsmPrinter.formatAttrValue(e.getKey(), e.getValue())));
            }
        }
        if (options.resultTypes() && op.numResults() > 0) {
            StringBuilder sb = new StringBuilder("-> ");
            for (int i = 0; i < op.numResults(); i++) sb.append(i > 0 ? ", " : "").append(TypePrint.of(op.result(i).type()));
            lines.add(cut(sb.toString()));
        }
        return lines;
    }

    /** {@code arg #0 : !s32i}. */
    String argument(BlockArgument a) {
        return cut("arg #" + a.index() + " : " + TypePrint.of(a.type()));
    }

    private String cut(String s) { return Dot.truncate(s, options.maxLabelLength()); }

    /**
     * The type aliases labels use, as the IR printer names them: cir integers by {@code !s32i}
     * and friends, cir structs by {@code !ty_<name>}.
     */
    static Map<Type, String> aliases(Operation top) {
        Map<Type, String> aliases = new HashMap<>();
        Set<Type> seen = new HashSet<>();
        Set<String> used = new HashSet<>();
        top.walkPreOrder(op -> {
            op.operands().forEach(v -> collect(v.type(), aliases, seen, used));
            op.results().forEach(v -> collect(v.type(), aliases, seen, used));
            op.regions().forEach(r -> r.blocks().forEach(b -> b.arguments().forEach(a -> collect(a.type(), aliases, seen, used))));
            op.attributes().values().forEach(a -> { if (a instanceof TypeAttr t) collect(t.type(), aliases, seen, used); });
        });
        return aliases;
    }

    private static void collect(Type t, Map<Type, String> aliases, Set<Type> seen, Set<String> used) {
        if (t == null || !seen.add(t)) return;
        switch (t) {
            case CirTypes.IntType it -> aliases.put(t, it.alias());
            case CirTypes.StructType st -> {
                String base = "ty_" + st.name().replaceAll("[^A-Za-z0-9_]", "_");
                String n = base;
                for (int i = 1; used.contains(n); i++) n = base + i;
                used.add(n);
                aliases.put(t, n);
            }
            default -> { }
        }
        for (Type s : TypePrint.subTypes(t)) collect(s, aliases, seen, used);
    }
}
