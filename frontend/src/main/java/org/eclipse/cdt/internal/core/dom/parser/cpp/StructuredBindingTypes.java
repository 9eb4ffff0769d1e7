package org.eclipse.cdt.internal.core.dom.parser.cpp;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

import org.eclipse.cdt.core.dom.ast.IArrayType;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IField;
import org.eclipse.cdt.core.dom.ast.IQualifierType;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTInitializerClause;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTStructuredBindingDeclaration;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassSpecialization;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassTemplate;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPField;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPNamespace;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateArgument;
import org.eclipse.cdt.internal.core.dom.parser.IntegralValue;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPTemplates;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPVisitor;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil;

/**
 * The referenced type of a structured binding's name ([dcl.struct.bind]), which {@code decltype} of the name denotes:
 * <pre>
 * long arr[2]; auto &[a, b] = arr;       decltype(a): long          (E = long[2], its element)
 * S s; const auto &[e, f] = s;            decltype(e): const long    (E = const S, member S::x with E's cv)
 * const S cs; auto [u, v] = cs;           decltype(u): long          (a copy: E = S)
 * std::pair&lt;int, double&gt; p; auto &[x, y] = p;   decltype(y): std::tuple_element&lt;1, std::pair&lt;int, double&gt;&gt;::type
 * struct R { int &r; }; auto [r] = R{i};  decltype(r): int&amp;       (a reference member's declared type)
 * </pre>
 * E is the initializer's type with the declaration's cv; a declaration without {@code &}/{@code &&} copies, so the
 * initializer's own top-level cv is dropped (an array's element cv stays, as g++ keeps it).
 */
public final class StructuredBindingTypes {
    private StructuredBindingTypes() {}

    /** CDT's initializer clause of a structured binding (its equals/braced/parenthesized one, or a range-based for's element). */
    private static final MethodHandle INITIALIZER_CLAUSE;
    static {
        try {
            INITIALIZER_CLAUSE = MethodHandles.privateLookupIn(CPPVisitor.class, MethodHandles.lookup()).findStatic(CPPVisitor.class,
                    "getInitializerClause", MethodType.methodType(ICPPASTInitializerClause.class, ICPPASTStructuredBindingDeclaration.class));
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** The referenced type of {@code name} of {@code sb}, or null when the initializer is missing or dependent. */
    static IType referencedType(ICPPASTStructuredBindingDeclaration sb, IASTName name) {
        ICPPASTInitializerClause init;
        try {
            init = (ICPPASTInitializerClause) INITIALIZER_CLAUSE.invokeExact(sb);
        } catch (Throwable e) {
            return null;
        }
        if (init == null) return null;
        ICPPEvaluation ev = init.getEvaluation();
        if (ev == null || ev.isTypeDependent()) return null;
        int index = java.util.Arrays.asList(sb.getNames()).indexOf(name);
        return index < 0 ? null : referencedType(objectType(sb, ev.getType()), index, name);
    }

    /**
     * E of [dcl.struct.bind]/1 for a declaration {@code sb} whose initializer has type {@code init}: its cv-qualifiers
     * kept when the declaration binds a reference ({@code auto&}, {@code auto&&}), dropped when it copies
     * ({@code auto}); then the declaration's own ({@code const auto&}).
     */
    public static IType objectType(ICPPASTStructuredBindingDeclaration sb, IType init) {
        IType e = SemanticUtil.getNestedType(init, SemanticUtil.TDEF | SemanticUtil.REF);
        if (sb.getRefQualifier() == null) e = SemanticUtil.getNestedType(e, SemanticUtil.TDEF | SemanticUtil.CVTYPE);
        if (sb.getDeclSpecifier().isConst() || sb.getDeclSpecifier().isVolatile())
            e = SemanticUtil.addQualifiers(e, sb.getDeclSpecifier().isConst(), sb.getDeclSpecifier().isVolatile(), false);
        return e;
    }

    /**
     * The referenced type of binding {@code index} of an object of type {@code e} ([dcl.struct.bind]/3–5): an array's
     * element, {@code std::tuple_element<i, E>::type} for a tuple-like E (a complete {@code std::tuple_size<E>} with a
     * {@code value}), else the i-th non-static data member's type with E's cv (not const for a mutable member; a
     * reference member's declared type); null when not found.
     */
    public static IType referencedType(IType e, int index, IASTName at) {
        boolean isConst = e instanceof IQualifierType q && q.isConst(), isVolatile = e instanceof IQualifierType q2 && q2.isVolatile();
        IType bare = SemanticUtil.getNestedType(e, SemanticUtil.TDEF | SemanticUtil.CVTYPE);
        IType t;
        if (bare instanceof IArrayType a) t = a.getType();
        else if (bare instanceof ICPPClassType cls) {
            try {
                var tupleSize = CPPVisitor.findTupleSizeWithValueMember(e, CPPSemantics.getLookupScope(at), at);
                if (tupleSize.isPresent()) return tupleElement(tupleSize.get(), e, at, index);   // tuple_element<i, E>::type carries E's cv itself
            } catch (RuntimeException ex) {
                return null;
            }
            ICPPField[] fields = nonStaticFields(cls);
            if (index >= fields.length) return null;
            t = fields[index].getType();
            if (SemanticUtil.getNestedType(t, SemanticUtil.TDEF) instanceof ICPPReferenceType) return t;
            if (fields[index].isMutable()) isConst = false;
        } else return null;
        return isConst || isVolatile ? SemanticUtil.addQualifiers(t, isConst, isVolatile, false) : t;
    }

    private static ICPPField[] nonStaticFields(ICPPClassType cls) {
        java.util.List<ICPPField> out = new java.util.ArrayList<>();
        for (IField f : cls.getFields()) if (f instanceof ICPPField cf && !cf.isStatic()) out.add(cf);
        return out.toArray(new ICPPField[0]);
    }

    /** {@code std::tuple_element<i, E>::type}, the class template looked up in the namespace of {@code tupleSize}'s template ([dcl.struct.bind]/4). */
    private static IType tupleElement(ICPPClassSpecialization tupleSize, IType e, IASTName at, int index) {
        if (!(tupleSize.getSpecializedBinding().getOwner() instanceof ICPPNamespace std)) return null;
        try {
            for (IBinding x : std.getNamespaceScope().find("tuple_element", at.getTranslationUnit())) {
                if (!(x instanceof ICPPClassTemplate ct)) continue;
                IBinding inst = CPPTemplates.instantiate(ct, new ICPPTemplateArgument[] {
                        new CPPTemplateNonTypeArgument(IntegralValue.create(index), CPPVisitor.get_SIZE_T()),
                        new CPPTemplateTypeArgument(e)});
                if (inst instanceof ICPPClassType c)
                    for (IBinding y : c.getCompositeScope().find("type", at.getTranslationUnit())) if (y instanceof IType t) return t;
            }
        } catch (RuntimeException ex) {
            return null;
        }
        return null;
    }
}
