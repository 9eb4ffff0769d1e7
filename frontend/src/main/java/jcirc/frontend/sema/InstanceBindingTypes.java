package jcirc.frontend.sema;

import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTSimpleDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTStructuredBindingDeclaration;
import org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPInternalBinding;
import org.eclipse.cdt.core.dom.ast.IASTEqualsInitializer;
import org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPEvaluation;
import org.eclipse.cdt.internal.core.dom.parser.cpp.StructuredBindingTypes;

/**
 * {@code decltype(a)} of a structured binding {@code auto&& [a, v] = pair<_Args&...>(__args...);} in a template
 * instance (map::emplace's {@code __usable_key<decltype(__a)>}): CDT types the binding only when the initializer is
 * not dependent, so the template's type is a problem. In the instance, the referenced type of [dcl.struct.bind] from
 * the instantiated initializer's type {@code E}: an array's element type; for a tuple-like {@code E} (a complete
 * {@code std::tuple_size<E>} with a {@code value}) {@code std::tuple_element<i, E>::type}; otherwise the type of
 * {@code E}'s i-th non-static data member, with E's cv-qualifiers ({@code StructuredBindingTypes}, which also types the
 * names of non-dependent declarations).
 */
final class InstanceBindingTypes {
    private InstanceBindingTypes() {}

    /** The type {@code typeId} {@code decltype(b)} denotes in the current instance when b is a structured binding, or null. */
    static IType decltypeOfBinding(Sema sema, org.eclipse.cdt.core.dom.ast.IASTTypeId typeId) {
        if (sema.templates == null || !sema.templates.inInstance()
                || !(typeId.getDeclSpecifier() instanceof ICPPASTSimpleDeclSpecifier s) || s.getType() != ICPPASTSimpleDeclSpecifier.t_decltype
                || !(s.getDeclTypeExpression() instanceof IASTIdExpression id)
                || typeId.getAbstractDeclarator() != null && (typeId.getAbstractDeclarator().getPointerOperators().length > 0
                    || typeId.getAbstractDeclarator().getNestedDeclarator() != null
                    || typeId.getAbstractDeclarator() instanceof org.eclipse.cdt.core.dom.ast.IASTArrayDeclarator
                    || typeId.getAbstractDeclarator() instanceof org.eclipse.cdt.core.dom.ast.IASTFunctionDeclarator)) return null;
        org.eclipse.cdt.core.dom.ast.IBinding b = id.getName().resolveBinding();
        if (!(b instanceof ICPPInternalBinding ib) || !(ib.getDefinition() instanceof IASTName n)
                || !(n.getParent() instanceof ICPPASTStructuredBindingDeclaration sb)) return null;
        int index = java.util.Arrays.asList(sb.getNames()).indexOf(n);
        ICPPASTInitializerClause init = sb.getInitializer() instanceof IASTEqualsInitializer eq && eq.getInitializerClause() instanceof ICPPASTInitializerClause c ? c
                : null;
        if (index < 0 || !(init instanceof ICPPASTExpression x)) return null;
        ICPPEvaluation ev = sema.templates.evaluation(x);
        if (ev == null || ev.isTypeDependent()) return null;
        return StructuredBindingTypes.referencedType(StructuredBindingTypes.objectType(sb, ev.getType()), index, n);
    }
}
