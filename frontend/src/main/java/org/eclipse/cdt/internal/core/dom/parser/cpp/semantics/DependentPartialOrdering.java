package org.eclipse.cdt.internal.core.dom.parser.cpp.semantics;

import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IProblemBinding;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunctionTemplate;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunctionType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateInstance;

import java.util.ArrayList;
import java.util.List;

/**
 * Partial ordering of function templates ([temp.func.order], [temp.deduct.partial]) for candidates CDT's overload
 * resolution left ambiguous. CDT builds the transformed argument types by substituting unique types and resolving
 * what it can, so a parameter in a non-deduced context such as {@code __type_identity_t<basic_string_view<C, T>>}
 * becomes {@code basic_string_view<U1, U2>} again and both of string_view's {@code operator==} templates look equally
 * specialized: {@code sv == sv} was "invalid operands". Here the transformed types are the template's own parameter
 * types, its template parameters standing for the unique types (as clang does): a member type of a specialization of
 * them stays dependent, so it deduces nothing, and a non-deduced parameter of the other template is not used for the
 * ordering (CDT's deduction for partial ordering already skips those). Lives in CDT's package for
 * {@code TemplateArgumentDeduction.deduceForPartialOrdering}.
 */
public final class DependentPartialOrdering {
    private DependentPartialOrdering() {}

    /**
     * The candidate of an ambiguous resolution ({@code r}, CDT's problem binding) whose template is more specialized
     * than every other candidate's; null when {@code r} is no such ambiguity or no candidate is.
     */
    public static ICPPFunction mostSpecialized(IBinding r) {
        if (!(r instanceof IProblemBinding pb) || pb.getID() != IProblemBinding.SEMANTIC_AMBIGUOUS_LOOKUP) return null;
        List<ICPPFunction> fns = new ArrayList<>();
        for (IBinding b : pb.getCandidateBindings()) {
            if (b == null) continue;   // CDT sizes the array generously
            if (!(b instanceof ICPPFunction f) || b instanceof ICPPMethod || template(f) == null) return null;
            if (!fns.contains(f)) fns.add(f);
        }
        if (fns.size() < 2) return null;
        for (ICPPFunction f : fns) {
            boolean best = true;
            for (ICPPFunction g : fns) if (g != f && !moreSpecialized(template(f), template(g))) { best = false; break; }
            if (best) return f;
        }
        return null;
    }

    private static ICPPFunctionTemplate template(ICPPFunction f) {
        return f instanceof ICPPTemplateInstance i && i.getTemplateDefinition() instanceof ICPPFunctionTemplate t ? t : null;
    }

    /** Is {@code f} more specialized than {@code g}: at least as specialized, and g not at least as specialized as f? */
    static boolean moreSpecialized(ICPPFunctionTemplate f, ICPPFunctionTemplate g) {
        return atLeastAsSpecialized(f, g) && !atLeastAsSpecialized(g, f);
    }

    // g's template arguments deduced from f's parameter types (f's template parameters as the unique types)
    private static boolean atLeastAsSpecialized(ICPPFunctionTemplate f, ICPPFunctionTemplate g) {
        ICPPFunctionType ft = f.getType(), gt = g.getType();
        if (ft == null || gt == null) return false;
        IType[] fPars = ft.getParameterTypes(), gPars = gt.getParameterTypes();
        if (fPars.length != gPars.length) return false;   // the call's arguments decide; only equal arity is ordered here
        return TemplateArgumentDeduction.deduceForPartialOrdering(g.getTemplateParameters(), gPars, fPars) >= 0;
    }
}
