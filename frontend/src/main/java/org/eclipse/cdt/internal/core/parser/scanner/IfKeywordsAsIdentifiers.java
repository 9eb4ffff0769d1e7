package org.eclipse.cdt.internal.core.parser.scanner;

import org.eclipse.cdt.core.parser.IToken;
import org.eclipse.cdt.core.parser.util.CharArrayMap;

/**
 * {@code #if}/{@code #elif} conditions as C's preprocessor sees them: keywords are ordinary
 * identifiers there, so a keyword left after macro expansion evaluates to 0 (C23 6.10.2: "all remaining
 * identifiers other than true and false are replaced with 0"). CDT's evaluator instead rejects C keywords
 * ("Missing right parenthesis"), which broke C23's {@code true}/{@code false} reaching {@code #if} through
 * a macro: their prelude definitions {@code ((_Bool)+1u)}/{@code ((_Bool)+0u)} now evaluate to 1 and 0,
 * as clang-19 gives. A condition with unsigned operands is recomputed by {@link UnsignedIfArithmetic}
 * (CDT's evaluator is signed throughout). Lives in CDT's package because the evaluator's constructor is package-private.
 */
final class IfKeywordsAsIdentifiers extends ExpressionEvaluator {
    IfKeywordsAsIdentifiers(CPreprocessor pp) { super(pp); }

    @Override
    public boolean evaluate(TokenList condition, CharArrayMap<PreprocessorMacro> macros, LocationMap map)
            throws EvalException {
        for (Token t = condition.first(); t != null; t = (Token) t.getNext()) {
            if (t.getType() > IToken.tIDENTIFIER && t.getType() != IToken.t_true && t.getType() != IToken.t_false
                    && isIdentifier(t.getCharImage())) t.setType(IToken.tIDENTIFIER);
        }
        boolean signed = super.evaluate(condition, macros, map);
        Boolean unsigned = UnsignedIfArithmetic.evaluate(condition, macros, this);   // -1 > 0u, ULONG_MAX % 0xFFFF
        return unsigned != null ? unsigned : signed;
    }

    private static boolean isIdentifier(char[] s) {
        if (s.length == 0 || !(Character.isLetter(s[0]) || s[0] == '_')) return false;
        for (char c : s) if (!(Character.isLetterOrDigit(c) || c == '_')) return false;
        return true;
    }

    /** Replaces {@code pp}'s evaluator with this one; false when CDT's internals differ. */
    static boolean install(CPreprocessor pp) {
        try {
            java.lang.reflect.Field f = CPreprocessor.class.getDeclaredField("fExpressionEvaluator");
            f.setAccessible(true);
            f.set(pp, new IfKeywordsAsIdentifiers(pp));
            return true;
        } catch (ReflectiveOperationException | RuntimeException e) {
            return false;
        }
    }
}
