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
     * The widest _BitInt, clang-19's limit. Up to 128 bits the value is LLVM's {@code iN}, whose size in memory
     * (16 bytes above 64 bits) is C's; wider ones are stored as whole 8-byte limbs aligned to 8 (the lowering's
     * memory type, as clang-19) and passed and returned in memory ({@link #inMemory}).
     */
    public static final int MAX_WIDTH = 8388608;

    /**
     * Whether {@code t} is a {@code _BitInt(N)} with N > 128, which the x86-64 psABI passes and returns in
     * memory: a byval pointer to a copy, and a hidden sret pointer (clang-19's {@code ptr byval(i256) align 8}).
     */
    public static boolean inMemory(CType t) { return t instanceof CType.Int i && i.bitWidth() > 128; }

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
