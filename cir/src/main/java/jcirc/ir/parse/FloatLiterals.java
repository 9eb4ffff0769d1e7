package jcirc.ir.parse;

import jcirc.ir.BuiltinTypes;
import jcirc.ir.Type;
import jcirc.ir.X87Float;

import java.math.BigDecimal;
import java.math.BigInteger;

/**
 * The value of a float literal as written ({@link jcirc.ir.OpAsmParser#parseFloatLiteral}): a
 * decimal, or {@code 0x...} holding the IEEE bits of the value in the width its digit count shows
 * (4: f16/bf16, 8: f32, 16: f64, 20: x87 f80), as MLIR prints it.
 */
public final class FloatLiterals {
    private FloatLiterals() {}

    /** The value as a double; {@code type} (may be null) tells bf16 from f16. */
    public static double value(String image, Type type) {
        if (image.startsWith("0x")) return fromBits(image.substring(2), type);
        if (image.startsWith("-0x")) return -fromBits(image.substring(3), type);
        return Double.parseDouble(image);
    }

    /** The exact value of a 20-digit hex literal ({@code 0x3FFBCCCCCCCCCCCCCCCD}: x87 bits); null for other literals. */
    public static X87Float x87(String image) {
        boolean neg = image.startsWith("-");
        String img = neg ? image.substring(1) : image;
        if (!img.startsWith("0x") || img.length() != 22) return null;
        X87Float x = X87Float.fromBits(new BigInteger(img.substring(2), 16));
        return neg ? x.negate() : x;
    }

    static double fromBits(String hex, Type type) {
        BigInteger bits = new BigInteger(hex, 16);
        boolean bf16 = type instanceof BuiltinTypes.FloatType ft && ft.kind().equals("bf16");
        return switch (hex.length()) {
            case 4 -> bf16 ? Float.intBitsToFloat(bits.intValue() << 16) : Float.float16ToFloat((short) bits.intValue());
            case 8 -> Float.intBitsToFloat(bits.intValue());
            case 20 -> x87ToDouble(bits);
            default -> Double.longBitsToDouble(bits.longValue());
        };
    }

    /** An 80-bit x87 extended value (sign, 15-bit exponent, 64-bit significand with explicit integer bit) as a double. */
    private static double x87ToDouble(BigInteger bits) {
        long mant = bits.longValue();
        int se = bits.shiftRight(64).intValue() & 0xffff;
        boolean neg = (se & 0x8000) != 0;
        int e = se & 0x7fff;
        double r;
        if (e == 0x7fff) r = (mant << 1) == 0 ? Double.POSITIVE_INFINITY : Double.NaN;
        else if (e == 0 && mant == 0) r = 0.0;
        else {
            // value = mant * 2^(e - 16383 - 63)
            BigDecimal m = new BigDecimal(new BigInteger(Long.toUnsignedString(mant)));
            int exp = e - 16383 - 63;
            r = Math.scalb(m.doubleValue(), exp);
        }
        return neg ? -r : r;
    }
}
