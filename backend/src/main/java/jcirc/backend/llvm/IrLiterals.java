package jcirc.backend.llvm;

import java.math.BigDecimal;
import java.math.BigInteger;

/** Literal spellings of LLVM IR constants: integers, floating point (decimal or LLVM's hex forms), strings. */
final class IrLiterals {
    private IrLiterals() {}

    /** {@code iN} constant: {@code true/false} for i1, otherwise the value wrapped to N bits, as a signed number. */
    static String integer(BigInteger v, int width) {
        BigInteger mod = BigInteger.ONE.shiftLeft(width);
        BigInteger u = v.mod(mod);
        if (width == 1) return u.signum() == 0 ? "false" : "true";
        if (u.testBit(width - 1)) u = u.subtract(mod);
        return u.toString();
    }

    /**
     * A floating-point constant of the given MLIR float kind. LLVM accepts a decimal only when it
     * denotes the value exactly (for {@code float} too), so: decimal when the shortest round-trip
     * decimal is exact, otherwise the 64-bit hex form {@code 0x<double bits>} (also used for
     * {@code float}, whose value is widened to double); {@code x86_fp80} always uses {@code 0xK<20 hex>},
     * {@code half} {@code 0xH}, {@code bfloat} {@code 0xR}.
     */
    static String floating(double v, String kind) {
        return switch (kind) {
            case "f64" -> decimalOrHex(v);
            case "f32" -> decimalOrHex(Double.isNaN(v) ? narrowNaN(v) : (double) (float) v);
            case "f80" -> x86Fp80(v);
            case "f16" -> String.format("0xH%04X", Float.floatToFloat16((float) v) & 0xffff);
            case "bf16" -> String.format("0xR%04X", (Float.floatToRawIntBits((float) v) >>> 16) & 0xffff);
            default -> throw new UnsupportedIrException("float constant of type " + kind);
        };
    }

    /**
     * A NaN as a float, widened back: sign and the top 23 fraction bits kept, so a signaling NaN stays signaling
     * (Java's {@code (float)} cast quiets it, as the CPU's conversion does).
     */
    private static double narrowNaN(double v) {
        long bits = Double.doubleToRawLongBits(v);
        long frac = bits & 0xfffffe0000000L;   // the fraction bits a float has
        if (frac == 0) frac = 1L << 51;   // a payload only in the dropped bits: quiet
        return Double.longBitsToDouble((bits & 0xfff0000000000000L) | frac);
    }

    private static String decimalOrHex(double v) {
        if (Double.isFinite(v)) {
            String s = Double.toString(v);           // e.g. 1.5, 1.0E10, 4.9E-324
            if (new BigDecimal(s).compareTo(new BigDecimal(v)) == 0 && !(v == 0 && 1 / v < 0)) {
                int e = s.indexOf('E');
                return e < 0 ? s : s.substring(0, e) + "e" + s.substring(e + 1);
            }
        }
        return String.format("0x%016X", Double.doubleToRawLongBits(v));
    }

    /** The 80-bit x87 extended form of a double: 16 bits sign+exponent, 64 bits mantissa with explicit integer bit. */
    static String x86Fp80(double v) {
        long bits = Double.doubleToRawLongBits(v);
        int sign = (int) (bits >>> 63);
        int exp = (int) ((bits >>> 52) & 0x7ff);
        long frac = bits & 0xFFFFFFFFFFFFFL;
        int exp80;
        long mant;
        if (exp == 0x7ff) {                          // inf / nan
            exp80 = 0x7fff;
            mant = 0x8000000000000000L | (frac << 11);
            if (frac != 0) mant |= 0x4000000000000000L;
        } else if (exp == 0) {
            if (frac == 0) { exp80 = 0; mant = 0; }
            else {                                    // subnormal double: normalise
                int lz = Long.numberOfLeadingZeros(frac); // frac < 2^52, so lz >= 12
                mant = frac << lz;
                exp80 = (1 - 1023) - (lz - 11) + 16383;
            }
        } else {
            exp80 = exp - 1023 + 16383;
            mant = 0x8000000000000000L | (frac << 11);
        }
        return String.format("0xK%04X%016X", (sign << 15) | exp80, mant);
    }

    /** {@code 0xK<20 hex digits>}: an exact x87 extended value (sign/exponent, then the significand). */
    static String x86Fp80(jcirc.ir.X87Float v) {
        return "0xK" + v.hex();
    }

    /** {@code c"..."}: printable ASCII except {@code "} and {@code \} verbatim, everything else {@code \XX}. */
    static String cString(byte[] bytes) {
        StringBuilder sb = new StringBuilder("c\"");
        for (byte b : bytes) {
            int c = b & 0xff;
            if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') sb.append((char) c);
            else sb.append('\\').append(String.format("%02X", c));
        }
        return sb.append('"').toString();
    }

    /** The bytes of a string attribute: each char is one byte (MLIR string attributes hold bytes); chars above 0xFF are UTF-8 encoded. */
    static byte[] bytesOf(String s) {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c <= 0xff) out.write(c);
            else {
                int cp = s.codePointAt(i);
                if (Character.isSupplementaryCodePoint(cp)) i++;
                out.writeBytes(new String(Character.toChars(cp)).getBytes(java.nio.charset.StandardCharsets.UTF_8));
            }
        }
        return out.toByteArray();
    }
}
