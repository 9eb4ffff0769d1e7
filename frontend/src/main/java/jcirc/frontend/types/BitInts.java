package jcirc.frontend.types;

/**
 * C23's bit-precise integer types {@code _BitInt(N)} / {@code unsigned _BitInt(N)} ({@link CType.Int}
 * with a {@code bitWidth}): they are not promoted, and in the usual arithmetic conversions their rank
 * orders by width, a standard type ranking above a bit-precise type of the same width (C23 6.3.1.1).
 * {@code (unsigned _BitInt(8))200 + (unsigned _BitInt(8))100} is 44; {@code (unsigned _BitInt(8))1 + 1}
 * is an {@code int}.
 */
public final class BitInts {
    private BitInts() {}

    /**
     * The widest _BitInt jcirc supports. Up to 128 bits the value is LLVM's {@code iN}, whose size in memory
     * (16 bytes above 64 bits) is C's; wider ones would need a memory type of whole 8-byte limbs (LLVM rounds
     * {@code i192} up to 32 bytes where C has 24) and the in-memory x86-64 ABI: not implemented.
     */
    public static final int MAX_WIDTH = 128;

    /** Rank for the conversions: by width, standard above bit-precise at equal width; long long above long. */
    private static int rank(CType.Int t) {
        return t.width() * 4 + (t.isBitInt() ? 0 : 2) + (t.kind() == CType.IntKind.LLONG || t.kind() == CType.IntKind.ULLONG ? 1 : 0);
    }

    /** C23 6.3.1.8 for promoted integer operands one of which is bit-precise. */
    static CType usualArithmetic(CType.Int a, CType.Int b) {
        if (a.equals(b)) return a;
        boolean sa = a.isSigned(), sb = b.isSigned();
        if (sa == sb) return rank(a) >= rank(b) ? a : b;
        CType.Int s = sa ? a : b, u = sa ? b : a;
        if (rank(u) >= rank(s)) return u;
        if (s.width() > u.width()) return s;
        return s.isBitInt() ? new CType.Int(CType.IntKind.UBITINT, s.bitWidth()) : CType.of(s.kind().toUnsigned());
    }
}
