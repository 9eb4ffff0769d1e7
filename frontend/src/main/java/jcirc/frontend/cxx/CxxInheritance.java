package jcirc.frontend.cxx;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.RecordDef;
import jcirc.frontend.types.Types;

import java.util.ArrayList;
import java.util.List;

/**
 * Base-class relations of laid-out classes (docs/cxx.md, "Inheritance"): the path of base subobjects from a derived
 * class to a base class, used for derived-to-base and base-to-derived conversions ({@code cir.base_class_addr},
 * {@code cir.derived_class_addr}). A step to a virtual base ({@code Base.isVirtual()}) has no fixed offset: its address is
 * read through the vtable's vbase offset (CIRGenVirtualBases; docs/cxx.md, "Virtual bases and RTTI").
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
        for (RecordDef.Base b : directBases(derived)) {
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

    /** The direct bases of {@code d}: the non-virtual ones, then the virtual ones (their complete-object placements). */
    public static List<RecordDef.Base> directBases(RecordDef d) {
        if (d.directVirtualBases().isEmpty()) return d.bases();
        List<RecordDef.Base> out = new ArrayList<>(d.bases());
        for (RecordDef v : d.directVirtualBases()) out.add(d.virtualBase(v));
        return out;
    }

    /** How many {@code base} subobjects a {@code derived} object has (more than one: the base is ambiguous); a virtual base is one. */
    public static int count(RecordDef derived, RecordDef base) {
        int n = nonVirtualCount(derived, base);
        for (RecordDef.Base v : derived.virtualBases()) n += nonVirtualCount(v.def(), base);
        return n;
    }

    private static int nonVirtualCount(RecordDef derived, RecordDef base) {
        if (derived == base) return 1;
        int n = 0;
        for (RecordDef.Base b : derived.bases()) n += nonVirtualCount(b.def(), base);
        return n;
    }

    /** Does {@code path} go through a virtual base (no fixed offset)? */
    public static boolean isVirtual(List<RecordDef.Base> path) {
        for (RecordDef.Base b : path) if (b.isVirtual()) return true;
        return false;
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
