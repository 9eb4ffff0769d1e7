package jcirc.frontend.cirgen;

import org.eclipse.cdt.core.dom.ast.IASTCaseStatement;
import org.eclipse.cdt.core.dom.ast.IASTDefaultStatement;
import org.eclipse.cdt.core.dom.ast.IASTDoStatement;
import org.eclipse.cdt.core.dom.ast.IASTForStatement;
import org.eclipse.cdt.core.dom.ast.IASTIfStatement;
import org.eclipse.cdt.core.dom.ast.IASTLabelStatement;
import org.eclipse.cdt.core.dom.ast.IASTStatement;
import org.eclipse.cdt.core.dom.ast.IASTSwitchStatement;
import org.eclipse.cdt.core.dom.ast.IASTWhileStatement;

/**
 * CDT parses {@code case N:} and {@code default:} as statements of their own, without the
 * statement they label. Where such a label is the sub-statement of an {@code if}, a loop or
 * another label (lz4frame.c: {@code if (c) case S: { ... }}), the labelled statement is therefore
 * left as the next sibling in the enclosing block, and would run whether or not the {@code if}
 * took its branch. This finds those labels so that CIRGen emits the sibling (with any further
 * labels before it) right after the label, inside the {@code if} or loop, where C puts it.
 */
final class DanglingCaseLabels {
    private DanglingCaseLabels() {}

    /**
     * The case/default label that ends {@code s} as its last sub-statement (then clause of an
     * if without else, loop body, labelled statement), or null.
     */
    static IASTStatement trailingLabel(IASTStatement s) {
        IASTStatement sub = switch (s) {
            case IASTIfStatement is when is.getElseClause() == null -> is.getThenClause();
            case IASTWhileStatement ws -> ws.getBody();
            case IASTForStatement fs -> fs.getBody();
            case IASTLabelStatement ls -> ls.getNestedStatement();
            default -> null;
        };
        if (sub == null || s instanceof IASTSwitchStatement || s instanceof IASTDoStatement) return null;
        if (isCaseLabel(sub)) return sub;
        return trailingLabel(sub);
    }

    /**
     * How many statements after {@code stmts[i]} belong to a case label dangling at its end: the
     * further case labels that follow and the first statement that is not one.
     */
    static int absorbedCount(IASTStatement[] stmts, int i) {
        if (trailingLabel(stmts[i]) == null) return 0;
        int j = i + 1;
        while (j < stmts.length && isCaseLabel(stmts[j])) j++;
        return Math.min(j + 1, stmts.length) - (i + 1);
    }

    static boolean isCaseLabel(IASTStatement s) {
        return s instanceof IASTCaseStatement || s instanceof IASTDefaultStatement;
    }
}
