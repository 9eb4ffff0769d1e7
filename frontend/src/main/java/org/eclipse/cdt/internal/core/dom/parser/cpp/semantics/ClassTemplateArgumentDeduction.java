package org.eclipse.cdt.internal.core.dom.parser.cpp.semantics;

import org.eclipse.cdt.core.dom.ast.IASTArrayDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTEqualsInitializer;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTInitializer;
import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IASTNamedTypeSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IProblemBinding;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTConstructorInitializer;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTFunctionDeclarator;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTInitializerList;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTNewExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTQualifiedName;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTSimpleTypeConstructorExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTTypeId;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassSpecialization;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassTemplate;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassTemplatePartialSpecialization;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateInstance;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateParameter;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.List;

/**
 * Class template argument deduction ([over.match.class.deduct]) from the arguments an initializer really passes. CDT
 * forms the deduction candidates itself — one function template per constructor of the primary template (its template
 * parameters, then the constructor's own; returning the class's deferred instance), the copy deduction candidate, and
 * the user's deduction guides — and ranks them with its overload resolution, whose tie-breakers prefer a guide, then
 * the copy deduction candidate ([over.match.best]/2.10–2.12). But it always passes the whole initializer as one
 * argument, as for {@code auto}: {@code P p{1, 2.5}} and {@code P p(1, 2.5)} are deduced from one argument
 * ({@code {1, 2.5}}, or nothing), so every class whose constructors take two or more arguments fails or is deduced
 * wrong ({@code std::pair}, {@code std::tuple t(1, 'c')} was {@code tuple<>}, {@code std::scoped_lock sl(m)}), and
 * {@code T{e}}, {@code new T(e)} and {@code ns::T(e)} are not deduced at all. {@link #atResolution} runs CDT's
 * candidates and ranking ({@code CPPSemantics.doClassTemplateArgumentDeduction}, private: called reflectively) on the
 * initializer's arguments: a braced list first as one argument (the initializer-list constructors: {@code std::vector
 * v{1, 2, 3}} is {@code vector<int>}), then its elements ([over.match.list]). Lives in CDT's package for
 * {@link LookupData}.
 */
public final class ClassTemplateArgumentDeduction {
    private ClassTemplateArgumentDeduction() {}

    private static final Method DEDUCE;
    static {
        Method m = null;
        try {
            m = CPPSemantics.class.getDeclaredMethod("doClassTemplateArgumentDeduction", ICPPClassTemplate.class, LookupData.class);
            m.setAccessible(true);
        } catch (ReflectiveOperationException | RuntimeException e) {
            m = null;   // another CDT: no deduction of our own (CDT's stays)
        }
        DEDUCE = m;
    }

    /** The outcome of a deduction: the instance, or why there is none. */
    public sealed interface Result {
        record Deduced(ICPPClassType instance) implements Result {}
        /** No viable candidate, or an ambiguous choice. */
        record NotViable() implements Result {}
        /** A candidate was chosen but CDT could not instantiate its result (std::array's guide: a fold over a pack). */
        record Dependent(IBinding result) implements Result {}
        /** Not deduced here: no class template, no initializer. */
        record NotApplicable() implements Result {}
        /** Arguments that depend on a template parameter ({@code Box b(x);} in a function template): not deduced per instance yet. */
        record DependentArguments() implements Result {}
    }

    /**
     * What CDT's resolution {@code found} for {@code name} becomes: the instance deduced from the initializer when
     * {@code name} is a class template named without arguments where they are deduced; else {@code found}.
     */
    public static IBinding atResolution(IASTName name, IBinding found) {
        if (!(found instanceof ICPPClassType) && !(found instanceof IProblemBinding)) return found;   // the common case, cheaply
        return deduce(name, found) instanceof Result.Deduced d ? d.instance() : found;
    }

    /** The deduction for {@code name} (the class template's last name) that CDT's resolution found {@code found} for. */
    public static Result deduce(IASTName name, IBinding found) {
        IASTName typeName = name.getParent() instanceof ICPPASTQualifiedName q && q.getLastName() == name ? q : name;
        List<IASTInitializerClause[]> tries = argumentLists(typeName);
        if (tries == null) return new Result.NotApplicable();
        // CDT's own deduction (an instance named without arguments) took the whole initializer as one argument: right
        // for one argument, wrong for others, so deduced again
        boolean byCdt = found instanceof ICPPTemplateInstance inst && found instanceof ICPPClassType c && !CPPTemplates.isDependentType(c);
        ICPPClassTemplate template = template(byCdt ? ((ICPPTemplateInstance) found).getTemplateDefinition() : found);
        if (template == null) return new Result.NotApplicable();
        if (tries.stream().anyMatch(ClassTemplateArgumentDeduction::dependent)) return new Result.DependentArguments();
        Result r = new Result.NotViable();
        for (IASTInitializerClause[] args : tries) {
            r = deduce(template, name, args);
            if (r instanceof Result.Deduced) return r;
        }
        return byCdt ? new Result.NotApplicable() : r;   // CDT's stays
    }

    /**
     * The argument lists to deduce the class template {@code typeName} from, in order (a braced list as one argument,
     * then its elements); null where {@code typeName} is no placeholder for a deduced class type.
     */
    private static List<IASTInitializerClause[]> argumentLists(IASTName typeName) {
        IASTNode p = typeName.getParent();
        if (p instanceof IASTIdExpression id && typeName instanceof ICPPASTQualifiedName
                && id.getParent() instanceof IASTFunctionCallExpression call && call.getFunctionNameExpression() == id)
            return List.<IASTInitializerClause[]>of(call.getArguments());   // ns::Box(3) (CDT deduces an unqualified Box(3))
        if (!(p instanceof IASTNamedTypeSpecifier spec) || spec.getName() != typeName) return null;
        IASTInitializer init = null;
        if (spec.getParent() instanceof IASTSimpleDeclaration sd && sd.getDeclSpecifier() == spec && sd.getDeclarators().length > 0) {
            IASTDeclarator d = sd.getDeclarators()[0];   // Box b(3);  Box b{3};  Box b = {3};  Box b = 3;
            if (d.getPointerOperators().length > 0 || d instanceof ICPPASTFunctionDeclarator || d instanceof IASTArrayDeclarator
                    || d.getNestedDeclarator() != null) return null;
            init = d.getInitializer();
        } else if (spec.getParent() instanceof ICPPASTSimpleTypeConstructorExpression ctor && ctor.getDeclSpecifier() == spec) {
            init = ctor.getInitializer();   // Box{2.5}
        } else if (spec.getParent() instanceof ICPPASTTypeId tid && tid.getParent() instanceof ICPPASTNewExpression ne && ne.getTypeId() == tid
                && tid.getAbstractDeclarator().getPointerOperators().length == 0) {
            init = ne.getInitializer();   // new Box(7)
        }
        IASTInitializerClause clause = init instanceof IASTEqualsInitializer eq ? eq.getInitializerClause()
                : init instanceof ICPPASTInitializerList il ? il : null;
        if (init instanceof ICPPASTConstructorInitializer ci) return List.<IASTInitializerClause[]>of(ci.getArguments());
        if (clause instanceof ICPPASTInitializerList il) return List.of(new IASTInitializerClause[] {il}, il.getClauses());
        return clause == null ? null : List.<IASTInitializerClause[]>of(new IASTInitializerClause[] {clause});
    }

    private static boolean dependent(IASTInitializerClause[] args) {
        for (IASTInitializerClause a : args) {
            if (a instanceof ICPPASTInitializerList il) {
                if (dependent(il.getClauses())) return true;
            } else if (a instanceof ICPPASTInitializerClause e && (e.getEvaluation().isTypeDependent() || e.getEvaluation().isValueDependent())) {
                return true;
            }
        }
        return false;
    }

    /** The instance of {@code template} deduced for {@code name} (the class template's name in the declaration or expression) from {@code args}. */
    private static Result deduce(ICPPClassTemplate template, IASTName name, IASTInitializerClause[] args) {
        if (DEDUCE == null) return new Result.NotViable();
        LookupData data = new LookupData(name);
        data.setFunctionArguments(false, args);
        CPPSemantics.pushLookupPoint(name);
        try {
            Object r = DEDUCE.invoke(null, template, data);
            if (!(r instanceof ICPPClassType c) || !(r instanceof ICPPTemplateInstance)) return new Result.NotViable();
            // an argument CDT could not instantiate (std::array's guide: a fold over a pack in its enable_if_t) is dependent
            return CPPTemplates.isDependentType(c) ? new Result.Dependent(c) : new Result.Deduced(c);
        } catch (IllegalAccessException | InvocationTargetException | RuntimeException e) {
            return new Result.NotViable();
        } finally {
            CPPSemantics.popLookupPoint();
        }
    }

    /** The class template {@code b} names, if it could be deduced (not a partial specialization, not a parameter); else null. */
    public static ICPPClassTemplate template(IBinding b) {
        if (b instanceof IProblemBinding pb) {
            ICPPClassTemplate found = null;
            for (IBinding c : pb.getCandidateBindings()) {
                if (!(c instanceof ICPPClassTemplate t) || found != null && found != t) return null;
                found = t;
            }
            b = found;
        }
        if (b instanceof ICPPClassTemplate t && !(b instanceof ICPPClassTemplatePartialSpecialization)
                && !(b instanceof ICPPTemplateParameter) && !(b instanceof ICPPClassSpecialization)) return t;
        return null;
    }
}
