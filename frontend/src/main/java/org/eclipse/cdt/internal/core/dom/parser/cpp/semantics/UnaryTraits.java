package org.eclipse.cdt.internal.core.dom.parser.cpp.semantics;

import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTTypeIdExpression;
import org.eclipse.cdt.core.dom.ast.IArrayType;
import org.eclipse.cdt.core.dom.ast.IBasicType;
import org.eclipse.cdt.core.dom.ast.IEnumeration;
import org.eclipse.cdt.core.dom.ast.IPointerType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPPointerToMemberType;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.IValue;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType;
import org.eclipse.cdt.internal.core.dom.parser.IntegralValue;
import org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPEvaluation;
import org.eclipse.cdt.internal.core.dom.parser.cpp.InstantiationContext;

/**
 * GCC's {@code __has_trivial_destructor(T)}, which CDT's {@code ValueFactory} leaves unknown (so stl_construct.h's
 * {@code _Destroy_aux<__has_trivial_destructor(_Value_type)>} named no instance): per GCC's manual, true for a POD
 * type or a reference, and for a class (or an array of one) whose destructor is trivial ([class.dtor]); and
 * {@code __is_trivial(T)}, {@code __is_aggregate(T)}, which CDT answers false for every scalar / every array; and
 * {@code __has_trivial_constructor(T)}, also unknown to CDT:
 *
 * <pre>
 * __has_trivial_destructor(int)          -> 1
 * __has_trivial_destructor(S)            -> 1   (struct S { int v; };)
 * __has_trivial_destructor(D[2])         -> 0   (struct D { ~D(); };)
 * __is_trivial(int), __is_trivial(int[3]) -> 1
 * __is_aggregate(int[3])                 -> 1
 * __has_trivial_constructor(int), __has_trivial_constructor(S) -> 1
 * </pre>
 *
 * An evaluation of this class replaces CDT's for each such expression the parser builds ({@code TypeTraitNodes}) and
 * survives template instantiation ({@link #instantiate}); the other unary traits stay CDT's.
 */
public final class UnaryTraits extends EvalUnaryTypeID {
    public UnaryTraits(int op, IType type, IASTNode point) { super(op, type, point); }

    public UnaryTraits(int op, IType type, IBinding templateDefinition) { super(op, type, templateDefinition); }

    /** True for the operators this class evaluates. */
    public static boolean handles(int op) {
        return op == IASTTypeIdExpression.op_has_trivial_destructor || op == IASTTypeIdExpression.op_is_trivial
                || op == IASTTypeIdExpression.op_is_aggregate || op == IASTTypeIdExpression.op_has_trivial_constructor;
    }

    @Override
    public IValue getValue() {
        if (isValueDependent()) return super.getValue();
        boolean v = switch (getOperator()) {
            case IASTTypeIdExpression.op_is_trivial -> trivial(getArgument());
            case IASTTypeIdExpression.op_is_aggregate -> aggregate(getArgument());
            case IASTTypeIdExpression.op_has_trivial_constructor -> trivialConstructor(getArgument());
            default -> trivialDestructor(getArgument());
        };
        return IntegralValue.create(v ? 1 : 0);
    }

    /** [basic.types]/9: scalar types, trivial classes, arrays of them (CDT answers false for every non-class). */
    private static boolean trivial(IType t) {
        IType n = SemanticUtil.getNestedType(t, SemanticUtil.TDEF | SemanticUtil.CVTYPE);
        while (n instanceof IArrayType a) n = SemanticUtil.getNestedType(a.getType(), SemanticUtil.TDEF | SemanticUtil.CVTYPE);
        if (n instanceof ICPPClassType c) return TypeTraits.isTrivial(c);
        return n instanceof IBasicType b ? b.getKind() != IBasicType.Kind.eVoid
                : n instanceof IPointerType || n instanceof IEnumeration || n instanceof ICPPPointerToMemberType;
    }

    /** [dcl.init.aggr]/1: an array, or an aggregate class (CDT answers false for arrays). */
    private static boolean aggregate(IType t) {
        IType n = SemanticUtil.getNestedType(t, SemanticUtil.TDEF | SemanticUtil.CVTYPE);
        return n instanceof IArrayType || n instanceof ICPPClassType c && TypeTraits.isAggregateClass(c);
    }

    @Override
    public ICPPEvaluation instantiate(InstantiationContext context, int maxDepth) {
        ICPPEvaluation e = super.instantiate(context, maxDepth);
        if (e == this || !(e instanceof EvalUnaryTypeID u) || e instanceof UnaryTraits) return e;
        return new UnaryTraits(u.getOperator(), u.getArgument(), u.getTemplateDefinition());
    }

    /**
     * GCC's manual: true for a POD type, and for a class (or an array of one) whose default constructor is trivial
     * ([class.default.ctor]); stl_tempbuf.h's {@code __uninitialized_construct_buf_dispatch<__has_trivial_constructor(_ValueType)>}.
     */
    private static boolean trivialConstructor(IType t) {
        IType n = SemanticUtil.getNestedType(t, SemanticUtil.TDEF | SemanticUtil.CVTYPE);
        if (TypeTraits.isPOD(n)) return true;
        while (n instanceof IArrayType a) n = SemanticUtil.getNestedType(a.getType(), SemanticUtil.TDEF | SemanticUtil.CVTYPE);
        return n instanceof ICPPClassType c && TypeTraits.hasTrivialDefaultConstructor(c, 20);
    }

    private static boolean trivialDestructor(IType t) {
        IType n = SemanticUtil.getNestedType(t, SemanticUtil.TDEF | SemanticUtil.CVTYPE);
        if (n instanceof ICPPReferenceType) return true;
        while (n instanceof IArrayType a) n = SemanticUtil.getNestedType(a.getType(), SemanticUtil.TDEF | SemanticUtil.CVTYPE);
        if (n instanceof ICPPClassType c) return TypeTraits.hasTrivialDestructor(c);
        return TypeTraits.isPOD(n);
    }
}
