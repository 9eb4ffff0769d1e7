package jcirc.frontend.types;

import java.util.List;

/**
 * A C type. Qualifiers are carried by the {@link Qualified} wrapper; every other record is an
 * unqualified type. Struct, union and enum types are handles onto a mutable definition object
 * ({@link RecordDef}, {@link EnumDef}) so recursive and forward-declared types work; two such
 * types are equal when they share the definition object.
 */
public sealed interface CType permits CType.Void, CType.Int, CType.Float, CType.Complex, CType.Pointer, CType.Array,
        CType.Function, CType.Record, CType.Enum, CType.Qualified, CType.Vector {

    /** Integer kinds in rank order (bool lowest); sizes (and plain char's signedness) from the {@link TargetInfo}. */
    enum IntKind {
        BOOL(t -> t.boolWidth, t -> false, 0, "_Bool"), CHAR(t -> t.charWidth, t -> t.charIsSigned, 1, "char"),
        SCHAR(t -> t.charWidth, t -> true, 1, "signed char"), UCHAR(t -> t.charWidth, t -> false, 1, "unsigned char"),
        SHORT(t -> t.shortWidth, t -> true, 2, "short"), USHORT(t -> t.shortWidth, t -> false, 2, "unsigned short"),
        INT(t -> t.intWidth, t -> true, 3, "int"), UINT(t -> t.intWidth, t -> false, 3, "unsigned int"),
        LONG(t -> t.longWidth, t -> true, 4, "long"), ULONG(t -> t.longWidth, t -> false, 4, "unsigned long"),
        LLONG(t -> t.longLongWidth, t -> true, 5, "long long"), ULLONG(t -> t.longLongWidth, t -> false, 5, "unsigned long long"),
        INT128(t -> t.int128Width, t -> true, 6, "__int128"), UINT128(t -> t.int128Width, t -> false, 6, "unsigned __int128"),
        /** C23 {@code _BitInt(N)}: width, size and rank come from {@link Int#bitWidth} (see {@link Int#size}). */
        BITINT(t -> 0, t -> true, 100, "_BitInt"), UBITINT(t -> 0, t -> false, 100, "unsigned _BitInt");

        /** sizeof in bytes (0 for the _BitInt kinds). */
        public final int size;
        public final boolean signed;
        public final int rank;
        public final String spelling;

        IntKind(java.util.function.ToIntFunction<TargetInfo> width, java.util.function.Predicate<TargetInfo> signed, int rank, String spelling) {
            this.size = width.applyAsInt(TargetInfo.target()) / 8;
            this.signed = signed.test(TargetInfo.target());
            this.rank = rank;
            this.spelling = spelling;
        }

        /** The unsigned kind of the same rank. */
        public IntKind toUnsigned() {
            return switch (this) {
                case CHAR, SCHAR, UCHAR -> UCHAR;
                case SHORT, USHORT -> USHORT;
                case INT, UINT -> UINT;
                case LONG, ULONG -> ULONG;
                case LLONG, ULLONG -> ULLONG;
                case INT128, UINT128 -> UINT128;
                case BITINT, UBITINT -> UBITINT;
                case BOOL -> BOOL;
            };
        }
    }

    /** Real floating kinds; sizes and alignments from the {@link TargetInfo}. */
    enum FloatKind {
        FLOAT(t -> t.floatWidth, t -> t.floatAlign, "float"), DOUBLE(t -> t.doubleWidth, t -> t.doubleAlign, "double"),
        LONG_DOUBLE(t -> t.longDoubleWidth, t -> t.longDoubleAlign, "long double");

        public final int size;
        public final int align;
        public final String spelling;

        FloatKind(java.util.function.ToIntFunction<TargetInfo> width, java.util.function.ToIntFunction<TargetInfo> align, String spelling) {
            this.size = width.applyAsInt(TargetInfo.target()) / 8;
            this.align = align.applyAsInt(TargetInfo.target()) / 8;
            this.spelling = spelling;
        }
    }

    record Void() implements CType {
        @Override public String toString() { return "void"; }
    }

    /** An integer type; {@code bitWidth} is N for C23's {@code _BitInt(N)} (kinds BITINT/UBITINT), else 0. */
    record Int(IntKind kind, int bitWidth) implements CType {
        public Int(IntKind kind) { this(kind, 0); }

        public boolean isSigned() { return kind.signed; }

        public boolean isBitInt() { return bitWidth > 0; }

        /**
         * sizeof, x86-64 (clang-19): a _BitInt(N) takes 1, 2, 4 or 8 bytes, the smallest that holds N bits;
         * above 64 bits, whole 8-byte limbs.
         */
        public int size() {
            if (bitWidth == 0) return kind.size;
            if (bitWidth > 64) return (bitWidth + 63) / 64 * 8;
            return bitWidth <= 8 ? 1 : bitWidth <= 16 ? 2 : bitWidth <= 32 ? 4 : 8;
        }

        /** _Alignof, x86-64 (clang-19): the size, at most 8 for a _BitInt (16 for __int128). */
        public int align() { return bitWidth > 64 ? 8 : size(); }

        /** The width in bits (a standard type's is its size in bits). */
        public int width() { return bitWidth > 0 ? bitWidth : kind.size * 8; }

        @Override public String toString() { return bitWidth > 0 ? kind.spelling + "(" + bitWidth + ")" : kind.spelling; }
    }

    record Float(FloatKind kind) implements CType {
        @Override public String toString() { return kind.spelling; }
    }

    /**
     * {@code _Complex float/double/long double}, and GNU complex integer types ({@code _Complex int},
     * {@code _Complex unsigned char}, ...): two parts of the element type (real first).
     */
    record Complex(CType element) implements CType {
        public Complex(FloatKind kind) { this(new Float(kind)); }

        /** The element's floating kind; null for a complex integer type. */
        public FloatKind kind() { return element instanceof Float f ? f.kind() : null; }

        public boolean isInteger() { return element instanceof Int; }

        @Override public String toString() { return "_Complex " + element; }
    }

    record Pointer(CType pointee) implements CType {
        @Override public String toString() { return TypePrinter.print(this); }
    }

    /** An array; {@code length < 0} means incomplete ({@code int a[]}); {@code vla} for variable length. */
    record Array(CType element, long length, boolean vla) implements CType {
        public Array(CType element, long length) { this(element, length, false); }

        public boolean isComplete() { return length >= 0 && !vla; }

        @Override public String toString() { return TypePrinter.print(this); }
    }

    /**
     * A function type. {@code prototyped == false} is an old-style {@code int f()} type whose
     * parameters are unknown (then {@code params} lists the K&R parameters of a definition, or
     * is empty).
     */
    record Function(CType returnType, List<CType> params, boolean variadic, boolean prototyped) implements CType {
        public Function {
            params = List.copyOf(params);
        }

        @Override public String toString() { return TypePrinter.print(this); }
    }

    /**
     * A GNU vector, {@code __attribute__((vector_size(16))) int}: {@code length} elements of an
     * integer or floating type (length a power of two).
     */
    record Vector(CType element, long length) implements CType {
        @Override public String toString() { return TypePrinter.print(this); }
    }

    /** A struct or union. */
    record Record(RecordDef def) implements CType {
        public boolean isUnion() { return def.isUnion(); }

        @Override public boolean equals(Object o) { return o instanceof Record r && r.def == def; }

        @Override public int hashCode() { return System.identityHashCode(def); }

        @Override public String toString() { return def.spelling() != null ? def.spelling() : def.diagnosticName(); }
    }

    record Enum(EnumDef def) implements CType {
        @Override public boolean equals(Object o) { return o instanceof Enum e && e.def == def; }

        @Override public int hashCode() { return System.identityHashCode(def); }

        @Override public String toString() { return "enum " + def.displayName(); }
    }

    /**
     * A qualified type; never wraps another {@code Qualified}, never has all flags false.
     * {@code isAtomic}: C11 {@code _Atomic} (qualifier or {@code _Atomic(T)} specifier).
     */
    record Qualified(CType base, boolean isConst, boolean isVolatile, boolean isRestrict, boolean isAtomic) implements CType {
        public Qualified(CType base, boolean isConst, boolean isVolatile, boolean isRestrict) {
            this(base, isConst, isVolatile, isRestrict, false);
        }

        @Override public String toString() { return TypePrinter.print(this); }
    }

    // ---- common instances ----
    Void VOID = new Void();
    Int BOOL = new Int(IntKind.BOOL);
    Int CHAR = new Int(IntKind.CHAR);
    Int SCHAR = new Int(IntKind.SCHAR);
    Int UCHAR = new Int(IntKind.UCHAR);
    Int SHORT = new Int(IntKind.SHORT);
    Int USHORT = new Int(IntKind.USHORT);
    Int INT = new Int(IntKind.INT);
    Int UINT = new Int(IntKind.UINT);
    Int LONG = new Int(IntKind.LONG);
    Int ULONG = new Int(IntKind.ULONG);
    Int LLONG = new Int(IntKind.LLONG);
    Int ULLONG = new Int(IntKind.ULLONG);
    Float FLOAT = new Float(FloatKind.FLOAT);
    Float DOUBLE = new Float(FloatKind.DOUBLE);
    Float LONG_DOUBLE = new Float(FloatKind.LONG_DOUBLE);
    /** size_t of the target (unsigned long on x86-64 LP64). */
    Int SIZE_T = of(TargetInfo.target().sizeKind());
    /** ptrdiff_t of the target (long on x86-64 LP64). */
    Int PTRDIFF_T = of(TargetInfo.target().ptrdiffKind());

    static Int of(IntKind k) {
        return switch (k) {
            case BOOL -> BOOL; case CHAR -> CHAR; case SCHAR -> SCHAR; case UCHAR -> UCHAR;
            case SHORT -> SHORT; case USHORT -> USHORT; case INT -> INT; case UINT -> UINT;
            case LONG -> LONG; case ULONG -> ULONG; case LLONG -> LLONG; case ULLONG -> ULLONG;
            default -> new Int(k);
        };
    }
}
