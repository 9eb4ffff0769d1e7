package jcirc.frontend.warnings;

import jcirc.frontend.sema.ClangLocations;
import org.eclipse.cdt.core.dom.ast.IASTBinaryExpression;
import org.eclipse.cdt.core.dom.ast.IASTConditionalExpression;
import org.eclipse.cdt.core.dom.ast.IASTDoStatement;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTForStatement;
import org.eclipse.cdt.core.dom.ast.IASTIfStatement;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTWhileStatement;

/**
 * clang's {@code -Wparentheses} (on by default for the first form, {@code -Wall} for the second):
 * <pre>
 * if (x = 1)        warning: using the result of an assignment as a condition without parentheses
 *                   (at the '='; notes: place parentheses around the assignment / use '==')
 * a &amp;&amp; b || c       warning: '&amp;&amp;' within '||' [-Wlogical-op-parentheses]  (at the '&amp;&amp;')
 * </pre>
 * A parenthesized assignment {@code if ((x = 1))} is the documented way to say "meant it".
 */
final class Parentheses {
    private Parentheses() {}

    static void check(IASTNode n, Reporter r, jcirc.frontend.diag.Diagnostics diags) {
        IASTExpression cond = switch (n) {
            case IASTIfStatement s -> s.getConditionExpression();
            case IASTWhileStatement s -> s.getCondition();
            case IASTDoStatement s -> s.getCondition();
            case IASTForStatement s -> s.getConditionExpression();
            case IASTConditionalExpression c -> c.getLogicalConditionExpression();
            default -> null;
        };
        if (cond instanceof IASTBinaryExpression b && b.getOperator() == IASTBinaryExpression.op_assign
                && r.enabled(WarningOptions.PARENTHESES)) {
            r.report(WarningOptions.PARENTHESES, ClangLocations.operator(b, diags),
                    "using the result of an assignment as a condition without parentheses", b);
            r.note(r.loc(b), "place parentheses around the assignment to silence this warning");
            r.note(ClangLocations.operator(b, diags), "use '==' to turn this assignment into an equality comparison");
        }
        if (n instanceof IASTBinaryExpression or && or.getOperator() == IASTBinaryExpression.op_logicalOr
                && r.enabled(WarningOptions.LOGICAL_OP_PARENTHESES)) {
            for (IASTExpression side : new IASTExpression[] {or.getOperand1(), or.getOperand2()}) {
                if (side instanceof IASTBinaryExpression and && and.getOperator() == IASTBinaryExpression.op_logicalAnd) {
                    r.report(WarningOptions.LOGICAL_OP_PARENTHESES, ClangLocations.operator(and, diags), "'&&' within '||'", and);
                    r.note(r.loc(and), "place parentheses around the '&&' expression to silence this warning");
                }
            }
        }
    }
}
