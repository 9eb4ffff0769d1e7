package jcirc.frontend.cdt;

import java.util.ArrayList;
import java.util.List;

/**
 * C11 {@code _Generic}, which CDT's parser lacks, rewritten in the source text (before
 * preprocessing, so macro bodies are covered) into a call sema and CIRGen recognise:
 * <pre>
 *   _Generic(x, int: a, char *: b, default: c)
 *   → __jcirc_generic(x, (__typeof__(int) *)0, a, (__typeof__(char *) *)0, b, (struct __jcirc_generic_default *)0, c)
 * </pre>
 * Newlines stay where they were, so line numbers are unchanged. Strings, character constants
 * and comments are skipped; nested selections are rewritten too.
 */
public final class GenericSelectionRewriter {
    private GenericSelectionRewriter() {}

    static final String KEYWORD = "_Generic";
    public static final String CALL = "__jcirc_generic";
    public static final String DEFAULT_TAG = "__jcirc_generic_default";

    /** The text with every {@code _Generic(...)} rewritten; the same string when there is none. */
    public static String rewrite(String text) {
        if (!text.contains(KEYWORD)) return text;
        StringBuilder out = new StringBuilder(text.length() + 64);
        int i = 0, n = text.length();
        while (i < n) {
            int skip = skipLiteralOrComment(text, i);
            if (skip > i) { out.append(text, i, skip); i = skip; continue; }
            if (text.startsWith(KEYWORD, i) && boundary(text, i - 1) && boundary(text, i + KEYWORD.length())) {
                int p = i + KEYWORD.length();
                while (p < n && Character.isWhitespace(text.charAt(p))) p++;
                if (p < n && text.charAt(p) == '(') {
                    int close = matching(text, p);
                    if (close > 0) {
                        out.append(rewriteSelection(text.substring(p + 1, close)));
                        i = close + 1;
                        continue;
                    }
                }
            }
            out.append(text.charAt(i++));
        }
        return out.toString();
    }

    private static String rewriteSelection(String args) {
        List<String> parts = splitTopLevel(args, ',');
        StringBuilder sb = new StringBuilder(CALL).append('(').append(rewrite(parts.get(0)));
        for (int k = 1; k < parts.size(); k++) {
            String assoc = parts.get(k);
            int colon = topLevelIndex(assoc, ':');
            if (colon < 0) { sb.append(',').append(rewrite(assoc)); continue; }
            String type = assoc.substring(0, colon), expr = assoc.substring(colon + 1);
            sb.append(',');
            if (type.strip().equals("default")) sb.append(type.replace("default", "(struct " + DEFAULT_TAG + " *)0"));
            else sb.append("(__typeof__(").append(type).append(") *)0");
            sb.append(',').append(rewrite(expr));
        }
        return sb.append(')').toString();
    }

    static boolean boundary(String s, int i) {
        if (i < 0 || i >= s.length()) return true;
        char c = s.charAt(i);
        return !(Character.isLetterOrDigit(c) || c == '_' || c == '$');
    }

    /** Index after a string, character constant or comment starting at {@code i}, else {@code i}. */
    static int skipLiteralOrComment(String s, int i) {
        char c = s.charAt(i);
        if (c == '"' || c == '\'') {
            int j = i + 1;
            while (j < s.length() && s.charAt(j) != c && s.charAt(j) != '\n') j += s.charAt(j) == '\\' ? 2 : 1;
            return Math.min(j + 1, s.length());
        }
        if (c == '/' && i + 1 < s.length()) {
            if (s.charAt(i + 1) == '/') { int j = s.indexOf('\n', i); return j < 0 ? s.length() : j; }
            if (s.charAt(i + 1) == '*') { int j = s.indexOf("*/", i + 2); return j < 0 ? s.length() : j + 2; }
        }
        return i;
    }

    /** The index of the bracket closing the one at {@code open}, or -1. */
    private static int matching(String s, int open) {
        int depth = 0;
        for (int i = open; i < s.length(); ) {
            int skip = skipLiteralOrComment(s, i);
            if (skip > i) { i = skip; continue; }
            char c = s.charAt(i);
            if (c == '(' || c == '[' || c == '{') depth++;
            else if (c == ')' || c == ']' || c == '}') { if (--depth == 0) return i; }
            i++;
        }
        return -1;
    }

    private static int topLevelIndex(String s, char sep) {
        int depth = 0;
        for (int i = 0; i < s.length(); ) {
            int skip = skipLiteralOrComment(s, i);
            if (skip > i) { i = skip; continue; }
            char c = s.charAt(i);
            if (c == '(' || c == '[' || c == '{') depth++;
            else if (c == ')' || c == ']' || c == '}') depth--;
            else if (c == sep && depth == 0) return i;
            i++;
        }
        return -1;
    }

    private static List<String> splitTopLevel(String s, char sep) {
        List<String> parts = new ArrayList<>();
        int start = 0;
        while (true) {
            int k = topLevelIndex(s.substring(start), sep);
            if (k < 0) { parts.add(s.substring(start)); return parts; }
            parts.add(s.substring(start, start + k));
            start += k + 1;
        }
    }
}
