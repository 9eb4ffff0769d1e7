package jcirc.frontend.cxx;

import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassSpecialization;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassTemplate;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassTemplatePartialSpecialization;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPConstructor;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPSpecialization;

/**
 * A member function of a non-dependent base named without qualification in a member of a class template
 * ({@code template<class T> struct G : B { int h() const { return isE(); } };}, std::function's {@code _M_empty()} of
 * {@code _Function_base}): CDT's instantiation of the name in {@code G<int>} makes a specialization of {@code B::isE}
 * owned by {@code G<int>}, as if {@code G} declared it, so it was mangled {@code _ZNK1GIiE3isEEv} and called on a
 * {@code G<int>} object ("calling 'isE' here is not supported yet"). The member is the base's own ([temp.dep]/3: a
 * non-dependent name is bound at the definition); the implied object is converted to the base as for any inherited
 * member.
 */
final class NonDependentBaseMembers {
    private NonDependentBaseMembers() {}

    /** {@code r}, or the base's member it specializes when the instance's class only inherits it. */
    static IBinding declared(IBinding r) {
        if (!(r instanceof ICPPMethod && r instanceof ICPPSpecialization s) || r instanceof ICPPConstructor
                || !(r.getOwner() instanceof ICPPClassSpecialization owner)) return r;
        if (!(s.getSpecializedBinding() instanceof ICPPMethod m) || !(m.getOwner() instanceof ICPPClassType declaring)) return r;
        if (declaring instanceof ICPPClassTemplate || declaring instanceof ICPPClassTemplatePartialSpecialization) return r;
        // the instance's own member (its class template declares it, or a member template of the instance): CDT's is right
        if (r instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateInstance || declaring.isSameType(owner)
                || owner.getSpecializedBinding() instanceof ICPPClassType t && declaring.isSameType(t)) return r;
        return m;
    }
}
