package jcirc.frontend.cdt;

/**
 * CDT's preprocessor joins adjacent string literals by pasting their bodies as text, before
 * escapes are decoded; C decodes each piece first (translation phase 5 before 6). So
 * {@code "\x04""8"} (two chars) became {@code "\x048"} (one char), and {@code "\1""23"} became
 * {@code "\123"}. This pass rewrites the escape that ends a literal's body into a form no
 * following text can extend — a hex escape, or an octal one of fewer than three digits, becomes
 * a three-digit octal escape: {@code "\x04""8"} -> {@code "\004""8"}. Meaning is unchanged. A
 * literal followed by {@code , ; ) ] } :} cannot be continued and is left alone (keeps diagnostic
 * columns and {@code #x} stringification exact); any other (a next piece, an identifier that may
 * be a macro, a line end in a {@code #define}) is rewritten. One linear scan.
 */
public final class StringPieceEscapes {
    private StringPieceEscapes() {}

    /** Returns {@code src} with each literal-ending extendable escape made fixed-length. */
    public static String rewrite(String src) {
        if (src.indexOf('\\') < 0) return src;
        StringBuilder out = null;
        int copied = 0, i = 0, n = src.length();
        while (i < n) {
            char c = src.charAt(i);
            if (c == '/' && i + 1 < n && src.charAt(i + 1) == '/') {
                while (i < n && src.charAt(i) != '\n') i++;
            } else if (c == '/' && i + 1 < n && src.charAt(i + 1) == '*') {
                int e = src.indexOf("*/", i + 2);
                i = e < 0 ? n : e + 2;
            } else if (c == '\'') {
                i = skipQuoted(src, i, '\'');
            } else if (c == '"') {
                boolean wide = i > 0 && "LuU".indexOf(src.charAt(i - 1)) >= 0
                        && !(i > 1 && src.charAt(i - 1) == 'u' && src.charAt(i - 2) == '8');
                int end = skipQuoted(src, i, '"');        // index after the closing quote
                if (end <= n && end - 1 > i && src.charAt(end - 1) == '"' && mayContinue(src, end)) {
                    int[] last = lastEscape(src, i + 1, end - 1);
                    if (last != null) {
                        String fixed = fixedForm(src, last[0], end - 1, wide);
                        if (fixed != null) {
                            if (out == null) out = new StringBuilder(n + 16);
                            out.append(src, copied, last[0]).append(fixed);
                            copied = end - 1;
                        }
                    }
                }
                i = end;
            } else {
                i++;
            }
        }
        if (out == null) return src;
        return out.append(src, copied, n).toString();
    }

    /** False when the text after a literal's closing quote ends the concatenation for sure. */
    private static boolean mayContinue(String s, int j) {
        while (j < s.length() && (s.charAt(j) == ' ' || s.charAt(j) == '\t' || s.charAt(j) == '\n' || s.charAt(j) == '\r')) j++;
        return j >= s.length() || ",;)]}:".indexOf(s.charAt(j)) < 0;
    }

    /** Index just past the literal that opens at {@code i} (or the line end if unterminated). */
    private static int skipQuoted(String s, int i, char q) {
        int j = i + 1;
        while (j < s.length()) {
            char c = s.charAt(j);
            if (c == '\\') { j += 2; continue; }
            if (c == q) return j + 1;
            if (c == '\n') return j;
            j++;
        }
        return s.length();
    }

    /** {start} of the escape that runs up to {@code to} (the closing quote), or null. */
    private static int[] lastEscape(String s, int from, int to) {
        int j = from, lastStart = -1, lastEnd = -1;
        while (j < to) {
            if (s.charAt(j) != '\\') { j++; continue; }
            int k = j + 1;
            if (k < to && (s.charAt(k) == 'x' || s.charAt(k) == 'X')) {
                k++;
                while (k < to && Character.digit(s.charAt(k), 16) >= 0) k++;
            } else if (k < to && s.charAt(k) >= '0' && s.charAt(k) <= '7') {
                int m = k;
                while (k < to && k < m + 3 && s.charAt(k) >= '0' && s.charAt(k) <= '7') k++;
            } else {
                k++;
            }
            lastStart = j; lastEnd = k;
            j = k;
        }
        return lastEnd == to ? new int[] {lastStart} : null;
    }

    /** Three-digit octal form of the escape {@code s[start, to)}, or null to keep it. */
    private static String fixedForm(String s, int start, int to, boolean wide) {
        char kind = s.charAt(start + 1);
        long v;
        if (kind == 'x' || kind == 'X') {
            if (to - start < 3 || to - start > 18) return null;
            v = Long.parseLong(s.substring(start + 2, to), 16);
        } else if (kind >= '0' && kind <= '7') {
            if (to - start == 4) return null;             // already three digits
            v = Long.parseLong(s.substring(start + 1, to), 8);
        } else {
            return null;
        }
        if (!wide) v &= 0xff;
        // a wide value past \777 takes the fixed-length \UXXXXXXXX form (Literals decodes it as is)
        return v > 0777 ? String.format("\\U%08x", v) : String.format("\\%03o", v);
    }
}
