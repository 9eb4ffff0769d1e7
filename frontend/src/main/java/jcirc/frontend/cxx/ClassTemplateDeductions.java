package jcirc.frontend.cxx;

import jcirc.frontend.sema.Sema;

import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IASTNamedTypeSpecifier;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTQualifiedName;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassTemplate;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.ClassTemplateArgumentDeduction;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.ClassTemplateArgumentDeduction.Result;

/**
 * The errors of C++17 class template argument deduction ([over.match.class.deduct]; docs/cxx.md "Class template
 * argument deduction"). The deduction itself is done when CDT resolves the class template's name
 * ({@code DeducingName}, {@link ClassTemplateArgumentDeduction}): a variable declared {@code std::pair p{1, 2.5};},
 * an explicit type conversion {@code Box{2.5}}, a new-expression {@code new Box(7)} have the deduced instance as their
 * type in CDT's model, and so in Sema's layout, constructor calls, mangling and destructors. A type name that stayed
 * a class template is reported where Sema meets it (instead of "unknown type name"): clang's "no viable constructor or
 * deduction guide for deduction of template arguments of 'Box'" when no candidate is viable or the choice is
 * ambiguous, "not supported yet" when CDT chose a candidate but could not instantiate its result (std::array's guide:
 * a fold over a pack in enable_if_t).
 */
public final class ClassTemplateDeductions {
    private ClassTemplateDeductions() {}

    /** Whether {@code d} declares a variable whose class template type was not deduced (its error is Sema's). */
    public static boolean undeduced(org.eclipse.cdt.core.dom.ast.IASTDeclarator d) {
        return d.getParent() instanceof org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration sd && sd.getDeclSpecifier() instanceof IASTNamedTypeSpecifier spec
                && ClassTemplateArgumentDeduction.template(spec.getName().resolveBinding()) != null;
    }

    /** Reports why the class template {@code spec} names was not deduced; false when it is no deduction's placeholder. */
    public static boolean diagnose(Sema sema, IASTNamedTypeSpecifier spec) {
        IASTName n = spec.getName() instanceof ICPPASTQualifiedName q ? q.getLastName() : spec.getName();
        IBinding b = n.resolveBinding();
        ICPPClassTemplate t = ClassTemplateArgumentDeduction.template(b);
        if (t == null) return false;
        String msg = switch (ClassTemplateArgumentDeduction.deduce(n, b)) {
            case Result.NotViable nv -> "no viable constructor or deduction guide for deduction of template arguments of '" + t.getName() + "'";
            case Result.Dependent d -> "class template argument deduction of '" + t.getName() + "' through this deduction guide is not supported yet";
            // in an instance: the template's CDT model has no deduced type to instantiate, and no constructor call
            case Result.DependentArguments da -> "class template argument deduction from arguments that depend on a template parameter is not supported yet";
            case Result.Deduced d -> null;
            case Result.NotApplicable na -> null;
        };
        if (msg == null) return false;
        // at the variable, as clang (Box b(1, 2);: at b); at the type in an expression (new Box())
        sema.error(spec.getParent() instanceof org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration sd && sd.getDeclarators().length > 0
                ? sd.getDeclarators()[0] : spec, msg);
        return true;
    }
}
