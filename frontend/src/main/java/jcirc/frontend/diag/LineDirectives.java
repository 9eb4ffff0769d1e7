package jcirc.frontend.diag;

import java.util.ArrayList;
import java.util.List;

/**
 * The {@code #line N "file"} directives (and GNU line markers {@code # N "file" flags}) of one file:
 * maps a physical line to the presumed line and file that diagnostics, {@code __LINE__} and
 * {@code __FILE__} report (C11 6.10.4: the line after the directive has number N). CDT's
 * preprocessor ignores these directives, so jcirc reads them from the text: directives inside
 * comments are skipped, those in skipped {@code #if} groups are not (a known gap).
 */
public final class LineDirectives {
    /** One directive: on physical line {@code at}, the next line is {@code line} of {@code file} (null: unchanged). */
    record Entry(int at, long line, String file) {}

    /** A presumed position. */
    public record Presumed(String file, long line) {}

    private final Entry[] entries;

    private LineDirectives(Entry[] entries) { this.entries = entries; }

    public static final LineDirectives NONE = new LineDirectives(new Entry[0]);

    public boolean isEmpty() { return entries.length == 0; }

    /** The presumed position of physical line {@code line}; {@code file} when no directive renamed it. */
    public Presumed presumed(String file, int line) {
        int lo = 0, hi = entries.length - 1, found = -1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (entries[mid].at() < line) { found = mid; lo = mid + 1; } else hi = mid - 1;
        }
        if (found < 0) return new Presumed(file, line);
        Entry e = entries[found];
        String f = file;
        for (int i = found; i >= 0; i--) if (entries[i].file() != null) { f = entries[i].file(); break; }
        return new Presumed(f, e.line() + (line - e.at() - 1));
    }

    /** Scans a file's text for line directives (one linear pass). */
    public static LineDirectives scan(String text) {
        if (text.indexOf('#') < 0) return NONE;
        List<Entry> out = new ArrayList<>();
        int n = text.length(), i = 0, line = 1;
        boolean inComment = false;
        while (i < n) {
            int eol = text.indexOf('\n', i);
            if (eol < 0) eol = n;
            int p = i;
            if (inComment) {
                int end = text.indexOf("*/", p);
                if (end >= 0 && end < eol) { inComment = false; p = end + 2; }
            }
            if (!inComment) {
                int q = skipBlank(text, p, eol);
                if (q < eol && text.charAt(q) == '#') {
                    Entry e = directive(text, q + 1, eol, line);
                    if (e != null) out.add(e);
                }
                inComment = opensComment(text, p, eol);
            }
            i = eol + 1;
            line++;
        }
        return out.isEmpty() ? NONE : new LineDirectives(out.toArray(Entry[]::new));
    }

    /** {@code line N ["file"]} or {@code N ["file" flags]} after the '#'. */
    private static Entry directive(String t, int p, int eol, int at) {
        p = skipBlank(t, p, eol);
        if (t.startsWith("line", p) && p + 4 < eol && Character.isWhitespace(t.charAt(p + 4))) p = skipBlank(t, p + 4, eol);
        else if (p >= eol || !Character.isDigit(t.charAt(p))) return null;
        int d = p;
        while (p < eol && Character.isDigit(t.charAt(p))) p++;
        if (d == p) return null;
        long n;
        try { n = Long.parseLong(t.substring(d, p)); } catch (NumberFormatException e) { return null; }
        p = skipBlank(t, p, eol);
        String file = null;
        if (p < eol && t.charAt(p) == '"') {
            StringBuilder sb = new StringBuilder();
            for (p++; p < eol && t.charAt(p) != '"'; p++) {
                char c = t.charAt(p);
                if (c == '\\' && p + 1 < eol) c = t.charAt(++p);
                sb.append(c);
            }
            file = sb.toString();
        }
        return new Entry(at, n, file);
    }

    private static int skipBlank(String t, int p, int eol) {
        while (p < eol) {
            char c = t.charAt(p);
            if (c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\u000b') p++;
            else if (t.startsWith("/*", p)) {
                int end = t.indexOf("*/", p + 2);
                if (end < 0 || end >= eol) return eol;
                p = end + 2;
            } else break;
        }
        return p;
    }

    /** Whether the line {@code [p, eol)} ends inside a block comment (strings and char constants skipped). */
    private static boolean opensComment(String t, int p, int eol) {
        boolean in = false;
        while (p < eol) {
            char c = t.charAt(p);
            if (in) {
                if (c == '*' && p + 1 < eol && t.charAt(p + 1) == '/') { in = false; p += 2; continue; }
                p++;
            } else if (c == '/' && p + 1 < eol && t.charAt(p + 1) == '*') { in = true; p += 2; }
            else if (c == '/' && p + 1 < eol && t.charAt(p + 1) == '/') return false;
            else if (c == '"' || c == '\'') {
                p++;
                while (p < eol && t.charAt(p) != c) p += t.charAt(p) == '\\' ? 2 : 1;
                p++;
            } else p++;
        }
        return in;
    }
}
