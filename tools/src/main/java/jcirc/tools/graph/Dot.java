package jcirc.tools.graph;

import java.util.List;

/** Graphviz DOT lexical helpers: quoted IDs and multi-line labels. */
public final class Dot {
    private Dot() {}

    /** A DOT double-quoted string: {@code "} and {@code \} escaped, control characters dropped. */
    public static String quote(String s) {
        StringBuilder sb = new StringBuilder(s.length() + 2).append('"');
        for (char c : s.toCharArray()) {
            if (c == '"' || c == '\\') sb.append('\\').append(c);
            else if (c == '\n') sb.append("\\n");
            else if (c >= ' ') sb.append(c);
        }
        return sb.append('"').toString();
    }

    /**
     * A label of left-justified lines: each line escaped like {@link #quote} and ended by DOT's
     * {@code \l} (left-justify) escape.
     */
    public static String leftJustifiedLabel(List<String> lines) {
        StringBuilder sb = new StringBuilder("\"");
        for (String line : lines) {
            String q = quote(line);
            sb.append(q, 1, q.length() - 1).append("\\l");
        }
        return sb.append('"').toString();
    }

    /** {@code s} cut to at most {@code max} characters, marking the cut with "...". */
    public static String truncate(String s, int max) {
        if (max <= 3 || s.length() <= max) return s;
        return s.substring(0, max - 3) + "...";
    }
}
