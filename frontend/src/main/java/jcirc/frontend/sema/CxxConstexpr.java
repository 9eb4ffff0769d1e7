package jcirc.frontend.sema;

import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.*;
import org.eclipse.cdt.core.dom.ast.cpp.*;

/**
 * C++ constants (docs/cxx.md): {@code constexpr} variables and functions, and {@code const} integral variables
 * initialized by constant expressions, which C++ (unlike C) allows in constant expressions:
 * <pre>
 *   constexpr int sq(int x) { return x * x; }      // an inline function (linkonce_odr) whose calls fold in constants
 *   constexpr int N = sq(3) + 1;   const int M = 4; // const objects whose value ConstEval folds: int a[N]; case M:
 * </pre>
 * The value of a variable is Sema's own constant evaluation ({@link ConstEval}, kept as the symbol's
 * {@code constexprValue}); a call of a constexpr function is evaluated by CDT's constexpr interpreter
 * ({@code ICPPASTInitializerClause.getEvaluation().getValue()}), which runs the function's body, and where that gives
 * up (after 1024 steps) by {@link ConstexprInterpreter}.
 */
final class CxxConstexpr {
    private CxxConstexpr() {}

    static boolean isConstexpr(IASTDeclSpecifier spec) {
        return spec instanceof ICPPASTDeclSpecifier c && c.isConstexpr();
    }

    /** A constexpr object is const (C++11 7.1.5p9). */
    static CType objectType(IASTDeclSpecifier spec, IASTDeclarator d, CType t) {
        if (!isConstexpr(spec) || Types.isFunction(t) || d instanceof IASTFunctionDeclarator) return t;
        IASTPointerOperator[] ops = d.getPointerOperators();
        if (ops.length > 0 && ops[ops.length - 1] instanceof ICPPASTReferenceOperator) return t;   // constexpr const int &r = n
        return Types.qualify(Types.unqual(t), true, Types.isVolatile(t), false);
    }

    /** A namespace-scope const (or constexpr) object that is not extern or inline has internal linkage (C++11 3.5p3). */
    static boolean internalConst(IASTDeclSpecifier spec, CType t) {
        return spec.getStorageClass() != IASTDeclSpecifier.sc_extern && !spec.isInline() && Types.isConst(t) && !Types.isFunction(t)
                && !(Types.unqual(t) instanceof CType.Array a && !Types.isConst(a.element()));
    }

    /**
     * The value of a constexpr object (an error when its initializer is no constant expression), or of a const
     * integral, enumeration or floating object whose initializer happens to be one, kept on the symbol.
     */
    static void define(Sema sema, Symbol s, IASTDeclSpecifier spec, IASTDeclarator decl) {
        boolean constexpr = isConstexpr(spec);
        if (!constexpr && !(Types.isConst(s.type) && Types.isArithmetic(Types.unqual(s.type)))) return;
        if (sema.cxx != null && sema.cxx.isReference(s)) return;
        IASTExpression init = decl.getInitializer() instanceof IASTEqualsInitializer eq && eq.getInitializerClause() instanceof IASTExpression e ? e
                : decl.getInitializer() instanceof ICPPASTInitializerList il && il.getClauses().length == 1 && il.getClauses()[0] instanceof IASTExpression e ? e
                : decl.getInitializer() instanceof ICPPASTConstructorInitializer ci && ci.getArguments().length == 1 && ci.getArguments()[0] instanceof IASTExpression e ? e
                : null;
        if (init == null) {
            if (constexpr && decl.getInitializer() == null && spec.getStorageClass() != IASTDeclSpecifier.sc_extern)
                sema.error(decl, "default initialization of an object of const type '" + s.type + "'");
            return;
        }
        CType to = Types.unqual(s.type);
        if (!Types.isArithmetic(to)) return;
        ConstValue v = sema.consts.eval(init);
        if (!(v instanceof ConstValue.IntVal) && !(v instanceof ConstValue.FloatVal)) {
            if (constexpr) sema.error(Sema.innermostName(decl), "constexpr variable '" + Sema.innermostName(decl) + "' must be initialized by a constant expression");
            return;
        }
        ConstValue c = ConstEval.convert(v, to);
        if (c != null) s.constexprValue = c;
    }

    /** A call of a constexpr function with constant arguments: its value (CDT's constexpr evaluation), or null. */
    static ConstValue call(Sema sema, IASTFunctionCallExpression call) {
        if (!(call.getFunctionNameExpression() instanceof IASTIdExpression id) || !(id.getName().resolveBinding() instanceof ICPPFunction f)
                || !f.isConstexpr() || !(call instanceof ICPPASTInitializerClause c)) return instanceCall(sema, call);
        for (IASTInitializerClause a : call.getArguments())
            if (!(a instanceof IASTExpression x) || sema.consts.eval(x) == null) return null;
        CType t = Types.unqual(sema.typeOf(call));
        if (sema.consts.interpreter.active()) return sema.consts.interpreter.call(f, call, t);   // inside an interpreted call: ours
        try {
            IValue v = c.getEvaluation().getValue();
            Number n = v == null ? null : v.numberValue();
            if (n == null) return sema.consts.interpreter.call(f, call, t);   // beyond CDT's interpreter (1024 steps)
            if (Types.isInteger(t)) return ConstEval.convert(new ConstValue.IntVal(n.longValue(), CType.LLONG), t);
            if (Types.isFloating(t) && (n instanceof Double || n instanceof Float))
                return ConstEval.convert(new ConstValue.FloatVal(jcirc.ir.X87Float.fromDouble(n.doubleValue()), CType.DOUBLE), t);
        } catch (RuntimeException e) {
            return null;
        }
        return null;
    }

    /**
     * A constexpr call whose callee depends on the template's parameters, in an instance: CDT's constexpr evaluation
     * of the call instantiated under the instance's arguments, or null. vector's move assignment:
     * {@code constexpr bool __move_storage = _Alloc_traits::_S_propagate_on_move_assign() || _Alloc_traits::_S_always_equal();}
     */
    private static ConstValue instanceCall(Sema sema, IASTFunctionCallExpression call) {
        if (sema.templates == null || !sema.templates.inInstance() || !(call instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression ce)) return null;
        CType t = Types.unqual(sema.typeOf(call));
        if (!Types.isInteger(t)) return null;
        try {
            org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPEvaluation ev = sema.templates.evaluation(ce);
            if (!(ev instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalFunctionCall fc) || fc.getArguments().length == 0
                    || !(calleeOf(fc.getArguments()[0]) instanceof ICPPFunction f) || !f.isConstexpr()) return null;
            Number n = ev.getValue() == null ? null : ev.getValue().numberValue();
            return n == null ? null : ConstEval.convert(new ConstValue.IntVal(n.longValue(), CType.LLONG), t);
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** The function an instantiated call names ({@code _Alloc_traits::_S_always_equal}), or null. */
    private static ICPPFunction calleeOf(org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPEvaluation fn) {
        if (fn instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalBinding b && b.getBinding() instanceof ICPPFunction f) return f;
        if (fn instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalFunctionSet fs && fs.getFunctionSet() != null
                && fs.getFunctionSet().getBindings().length == 1) return fs.getFunctionSet().getBindings()[0];
        return null;
    }

    /** {@code inline} and {@code constexpr} functions and {@code inline} variables are emitted as g++'s weak COMDAT (linkonce_odr). */
    static void inlineLinkage(Symbol s, IASTDeclSpecifier spec) {
        if (spec.isInline() || isConstexpr(spec)) {
            s.linkOnceOdr = true;
            s.inlineOnly = false;
        }
    }
}
