package jcirc.frontend.types;

import java.util.LinkedHashMap;
import java.util.Map;

/** The definition behind an enum type: its constants and its underlying integer type. */
public final class EnumDef {
    private static int counter;
    private final String tag;
    private final int id;
    private boolean complete;
    private final Map<String, Long> constants = new LinkedHashMap<>();
    private CType.Int underlying = CType.UINT;

    public EnumDef(String tag) {
        this.tag = tag;
        synchronized (EnumDef.class) { id = counter++; }
    }

    public String tag() { return tag; }

    /** C++ {@code enum class E}: no implicit conversion to integers (CxxEnums). */
    private boolean scoped;

    public boolean scoped() { return scoped; }

    public void markScoped() { scoped = true; }

    /** C++ {@code enum class E : T;} (an opaque declaration): complete, without constants until its definition. */
    private boolean opaque;

    public boolean opaque() { return opaque; }

    public void markOpaque(boolean o) { opaque = o; }

    public String displayName() { return tag != null ? tag : "anon." + id; }

    public boolean isComplete() { return complete; }

    public Map<String, Long> constants() { return constants; }

    /** The compatible integer type: unsigned int when no constant is negative (as gcc), else int; wider when needed. */
    public CType.Int underlying() { return underlying; }

    /** C23 {@code enum E : T {...}}: the underlying type is {@code T}. */
    public void fixUnderlying(CType.Int t) { underlying = t; fixed = true; }

    private boolean fixed, cxx;
    private CType.Int cxxPromoted = CType.INT;

    /** A C++ enumeration: integral promotion per [conv.prom]/3 rather than C's compatible type. */
    public void markCxx() { cxx = true; }

    /**
     * The type an integral promotion converts a value of this enumeration to (before promoting it further, as an
     * integer type): C's compatible type ({@link #underlying}, unsigned int without negative constants, as gcc); in
     * C++ without a fixed underlying type the first of int, unsigned int, long, unsigned long that represents every
     * value of the enumeration ([conv.prom]/3: {@code enum E { A = 1 }} promotes to int, {@code e - 2 < 0} holds).
     */
    public CType.Int promotionType() { return cxx && !fixed ? cxxPromoted : underlying; }

    public void complete(Map<String, Long> values) { complete(values, false); }

    /**
     * {@code packed} ({@code enum __attribute__((packed)) E {...}}): the smallest integer type that
     * holds every constant, signed when one is negative, as gcc (1, 2, 4 or 8 bytes).
     */
    public void complete(Map<String, Long> values, boolean packed) {
        constants.putAll(values);
        long min = 0, max = 0;
        for (long v : values.values()) { min = Math.min(min, v); max = Math.max(max, v); }
        if (packed && min < 0) {
            underlying = min >= Byte.MIN_VALUE && max <= Byte.MAX_VALUE ? CType.SCHAR
                    : min >= Short.MIN_VALUE && max <= Short.MAX_VALUE ? CType.SHORT
                    : min >= Integer.MIN_VALUE && max <= Integer.MAX_VALUE ? CType.INT : CType.LONG;
        } else if (packed) {
            underlying = max <= 0xFF ? CType.UCHAR : max <= 0xFFFF ? CType.USHORT : max <= 0xFFFFFFFFL ? CType.UINT : CType.ULONG;
        } else if (min < 0) {
            underlying = (min >= Integer.MIN_VALUE && max <= Integer.MAX_VALUE) ? CType.INT : CType.LONG;
        } else {
            underlying = max <= 0xFFFFFFFFL ? CType.UINT : CType.ULONG;
        }
        cxxPromoted = min >= Integer.MIN_VALUE && max <= Integer.MAX_VALUE ? CType.INT
                : min >= 0 && max <= 0xFFFFFFFFL ? CType.UINT : CType.LONG;
        complete = true;
    }
}
