package jcirc.frontend.sema;

import jcirc.ir.X87Float;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;

import java.math.BigInteger;

/** The value of a constant expression. */
public sealed interface ConstValue {
    CType type();

    /**
     * An integer (or pointer-typed integer such as {@code (char *)16}). {@code exact} is the value
     * wrapped into the range of its type (C's modular arithmetic for unsigned types and gcc's
     * two's complement wrap for signed ones, up to {@code __int128}); {@link #value()} is its low 64 bits.
     */
    record IntVal(BigInteger exact, CType type) implements ConstValue {
        public IntVal { exact = wrap(exact, type); }

        public IntVal(long value, CType type) { this(BigInteger.valueOf(value), type); }

        /** The low 64 bits (two's complement), as C code holding it in a 64-bit integer would see them. */
        public long value() { return exact.longValue(); }

        public boolean isZero() { return exact.signum() == 0; }
    }

    /** A floating constant, rounded to its type (x87 extended precision for {@code long double}). */
    record FloatVal(X87Float bits, CType type) implements ConstValue {
        public FloatVal(double value, CType type) { this(X87Float.fromDouble(value), type); }

        /** The value as a double (exact unless the type is {@code long double}). */
        public double value() { return bits.toDouble(); }
    }

    /**
     * A complex constant ({@code 1.0 + 2.0*I}, {@code 3.0i}): its real and imaginary parts, each a
     * FloatVal of the complex type's real type.
     */
    record ComplexVal(FloatVal real, FloatVal imag, CType type) implements ConstValue {}

    /**
     * An address constant: {@code base} (a global symbol, or a string literal, or null for an
     * absolute address such as the one in {@code &((T *)0)->m}) plus a byte offset.
     */
    record AddrVal(Symbol symbol, Literals.StringLit string, long offset, CType type) implements ConstValue {}

    /**
     * GNU {@code &&L1 - &&L0}: the distance between two labels of one function (their symbols), an integer
     * known only to the assembler; a static initializer may hold it (a dispatch table of offsets).
     */
    record LabelDiffVal(Symbol label, Symbol base, CType type) implements ConstValue {}

    default boolean isInt() { return this instanceof IntVal; }

    /** Truth value for {@code !}, {@code &&}, {@code ?:}. */
    default boolean truthy() {
        return switch (this) {
            case IntVal i -> !i.isZero();
            case FloatVal f -> !f.bits().isZero();
            case ComplexVal c -> !c.real().bits().isZero() || !c.imag().bits().isZero();
            case AddrVal a -> true;
            case LabelDiffVal d -> d.label() != d.base();
        };
    }

    /** Normalises integer bits to the width and signedness of an integer type (at most 64 bits wide). */
    static long truncate(long v, CType t) {
        return wrap(BigInteger.valueOf(v), t).longValue();
    }

    /** Wraps a value into the range of an integer type; pointers wrap to 64 unsigned bits, other types keep it. */
    static BigInteger wrap(BigInteger v, CType t) {
        if (Types.isBool(t)) return v.signum() != 0 ? BigInteger.ONE : BigInteger.ZERO;
        int bits;
        boolean signed;
        if (Types.isInteger(t)) {
            CType.Int it = Types.asInt(t);
            bits = it.width();
            signed = it.kind().signed;
        } else if (Types.isPointer(t)) {
            bits = 64;
            signed = false;
        } else {
            return v;
        }
        if (v.signum() >= 0 && v.bitLength() <= bits - (signed ? 1 : 0)) return v;   // in range already
        BigInteger mod = BigInteger.ONE.shiftLeft(bits);
        BigInteger x = v.mod(mod);
        if (signed && x.testBit(bits - 1)) x = x.subtract(mod);
        return x;
    }
}
