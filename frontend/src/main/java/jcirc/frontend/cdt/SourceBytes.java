package jcirc.frontend.cdt;

/**
 * Source files are bytes, not text: gcc copies a byte that is not part of valid UTF-8 (a Latin-1
 * {@code "\xff"} typed raw into a string literal) unchanged into the object code. Java strings
 * hold UTF-16, so each such byte {@code b} is carried as the lone low surrogate {@code U+DC00+b}
 * ("surrogate escape"), which no valid UTF-8 decodes to; {@link #escapedByte} turns it back
 * into the byte when string and character literals are decoded.
 */
public final class SourceBytes {
    private SourceBytes() {}

    private static final int ESCAPE_BASE = 0xDC00;

    /** Decodes UTF-8, escaping each byte of an ill-formed sequence as {@code U+DC00+byte}. */
    public static String decode(byte[] b) {
        StringBuilder sb = new StringBuilder(b.length);
        int i = 0;
        while (i < b.length) {
            int c = b[i] & 0xff;
            if (c < 0x80) { sb.append((char) c); i++; continue; }
            int n = c >= 0xF0 && c <= 0xF4 ? 3 : c >= 0xE0 ? (c <= 0xEF ? 2 : -1) : c >= 0xC2 ? 1 : -1;
            int cp = n == 3 ? c & 0x07 : n == 2 ? c & 0x0F : c & 0x1F;
            boolean ok = n > 0 && i + n < b.length;
            for (int k = 1; ok && k <= n; k++) {
                int d = b[i + k] & 0xff;
                if ((d & 0xC0) != 0x80) ok = false;
                else cp = cp << 6 | (d & 0x3F);
            }
            // overlong forms, UTF-16 surrogates and code points past U+10FFFF are ill-formed
            if (ok && (n == 2 && (cp < 0x800 || cp >= 0xD800 && cp <= 0xDFFF) || n == 3 && (cp < 0x10000 || cp > 0x10FFFF))) ok = false;
            if (ok) { sb.appendCodePoint(cp); i += n + 1; }
            else { sb.append((char) (ESCAPE_BASE + c)); i++; }
        }
        return sb.toString();
    }

    /** True when the bytes are not all valid UTF-8 (so {@link #decode} escaped some). */
    public static boolean hasEscapes(String s) {
        for (int i = 0; i < s.length(); i++) if (escapedByte(s, i) >= 0) return true;
        return false;
    }

    /** The byte that the char at {@code i} escapes, or -1 when it is ordinary text. */
    public static int escapedByte(String s, int i) {
        char c = s.charAt(i);
        if (c < ESCAPE_BASE + 0x80 || c > ESCAPE_BASE + 0xFF) return -1;
        if (i > 0 && Character.isHighSurrogate(s.charAt(i - 1))) return -1;
        return c - ESCAPE_BASE;
    }
}
