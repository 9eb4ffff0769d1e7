package jcirc.frontend.cxx;

import jcirc.frontend.sema.Sema;

import org.eclipse.cdt.core.dom.ast.ASTVisitor;
import org.eclipse.cdt.core.dom.ast.IASTDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTEqualsInitializer;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializer;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IASTNamedTypeSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTConstructorInitializer;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTFunctionDeclarator;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTInitializerList;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTNewExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTQualifiedName;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTSimpleTypeConstructorExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassTemplate;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateInstance;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.ClassTemplateArgumentDeduction;

import java.util.List;

/**
 * C++17 class template argument deduction where CDT's own fails ([over.match.class.deduct]; docs/cxx.md "Class
 * template argument deduction"). A class template named without arguments as the type of a declaration ({@code
 * std::pair p{1, 2.5};}, {@code P p(1, 2.5);}, {@code Box b = {3};}), of an explicit type conversion ({@code Box{2.5}})
 * or of a new-expression ({@code new Box(7)}) gets the instance deduced from the initializer's arguments
 * ({@link ClassTemplateArgumentDeduction}) as the binding of its name, before anything reads it: CDT's types of the
 * variable and the expression, its constructor calls (implicit names), and so Sema's layout, mangling and destructors,
 * see {@code std::pair<int, double>} as if it were written. A braced initializer is first one argument (the
 * initializer-list constructors: {@code std::vector v{1, 2, 3}} is {@code vector<int>}), then its elements
 * ([over.match.list]). Runs first on the unit, innermost first (a deduced variable is deduced before its uses).
 * No viable candidate: clang's "no viable constructor or deduction guide for deduction of template arguments of 'Box'".
 */
public final class ClassTemplateDeductions {
    private ClassTemplateDeductions() {}

    public static void deduce(IASTDeclaration[] decls, Sema sema) {
        ASTVisitor v = new ASTVisitor(true) {
            {
                shouldVisitDeclarations = shouldVisitExpressions = true;
            }

            @Override public int leave(IASTDeclaration d) {
                if (d instanceof IASTSimpleDeclaration sd && sd.getDeclSpecifier() instanceof IASTNamedTypeSpecifier nt
                        && sd.getDeclarators().length > 0) {
                    IASTDeclarator dcl = sd.getDeclarators()[0];
                    if (dcl.getPointerOperators().length == 0 && !(dcl instanceof ICPPASTFunctionDeclarator)
                            && dcl.getNestedDeclarator() == null && !(dcl instanceof org.eclipse.cdt.core.dom.ast.IASTArrayDeclarator)
                            && dcl.getInitializer() != null)
                        deduceFor(nt, dcl.getInitializer(), sema);
                }
                return PROCESS_CONTINUE;
            }

            @Override public int leave(IASTExpression e) {
                if (e instanceof ICPPASTSimpleTypeConstructorExpression ctor && ctor.getDeclSpecifier() instanceof IASTNamedTypeSpecifier nt)
                    deduceFor(nt, ctor.getInitializer(), sema);   // Box{2.5}
                else if (e instanceof ICPPASTNewExpression ne && ne.getTypeId() != null
                        && ne.getTypeId().getDeclSpecifier() instanceof IASTNamedTypeSpecifier nt
                        && ne.getTypeId().getAbstractDeclarator().getPointerOperators().length == 0 && ne.getInitializer() != null)
                    deduceFor(nt, ne.getInitializer(), sema);   // new Box(7)
                return PROCESS_CONTINUE;
            }
        };
        for (IASTDeclaration d : decls) d.accept(v);
    }

    private static void deduceFor(IASTNamedTypeSpecifier spec, IASTInitializer init, Sema sema) {
        IASTName name = spec.getName();
        IASTName last = name instanceof ICPPASTQualifiedName q ? q.getLastName() : name;
        if (last instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTTemplateId) return;   // Box<int> b(…): no deduction
        IBinding b = name.resolveBinding();
        // CDT's own deduction (an instance named without arguments) took the whole initializer as one argument: right
        // for one argument, wrong for others (std::scoped_lock sl(m1, m2) was scoped_lock<>), so deduced again
        boolean byCdt = b instanceof ICPPTemplateInstance inst && b instanceof ICPPClassType
                && !org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPTemplates.isDependentType((ICPPClassType) b);
        ICPPClassTemplate template = byCdt ? ClassTemplateArgumentDeduction.template(((ICPPTemplateInstance) b).getTemplateDefinition())
                : ClassTemplateArgumentDeduction.template(b);
        if (template == null) return;
        List<IASTInitializerClause[]> tries = argumentLists(init);
        if (tries == null || tries.stream().anyMatch(ClassTemplateDeductions::dependent)) return;   // in a template: its instances
        boolean dependentResult = false;
        for (IASTInitializerClause[] args : tries) {
            switch (ClassTemplateArgumentDeduction.deduce(template, last, args)) {
                case ClassTemplateArgumentDeduction.Result.Deduced(ICPPClassType deduced) -> {
                    last.setBinding(deduced);
                    if (name != last) name.setBinding(deduced);
                    return;
                }
                case ClassTemplateArgumentDeduction.Result.Dependent d -> dependentResult = true;
                case ClassTemplateArgumentDeduction.Result.NotViable n -> { }
            }
        }
        if (byCdt) return;   // CDT's stays
        if (dependentResult)
            sema.error(name, "class template argument deduction of '" + template.getName() + "' through this deduction guide is not supported yet");
        else
            sema.error(name, "no viable constructor or deduction guide for deduction of template arguments of '" + template.getName() + "'");
    }

    /** The argument lists to deduce from, in order: a braced list as one argument, then its elements; null: none. */
    private static List<IASTInitializerClause[]> argumentLists(IASTInitializer init) {
        IASTInitializerClause clause = init instanceof IASTEqualsInitializer eq ? eq.getInitializerClause()
                : init instanceof ICPPASTInitializerList il ? il : null;
        if (init instanceof ICPPASTConstructorInitializer ci) return List.<IASTInitializerClause[]>of(ci.getArguments());
        if (clause instanceof ICPPASTInitializerList il)
            return List.of(new IASTInitializerClause[] {il}, il.getClauses());
        return clause == null ? null : List.<IASTInitializerClause[]>of(new IASTInitializerClause[] {clause});
    }

    private static boolean dependent(IASTInitializerClause[] args) {
        for (IASTInitializerClause a : args)
            if (a instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTInitializerClause e && !(a instanceof ICPPASTInitializerList)
                    && (e.getEvaluation().isTypeDependent() || e.getEvaluation().isValueDependent())) return true;
            else if (a instanceof ICPPASTInitializerList il && dependent(il.getClauses())) return true;
        return false;
    }
}
