package jcirc.frontend.warnings;

import java.util.function.Consumer;
import java.util.function.Predicate;
import jcirc.frontend.sema.Sema;
import jcirc.frontend.sema.Symbol;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTUnaryExpression;

/** Small CDT AST helpers shared by the checks. */
final class Ast {
    private Ast() {}

    /** Pre-order walk of {@code n} and everything below it. */
    static void walk(IASTNode n, Consumer<IASTNode> visit) {
        if (n == null) return;
        visit.accept(n);
        for (IASTNode c : n.getChildren()) walk(c, visit);
    }

    /**
     * {@link #walk}, without the bodies of generic lambdas ({@code [](const auto &a) { return a->f(); }}): their
     * expressions have types only in each instance of the call operator, which Sema walks under a layer of its own.
     */
    static void walkTyped(IASTNode n, Consumer<IASTNode> visit) {
        if (n == null) return;
        visit.accept(n);
        if (n instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTLambdaExpression le
                && le.getExpressionType() instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.CPPClosureType ct && ct.isGeneric()) return;
        for (IASTNode c : n.getChildren()) walkTyped(c, visit);
    }

    /** Whether some node under {@code n} (inclusive) satisfies {@code p}. */
    static boolean any(IASTNode n, Predicate<IASTNode> p) {
        if (n == null) return false;
        if (p.test(n)) return true;
        for (IASTNode c : n.getChildren()) if (any(c, p)) return true;
        return false;
    }

    /** Whether {@code n} names variable {@code v} somewhere. */
    static boolean mentions(IASTNode n, Symbol v, Sema sema) {
        return any(n, c -> c instanceof IASTIdExpression id && sema.resolvedSymbol(id.getName()) == v);
    }

    /** {@code ((e))} → {@code e}. */
    static IASTExpression strip(IASTExpression e) {
        while (e instanceof IASTUnaryExpression u && u.getOperator() == IASTUnaryExpression.op_bracketedPrimary) e = u.getOperand();
        return e;
    }

    /** Whether the node's text comes (partly) from a macro expansion. */
    static boolean inMacro(IASTNode n) {
        for (var l : n.getNodeLocations()) if (l instanceof org.eclipse.cdt.core.dom.ast.IASTMacroExpansionLocation) return true;
        return false;
    }
}
