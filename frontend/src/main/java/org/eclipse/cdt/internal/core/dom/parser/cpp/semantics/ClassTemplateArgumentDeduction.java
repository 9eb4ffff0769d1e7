package org.eclipse.cdt.internal.core.dom.parser.cpp.semantics;

import org.eclipse.cdt.core.dom.ast.IASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassTemplate;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateInstance;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;

/**
 * Class template argument deduction ([over.match.class.deduct]) for an argument list of our choosing. CDT forms the
 * deduction candidates itself — one function template per constructor of the primary template (its template
 * parameters, then the constructor's own; returning the class's deferred instance), the copy deduction candidate, and
 * the user's deduction guides — and ranks them with its overload resolution, whose tie-breakers prefer a guide, then
 * the copy deduction candidate ([over.match.best]/2.10–2.12). But it always passes the whole initializer as one
 * argument, as for {@code auto}: {@code P p{1, 2.5}} and {@code P p(1, 2.5)} are deduced from one argument
 * ({@code {1, 2.5}}, or nothing), so every class whose constructors take two or more arguments fails ({@code
 * std::pair}, {@code std::tuple}, {@code std::array}'s guide), and so do {@code T{e}} and {@code new T(e)}, which it
 * does not deduce at all. {@link #deduce} runs CDT's candidates and ranking ({@code
 * CPPSemantics.doClassTemplateArgumentDeduction}, private: called reflectively) on the arguments the initializer
 * really passes. Lives in CDT's package for {@link LookupData}.
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
    }

    /** The instance of {@code template} deduced for {@code name} (the class template's name in the declaration or expression) from {@code args}. */
    public static Result deduce(ICPPClassTemplate template, IASTName name, IASTInitializerClause[] args) {
        if (DEDUCE == null) return new Result.NotViable();
        LookupData data = new LookupData(name);
        data.setFunctionArguments(false, args);
        CPPSemantics.pushLookupPoint(name);
        try {
            Object r = DEDUCE.invoke(null, template, data);
            if (!(r instanceof ICPPClassType c) || !(r instanceof ICPPTemplateInstance)) return new Result.NotViable();
            return CPPTemplates.isDependentType(c) ? new Result.Dependent(c) : new Result.Deduced(c);
        } catch (IllegalAccessException | InvocationTargetException | RuntimeException e) {
            return new Result.NotViable();
        } finally {
            CPPSemantics.popLookupPoint();
        }
    }

    /** Whether {@code b} names a class template that could be deduced (not a partial specialization, not a parameter). */
    public static ICPPClassTemplate template(IBinding b) {
        if (b instanceof org.eclipse.cdt.core.dom.ast.IProblemBinding pb) {
            ICPPClassTemplate found = null;
            for (IBinding c : pb.getCandidateBindings()) {
                if (!(c instanceof ICPPClassTemplate t) || found != null && found != t) return null;
                found = t;
            }
            b = found;
        }
        if (b instanceof ICPPClassTemplate t && !(b instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassTemplatePartialSpecialization)
                && !(b instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateParameter)
                && !(b instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassSpecialization)) return t;
        return null;
    }
}
