package jcirc.frontend.sema;

import jcirc.frontend.diag.SourceLoc;
import jcirc.frontend.diag.SourceManager;

import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTLiteralExpression;

/**
 * clang-19's report of a failed {@code static_assert(e[, "m"])} / {@code _Static_assert}: at {@code e},
 * {@code static assertion failed due to requirement 'e'[: m]} ({@code static assertion failed[: m]} when
 * {@code e} is a literal). The assertion reaches the parser through a prelude macro, so {@code e}'s
 * location is the macro's use; its text and column are read from the source line (the first argument).
 */
public final class StaticAssertMessage {
    private StaticAssertMessage() {}

    /** Reports the failure; {@code message} is the message's characters, or null when there is none. */
    public static void report(Sema sema, IASTExpression cond, String message) {
        SourceLoc at = sema.loc(cond);
        String text = cond.getRawSignature();
        SourceManager.FileText ft = at.isKnown() ? sema.diags.sources().get(at.file()) : null;
        String line = ft == null ? null : ft.line(at.line());
        if (line != null && at.col() - 1 < line.length()) {
            int i = at.col() - 1;
            while (i < line.length() && (Character.isLetterOrDigit(line.charAt(i)) || line.charAt(i) == '_')) i++;
            while (i < line.length() && Character.isWhitespace(line.charAt(i))) i++;
            if (i > at.col() - 1 && i < line.length() && line.charAt(i) == '(') {
                int start = i + 1;
                while (start < line.length() && Character.isWhitespace(line.charAt(start))) start++;
                int end = argumentEnd(line, start);
                if (end > start) {
                    text = line.substring(start, end);
                    at = new SourceLoc(at.file(), at.line(), start + 1);
                }
            }
        }
        text = text.strip().replaceAll("\\s+", " ");
        String req = cond instanceof IASTLiteralExpression ? "" : " due to requirement '" + text + "'";
        String msg = message == null || message.isEmpty() ? "" : ": " + message;
        if (sema.diagsEnabled()) sema.diags.error(at, "static assertion failed" + req + msg);
    }

    /** The end of the top-level argument starting at {@code i} (at its comma or closing parenthesis), or -1. */
    private static int argumentEnd(String s, int i) {
        int depth = 0;
        for (; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\'') {
                int j = i + 1;
                while (j < s.length() && s.charAt(j) != c) j += s.charAt(j) == '\\' ? 2 : 1;
                i = j;
            } else if (c == '(' || c == '[' || c == '{') depth++;
            else if (c == ')' || c == ']' || c == '}') { if (depth-- == 0) return trimEnd(s, i); }
            else if (c == ',' && depth == 0) return trimEnd(s, i);
        }
        return -1;
    }

    private static int trimEnd(String s, int i) {
        while (i > 0 && Character.isWhitespace(s.charAt(i - 1))) i--;
        return i;
    }
}
