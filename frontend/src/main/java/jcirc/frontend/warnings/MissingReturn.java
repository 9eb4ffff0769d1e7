package jcirc.frontend.warnings;

import jcirc.frontend.sema.Sema;
import jcirc.frontend.sema.Symbol;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;
import org.eclipse.cdt.core.dom.ast.IASTBreakStatement;
import org.eclipse.cdt.core.dom.ast.IASTCaseStatement;
import org.eclipse.cdt.core.dom.ast.IASTCompoundStatement;
import org.eclipse.cdt.core.dom.ast.IASTContinueStatement;
import org.eclipse.cdt.core.dom.ast.IASTDefaultStatement;
import org.eclipse.cdt.core.dom.ast.IASTDoStatement;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTExpressionStatement;
import org.eclipse.cdt.core.dom.ast.IASTForStatement;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTGotoStatement;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTIfStatement;
import org.eclipse.cdt.core.dom.ast.IASTLabelStatement;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTReturnStatement;
import org.eclipse.cdt.core.dom.ast.IASTStatement;
import org.eclipse.cdt.core.dom.ast.IASTSwitchStatement;
import org.eclipse.cdt.core.dom.ast.IASTWhileStatement;

import java.util.Set;

/**
 * {@code -Wreturn-type}: control can reach the closing brace of a non-void function.
 * <pre>
 * int f(int x) { if (x) return 1; }   warning: non-void function does not return a value in all control paths
 * int g(void) { }                     warning: non-void function does not return a value
 * </pre>
 * A statement "completes" unless it returns, jumps, calls a noreturn library function, or
 * is an infinite loop without a {@code break}; a label makes what follows reachable again.
 * {@code main} and coroutines are exempt (main returns 0; a coroutine's end calls return_void).
 */
final class MissingReturn {
    private static final Set<String> NORETURN = Set.of("exit", "_exit", "_Exit", "abort", "quick_exit", "longjmp", "siglongjmp",
            "__builtin_unreachable", "__builtin_trap", "__assert_fail", "__assert_rtn", "err", "errx", "verr", "verrx",
            "pthread_exit", "__builtin_abort", "__builtin_exit");

    private final Sema sema;

    private MissingReturn(Sema sema) { this.sema = sema; }

    static void check(IASTFunctionDefinition fd, Sema sema, Reporter r) {
        Symbol fn = sema.resolvedSymbol(Sema.innermostName(fd.getDeclarator()));
        if (fn == null || fn.name.equals("main") || !(Types.unqual(fn.type) instanceof CType.Function f) || Types.isVoid(f.returnType())) return;
        if (fd.getRawSignature().contains("noreturn")) return;
        if (sema.cxx != null && sema.cxx.coroutines.plan(fd) != null) return;   // a coroutine's end is the promise's return_void
        MissingReturn m = new MissingReturn(sema);
        if (!m.completes(fd.getBody())) return;
        boolean anyReturn = Ast.any(fd.getBody(), n -> n instanceof IASTReturnStatement rs && rs.getReturnValue() != null);
        r.report(WarningOptions.RETURN_TYPE, r.endLoc(fd.getBody()),
                "non-void function does not return a value" + (anyReturn ? " in all control paths" : ""));
    }

    /** Whether control can flow out of {@code s} to the next statement. */
    private boolean completes(IASTStatement s) {
        return switch (s) {
            case null -> true;
            case IASTReturnStatement r -> false;
            case IASTGotoStatement g -> false;
            case IASTBreakStatement b -> false;
            case IASTContinueStatement c -> false;
            case IASTCompoundStatement c -> {
                boolean reachable = true;
                for (IASTStatement st : c.getStatements()) {
                    if (st instanceof IASTLabelStatement || st instanceof IASTCaseStatement || st instanceof IASTDefaultStatement) reachable = true;
                    if (reachable) reachable = completes(st);
                }
                yield reachable;
            }
            case IASTLabelStatement l -> completes(l.getNestedStatement());
            case IASTIfStatement i -> i.getElseClause() == null || completes(i.getThenClause()) || completes(i.getElseClause());
            case IASTWhileStatement w -> !alwaysTrue(w.getCondition()) || breaksOut(w.getBody());
            // the condition is reached only when the body completes or continues (do { return x; } while (0) does not)
            case IASTDoStatement d -> (completes(d.getBody()) || continuesIn(d.getBody())) && !alwaysTrue(d.getCondition())
                    || breaksOut(d.getBody());
            case IASTForStatement f -> !(f.getConditionExpression() == null || alwaysTrue(f.getConditionExpression())) || breaksOut(f.getBody());
            case IASTSwitchStatement sw -> !hasDefault(sw.getBody()) || completes(sw.getBody()) || breaksOut(sw.getBody());
            case IASTExpressionStatement e -> !callsNoreturn(e.getExpression()) && !jcirc.frontend.sema.SemaExceptions.isThrow(Ast.strip(e.getExpression()));   // C++: throw x;
            case org.eclipse.cdt.core.dom.ast.cpp.ICPPASTTryBlockStatement t -> {   // C++: the body or any handler completes
                boolean any = completes(t.getTryBody());
                for (org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCatchHandler h : t.getCatchHandlers()) any |= completes(h.getCatchBody());
                yield any;
            }
            default -> true;
        };
    }

    private boolean alwaysTrue(IASTExpression cond) {
        Long v = cond == null ? null : sema.consts.evalInt(cond);
        return v != null && v != 0;
    }

    /** A {@code break} that leaves the loop or switch whose body this is. */
    private static boolean breaksOut(IASTNode body) {
        if (body instanceof IASTBreakStatement) return true;
        if (body == null || body instanceof IASTWhileStatement || body instanceof IASTDoStatement || body instanceof IASTForStatement
                || body instanceof IASTSwitchStatement) return false;
        for (IASTNode c : body.getChildren()) if (breaksOut(c)) return true;
        return false;
    }

    /** A {@code continue} that goes to the condition of the loop whose body this is. */
    private static boolean continuesIn(IASTNode body) {
        if (body instanceof IASTContinueStatement) return true;
        if (body == null || body instanceof IASTWhileStatement || body instanceof IASTDoStatement || body instanceof IASTForStatement) return false;
        for (IASTNode c : body.getChildren()) if (continuesIn(c)) return true;
        return false;
    }

    private static boolean hasDefault(IASTNode body) {
        if (body instanceof IASTDefaultStatement) return true;
        if (body == null || body instanceof IASTSwitchStatement) return false;
        for (IASTNode c : body.getChildren()) if (hasDefault(c)) return true;
        return false;
    }

    private static boolean callsNoreturn(IASTExpression e) {
        return Ast.strip(e) instanceof IASTFunctionCallExpression call
                && Ast.strip(call.getFunctionNameExpression()) instanceof IASTIdExpression id
                && NORETURN.contains(id.getName().toString());
    }
}
