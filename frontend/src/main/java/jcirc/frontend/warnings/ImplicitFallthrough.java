package jcirc.frontend.warnings;

import java.util.Set;
import org.eclipse.cdt.core.dom.ast.IASTBreakStatement;
import org.eclipse.cdt.core.dom.ast.IASTCaseStatement;
import org.eclipse.cdt.core.dom.ast.IASTCompoundStatement;
import org.eclipse.cdt.core.dom.ast.IASTContinueStatement;
import org.eclipse.cdt.core.dom.ast.IASTDefaultStatement;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTExpressionStatement;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTGotoStatement;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTIfStatement;
import org.eclipse.cdt.core.dom.ast.IASTNullStatement;
import org.eclipse.cdt.core.dom.ast.IASTReturnStatement;
import org.eclipse.cdt.core.dom.ast.IASTStatement;
import org.eclipse.cdt.core.dom.ast.IASTSwitchStatement;

/**
 * clang's {@code -Wimplicit-fallthrough} (opt-in, as in clang): a {@code case}/{@code default} label
 * reached by falling out of the statements of the label before it:
 * <pre>
 * case 1: r = 1;
 * case 2: ...      warning: unannotated fall-through between switch labels  (at this 'case')
 * </pre>
 * Consecutive labels, and statements that end in break/continue/return/goto, a call of
 * exit/abort/longjmp-like functions, an if/else both of whose branches end so, or
 * {@code __attribute__((fallthrough));} / {@code [[fallthrough]];} do not warn.
 */
final class ImplicitFallthrough {
    private ImplicitFallthrough() {}

    private static final Set<String> NO_RETURN = Set.of("exit", "abort", "_Exit", "quick_exit", "longjmp", "siglongjmp",
            "__builtin_unreachable", "__builtin_trap", "__builtin_abort", "__builtin_exit", "__assert_fail", "err", "errx");

    static void check(IASTSwitchStatement sw, Reporter r) {
        if (!(sw.getBody() instanceof IASTCompoundStatement body)) return;
        IASTStatement[] ss = body.getStatements();
        for (int i = 1; i < ss.length; i++) {
            if (!isLabel(ss[i]) || isLabel(ss[i - 1])) continue;
            if (!endsNormally(ss[i - 1])) continue;
            r.report(WarningOptions.IMPLICIT_FALLTHROUGH, r.loc(ss[i]), "unannotated fall-through between switch labels");
            r.note(r.loc(ss[i]), "insert '__attribute__((fallthrough));' to silence this warning");
            r.note(r.loc(ss[i]), "insert 'break;' to avoid fall-through");
        }
    }

    private static boolean isLabel(IASTStatement s) { return s instanceof IASTCaseStatement || s instanceof IASTDefaultStatement; }

    /** Whether control may flow out of the end of {@code s} (conservatively: when unsure, it does not). */
    private static boolean endsNormally(IASTStatement s) {
        return switch (s) {
            case IASTBreakStatement b -> false;
            case IASTContinueStatement c -> false;
            case IASTReturnStatement rt -> false;
            case IASTGotoStatement g -> false;
            case IASTNullStatement n -> !n.getRawSignature().contains("fallthrough") && !jcirc.frontend.cdt.StatementAttributes.annotatedFallthrough(n);
            case IASTCompoundStatement c -> c.getStatements().length == 0 || endsNormally(c.getStatements()[c.getStatements().length - 1]);
            case IASTIfStatement i -> i.getElseClause() == null || endsNormally(i.getThenClause()) || endsNormally(i.getElseClause());
            case IASTExpressionStatement e -> !callsNoReturn(e.getExpression()) && !e.getRawSignature().contains("fallthrough");
            case IASTSwitchStatement sw -> true;
            default -> s.getClass().getSimpleName().contains("Problem") ? false : !s.getRawSignature().contains("fallthrough")
                    && (s instanceof org.eclipse.cdt.core.dom.ast.IASTDeclarationStatement
                        || s instanceof org.eclipse.cdt.core.dom.ast.IASTForStatement
                        || s instanceof org.eclipse.cdt.core.dom.ast.IASTWhileStatement
                        || s instanceof org.eclipse.cdt.core.dom.ast.IASTDoStatement);
        };
    }

    private static boolean callsNoReturn(IASTExpression e) {
        return e instanceof IASTFunctionCallExpression call && call.getFunctionNameExpression() instanceof IASTIdExpression id
                && NO_RETURN.contains(id.getName().toString());
    }
}
