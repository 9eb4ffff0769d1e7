package jcirc.frontend.cdt;

/**
 * C++20's {@code co_await}, {@code co_yield} and {@code co_return}, which CDT's parser lacks (it parses them silently
 * wrong: {@code co_return x;} is a declaration), reach Sema as forms it recognises (sema.SemaCoroutineSyntax), each
 * with exactly the precedence of the keyword:
 * <pre>
 *   co_await e          →  (struct __jcirc_co_await) e      (prelude macro: a cast has co_await's cast-expression operand)
 *   co_yield a = b;     →  __co_yd(a = b);                  (this rewrite: the operand is an assignment-expression,
 *                                                               so it ends at the first top-level , ; ) ] } or unmatched :)
 *   co_return x, y;     →  __co_ret(x, y);                  (this rewrite: the operand ends at the statement's ;)
 *   co_return;          →  __co_rt();
 * </pre>
 * and the prelude's macros turn {@code __co_yd(...)}/{@code __coyd(...)} into {@code __jcirc_co_yield(...)},
 * {@code __co_ret(...)}/{@code __co_rt(...)} into {@code __jcirc_co_return(...)}. The rewrite runs on the source text
 * before preprocessing (C++20 only; strings, character constants and comments are skipped, as in
 * {@link GenericSelectionRewriter}) and keeps the text's length: the macro name is one character shorter than the
 * keyword when a space or tab follows it (that space and the saved character hold the parentheses), two shorter
 * otherwise. So every offset stays where it was, and CDT's macro-expansion location of each form is the keyword's.
 */
public final class CoroutineKeywords {
    private CoroutineKeywords() {}

    public static final String AWAIT_TAG = "__jcirc_co_await", YIELD_CALL = "__jcirc_co_yield", RETURN_CALL = "__jcirc_co_return";

    /** C++20 and later: the keywords exist. */
    public static boolean enabled(jcirc.frontend.FrontendOptions opts) {
        return opts.isCxx() && Long.parseLong(opts.cxx.cplusplus.replace("L", "")) >= 202002L;
    }

    /** The prelude's macros (C++20). */
    public static final String PRELUDE = "#define co_await (struct " + AWAIT_TAG + ")\n"
            + "#define __co_yd(...) " + YIELD_CALL + "(__VA_ARGS__)\n#define __coyd(...) " + YIELD_CALL + "(__VA_ARGS__)\n"
            + "#define __co_ret(...) " + RETURN_CALL + "(__VA_ARGS__)\n#define __co_rt(...) " + RETURN_CALL + "(__VA_ARGS__)\n";

    /** The text with every {@code co_yield e} and {@code co_return e;} parenthesized; the same string when there is none. */
    public static String rewrite(String text) {
        if (!text.contains("co_yield") && !text.contains("co_return") && !text.contains("co_await")) return text;
        StringBuilder out = new StringBuilder(text.length() + 16);
        int i = 0, n = text.length();
        while (i < n) {
            int skip = GenericSelectionRewriter.skipLiteralOrComment(text, i);
            if (skip > i) { out.append(text, i, skip); i = skip; continue; }
            int op = operatorCoAwaitEnd(text, i);
            if (op > i) {   // operator co_await -> operator_co_await, the rest of the blank kept (a name Sema looks up)
                out.append(OPERATOR_CO_AWAIT).append(text, i + "operator".length() + 1, op - "co_await".length());
                i = op;
                continue;
            }
            String kw = keywordAt(text, i);
            if (kw != null) {
                int p = i + kw.length();
                int end = operandEnd(text, p, kw.equals("co_yield"));
                if (end >= 0) {
                    boolean space = p < n && (text.charAt(p) == ' ' || text.charAt(p) == '\t');
                    boolean yield = kw.equals("co_yield");
                    out.append(yield ? (space ? "__co_yd" : "__coyd") : space ? "__co_ret" : "__co_rt").append('(');
                    int from = space ? p + 1 : p;
                    if (end > from) out.append(rewrite(text.substring(from, end)));
                    out.append(')');
                    i = end;
                    continue;
                }
            }
            out.append(text.charAt(i++));
        }
        return out.toString();
    }

    /** The name {@code operator co_await} is rewritten to (same length: the blank between the words becomes '_'). */
    public static final String OPERATOR_CO_AWAIT = "operator_co_await";

    /** The end of {@code operator co_await} starting at {@code i}, or -1. */
    private static int operatorCoAwaitEnd(String s, int i) {
        if (!s.startsWith("operator", i) || !GenericSelectionRewriter.boundary(s, i - 1)) return -1;
        int p = i + "operator".length();
        if (p >= s.length() || !Character.isWhitespace(s.charAt(p))) return -1;
        while (p < s.length() && Character.isWhitespace(s.charAt(p))) p++;
        int end = p + "co_await".length();
        return s.startsWith("co_await", p) && GenericSelectionRewriter.boundary(s, end) ? end : -1;
    }

    private static String keywordAt(String s, int i) {
        for (String kw : new String[] {"co_yield", "co_return"})
            if (s.startsWith(kw, i) && GenericSelectionRewriter.boundary(s, i - 1) && GenericSelectionRewriter.boundary(s, i + kw.length())) {
                int p = i + kw.length();
                while (p < s.length() && (s.charAt(p) == ' ' || s.charAt(p) == '\t')) p++;
                if (p < s.length() && s.charAt(p) == '(' && isDefine(s, i)) return null;   // #define co_yield(...) in a header
                return kw;
            }
        return null;
    }

    /** A {@code #define} line naming the keyword (the prelude's own macros, or a user's): left alone. */
    private static boolean isDefine(String s, int i) {
        int ls = s.lastIndexOf('\n', i - 1) + 1;
        return s.substring(ls, i).strip().startsWith("#");
    }

    /**
     * Where the operand starting at {@code p} ends: at the first top-level {@code ;} for co_return; for co_yield also at
     * a top-level {@code , ) ] }} or a {@code :} without its {@code ?}. -1 when the text ends first.
     */
    static int operandEnd(String s, int p, boolean yield) {
        int depth = 0, questions = 0, n = s.length();
        for (int j = p; j < n; ) {
            int skip = GenericSelectionRewriter.skipLiteralOrComment(s, j);
            if (skip > j) { j = skip; continue; }
            char c = s.charAt(j);
            if (c == '(' || c == '[' || c == '{') depth++;
            else if (c == ')' || c == ']' || c == '}') {
                if (depth == 0) return yield ? j : -1;
                depth--;
            } else if (depth == 0) {
                if (c == ';') return j;
                if (yield && c == ',') return j;
                if (yield && c == '?') questions++;
                if (yield && c == ':') {
                    if (j + 1 < n && s.charAt(j + 1) == ':') { j += 2; continue; }   // a::b
                    if (questions == 0) return j;
                    questions--;
                }
            }
            j++;
        }
        return -1;
    }
}
