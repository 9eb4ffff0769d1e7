package jcirc.ir;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * An x87 80-bit extended-precision value (C's {@code long double} on x86-64): 16 bits of sign and
 * biased exponent, then a 64-bit significand with an explicit integer bit. Every {@code float} and
 * {@code double} value is exactly one of these, so constant folding keeps all floating constants
 * in this form and rounds each result to the precision of its C type ({@link Format}).
 *
 * <p>Arithmetic is exact (on {@link BigInteger}s) followed by one round-to-nearest-even, so every
 * operation and every decimal or hexadecimal literal is correctly rounded, subnormals included.
 */
public record X87Float(int signExp, long significand) {
    private static final int BIAS = 16383;
    /** Exponent of the least significant significand bit of a subnormal (and of the smallest normal). */
    private static final int X87_MIN_LSB = 1 - BIAS - 63;

    /** A binary format: significand bits, exponent of the smallest subnormal's bit, and 2^maxExp overflows. */
    public enum Format {
        FLOAT(24, -149, 128), DOUBLE(53, -1074, 1024), X87(64, X87_MIN_LSB, 16384);

        final int precision, minLsb, maxExp;

        Format(int precision, int minLsb, int maxExp) {
            this.precision = precision;
            this.minLsb = minLsb;
            this.maxExp = maxExp;
        }
    }

    public static final X87Float ZERO = new X87Float(0, 0);
    public static final X87Float NAN = new X87Float(0x7fff, 0xC000000000000000L);
    public static final X87Float INFINITY = new X87Float(0x7fff, 0x8000000000000000L);

    public X87Float { signExp &= 0xffff; }

    public boolean isNegative() { return (signExp & 0x8000) != 0; }

    private int biasedExp() { return signExp & 0x7fff; }

    public boolean isNaN() { return biasedExp() == 0x7fff && (significand << 1) != 0; }

    public boolean isInfinite() { return biasedExp() == 0x7fff && (significand << 1) == 0; }

    public boolean isFinite() { return biasedExp() != 0x7fff; }

    public boolean isZero() { return isFinite() && significand == 0; }

    public X87Float negate() { return new X87Float(signExp ^ 0x8000, significand); }

    /** The 80 bits as a 20-digit upper-case hex string (sign/exponent first), LLVM's {@code 0xK} payload. */
    public String hex() { return String.format("%04X%016X", signExp, significand); }

    public BigInteger bits() {
        return BigInteger.valueOf(signExp).shiftLeft(64).or(new BigInteger(Long.toUnsignedString(significand)));
    }

    public static X87Float fromBits(BigInteger bits) {
        return new X87Float(bits.shiftRight(64).intValue() & 0xffff, bits.longValue());
    }

    // ------------------------------------------------------------------ conversions

    /** The exact value of a double (NaN payloads kept in the top fraction bits). */
    public static X87Float fromDouble(double d) {
        long bits = Double.doubleToRawLongBits(d);
        boolean neg = bits < 0;
        int e = (int) ((bits >>> 52) & 0x7ff);
        long frac = bits & 0xfffffffffffffL;
        if (e == 0x7ff) return new X87Float((neg ? 0x8000 : 0) | 0x7fff, 0x8000000000000000L | (frac << 11));
        if (e == 0 && frac == 0) return neg ? ZERO.negate() : ZERO;
        long mag = e == 0 ? frac : frac | (1L << 52);
        int exp = e == 0 ? -1074 : e - 1075;
        return round(neg, BigInteger.valueOf(mag), BigInteger.ONE, exp, Format.X87);
    }

    /** The nearest double (round to nearest even, overflow to infinity). */
    public double toDouble() {
        if (isNaN()) {
            long frac = (significand >>> 11) & 0xfffffffffffffL;
            return Double.longBitsToDouble((isNegative() ? 1L << 63 : 0) | 0x7ffL << 52 | (frac == 0 ? 1L << 51 : frac));
        }
        if (isInfinite()) return isNegative() ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        X87Float r = roundTo(Format.DOUBLE);
        if (r.isInfinite()) return r.isNegative() ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        if (r.significand == 0) return r.isNegative() ? -0.0 : 0.0;
        int lsb = r.biasedExp() == 0 ? X87_MIN_LSB : r.biasedExp() - BIAS - 63;
        // drop the trailing zero bits so the significand fits a long exactly; the result is representable
        int tz = Long.numberOfTrailingZeros(r.significand);
        double m = (double) (r.significand >>> tz);
        double v = Math.scalb(m, lsb + tz);
        return r.isNegative() ? -v : v;
    }

    /** An integer rounded to the format. */
    public static X87Float fromInteger(BigInteger v, Format f) {
        if (v.signum() == 0) return ZERO;
        return round(v.signum() < 0, v.abs(), BigInteger.ONE, 0, f);
    }

    /** The value truncated toward zero; null for NaN and infinities. */
    public BigInteger toInteger() {
        if (!isFinite()) return null;
        BigInteger mag = magnitude();
        int lsb = lsbExponent();
        BigInteger r = lsb >= 0 ? mag.shiftLeft(lsb) : mag.shiftRight(-lsb);
        return isNegative() ? r.negate() : r;
    }

    /** The exact value as a BigDecimal; null for NaN and infinities. */
    public BigDecimal toBigDecimal() {
        if (!isFinite()) return null;
        BigInteger mag = magnitude();
        int lsb = lsbExponent();
        BigDecimal r = lsb >= 0 ? new BigDecimal(mag.shiftLeft(lsb))
                : new BigDecimal(mag.multiply(BigInteger.valueOf(5).pow(-lsb)), -lsb);
        return isNegative() ? r.negate() : r;
    }

    /** This value rounded to a narrower format (still held as an x87 value). */
    public X87Float roundTo(Format f) {
        if (!isFinite() || isZero() || f == Format.X87) return this;
        return round(isNegative(), magnitude(), BigInteger.ONE, lsbExponent(), f);
    }

    private BigInteger magnitude() { return new BigInteger(Long.toUnsignedString(significand)); }

    private int lsbExponent() { return biasedExp() == 0 ? X87_MIN_LSB : biasedExp() - BIAS - 63; }

    // ------------------------------------------------------------------ literals

    /**
     * Decodes a C floating literal without suffix ({@code 0.1}, {@code 1e4000}, {@code .5E-3},
     * {@code 0x1.8p3}, {@code 0x10}) correctly rounded to the format; null when malformed.
     */
    public static X87Float parse(String text, Format f) {
        String s = text.toLowerCase();
        boolean neg = false;
        if (s.startsWith("-") || s.startsWith("+")) { neg = s.startsWith("-"); s = s.substring(1); }
        boolean hex = s.startsWith("0x");
        if (hex) s = s.substring(2);
        char expMark = hex ? 'p' : 'e';
        int ei = s.indexOf(expMark);
        String mant = ei < 0 ? s : s.substring(0, ei);
        long exp = 0;
        if (ei >= 0) {
            String es = s.substring(ei + 1);
            if (es.isEmpty() || es.equals("+") || es.equals("-")) return null;
            try {
                BigInteger be = new BigInteger(es.startsWith("+") ? es.substring(1) : es);
                exp = be.max(BigInteger.valueOf(-1_000_000)).min(BigInteger.valueOf(1_000_000)).longValue();
            } catch (NumberFormatException e) {
                return null;
            }
        }
        int dot = mant.indexOf('.');
        String intPart = dot < 0 ? mant : mant.substring(0, dot);
        String fracPart = dot < 0 ? "" : mant.substring(dot + 1);
        String digits = intPart + fracPart;
        if (digits.isEmpty()) return null;
        BigInteger d;
        try { d = new BigInteger(digits, hex ? 16 : 10); } catch (NumberFormatException e) { return null; }
        if (d.signum() < 0) return null;
        X87Float zero = neg ? ZERO.negate() : ZERO;
        if (d.signum() == 0) return zero;
        if (hex) {
            long scale = exp - 4L * fracPart.length();
            long top = scale + d.bitLength();
            if (top > 20000) return neg ? INFINITY.negate() : INFINITY;
            if (top < -20000) return zero;
            return round(neg, d, BigInteger.ONE, (int) scale, f);
        }
        long scale10 = exp - fracPart.length();
        long top = scale10 + digits.length();
        if (top > 5000) return neg ? INFINITY.negate() : INFINITY;
        if (top < -5000) return zero;
        BigInteger p = BigInteger.TEN.pow((int) Math.abs(scale10));
        return scale10 >= 0 ? round(neg, d.multiply(p), BigInteger.ONE, 0, f) : round(neg, d, p, 0, f);
    }

    // ------------------------------------------------------------------ arithmetic

    public static X87Float add(X87Float a, X87Float b, Format f) { return addSub(a, b, false, f); }

    public static X87Float sub(X87Float a, X87Float b, Format f) { return addSub(a, b, true, f); }

    private static X87Float addSub(X87Float a, X87Float b, boolean subtract, Format f) {
        X87Float bb = subtract ? b.negate() : b;
        if (!a.isFinite() || !bb.isFinite()) return special(a, bb, '+');
        if (a.isZero() && bb.isZero()) return a.isNegative() && bb.isNegative() ? ZERO.negate() : ZERO;
        int e = Math.min(a.lsbExponent(), bb.lsbExponent());
        BigInteger sum = a.signedMag(e).add(bb.signedMag(e));
        if (sum.signum() == 0) return ZERO;
        return round(sum.signum() < 0, sum.abs(), BigInteger.ONE, e, f);
    }

    public static X87Float mul(X87Float a, X87Float b, Format f) {
        if (!a.isFinite() || !b.isFinite()) return special(a, b, '*');
        boolean neg = a.isNegative() != b.isNegative();
        if (a.isZero() || b.isZero()) return neg ? ZERO.negate() : ZERO;
        return round(neg, a.magnitude().multiply(b.magnitude()), BigInteger.ONE, a.lsbExponent() + b.lsbExponent(), f);
    }

    public static X87Float div(X87Float a, X87Float b, Format f) {
        if (!a.isFinite() || !b.isFinite() || b.isZero()) return special(a, b, '/');
        boolean neg = a.isNegative() != b.isNegative();
        if (a.isZero()) return neg ? ZERO.negate() : ZERO;
        return round(neg, a.magnitude(), b.magnitude(), a.lsbExponent() - b.lsbExponent(), f);
    }

    /** Compares two values: negative, zero or positive; null when either is NaN ({@code -0 == +0}). */
    public static Integer compare(X87Float a, X87Float b) {
        if (a.isNaN() || b.isNaN()) return null;
        if (a.isInfinite() || b.isInfinite()) {
            int ra = a.isInfinite() ? (a.isNegative() ? -1 : 1) : 0, rb = b.isInfinite() ? (b.isNegative() ? -1 : 1) : 0;
            return Integer.compare(ra, rb);
        }
        int e = Math.min(a.lsbExponent(), b.lsbExponent());
        return a.signedMag(e).compareTo(b.signedMag(e));
    }

    /** The exact sum of products {@code a*b + c*d} rounded once (complex multiplication parts). */
    public static X87Float fusedSumOfProducts(X87Float a, X87Float b, X87Float c, X87Float d, Format f) {
        if (!a.isFinite() || !b.isFinite() || !c.isFinite() || !d.isFinite()) return null;
        int e = a.lsbExponent() + b.lsbExponent();
        int e2 = c.lsbExponent() + d.lsbExponent();
        int m = Math.min(e, e2);
        BigInteger p1 = a.signedMag(a.lsbExponent()).multiply(b.signedMag(b.lsbExponent())).shiftLeft(e - m);
        BigInteger p2 = c.signedMag(c.lsbExponent()).multiply(d.signedMag(d.lsbExponent())).shiftLeft(e2 - m);
        BigInteger sum = p1.add(p2);
        if (sum.signum() == 0) return ZERO;
        return round(sum.signum() < 0, sum.abs(), BigInteger.ONE, m, f);
    }

    /** The exact quotient {@code (a*b + c*d) / (x*x + y*y)} rounded once (complex division parts). */
    public static X87Float fusedQuotient(X87Float a, X87Float b, X87Float c, X87Float d, X87Float x, X87Float y, Format f) {
        for (X87Float v : new X87Float[] {a, b, c, d, x, y}) if (!v.isFinite()) return null;
        Rational num = Rational.sumOfProducts(a, b, c, d), den = Rational.sumOfProducts(x, x, y, y);
        if (den.n.signum() == 0) return null;
        if (num.n.signum() == 0) return ZERO;
        // (n1 * 2^e1) / (n2 * 2^e2)
        return round(num.n.signum() < 0, num.n.abs(), den.n, num.e - den.e, f);
    }

    private record Rational(BigInteger n, int e) {
        static Rational sumOfProducts(X87Float a, X87Float b, X87Float c, X87Float d) {
            int e = a.lsbExponent() + b.lsbExponent(), e2 = c.lsbExponent() + d.lsbExponent(), m = Math.min(e, e2);
            BigInteger p1 = a.signedMag(a.lsbExponent()).multiply(b.signedMag(b.lsbExponent())).shiftLeft(e - m);
            BigInteger p2 = c.signedMag(c.lsbExponent()).multiply(d.signedMag(d.lsbExponent())).shiftLeft(e2 - m);
            return new Rational(p1.add(p2), m);
        }
    }

    /** The signed value as an integer multiple of 2^e (e at most this value's lsb exponent). */
    private BigInteger signedMag(int e) {
        BigInteger m = magnitude().shiftLeft(lsbExponent() - e);
        return isNegative() ? m.negate() : m;
    }

    /** IEEE results involving NaN, infinity or a zero divisor: the magnitudes of finite operands do not matter. */
    private static X87Float special(X87Float a, X87Float b, char op) {
        double x = a.isFinite() ? (a.isZero() ? (a.isNegative() ? -0.0 : 0.0) : (a.isNegative() ? -1.0 : 1.0)) : a.toDouble();
        double y = b.isFinite() ? (b.isZero() ? (b.isNegative() ? -0.0 : 0.0) : (b.isNegative() ? -1.0 : 1.0)) : b.toDouble();
        double r = switch (op) {
            case '+' -> x + y;
            case '*' -> x * y;
            default -> x / y;
        };
        // an invalid operation gives a positive quiet NaN, as gcc's constant folding (not the x87's negative default)
        if (Double.isNaN(r)) return a.isNaN() ? a : b.isNaN() ? b : NAN;
        // the other results are infinities and zeros, the same whatever the finite magnitudes were
        return fromDouble(r);
    }

    /**
     * Rounds {@code num / den * 2^scale} (num >= 0, den > 0) to the format, ties to even,
     * subnormals at the format's minimum exponent, overflow to infinity.
     */
    static X87Float round(boolean neg, BigInteger num, BigInteger den, int scale, Format f) {
        if (num.signum() == 0) return neg ? ZERO.negate() : ZERO;
        int e = num.bitLength() - den.bitLength() + scale - f.precision;
        BigInteger[] qr = divide(num, den, scale - e);
        if (qr[0].bitLength() > f.precision) {
            e++;
            qr = divide(num, den, scale - e);
        }
        if (e < f.minLsb) {
            e = f.minLsb;
            qr = divide(num, den, scale - e);
        }
        BigInteger q = qr[0];
        int c = qr[1].shiftLeft(1).compareTo(qr[2]);
        if (c > 0 || (c == 0 && q.testBit(0))) q = q.add(BigInteger.ONE);
        if (q.bitLength() > f.precision) { q = q.shiftRight(1); e++; }
        if (q.signum() == 0) return neg ? ZERO.negate() : ZERO;
        int top = e + q.bitLength() - 1;
        if (top >= f.maxExp) return neg ? INFINITY.negate() : INFINITY;
        int sign = neg ? 0x8000 : 0;
        if (top >= 1 - BIAS) {
            return new X87Float(sign | (top + BIAS), q.shiftLeft(64 - q.bitLength()).longValue());
        }
        // an x87 subnormal (only the X87 format gets here)
        return new X87Float(sign, q.shiftLeft(e - X87_MIN_LSB).longValue());
    }

    /** {@code floor(num * 2^shift / den)}, the remainder and the divisor. */
    private static BigInteger[] divide(BigInteger num, BigInteger den, int shift) {
        BigInteger n = shift >= 0 ? num.shiftLeft(shift) : num;
        BigInteger d = shift >= 0 ? den : den.shiftLeft(-shift);
        BigInteger[] qr = n.divideAndRemainder(d);
        return new BigInteger[] {qr[0], qr[1], d};
    }

    @Override
    public String toString() {
        if (isNaN()) return "nan";
        if (isInfinite()) return isNegative() ? "-inf" : "inf";
        return "0xK" + hex();
    }
}
