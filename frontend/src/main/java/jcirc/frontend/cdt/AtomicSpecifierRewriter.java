package jcirc.frontend.cdt;

/**
 * C11's {@code _Atomic}, which CDT's parser lacks. The qualifier form ({@code _Atomic int x},
 * {@code int *_Atomic p}) is a macro of the prelude ({@code __attribute__((__jcirc_atomic__))},
 * which sema turns into the atomic qualifier). The specifier form {@code _Atomic(T)} cannot be told
 * apart by the preprocessor, so it is rewritten in the source text before preprocessing (like
 * {@link GenericSelectionRewriter}): C11 6.7.2.4 says {@code _Atomic} immediately followed by
 * {@code (} is the specifier.
 * <pre>
 *   _Atomic(int *) p;   →   __jcirc_atomic_type(int *) p;
 *   (prelude: #define __jcirc_atomic_type(T) __typeof__(T) __attribute__((__jcirc_atomic__)))
 * </pre>
 * Strings, character constants and comments are skipped; line numbers are unchanged.
 */
public final class AtomicSpecifierRewriter {
    private AtomicSpecifierRewriter() {}

    static final String KEYWORD = "_Atomic";
    public static final String SPECIFIER_MACRO = "__jcirc_atomic_type";

    /** Both source rewrites of the frontend, in order (_Generic first). */
    public static String rewriteSource(String text) { return rewrite(GenericSelectionRewriter.rewrite(text)); }

    /** The text with every {@code _Atomic (} rewritten; the same string when there is none. */
    public static String rewrite(String text) {
        if (!text.contains(KEYWORD)) return text;
        StringBuilder out = new StringBuilder(text.length() + 32);
        int i = 0, n = text.length();
        while (i < n) {
            int skip = GenericSelectionRewriter.skipLiteralOrComment(text, i);
            if (skip > i) { out.append(text, i, skip); i = skip; continue; }
            if (text.startsWith(KEYWORD, i) && GenericSelectionRewriter.boundary(text, i - 1)
                    && GenericSelectionRewriter.boundary(text, i + KEYWORD.length())) {
                int p = i + KEYWORD.length();
                while (p < n && (text.charAt(p) == ' ' || text.charAt(p) == '\t')) p++;
                if (p < n && text.charAt(p) == '(') {
                    out.append(SPECIFIER_MACRO);
                    i += KEYWORD.length();
                    continue;
                }
            }
            out.append(text.charAt(i++));
        }
        return out.toString();
    }
}
