package jcirc.ir;

import jcirc.ir.Type;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * Float literals exactly as MLIR prints them (AsmPrinter's printFloatValue over APFloat::toString):
 * {@code 1.500000e+00} when six significant digits read back to the same value, else the shortest
 * natural-precision form if it has a decimal point ({@code 1.2345678}, {@code 1.2345678901E-4}),
 * else the hexadecimal bit pattern ({@code 0x419D6F3454000000}, also for inf and NaN).
 */
public final class FloatFormat {
    private FloatFormat() {}

    private static final ThreadLocal<Boolean> MLIR_STYLE = ThreadLocal.withInitial(() -> false);

    /** Whether FloatAttr prints MLIR's way (set by the printer's mlir-compatible mode). */
    public static boolean mlirStyle() { return MLIR_STYLE.get(); }

    public static <T> T withMlirStyle(java.util.function.Supplier<T> body) {
        boolean saved = MLIR_STYLE.get();
        MLIR_STYLE.set(true);
        try { return body.get(); } finally { MLIR_STYLE.set(saved); }
    }

    /** Formats {@code v} as a value of float type {@code type} (f32 values are rounded to float first). */
    public static String format(double v, Type type) {
        String kind = type instanceof BuiltinTypes.FloatType ft ? ft.kind() : "f64";
        int precisionBits = switch (kind) {
            case "f16" -> 11;
            case "bf16" -> 8;
            case "f32" -> 24;
            case "f80" -> 64;
            case "f128" -> 113;
            default -> 53;
        };
        double value = kind.equals("f32") ? (double) (float) v : v;
        if (!Double.isNaN(value) && !Double.isInfinite(value)) {
            String six = toString(value, 6, 0, false, precisionBits);
            if (readsBack(six, value, kind, precisionBits)) return six;
            String natural = toString(value, 0, 3, true, precisionBits);
            if (natural.contains(".")) return natural;
        }
        return hex(value, kind);
    }

    private static boolean readsBack(String s, double value, String kind, int precisionBits) {
        return switch (kind) {
            case "f32" -> Float.floatToRawIntBits(Float.parseFloat(s)) == Float.floatToRawIntBits((float) value);
            case "f64" -> Double.doubleToRawLongBits(Double.parseDouble(s)) == Double.doubleToRawLongBits(value);
            default -> {
                // compare after rounding the decimal to the type's significand width
                BigDecimal d = new BigDecimal(s);
                if (value == 0) yield d.signum() == 0 && (Double.doubleToRawLongBits(value) < 0) == s.startsWith("-");
                yield roundToBits(d, precisionBits).compareTo(new BigDecimal(value)) == 0;
            }
        };
    }

    /** {@code d} rounded (half-even) to {@code bits} significant binary digits. */
    private static BigDecimal roundToBits(BigDecimal d, int bits) {
        if (d.signum() == 0) return d;
        BigDecimal abs = d.abs();
        int e = abs.unscaledValue().bitLength() - (int) Math.ceil(abs.scale() * Math.log(10) / Math.log(2)) - 1;
        // adjust e so that 2^e <= abs < 2^(e+1)
        while (pow2(e).compareTo(abs) > 0) e--;
        while (pow2(e + 1).compareTo(abs) <= 0) e++;
        BigDecimal scale = pow2(bits - 1 - e);
        BigInteger n = abs.multiply(scale).setScale(0, RoundingMode.HALF_EVEN).toBigInteger();
        BigDecimal r = new BigDecimal(n).divide(scale);
        return d.signum() < 0 ? r.negate() : r;
    }

    private static BigDecimal pow2(int e) {
        return e >= 0 ? new BigDecimal(BigInteger.ONE.shiftLeft(e)) : BigDecimal.ONE.divide(new BigDecimal(BigInteger.ONE.shiftLeft(-e)));
    }

    /** APFloat::toString(precision, maxPadding, truncateZero). precision 0 means the type's natural precision. */
    static String toString(double value, int precision, int maxPadding, boolean truncateZero, int precisionBits) {
        boolean neg = Double.doubleToRawLongBits(value) < 0;
        StringBuilder sb = new StringBuilder();
        if (neg) sb.append('-');
        if (value == 0) {
            if (maxPadding == 0) {
                if (truncateZero) sb.append("0.0E+0");
                else { sb.append("0.0"); for (int i = 1; i < precision; i++) sb.append('0'); sb.append("e+00"); }
            } else sb.append('0');
            return sb.toString();
        }
        if (precision == 0) precision = 2 + precisionBits * 59 / 196;
        BigDecimal exact = new BigDecimal(Math.abs(value)).stripTrailingZeros();
        if (exact.precision() > precision) exact = exact.round(new MathContext(precision, RoundingMode.HALF_UP)).stripTrailingZeros();
        String digits = exact.unscaledValue().toString();
        int exp = -exact.scale();
        int nd = digits.length();
        boolean scientific;
        if (maxPadding == 0) scientific = true;
        else if (exp >= 0) scientific = exp > maxPadding || nd + exp > precision;
        else {
            int msd = exp + nd - 1;
            scientific = msd < 0 && -msd > maxPadding;
        }
        if (scientific) {
            int e10 = exp + nd - 1;
            sb.append(digits.charAt(0)).append('.');
            if (nd == 1 && truncateZero) sb.append('0');
            else sb.append(digits, 1, nd);
            if (!truncateZero) for (int i = nd - 1; i < precision; i++) sb.append('0');
            sb.append(truncateZero ? 'E' : 'e').append(e10 >= 0 ? '+' : '-');
            String ed = Integer.toString(Math.abs(e10));
            if (!truncateZero && ed.length() < 2) sb.append('0');
            sb.append(ed);
            return sb.toString();
        }
        if (exp >= 0) {
            sb.append(digits);
            for (int i = 0; i < exp; i++) sb.append('0');
            return sb.toString();
        }
        int whole = exp + nd;
        if (whole > 0) sb.append(digits, 0, whole).append('.').append(digits, whole, nd);
        else {
            sb.append("0.");
            for (int i = 0; i < -whole; i++) sb.append('0');
            sb.append(digits);
        }
        return sb.toString();
    }

    /** A NaN's float bits: sign and the top 23 fraction bits (Java's {@code (float)} cast would quiet a signaling NaN). */
    private static int nanBits(double value) {
        long bits = Double.doubleToRawLongBits(value);
        int frac = (int) ((bits >>> 29) & 0x7fffff);
        return (int) ((bits >>> 32) & 0x80000000L) | 0x7f800000 | (frac == 0 ? 0x400000 : frac);
    }

    private static String hex(double value, String kind) {
        return switch (kind) {
            case "f32" -> String.format("0x%08X", Double.isNaN(value) ? nanBits(value) : Float.floatToRawIntBits((float) value));
            case "f16" -> String.format("0x%04X", (int) Float.floatToFloat16((float) value) & 0xffff);
            case "f80" -> {
                // x87 extended: sign+exponent (16 bits) then the 64-bit significand with explicit integer bit
                long bits = Double.doubleToRawLongBits(value);
                int sign = (int) (bits >>> 63);
                int e = (int) ((bits >>> 52) & 0x7ff);
                long mant = bits & 0xfffffffffffffL;
                int e80; long m80;
                if (e == 0x7ff) { e80 = 0x7fff; m80 = 0x8000000000000000L | (mant << 11); }
                else if (e == 0 && mant == 0) { e80 = 0; m80 = 0; }
                else if (e == 0) {
                    int shift = Long.numberOfLeadingZeros(mant) - 11;
                    e80 = 1 - 1023 + 16383 - shift;
                    m80 = (mant << (11 + shift)) | 0x8000000000000000L;
                } else { e80 = e - 1023 + 16383; m80 = 0x8000000000000000L | (mant << 11); }
                yield String.format("0x%04X%016X", (sign << 15) | e80, m80);
            }
            default -> String.format("0x%016X", Double.doubleToRawLongBits(value));
        };
    }
}
