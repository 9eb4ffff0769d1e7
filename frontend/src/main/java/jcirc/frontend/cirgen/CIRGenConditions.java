package jcirc.frontend.cirgen;

import jcirc.dialect.cir.CirOps;
import jcirc.frontend.sema.Scope;
import jcirc.frontend.sema.Symbol;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;
import jcirc.ir.Operation;
import jcirc.ir.Value;

import org.eclipse.cdt.core.dom.ast.IASTDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTStatement;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTIfStatement;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTSwitchStatement;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTWhileStatement;

import java.util.List;
import java.util.Map;

/**
 * C++17 init-statements of {@code if}/{@code switch} and C++ condition declarations ({@code if (T *p = f())},
 * {@code switch (int r = g())}, {@code while (int n = k--)}), as Sema's walk declared them (SemaWalk):
 * <pre>
 *   if (init; T x = e) A else B     cir.scope { init; x = e; cir.if (x as bool) { A } else { B } }
 *   while (T x = e) S              cir.loop while(cond : { x = e; x as bool }) { S }
 * </pre>
 * The scope holds the objects the statement declares: their destructors run when it ends (a cleanup scope).
 */
final class CIRGenConditions {
    private final CIRGenFunction cgf;

    CIRGenConditions(CIRGenFunction cgf) { this.cgf = cgf; }

    /** Does {@code s} have an init-statement or a condition declaration? */
    static boolean applies(IASTStatement s) {
        return switch (s) {
            case ICPPASTIfStatement is -> is.getInitializerStatement() != null || is.getConditionDeclaration() != null;
            case ICPPASTSwitchStatement sw -> sw.getInitializerStatement() != null || sw.getControllerDeclaration() != null;
            case ICPPASTWhileStatement ws -> ws.getConditionDeclaration() != null;
            default -> false;
        };
    }

    void emit(IASTStatement s) {
        cgf.sema.symbols.push(Scope.Kind.BLOCK);
        try {
            Operation scope = CirOps.ScopeOp.create(cgf.b, List.of()).op();
            cgf.stmt.fill(scope.region(0), () -> {
                cgf.cleanups.pushScope(s);
                switch (s) {
                    case ICPPASTIfStatement is -> {
                        if (is.getInitializerStatement() != null) cgf.stmt.emit(is.getInitializerStatement());
                        if (cgf.stmt.emitConstexprIf(is)) break;
                        Value c = is.getConditionDeclaration() != null ? declared(is.getConditionDeclaration(), CType.BOOL)
                                : cgf.expr.emitBool(is.getConditionExpression());
                        cgf.stmt.emitIfOn(is, c);
                    }
                    case ICPPASTSwitchStatement sw -> {
                        if (sw.getInitializerStatement() != null) cgf.stmt.emit(sw.getInitializerStatement());
                        if (sw.getControllerDeclaration() != null) {
                            cgf.decl.emitLocalDeclaration((IASTSimpleDeclaration) sw.getControllerDeclaration());
                            Symbol v = variable(sw.getControllerDeclaration());
                            cgf.stmt.emitSwitchOn(sw, Types.unqual(v.type), pt -> cgf.expr.convert(cgf.b.load(cgf.locals.get(v)), v.type, pt, sw));
                        } else {
                            cgf.stmt.emitSwitchOn(sw, cgf.sema.rvalueType(sw.getControllerExpression()),
                                    pt -> cgf.expr.emitConverted(sw.getControllerExpression(), pt));
                        }
                    }
                    case ICPPASTWhileStatement ws when Types.isRecord(Types.unqual(variable(ws.getConditionDeclaration()).type)) -> classWhile(ws);
                    case ICPPASTWhileStatement ws -> CIRGenRangeFor.loop(cgf, "while", () -> {
                        // the variable is initialized again before each test
                        cgf.decl.emitLocalDeclaration((IASTSimpleDeclaration) ws.getConditionDeclaration());
                        return load(ws.getConditionDeclaration(), CType.BOOL);
                    }, () -> { }, () -> { }, ws.getBody());
                    default -> { }
                }
                cgf.cleanups.popScope();
            }, null);
        } finally {
            cgf.sema.symbols.pop();
        }
    }

    /**
     * {@code while (T t = e) S} with {@code t} of class type: each iteration declares, tests and destroys its own {@code t}
     * ([stmt.while]/2: {@code label: { T t = e; if (t) { S; goto label; } }}), so the object lives in the body's block;
     * leaving the loop destroys it too (as a {@code break} out of that block):
     * <pre>
     *   cir.loop while(cond : { cir.yield continue }) { t = e; cir.if (t as bool) { } else { ~T(t); cir.yield break }; S; ~T(t) }
     * </pre>
     */
    private void classWhile(ICPPASTWhileStatement ws) {
        CIRGenBuilder b = cgf.b;
        Operation loop = CirOps.LoopOp.create(b, CIRGenBuilder.attrs("kind", CIRGenBuilder.kind(CIRGenBuilder.LOOP_KIND, "while"))).op();
        b.buildRegion(loop.region(0), () -> b.loopCondition(loop.region(0), b.constBool(true)));
        cgf.stmt.fill(loop.region(1), () -> { }, null);
        cgf.breakTargets.push("loop");
        cgf.cleanups.enterBreakable(true);
        try {
            cgf.stmt.fill(loop.region(2), () -> {
                cgf.cleanups.pushScope(ws.getBody());
                Value c = declared(ws.getConditionDeclaration(), CType.BOOL);
                Operation test = CirOps.IfOp.create(b, c).op();
                cgf.stmt.fill(test.region(0), () -> { }, null);
                cgf.stmt.fill(test.region(1), () -> {
                    cgf.cleanups.beforeBreak();
                    b.yield("break", List.of());
                }, null);
                cgf.stmt.substatement(ws.getBody());
                cgf.cleanups.popScope();
            }, null);
        } finally {
            cgf.cleanups.leaveBreakable(true);
            cgf.breakTargets.pop();
        }
    }

    /** Emits the condition declaration {@code d} and returns its variable's value converted to {@code to}. */
    private Value declared(IASTDeclaration d, CType to) {
        cgf.decl.emitLocalDeclaration((IASTSimpleDeclaration) d);
        return load(d, to);
    }

    // if (auto l = w.lock()) with explicit operator bool() (Sema's conversion of the declared object):
    //   %b = cir.call @_ZNKSt12__shared_ptrI1ALN9__gnu_cxx12_Lock_policyE2EEcvbEv(%l.addr) : !cir.bool
    private Value load(IASTDeclaration d, CType to) {
        Symbol v = variable(d);
        IASTDeclarator dd = ((IASTSimpleDeclaration) d).getDeclarators()[0];
        if (cgf.sema.cxx != null && cgf.sema.cxx.conversions.conditionConversion(dd) instanceof jcirc.frontend.sema.SemaConversions.UserConversion c) {
            Value addr = cgf.locals.get(v);
            if (Types.unqual(c.fn().type) instanceof CType.Function f && !f.params().isEmpty()
                    && cgf.inheritance.adjust(addr, v.type, Types.pointee(f.params().get(0)), true) instanceof Value base) addr = base;
            Value r = cgf.expr.emitCallTo(c.fn(), addr, new org.eclipse.cdt.core.dom.ast.IASTInitializerClause[0],
                    c.reference() ? new CType.Pointer(c.result()) : c.result());
            if (c.reference()) r = cgf.b.load(r);
            return cgf.expr.convert(r, c.result(), to, d);
        }
        return cgf.expr.convert(cgf.b.load(cgf.locals.get(v)), v.type, to, d);
    }

    private Symbol variable(IASTDeclaration d) {
        IASTDeclarator dd = ((IASTSimpleDeclaration) d).getDeclarators()[0];
        return cgf.sema.results.declaration(dd);
    }
}
