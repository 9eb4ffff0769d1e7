package jcirc.frontend.cirgen;

import jcirc.frontend.sema.Scope;
import jcirc.frontend.sema.Sema;
import jcirc.frontend.types.CType;

import org.eclipse.cdt.core.dom.ast.*;

/**
 * Statements after a {@code break}/{@code continue}/{@code return}/{@code goto} that no label makes
 * reachable generate no code, but they are still C: their names are resolved and their expressions typed
 * (so {@code while (c) { int b; break; b = 'A'; while (b < 'C') b++; }} finds {@code b}, an undeclared name
 * in dead code is an error as with gcc, and -Wunused sees the uses), their declarations declared in the
 * right scopes.
 */
final class DeadCode {
    private final Sema sema;

    DeadCode(Sema sema) { this.sema = sema; }

    /** Resolves and types one unreachable statement (which contains no label). */
    void check(IASTStatement s) {
        switch (s) {
            case null -> { }
            case IASTCompoundStatement cs -> scoped(() -> { for (IASTStatement c : cs.getStatements()) check(c); });
            case IASTDeclarationStatement ds -> declare(ds.getDeclaration());
            case IASTExpressionStatement es -> type(es.getExpression());
            case IASTIfStatement is -> {
                type(is.getConditionExpression());
                scoped(() -> check(is.getThenClause()));
                scoped(() -> check(is.getElseClause()));
            }
            case IASTWhileStatement ws -> { type(ws.getCondition()); scoped(() -> check(ws.getBody())); }
            case IASTDoStatement dw -> { scoped(() -> check(dw.getBody())); type(dw.getCondition()); }
            case IASTForStatement fs -> scoped(() -> {
                check(fs.getInitializerStatement());
                type(fs.getConditionExpression());
                type(fs.getIterationExpression());
                scoped(() -> check(fs.getBody()));
            });
            case IASTSwitchStatement ss -> { type(ss.getControllerExpression()); scoped(() -> check(ss.getBody())); }
            case IASTReturnStatement rs -> type(rs.getReturnValue());
            default -> { }   // break, continue, goto, null statements, problems
        }
    }

    private void scoped(Runnable r) {
        sema.symbols.push(Scope.Kind.BLOCK);
        try { r.run(); } finally { sema.symbols.pop(); }
    }

    private void type(IASTExpression e) { if (e != null) sema.typeOf(e); }

    private void declare(IASTDeclaration d) {
        if (!(d instanceof IASTSimpleDeclaration sd) || Sema.isLocalLabelDeclaration(sd)) return;
        CType base = sema.baseType(sd.getDeclSpecifier());
        for (IASTDeclarator dd : sd.getDeclarators()) {
            CType t = sema.autoType(sd.getDeclSpecifier(), dd, sema.declaratorType(base, dd));
            sema.declare(sd.getDeclSpecifier(), dd, t, false, dd.getInitializer() != null);
            if (dd.getInitializer() instanceof IASTEqualsInitializer ei) initializer(ei.getInitializerClause());
        }
    }

    private void initializer(IASTInitializerClause c) {
        if (c instanceof IASTExpression e) type(e);
        else if (c instanceof IASTInitializerList il) for (IASTInitializerClause x : il.getClauses()) initializer(x);
        else if (c instanceof org.eclipse.cdt.core.dom.ast.c.ICASTDesignatedInitializer di) initializer(di.getOperand());
    }
}
