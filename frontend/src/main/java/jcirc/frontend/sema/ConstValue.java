package jcirc.frontend.sema;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;

/** The value of a constant expression. */
public sealed interface ConstValue {
    CType type();

    /** An integer (or pointer-typed integer such as {@code (char *)16}), bits in {@code value}, truncated to the type. */
    record IntVal(long value, CType type) implements ConstValue {
        public boolean isZero() { return value == 0; }
    }

    record FloatVal(double value, CType type) implements ConstValue {}

    /**
     * An address constant: {@code base} (a global symbol, or a string literal, or null for an
     * absolute address such as the one in {@code &((T *)0)->m}) plus a byte offset.
     */
    record AddrVal(Symbol symbol, Literals.StringLit string, long offset, CType type) implements ConstValue {}

    default boolean isInt() { return this instanceof IntVal; }

    /** Truth value for {@code !}, {@code &&}, {@code ?:}. */
    default boolean truthy() {
        return switch (this) {
            case IntVal i -> i.value() != 0;
            case FloatVal f -> f.value() != 0.0;
            case AddrVal a -> true;
        };
    }

    /** Normalises integer bits to the width and signedness of an integer type. */
    static long truncate(long v, CType t) {
        if (Types.isBool(t)) return v != 0 ? 1 : 0;
        if (!Types.isInteger(t)) return v;
        CType.Int it = Types.asInt(t);
        int bits = it.kind().size * 8;
        if (bits >= 64) return v;
        long mask = (1L << bits) - 1;
        long x = v & mask;
        if (it.kind().signed && (x & (1L << (bits - 1))) != 0) x |= ~mask;
        return x;
    }
}
