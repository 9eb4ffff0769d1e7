package jcirc.frontend.sema;

import jcirc.frontend.cdt.CoroutineKeywords;
import jcirc.frontend.types.CType;

import org.eclipse.cdt.core.dom.ast.IASTCastExpression;
import org.eclipse.cdt.core.dom.ast.IASTElaboratedTypeSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;

/**
 * The forms {@code co_await}, {@code co_yield} and {@code co_return} reach Sema in (cdt.CoroutineKeywords):
 * <pre>
 *   co_await e   →  (struct __jcirc_co_await) e
 *   co_yield e   →  __jcirc_co_yield(e)
 *   co_return e; →  __jcirc_co_return(e);      co_return;  →  __jcirc_co_return();
 * </pre>
 * Sema's decisions about them: {@link SemaCoroutines}.
 */
public final class SemaCoroutineSyntax {
    private SemaCoroutineSyntax() {}

    public enum Keyword {
        AWAIT("co_await"), YIELD("co_yield"), RETURN("co_return");

        public final String spelling;

        Keyword(String spelling) { this.spelling = spelling; }
    }

    /** The keyword an expression stands for, or null for an ordinary expression. */
    public static Keyword keywordOf(IASTExpression e) {
        if (e instanceof IASTCastExpression c && c.getTypeId() != null
                && c.getTypeId().getDeclSpecifier() instanceof IASTElaboratedTypeSpecifier es
                && es.getKind() == IASTElaboratedTypeSpecifier.k_struct
                && c.getTypeId().getAbstractDeclarator().getPointerOperators().length == 0
                && es.getName().toString().equals(CoroutineKeywords.AWAIT_TAG)) return Keyword.AWAIT;
        if (e instanceof IASTFunctionCallExpression call && call.getFunctionNameExpression() instanceof IASTIdExpression id) {
            String n = id.getName().toString();
            if (n.equals(CoroutineKeywords.YIELD_CALL)) return Keyword.YIELD;
            if (n.equals(CoroutineKeywords.RETURN_CALL)) return Keyword.RETURN;
        }
        return null;
    }

    /** The operand of a {@code co_await}/{@code co_yield}/{@code co_return} (null for {@code co_return;}). */
    public static IASTInitializerClause operand(IASTExpression e) {
        if (e instanceof IASTCastExpression c) return c.getOperand();
        IASTInitializerClause[] args = ((IASTFunctionCallExpression) e).getArguments();
        return args.length == 0 ? null : args[0];
    }

    /** Sema's type of a keyword's expression (SemaCoroutines). */
    static CType type(Sema sema, IASTExpression e, Keyword k) {
        return sema.cxx.coroutines.type(e, k);
    }
}
