package jcirc.frontend.types;

/**
 * What the target decides about C's types (clang's {@code TargetInfo}): the width and alignment of
 * each standard integer and floating type and of pointers, whether plain {@code char} is signed, the
 * format of {@code long double}, and which integer types {@code size_t}, {@code ptrdiff_t} and
 * {@code wchar_t} are. jcirc targets x86-64 Linux (System V psABI, LP64): {@link #X86_64_LINUX}.
 * {@link CType.IntKind}, {@link CType.FloatKind} and {@link Types#sizeOf}/{@link Types#alignOf}
 * take their numbers from here. Widths and alignments are in bits, as clang's.
 */
public final class TargetInfo {
    /** The formats {@code long double} can have. */
    public enum LongDoubleFormat {
        /** x87 80-bit extended precision (64-bit significand), stored in 16 bytes on x86-64. */
        X87_DOUBLE_EXTENDED,
        /** IEEE binary64 (long double as double). */
        IEEE_DOUBLE,
        /** IEEE binary128. */
        IEEE_QUAD
    }

    public final String triple;
    public final int boolWidth, charWidth, shortWidth, intWidth, longWidth, longLongWidth, int128Width;
    public final int pointerWidth, pointerAlign;
    public final int floatWidth, floatAlign, doubleWidth, doubleAlign, longDoubleWidth, longDoubleAlign;
    public final boolean charIsSigned;
    public final LongDoubleFormat longDoubleFormat;

    private TargetInfo(String triple, int[] ints, int pointerWidth, int pointerAlign, int[] floats, boolean charIsSigned,
                       LongDoubleFormat longDoubleFormat) {
        this.triple = triple;
        boolWidth = ints[0];
        charWidth = ints[1];
        shortWidth = ints[2];
        intWidth = ints[3];
        longWidth = ints[4];
        longLongWidth = ints[5];
        int128Width = ints[6];
        this.pointerWidth = pointerWidth;
        this.pointerAlign = pointerAlign;
        floatWidth = floats[0];
        floatAlign = floats[1];
        doubleWidth = floats[2];
        doubleAlign = floats[3];
        longDoubleWidth = floats[4];
        longDoubleAlign = floats[5];
        this.charIsSigned = charIsSigned;
        this.longDoubleFormat = longDoubleFormat;
    }

    /**
     * x86-64 Linux: LP64 (int 32 bits, long and pointers 64), signed char, long double the x87 80-bit
     * format in 16 bytes aligned to 16 (System V psABI 3.1.2).
     */
    public static final TargetInfo X86_64_LINUX = new TargetInfo("x86_64-unknown-linux-gnu",
            new int[] {8, 8, 16, 32, 64, 64, 128}, 64, 64, new int[] {32, 32, 64, 64, 128, 128}, true,
            LongDoubleFormat.X87_DOUBLE_EXTENDED);

    /** The target jcirc compiles for. */
    public static TargetInfo target() { return X86_64_LINUX; }

    /** sizeof(void *) in bytes. */
    public int pointerSize() { return pointerWidth / 8; }

    /** _Alignof(void *) in bytes. */
    public int pointerAlignment() { return pointerAlign / 8; }

    /** The integer kind of {@code size_t} (unsigned long on LP64). */
    public CType.IntKind sizeKind() { return pointerWidth == longWidth ? CType.IntKind.ULONG : CType.IntKind.ULLONG; }

    /** The integer kind of {@code ptrdiff_t} (long on LP64). */
    public CType.IntKind ptrdiffKind() { return pointerWidth == longWidth ? CType.IntKind.LONG : CType.IntKind.LLONG; }

    /** The integer kind of {@code wchar_t} (int on Linux). */
    public CType.IntKind wcharKind() { return CType.IntKind.INT; }
}
