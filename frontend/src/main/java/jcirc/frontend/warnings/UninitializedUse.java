package jcirc.frontend.warnings;

import jcirc.frontend.sema.Sema;
import jcirc.frontend.sema.Symbol;
import jcirc.frontend.types.Types;
import org.eclipse.cdt.core.dom.ast.IASTBinaryExpression;
import org.eclipse.cdt.core.dom.ast.IASTCaseStatement;
import org.eclipse.cdt.core.dom.ast.IASTCompoundStatement;
import org.eclipse.cdt.core.dom.ast.IASTConditionalExpression;
import org.eclipse.cdt.core.dom.ast.IASTDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTDeclarationStatement;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTDefaultStatement;
import org.eclipse.cdt.core.dom.ast.IASTEqualsInitializer;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTExpressionStatement;
import org.eclipse.cdt.core.dom.ast.IASTForStatement;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTIfStatement;
import org.eclipse.cdt.core.dom.ast.IASTNullStatement;
import org.eclipse.cdt.core.dom.ast.IASTSwitchStatement;
import org.eclipse.cdt.core.dom.ast.IASTWhileStatement;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTLabelStatement;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTReturnStatement;
import org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTStatement;
import org.eclipse.cdt.core.dom.ast.IASTTypeIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTUnaryExpression;

/**
 * {@code -Wuninitialized}, obvious cases only: a scalar local declared without initializer
 * whose first mention in the straight-line statements that follow it (same block) reads it.
 * <pre>
 * int x;
 * return x + 1;     warning: variable 'x' is uninitialized when used here [-Wuninitialized]
 * </pre>
 * The scan stops at the first assignment, address-of, label, asm statement, or statement with control
 * flow mentioning the variable, and inside {@code &&}, {@code ||}, {@code ?:} after their first operand,
 * so every warning is a definite read of an indeterminate value.
 */
final class UninitializedUse {
    private enum Event { NONE, READ, WRITE, STOP }

    private final Sema sema;
    private final Reporter r;
    private Symbol var;
    private IASTIdExpression readAt;

    private UninitializedUse(Sema sema, Reporter r) { this.sema = sema; this.r = r; }

    static void check(IASTFunctionDefinition fd, Sema sema, Reporter r) {
        UninitializedUse u = new UninitializedUse(sema, r);
        Ast.walk(fd.getBody(), n -> { if (n instanceof IASTCompoundStatement c) u.checkBlock(c); });
    }

    private void checkBlock(IASTCompoundStatement block) {
        IASTStatement[] stmts = block.getStatements();
        for (int i = 0; i < stmts.length; i++) {
            if (!(stmts[i] instanceof IASTDeclarationStatement ds) || !(ds.getDeclaration() instanceof IASTSimpleDeclaration sd)) continue;
            int sc = sd.getDeclSpecifier().getStorageClass();
            if (sc == IASTDeclSpecifier.sc_static || sc == IASTDeclSpecifier.sc_extern || sc == IASTDeclSpecifier.sc_typedef) continue;
            for (IASTDeclarator d : sd.getDeclarators()) {
                if (d.getInitializer() != null) continue;
                IASTName name = Sema.innermostName(d);
                Symbol s = sema.resolvedSymbol(name);
                if (s == null || !s.isVariable() || !Types.isScalar(s.type) || Types.isVolatile(s.type)) continue;
                scan(s, name, stmts, i + 1);
            }
        }
    }

    private void scan(Symbol v, IASTName decl, IASTStatement[] stmts, int from) {
        var = v;
        for (int i = from; i < stmts.length; i++) {
            IASTStatement s = stmts[i];
            if (s instanceof IASTLabelStatement || s instanceof IASTCaseStatement || s instanceof IASTDefaultStatement) return;
            // GNU asm: its operands are not in CDT's tree, and an output operand writes the variable
            if (s instanceof IASTDeclarationStatement ds && ds.getDeclaration() instanceof org.eclipse.cdt.core.dom.ast.IASTASMDeclaration) return;
            if (!Ast.mentions(s, v, sema)) continue;
            Event e = switch (s) {
                case IASTExpressionStatement es -> expr(es.getExpression());
                case IASTReturnStatement rs -> expr(rs.getReturnValue());
                case IASTDeclarationStatement ds -> declaration(ds);
                // a condition is evaluated before anything else in the statement
                case IASTIfStatement is -> orStop(expr(is.getConditionExpression()));
                case IASTWhileStatement ws -> orStop(expr(ws.getCondition()));
                case IASTSwitchStatement ss -> orStop(expr(ss.getControllerExpression()));
                case IASTForStatement fs -> fs.getInitializerStatement() instanceof IASTExpressionStatement init
                        && expr(init.getExpression()) != Event.NONE ? expr(init.getExpression())
                        : orStop(fs.getInitializerStatement() == null || fs.getInitializerStatement() instanceof IASTNullStatement
                                || fs.getInitializerStatement() instanceof IASTExpressionStatement
                                ? expr(fs.getConditionExpression()) : Event.STOP);
                default -> Event.STOP;
            };
            if (e == Event.READ) {
                r.report(WarningOptions.UNINITIALIZED, r.loc(readAt), "variable '" + v.name + "' is uninitialized when used here", readAt);
                r.note(r.loc(decl), "initialize the variable '" + v.name + "' to silence this warning");
            }
            if (e != Event.NONE) return;
        }
    }

    /** Nothing happened in the part looked at, but the rest mentions the variable: stop. */
    private static Event orStop(Event e) { return e == Event.NONE ? Event.STOP : e; }

    private Event declaration(IASTDeclarationStatement ds) {
        if (!(ds.getDeclaration() instanceof IASTSimpleDeclaration sd)) return Event.STOP;
        for (IASTDeclarator d : sd.getDeclarators()) {
            if (d.getInitializer() instanceof IASTEqualsInitializer ei && ei.getInitializerClause() instanceof IASTExpression e) {
                Event ev = expr(e);
                if (ev != Event.NONE) return ev;
            } else if (d.getInitializer() != null && Ast.mentions(d.getInitializer(), var, sema)) return Event.STOP;
        }
        return Event.NONE;
    }

    /** The first thing evaluating {@code e} does to the variable. */
    private Event expr(IASTExpression e) {
        if (e == null || !Ast.mentions(e, var, sema)) return Event.NONE;
        e = Ast.strip(e);
        switch (e) {
            case IASTIdExpression id -> {
                readAt = id;
                return Event.READ;
            }
            case IASTTypeIdExpression t -> { return Event.NONE; }
            case IASTUnaryExpression u -> {
                int op = u.getOperator();
                if (op == IASTUnaryExpression.op_sizeof || op == IASTUnaryExpression.op_alignOf) return Event.NONE;
                if (op == IASTUnaryExpression.op_amper) return Event.STOP;
                return expr(u.getOperand());
            }
            case IASTBinaryExpression b -> {
                int op = b.getOperator();
                if (op == IASTBinaryExpression.op_logicalAnd || op == IASTBinaryExpression.op_logicalOr) {
                    Event first = expr(b.getOperand1());
                    return first != Event.NONE ? first : Event.STOP;
                }
                if (op == IASTBinaryExpression.op_assign) {
                    Event rhs = expr(b.getOperand2());
                    if (rhs != Event.NONE) return rhs;
                    if (Ast.strip(b.getOperand1()) instanceof IASTIdExpression id && sema.resolvedSymbol(id.getName()) == var) return Event.WRITE;
                    return expr(b.getOperand1());
                }
                Event first = expr(b.getOperand1());
                return first != Event.NONE ? first : expr(b.getOperand2());
            }
            case IASTConditionalExpression c -> {
                Event first = expr(c.getLogicalConditionExpression());
                return first != Event.NONE ? first : Event.STOP;
            }
            default -> {
                // calls, subscripts, member access, casts, comma: operands left to right
                for (IASTNode child : e.getChildren()) {
                    if (!(child instanceof IASTExpression ce)) {
                        if (Ast.mentions(child, var, sema)) return Event.STOP;
                        continue;
                    }
                    Event ev = expr(ce);
                    if (ev != Event.NONE) return ev;
                }
                return Event.NONE;
            }
        }
    }
}
