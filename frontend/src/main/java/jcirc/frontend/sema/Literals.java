package jcirc.frontend.sema;

import jcirc.ir.X87Float;
import jcirc.frontend.types.CType;

import java.math.BigInteger;
import java.nio.charset.StandardCharsets;

/** Decoding of C literals: integer and floating constants, character constants, string literals. */
public final class Literals {
    private Literals() {}

    public record IntLit(BigInteger value, CType.Int type) {}

    /** A floating constant, correctly rounded to its type ({@code long double}: x87 extended precision). */
    public record FloatLit(X87Float bits, CType.Float type) {
        /** The value as a double (exact for float and double constants). */
        public double value() { return bits.toDouble(); }
    }

    /** The binary format of a floating type's values. */
    public static X87Float.Format formatOf(CType t) {
        if (t instanceof CType.Float f) {
            if (f.equals(CType.FLOAT)) return X87Float.Format.FLOAT;
            if (f.equals(CType.LONG_DOUBLE)) return X87Float.Format.X87;
        }
        return X87Float.Format.DOUBLE;
    }

    /** A decoded string literal: its element type and code units (without the terminating zero). */
    public record StringLit(CType.Int elementType, long[] units) {
        public int length() { return units.length; }

        /** The bytes of a narrow string including the terminating NUL. */
        public byte[] bytesWithNul() {
            byte[] b = new byte[units.length + 1];
            for (int i = 0; i < units.length; i++) b[i] = (byte) units[i];
            return b;
        }
    }

    /**
     * The value of a plain decimal constant without suffix or digit separators of at most 18 digits
     * ({@code 0}, {@code 56132}); -1 for any other spelling. The common case of large tables, read
     * without strings or BigIntegers.
     */
    public static long plainDecimal(char[] text) {
        int n = text.length;
        if (n == 0 || n > 18 || (text[0] == '0' && n > 1)) return -1;
        long v = 0;
        for (char c : text) {
            if (c < '0' || c > '9') return -1;
            v = v * 10 + (c - '0');
        }
        return v;
    }

    /** The type of a plain decimal constant of value {@code v} (C11 6.4.4.1p5: int, long, long long; {@code v >= 0}). */
    public static CType.Int plainDecimalType(long v) {
        int bits = 64 - Long.numberOfLeadingZeros(v);
        for (CType.Int t : new CType.Int[] {CType.INT, CType.LONG, CType.LLONG}) {
            if (bits <= t.kind().size * 8 - 1) return t;
        }
        return CType.LLONG;   // 18 digits always fit a 64-bit long long
    }

    /** Parses an integer constant; null when malformed. Type per C11 6.4.4.1p5. */
    public static IntLit parseInt(String text) {
        long plain = plainDecimal(text.toCharArray());
        if (plain >= 0) return new IntLit(BigInteger.valueOf(plain), plainDecimalType(plain));
        String s = text.replace("'", "");
        int end = s.length();
        while (end > 0 && "uUlL".indexOf(s.charAt(end - 1)) >= 0) end--;
        String suffix = s.substring(end).toLowerCase();
        String digits = s.substring(0, end);
        int radix = 10;
        if (digits.startsWith("0x") || digits.startsWith("0X")) { radix = 16; digits = digits.substring(2); }
        else if (digits.startsWith("0b") || digits.startsWith("0B")) { radix = 2; digits = digits.substring(2); }
        else if (digits.length() > 1 && digits.startsWith("0")) { radix = 8; digits = digits.substring(1); }
        if (digits.isEmpty()) return radix == 8 ? new IntLit(BigInteger.ZERO, CType.INT) : null;
        BigInteger v;
        try { v = new BigInteger(digits, radix); } catch (NumberFormatException e) { return null; }
        boolean u = suffix.contains("u");
        int longs = suffix.replace("u", "").length();
        boolean decimal = radix == 10;
        CType.Int[] candidates;
        if (longs == 0) {
            candidates = u ? new CType.Int[] {CType.UINT, CType.ULONG, CType.ULLONG}
                    : decimal ? new CType.Int[] {CType.INT, CType.LONG, CType.LLONG}
                    : new CType.Int[] {CType.INT, CType.UINT, CType.LONG, CType.ULONG, CType.LLONG, CType.ULLONG};
        } else if (longs == 1) {
            candidates = u ? new CType.Int[] {CType.ULONG, CType.ULLONG}
                    : decimal ? new CType.Int[] {CType.LONG, CType.LLONG}
                    : new CType.Int[] {CType.LONG, CType.ULONG, CType.LLONG, CType.ULLONG};
        } else {
            candidates = u ? new CType.Int[] {CType.ULLONG}
                    : decimal ? new CType.Int[] {CType.LLONG} : new CType.Int[] {CType.LLONG, CType.ULLONG};
        }
        for (CType.Int t : candidates) {
            if (fits(v, t)) return new IntLit(v, t);
        }
        // too large: gcc gives it unsigned long long, truncated (with a warning)
        return new IntLit(v.mod(BigInteger.ONE.shiftLeft(64)), CType.ULLONG);
    }

    static boolean fits(BigInteger v, CType.Int t) {
        int bits = t.kind().size * 8 - (t.kind().signed ? 1 : 0);
        return v.signum() >= 0 && v.bitLength() <= bits;
    }

    /** A GNU imaginary constant ({@code 1.0i}, {@code 2.5iF}, {@code 3j}): an i or j among the suffix letters. */
    public static boolean isImaginary(String text) {
        int end = text.length();
        while (end > 0 && "fFlLiIjJuU".indexOf(text.charAt(end - 1)) >= 0) {
            char c = Character.toLowerCase(text.charAt(end - 1));
            if (c == 'i' || c == 'j') return !text.startsWith("0x") && !text.startsWith("0X") || text.toLowerCase().contains("p");
            end--;
        }
        return false;
    }

    /** A GNU imaginary integer constant ({@code 3i}, {@code 2lli}, {@code 10uj}): the value and type of its digits; else null. */
    public static IntLit parseImaginaryInt(String text) {
        return isImaginary(text) ? parseInt(text.replaceAll("[iIjJ]", "")) : null;
    }

    public static FloatLit parseFloat(String text) {
        String s = text.replace("'", "");
        if (isImaginary(s)) s = s.replaceAll("[iIjJ]", "");
        CType.Float t = CType.DOUBLE;
        char last = Character.toLowerCase(s.charAt(s.length() - 1));
        boolean hex = s.startsWith("0x") || s.startsWith("0X");
        if (last == 'f' && !hex || (hex && last == 'f' && s.toLowerCase().contains("p"))) {
            t = CType.FLOAT;
            s = s.substring(0, s.length() - 1);
        } else if (last == 'l') {
            t = CType.LONG_DOUBLE;
            s = s.substring(0, s.length() - 1);
        }
        X87Float v = X87Float.parse(hex && !s.toLowerCase().contains("p") ? s + "p0" : s, formatOf(t));
        return v == null ? null : new FloatLit(v, t);
    }

    /** Decodes a character constant such as {@code 'a'}, {@code '\n'}, {@code L'x'}; returns its int value. */
    public static IntLit parseChar(String text) {
        CType.Int type = CType.INT;
        String s = text;
        boolean wide = false;
        if (s.startsWith("L") || s.startsWith("U")) { wide = true; type = s.startsWith("U") ? CType.UINT : CType.INT; s = s.substring(1); }
        else if (s.startsWith("u8")) { s = s.substring(2); }
        else if (s.startsWith("u")) { wide = true; type = CType.USHORT; s = s.substring(1); }
        s = s.substring(1, s.length() - 1);
        long[] units = decode(s, wide);
        long value = 0;
        if (units.length == 1) {
            value = wide ? units[0] : (byte) units[0]; // plain char is signed
        } else {
            for (long u : units) value = (value << 8) | (u & 0xff);
            value = (int) value;
        }
        if (type == CType.USHORT) { type = CType.INT; value &= 0xffff; }
        return new IntLit(BigInteger.valueOf(value), type);
    }

    /** Whether a plain (or u8) character constant holds more than one character: {@code 'ab'} (clang's -Wmultichar). */
    public static boolean isMultiChar(String text) {
        if (text.startsWith("L") || text.startsWith("U") || (text.startsWith("u") && !text.startsWith("u8")) || !text.endsWith("'")) return false;
        String s = text.substring(text.indexOf('\'') + 1, text.length() - 1);
        return decode(s, false).length > 1;
    }

    /** Decodes a string literal token (with its quotes and prefix). */
    public static StringLit parseString(String text) {
        CType.Int elem = CType.CHAR;
        String s = text;
        boolean wide = false;
        if (s.startsWith("u8")) { s = s.substring(2); }
        else if (s.startsWith("L")) { elem = CType.INT; wide = true; s = s.substring(1); }
        else if (s.startsWith("U")) { elem = CType.UINT; wide = true; s = s.substring(1); }
        else if (s.startsWith("u")) { elem = CType.USHORT; wide = true; s = s.substring(1); }
        // CDT concatenates adjacent literals into one token image: "ab" "cd"
        StringBuilder body = new StringBuilder();
        int i = 0;
        while (i < s.length()) {
            int q = s.indexOf('"', i);
            if (q < 0) break;
            int j = q + 1;
            while (j < s.length() && s.charAt(j) != '"') { if (s.charAt(j) == '\\') j++; j++; }
            body.append(s, q + 1, Math.min(j, s.length()));
            i = j + 1;
            // skip a prefix of the next piece
            while (i < s.length() && s.charAt(i) != '"') i++;
        }
        return new StringLit(elem, decode(body.toString(), wide));
    }

    /** Decodes escapes. Narrow strings yield UTF-8 bytes; wide ones yield code points. */
    static long[] decode(String s, boolean wide) {
        java.util.List<Long> out = new java.util.ArrayList<>();
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c != '\\') {
                int raw = jcirc.frontend.cdt.SourceBytes.escapedByte(s, i);
                if (raw >= 0) { out.add((long) raw); continue; }
                int cp = s.codePointAt(i);
                if (Character.charCount(cp) == 2) i++;
                if (wide || cp < 0x80) out.add((long) cp);
                else for (byte b : new String(Character.toChars(cp)).getBytes(StandardCharsets.UTF_8)) out.add((long) (b & 0xff));
                continue;
            }
            if (++i >= s.length()) break;
            char e = s.charAt(i);
            switch (e) {
                case 'n' -> out.add(10L);
                case 't' -> out.add(9L);
                case 'r' -> out.add(13L);
                case 'a' -> out.add(7L);
                case 'b' -> out.add(8L);
                case 'f' -> out.add(12L);
                case 'v' -> out.add(11L);
                case 'e', 'E' -> out.add(27L);
                case 'x' -> {
                    long v = 0;
                    int j = i + 1;
                    while (j < s.length() && Character.digit(s.charAt(j), 16) >= 0) { v = v * 16 + Character.digit(s.charAt(j), 16); j++; }
                    i = j - 1;
                    out.add(wide ? v : v & 0xff);
                }
                case 'u', 'U' -> {
                    int n = e == 'u' ? 4 : 8;
                    int cp = Integer.parseInt(s.substring(i + 1, Math.min(s.length(), i + 1 + n)), 16);
                    i += n;
                    if (wide) out.add((long) cp);
                    else for (byte b : new String(Character.toChars(cp)).getBytes(StandardCharsets.UTF_8)) out.add((long) (b & 0xff));
                }
                default -> {
                    if (e >= '0' && e <= '7') {
                        long v = 0;
                        int j = i;
                        while (j < s.length() && j < i + 3 && s.charAt(j) >= '0' && s.charAt(j) <= '7') { v = v * 8 + (s.charAt(j) - '0'); j++; }
                        i = j - 1;
                        out.add(wide ? v : v & 0xff);
                    } else {
                        out.add((long) e);
                    }
                }
            }
        }
        long[] r = new long[out.size()];
        for (int k = 0; k < r.length; k++) r[k] = out.get(k);
        return r;
    }

}
