package jcirc.frontend.cdt;

import org.eclipse.cdt.core.parser.EndOfFileException;
import org.eclipse.cdt.core.parser.IScanner;
import org.eclipse.cdt.core.parser.IToken;

import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * GNU statement attributes, which CDT's parsers do not know: the scanner's token stream (after macro
 * expansion, so {@code #define FALLTHROUGH __attribute__((__fallthrough__))} is covered) loses
 * <pre>
 *   __attribute__((fallthrough));          →  ;                 (gcc 7+, clang; gnulib's FALLTHROUGH)
 *   __attribute__((musttail)) return f(x); →  return f(x);      (clang; a guaranteed tail call LLVM may still make)
 *   __attribute__((assume(n > 0)));        →  ;                 (gcc 13+; the assumption is not evaluated, as gcc)
 * </pre>
 * These attributes never change what a correct program computes, and they are only valid on
 * statements, so dropping their tokens wherever they appear is exact. Other attributes keep going
 * to CDT (declarations). {@code -Wimplicit-fallthrough} asks {@link #annotatedFallthrough} whether a
 * null statement was a {@code fallthrough} one ({@code warnings.ImplicitFallthrough}).
 */
public final class StatementAttributes {
    private StatementAttributes() {}

    /** Per translation unit (its location resolver): the sequence offsets of the tokens that followed a dropped {@code fallthrough}. */
    private static final java.util.Map<Object, java.util.Set<Integer>> FALLTHROUGH = java.util.Collections.synchronizedMap(new java.util.WeakHashMap<>());

    /** Was the null statement {@code n} written {@code __attribute__((fallthrough));}? */
    public static boolean annotatedFallthrough(org.eclipse.cdt.core.dom.ast.IASTNullStatement n) {
        if (!(n.getTranslationUnit() instanceof org.eclipse.cdt.internal.core.dom.parser.ASTTranslationUnit tu)
                || !(n instanceof org.eclipse.cdt.internal.core.dom.parser.ASTNode node)) return false;
        java.util.Set<Integer> offsets = FALLTHROUGH.get(tu.getAdapter(org.eclipse.cdt.internal.core.parser.scanner.ILocationResolver.class));
        return offsets != null && offsets.contains(node.getOffset());
    }

    /** Attributes that only apply to statements (with their {@code __x__} spellings). */
    static final Set<String> STATEMENT_ONLY = Set.of("fallthrough", "__fallthrough__", "musttail", "__musttail__", "assume", "__assume__");

    /** {@code scanner} with the statement attributes removed from its tokens. */
    public static IScanner filter(IScanner scanner) {
        java.util.Set<Integer> fallthrough = java.util.Collections.synchronizedSet(new java.util.HashSet<>());
        FALLTHROUGH.put(scanner.getLocationResolver(), fallthrough);
        Filter f = new Filter(scanner, fallthrough);
        InvocationHandler h = (proxy, m, args) -> {
            if (m.getName().equals("nextToken") && m.getParameterCount() == 0) return f.next();
            try {
                return m.invoke(scanner, args);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        };
        return (IScanner) Proxy.newProxyInstance(IScanner.class.getClassLoader(), new Class<?>[] {IScanner.class}, h);
    }

    private static final class Filter {
        private final IScanner in;
        private final ArrayDeque<IToken> pending = new ArrayDeque<>();
        private final java.util.Set<Integer> fallthrough;
        private boolean pendingFallthrough;   // a fallthrough attribute was dropped: the next token is its ';'
        private EndOfFileException eof;

        Filter(IScanner in, java.util.Set<Integer> fallthrough) { this.in = in; this.fallthrough = fallthrough; }

        // The preprocessor links each token it returns to the one before (IToken.setNext), and the parser
        // follows a non-null link instead of asking for the next token: a token handed out after others were
        // read ahead has its link cleared, so the parser fetches (and links) every token itself.
        IToken next() throws EndOfFileException {
            while (true) {
                IToken t = take();
                if (!isAttributeKeyword(t)) {
                    if (pendingFallthrough) { fallthrough.add(t.getOffset()); pendingFallthrough = false; }
                    t.setNext(null);
                    return t;
                }
                // __attribute__ ( ( name [ ( balanced ) ] ) ) with a statement-only name: dropped
                List<IToken> seen = new ArrayList<>(List.of(t));
                pendingFallthrough = false;
                if (!dropped(seen)) {
                    pendingFallthrough = false;
                    for (int i = seen.size() - 1; i >= 1; i--) pending.addFirst(seen.get(i));
                    t.setNext(null);
                    return t;
                }
            }
        }

        /** Reads the attribute after {@code __attribute__} into {@code seen}; true when it is a statement-only one (then consumed). */
        private boolean dropped(List<IToken> seen) throws EndOfFileException {
            if (!expect(seen, "(") || !expect(seen, "(")) return false;
            IToken name = peekInto(seen);
            if (name == null || !STATEMENT_ONLY.contains(name.getImage())) return false;
            if (name.getImage().contains("fallthrough")) pendingFallthrough = true;
            IToken t = peekInto(seen);
            if (t != null && t.getImage().equals("(")) {   // assume(expr): skip the balanced argument
                int depth = 1;
                while (depth > 0) {
                    t = peekInto(seen);
                    if (t == null) return false;
                    if (t.getImage().equals("(")) depth++;
                    else if (t.getImage().equals(")")) depth--;
                }
                t = peekInto(seen);
            }
            return t != null && t.getImage().equals(")") && expect(seen, ")");
        }

        private boolean expect(List<IToken> seen, String image) throws EndOfFileException {
            IToken t = peekInto(seen);
            return t != null && t.getImage().equals(image);
        }

        /** The next token, also appended to {@code seen}; null at the end of the input. */
        private IToken peekInto(List<IToken> seen) throws EndOfFileException {
            IToken t;
            try {
                t = take();
            } catch (EndOfFileException e) {
                return null;
            }
            seen.add(t);
            return t;
        }

        private IToken take() throws EndOfFileException {
            if (!pending.isEmpty()) return pending.removeFirst();
            if (eof != null) throw eof;
            try {
                return in.nextToken();
            } catch (EndOfFileException e) {
                eof = e;
                throw e;
            }
        }

        private static boolean isAttributeKeyword(IToken t) {
            char[] s = t.getCharImage();   // not getImage(): a String per token
            return java.util.Arrays.equals(s, ATTRIBUTE) || java.util.Arrays.equals(s, ATTRIBUTE_SHORT);
        }

        private static final char[] ATTRIBUTE = "__attribute__".toCharArray(), ATTRIBUTE_SHORT = "__attribute".toCharArray();
    }
}
