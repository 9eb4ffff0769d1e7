package jcirc.frontend.sema;

import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTEqualsInitializer;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFieldReference;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTFunctionDeclarator;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTParameterDeclaration;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPSpecialization;
import org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPInternalBinding;

import java.util.ArrayList;
import java.util.List;

/**
 * Default arguments ([dcl.fct.default], as clang's {@code CXXDefaultArgExpr}): a call that passes fewer arguments
 * than the function has parameters gets, for each missing one, the default argument's expression from the
 * function's declarations; it is analysed by Sema and emitted by CIRGen at the call, as if written there
 * ({@code void f(int a, int b = g());  f(1)} calls {@code g()} at every such call). CDT's overload resolution
 * already counts default arguments; this class supplies the expressions. The default argument of a parameter may
 * be given by any one declaration of the function (the first one found with it is used).
 */
public final class SemaDefaultArgs {
    private SemaDefaultArgs() {}

    /** {@code args} followed by the default arguments of {@code f}'s remaining parameters (as many as it has). */
    /**
     * The arguments of a constructor call {@code f(args)} completed with {@code f}'s default arguments, each typed by
     * Sema; null when one is not an expression (a braced list), after {@code notExpression} reported it.
     */
    public static List<IASTExpression> typedArguments(Sema sema, Object site, ICPPFunction f, IASTInitializerClause[] args,
            java.util.function.Consumer<IASTInitializerClause> notExpression) {
        List<IASTExpression> out = new ArrayList<>();
        for (IASTInitializerClause a : complete(sema, site, f, args)) {
            if (!(a instanceof IASTExpression e)) { notExpression.accept(a); return null; }
            sema.typeOf(e);
            out.add(e);
        }
        return out;
    }

    /**
     * {@code args} followed by the default arguments of {@code f}'s remaining parameters. The default argument of a
     * function template instance (or of a member of a class template instance) is analysed and generated in that
     * instance ({@code _Tp __phase = _Tp(+1)}, {@code size_type __n = npos}), as clang instantiates it for the call:
     * a copy of the expression per call {@code site} (its own records: two calls in one function may call two
     * instances), whose callee CxxTemplates remembers.
     */
    public static IASTInitializerClause[] complete(Sema sema, Object site, ICPPFunction f, IASTInitializerClause[] args) {
        if (f == null || args == null || f.getType() == null) return args;
        int n = f.getType().getParameterTypes().length;
        if (args.length >= n) return args;
        List<IASTInitializerClause> out = new ArrayList<>(List.of(args));
        for (int i = args.length; i < n; i++) {
            IASTExpression d = defaultArgument(f, i);
            if (d == null) break;
            if (sema.templates != null && f instanceof ICPPSpecialization) {
                d = sema.templates.defaultArgument(site, f, d);
            }
            out.add(d);
        }
        return out.toArray(new IASTInitializerClause[0]);
    }

    /** The arguments a call passes: the written ones and the default arguments of the function CDT resolved. */
    public static IASTInitializerClause[] arguments(Sema sema, IASTFunctionCallExpression call) {
        return arguments(sema, call, sema.cxx == null ? call.getArguments() : sema.cxx.packs.arguments(call.getArguments()));   // C++: f(args...) (SemaPacks)
    }

    private static IASTInitializerClause[] arguments(Sema sema, IASTFunctionCallExpression call, IASTInitializerClause[] args) {
        IASTExpression fn = call.getFunctionNameExpression();
        while (fn instanceof org.eclipse.cdt.core.dom.ast.IASTUnaryExpression u && u.getOperator() == org.eclipse.cdt.core.dom.ast.IASTUnaryExpression.op_bracketedPrimary)
            fn = u.getOperand();
        IASTName n = fn instanceof IASTFieldReference fr ? fr.getFieldName() : fn instanceof IASTIdExpression id ? id.getName() : null;
        if (n == null) return args;
        IBinding b = n.resolveBinding();
        // in a template instance, a dependent call's callee is CDT's deferred function until resolved under the arguments
        if (sema.templates != null) b = sema.templates.resolve(n instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTQualifiedName q ? q.getLastName() : n, b);
        if (!(b instanceof ICPPFunction f)) return args;
        return complete(sema, call, f, args);
    }

    /** Is {@code e} a default argument ({@code int b = g()} of a parameter)? */
    public static boolean isDefaultArgument(IASTExpression e) {
        return e.getParent() instanceof IASTEqualsInitializer eq && eq.getParent() instanceof IASTDeclarator d
                && d.getParent() instanceof ICPPASTParameterDeclaration;
    }

    /**
     * {@code body} for expression {@code e}, inside the template instance whose default argument {@code e} is when it is
     * one (typed and generated in that instance, {@link jcirc.frontend.cxx.CxxTemplates#enterDefaultArgument}), else as is.
     */
    public static <T> T inItsInstance(Sema sema, IASTExpression e, java.util.function.Supplier<T> body) {
        Runnable leave = sema.templates != null && isDefaultArgument(e) ? sema.templates.enterDefaultArgument(e) : null;
        if (leave == null) return body.get();
        try {
            return body.get();
        } finally {
            leave.run();
        }
    }

    /** The default argument of parameter {@code i} of {@code f}, or null. */
    static IASTExpression defaultArgument(ICPPFunction f, int i) {
        IBinding b = f;
        while (b instanceof ICPPSpecialization s && !(b instanceof ICPPInternalBinding)) b = s.getSpecializedBinding();
        if (!(b instanceof ICPPInternalBinding)) return null;
        List<IASTNode> decls = new ArrayList<>();
        // a member of a class template instance: also the template's declarations (A(int = 1); in the class template)
        for (IBinding t = b; t instanceof ICPPInternalBinding ib; t = t instanceof ICPPSpecialization s ? s.getSpecializedBinding() : null) {
            if (ib.getDefinition() != null) decls.add(ib.getDefinition());
            if (ib.getDeclarations() != null) for (IASTNode d : ib.getDeclarations()) if (d != null) decls.add(d);
        }
        for (IASTNode d : decls) {
            IASTNode p = d;
            while (p != null && !(p instanceof ICPPASTFunctionDeclarator)) p = p.getParent() instanceof IASTDeclarator || p.getParent() instanceof IASTName ? p.getParent() : null;
            if (!(p instanceof ICPPASTFunctionDeclarator fd)) continue;
            ICPPASTParameterDeclaration[] ps = fd.getParameters();
            if (i < ps.length && ps[i].getDeclarator().getInitializer() instanceof IASTEqualsInitializer eq
                    && eq.getInitializerClause() instanceof IASTExpression e) return e;
        }
        return null;
    }
}
