package org.eclipse.cdt.internal.core.dom.parser.cpp.semantics;

import org.eclipse.cdt.core.dom.ast.DOMException;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassTemplate;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateArgument;
import org.eclipse.cdt.internal.core.dom.parser.cpp.CPPTemplateTypeArgument;

/**
 * CDT's own view of {@code std::initializer_list<E>} ([dcl.init.list], [over.ics.list]), kept package-private in
 * {@code Conversions}: which types are such a specialization, and whether a braced list converts to one element by
 * element. jcirc's {@code SemaInitializerLists} decides with it whether a constructor CDT chose for a braced list
 * takes the whole list ([over.match.list]'s first phase) or its elements as arguments (the second phase).
 */
public final class InitializerListConversions {
    private InitializerListConversions() {}

    /** The {@code E} of {@code std::initializer_list<E>} (typedefs, references and cv-qualifiers looked through), or null. */
    public static IType elementOf(IType t) {
        return t == null ? null : Conversions.getInitListType(t);
    }

    /** Does the braced list {@code list} convert to {@code listType} (a {@code std::initializer_list<E>}), each element to {@code E}? */
    public static boolean converts(EvalInitList list, IType listType) {
        try {
            Cost c = Conversions.listInitializationSequence(list, listType, Conversions.UDCMode.ALLOWED, false);
            return c != null && c.converts();
        } catch (DOMException e) {
            return false;
        }
    }

    /** {@code std::initializer_list<E>} ({@code E} without cv-qualifiers, as {@code auto x = {…}} deduces it), or null when the template is not declared. */
    public static IType of(IType element) {
        ICPPClassTemplate t = CPPVisitor.get_initializer_list();
        if (t == null) return null;
        org.eclipse.cdt.core.dom.ast.IBinding r = CPPTemplates.instantiate(t, new ICPPTemplateArgument[] {new CPPTemplateTypeArgument(element)});
        return r instanceof IType it && !(r instanceof org.eclipse.cdt.core.dom.ast.IProblemBinding) ? it : null;
    }
}
