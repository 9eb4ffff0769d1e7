package jcirc.frontend.cxx;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;

import java.util.ArrayList;
import java.util.List;

/**
 * Base-class relations of laid-out classes (docs/cxx.md, "Inheritance"): the path of base subobjects from a derived
 * class to a base class, used for derived-to-base and base-to-derived conversions ({@code cir.base_class_addr},
 * {@code cir.derived_class_addr}). Only non-virtual bases exist (virtual bases are rejected).
 */
public final class CxxInheritance {
    private CxxInheritance() {}

    /** The record a (qualified) type names, or null. */
    public static RecordDef record(CType t) {
        return t != null && Types.unqual(t) instanceof CType.Record r ? r.def() : null;
    }

    /**
     * The base subobjects from {@code derived} down to a {@code base} subobject (empty when they are the same class),
     * or null when {@code base} is no base of {@code derived}. With several {@code base} subobjects (an ambiguous base)
     * the first in declaration order; {@link #count} tells.
     */
    public static List<RecordDef.Base> path(RecordDef derived, RecordDef base) {
        if (derived == null || base == null) return null;
        if (derived == base) return List.of();
        for (RecordDef.Base b : derived.bases()) {
            List<RecordDef.Base> rest = path(b.def(), base);
            if (rest != null) {
                List<RecordDef.Base> p = new ArrayList<>();
                p.add(b);
                p.addAll(rest);
                return p;
            }
        }
        return null;
    }

    /** How many {@code base} subobjects a {@code derived} object has (more than one: the base is ambiguous). */
    public static int count(RecordDef derived, RecordDef base) {
        if (derived == base) return 1;
        int n = 0;
        for (RecordDef.Base b : derived.bases()) n += count(b.def(), base);
        return n;
    }

    /** Is {@code base} a proper base class of {@code derived}? */
    public static boolean isProperBase(RecordDef base, RecordDef derived) {
        return derived != null && base != null && derived != base && path(derived, base) != null;
    }

    /** The byte offset of the {@code base} subobject along {@code path}. */
    public static long offset(List<RecordDef.Base> path) {
        long o = 0;
        for (RecordDef.Base b : path) o += b.offset();
        return o;
    }
}
