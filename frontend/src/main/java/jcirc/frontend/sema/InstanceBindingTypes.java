package jcirc.frontend.sema;

import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IArrayType;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IField;
import org.eclipse.cdt.core.dom.ast.IQualifierType;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTSimpleDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTStructuredBindingDeclaration;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPField;
import org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPInternalBinding;
import org.eclipse.cdt.core.dom.ast.IASTEqualsInitializer;
import org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPEvaluation;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPVisitor;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil;

/**
 * {@code decltype(a)} of a structured binding {@code auto&& [a, v] = pair<_Args&...>(__args...);} in a template
 * instance (map::emplace's {@code __usable_key<decltype(__a)>}): CDT types the binding only when the initializer is
 * not dependent, so the template's type is a problem. In the instance, the referenced type of [dcl.struct.bind] from
 * the instantiated initializer's type {@code E}: an array's element type; for a tuple-like {@code E} (a complete
 * {@code std::tuple_size<E>} with a {@code value}) {@code std::tuple_element<i, E>::type}; otherwise the type of
 * {@code E}'s i-th non-static data member, with E's cv-qualifiers.
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
        IBinding b = id.getName().resolveBinding();
        if (!(b instanceof ICPPInternalBinding ib) || !(ib.getDefinition() instanceof IASTName n)
                || !(n.getParent() instanceof ICPPASTStructuredBindingDeclaration sb)) return null;
        int index = java.util.Arrays.asList(sb.getNames()).indexOf(n);
        ICPPASTInitializerClause init = sb.getInitializer() instanceof IASTEqualsInitializer eq && eq.getInitializerClause() instanceof ICPPASTInitializerClause c ? c
                : null;
        if (index < 0 || !(init instanceof ICPPASTExpression x)) return null;
        ICPPEvaluation ev = sema.templates.evaluation(x);
        if (ev == null || ev.isTypeDependent()) return null;
        // E: the initializer's type, its cv-qualifiers kept when the declaration binds a reference (auto& / auto&&),
        // dropped when it copies (auto); then the declaration's own (const auto&)
        IType e = SemanticUtil.getNestedType(ev.getType(), SemanticUtil.TDEF | SemanticUtil.REF);
        if (sb.getRefQualifier() == null) e = SemanticUtil.getNestedType(e, SemanticUtil.TDEF | SemanticUtil.CVTYPE);
        if (sb.getDeclSpecifier().isConst() || sb.getDeclSpecifier().isVolatile())
            e = SemanticUtil.addQualifiers(e, sb.getDeclSpecifier().isConst(), sb.getDeclSpecifier().isVolatile(), false);
        return referencedType(e, index, n);
    }

    /** The referenced type of binding {@code index} of an object of type {@code e} ([dcl.struct.bind]/3–5). */
    private static IType referencedType(IType e, int index, IASTName at) {
        boolean isConst = e instanceof IQualifierType q && q.isConst(), isVolatile = e instanceof IQualifierType q2 && q2.isVolatile();
        IType bare = SemanticUtil.getNestedType(e, SemanticUtil.TDEF | SemanticUtil.CVTYPE);
        IType t;
        if (bare instanceof IArrayType a) t = a.getType();
        else if (bare instanceof ICPPClassType cls) {
            IASTNode scopeAt = at;
            try {
                var tupleSize = CPPVisitor.findTupleSizeWithValueMember(e, CPPSemantics.getLookupScope(at), scopeAt);
                if (tupleSize.isPresent()) return tupleElement(tupleSize.get(), e, at, index);   // tuple_element<i, E>::type carries E's cv itself
            } catch (RuntimeException ex) {
                return null;
            }
            ICPPField[] fields = nonStaticFields(cls);
            if (index >= fields.length) return null;
            t = fields[index].getType();
        } else return null;
        return isConst || isVolatile ? SemanticUtil.addQualifiers(t, isConst, isVolatile, false) : t;
    }

    private static ICPPField[] nonStaticFields(ICPPClassType cls) {
        java.util.List<ICPPField> out = new java.util.ArrayList<>();
        for (IField f : cls.getFields()) if (f instanceof ICPPField cf && !cf.isStatic()) out.add(cf);
        return out.toArray(new ICPPField[0]);
    }

    /** {@code std::tuple_element<i, E>::type}, the class template looked up in the namespace of {@code tupleSize}'s template ([dcl.struct.bind]/4). */
    private static IType tupleElement(org.eclipse.cdt.core.dom.ast.cpp.ICPPClassSpecialization tupleSize, IType e, IASTName at, int index) {
        if (!(tupleSize.getSpecializedBinding().getOwner() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPNamespace std)) return null;
        try {
            for (IBinding x : std.getNamespaceScope().find("tuple_element", at.getTranslationUnit())) {
                if (!(x instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPClassTemplate ct)) continue;
                IBinding inst = org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPTemplates.instantiate(ct, new org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateArgument[] {
                        new org.eclipse.cdt.internal.core.dom.parser.cpp.CPPTemplateNonTypeArgument(
                                org.eclipse.cdt.internal.core.dom.parser.IntegralValue.create(index), CPPVisitor.get_SIZE_T()),
                        new org.eclipse.cdt.internal.core.dom.parser.cpp.CPPTemplateTypeArgument(e)});
                if (inst instanceof ICPPClassType c)
                    for (IBinding y : c.getCompositeScope().find("type", at.getTranslationUnit())) if (y instanceof IType t) return t;
            }
        } catch (RuntimeException ex) {
            return null;
        }
        return null;
    }
}
