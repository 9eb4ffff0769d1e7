package jcirc.lowering.types;

import jcirc.ir.BuiltinAttrs;
import jcirc.ir.*;

import java.util.List;

/**
 * Reads operands, regions and enum attributes of ops by their declared names, falling back to a
 * fixed position when the op is not registered (the passes also work on IR built before a
 * dialect's declarations exist).
 */
public final class CirOpAccess {
    private CirOpAccess() {}

    /** The case name of an enum attribute ({@code add} for {@code #cir<binop_kind add>}), or null. */
    public static String enumValue(Operation op, String attr) {
        Attribute a = op.attr(attr);
        return switch (a) {
            case BuiltinAttrs.EnumAttr e -> e.value();
            case BuiltinAttrs.StringAttr s -> s.value();
            case null, default -> null;
        };
    }

    /** The named region of {@code op} (position from its declaration, else {@code fallback}). */
    public static Region region(Operation op, String name, int fallback) {
        OpDef def = op.def();
        int idx = def == null ? -1 : def.regionIndex(name);
        return op.region(idx >= 0 ? idx : fallback);
    }

    /**
     * The operands of the named group. Uses the declaration when present, else the op's
     * {@code operandSegmentSizes}, else {@code fallbackStart..fallbackEnd} (end -1 = all remaining).
     */
    public static List<Value> operandGroup(Operation op, String name, int groupIndex, int fallbackStart, int fallbackEnd) {
        OpDef def = op.def();
        if (def != null && def.operandIndex(name) >= 0) return def.operandGroup(op, name);
        if (op.operandSegmentSizes() != null) return op.operandGroup(groupIndex);
        List<Value> all = op.operands();
        int end = fallbackEnd < 0 ? all.size() : Math.min(fallbackEnd, all.size());
        return all.subList(Math.min(fallbackStart, end), end);
    }

    /** The type held by a TypeAttr attribute, or null. */
    public static Type typeAttr(Operation op, String attr) {
        return op.attr(attr) instanceof BuiltinAttrs.TypeAttr t ? t.type() : null;
    }

    /** The value of an integer attribute, or {@code dflt}. */
    public static long intAttr(Operation op, String attr, long dflt) {
        return op.attr(attr) instanceof BuiltinAttrs.IntegerAttr i ? i.longValue() : dflt;
    }

    /** The symbol name of a symbol-reference or string attribute, or null. */
    public static String symbolAttr(Operation op, String attr) {
        return switch (op.attr(attr)) {
            case BuiltinAttrs.SymbolRefAttr s -> s.root();
            case BuiltinAttrs.StringAttr s -> s.value();
            case null, default -> null;
        };
    }
}
