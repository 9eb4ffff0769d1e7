package org.eclipse.cdt.internal.core.dom.parser.cpp.semantics;

import org.eclipse.cdt.core.dom.ast.DOMException;
import org.eclipse.cdt.core.dom.ast.IASTBinaryExpression;
import org.eclipse.cdt.core.dom.ast.IASTBinaryTypeIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTExpression.ValueCategory;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IArrayType;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IFunctionType;
import org.eclipse.cdt.core.dom.ast.IProblemBinding;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.IValue;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType;
import org.eclipse.cdt.internal.core.dom.parser.IntegralValue;
import org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPEvaluation;
import org.eclipse.cdt.internal.core.dom.parser.cpp.InstantiationContext;

/**
 * GCC's {@code __is_assignable(T, U)}, {@code __is_nothrow_assignable(T, U)} and
 * {@code __is_trivially_assignable(T, U)}, which CDT's {@code ValueFactory} leaves unknown (so
 * {@code is_move_assignable<int>} was no constant and {@code std::swap}'s {@code enable_if} failed):
 * evaluated per the standard's definitions ([meta.unary.prop]: {@code declval<T>() = declval<U>()} is
 * well-formed, and for the nothrow/trivial forms the assignment it selects calls nothing that throws /
 * nothing non-trivial):
 *
 * <pre>
 * __is_assignable(int&amp;, int&amp;&amp;)          -> 1   (an lvalue of a non-const scalar, U converts)
 * __is_assignable(int, int)              -> 0   (declval&lt;int&gt;() is an xvalue)
 * __is_assignable(const int&amp;, int)      -> 0
 * __is_assignable(A&amp;, const A&amp;)         -> 1 when A's operator= (declared or implicit) takes it and is not deleted
 * </pre>
 *
 * An evaluation of this class replaces CDT's for each such expression the parser builds
 * ({@code TypeTraitNodes}) and survives template instantiation ({@link #instantiate}). The other
 * binary traits ({@code __is_base_of}, {@code __is_same}) stay CDT's. Lives in CDT's package for
 * {@code EvalBinary}'s overload resolution of a class's {@code operator=}.
 */
public final class AssignableTraits extends EvalBinaryTypeId {
    public AssignableTraits(IASTBinaryTypeIdExpression.Operator op, IType t1, IType t2, IASTNode point) { super(op, t1, t2, point); }

    public AssignableTraits(IASTBinaryTypeIdExpression.Operator op, IType t1, IType t2, IBinding templateDefinition) {
        super(op, t1, t2, templateDefinition);
    }

    /** True for the operators this class evaluates. */
    public static boolean handles(IASTBinaryTypeIdExpression.Operator op) {
        return op == IASTBinaryTypeIdExpression.Operator.__is_assignable
                || op == IASTBinaryTypeIdExpression.Operator.__is_nothrow_assignable
                || op == IASTBinaryTypeIdExpression.Operator.__is_trivially_assignable;
    }

    @Override
    public IValue getValue() {
        if (isValueDependent()) return super.getValue();
        return IntegralValue.create(evaluate(getOperator(), getType1(), getType2(), getTemplateDefinition()) ? 1 : 0);
    }

    @Override
    public ICPPEvaluation instantiate(InstantiationContext context, int maxDepth) {
        ICPPEvaluation e = super.instantiate(context, maxDepth);
        if (e == this || !(e instanceof EvalBinaryTypeId b) || e instanceof AssignableTraits) return e;
        return new AssignableTraits(b.getOperator(), b.getType1(), b.getType2(), b.getTemplateDefinition());
    }

    static boolean evaluate(IASTBinaryTypeIdExpression.Operator op, IType to, IType from, IBinding templateDefinition) {
        ValueCategory c1 = declvalCategory(to), c2 = declvalCategory(from);
        IType t1 = SemanticUtil.getNestedType(to, SemanticUtil.TDEF | SemanticUtil.REF);
        IType t2 = ConstructibleTraits.notLiteral(SemanticUtil.getNestedType(from, SemanticUtil.TDEF | SemanticUtil.REF));   // declval<int>() is no null pointer constant
        IType bare1 = SemanticUtil.getNestedType(t1, SemanticUtil.TDEF | SemanticUtil.CVTYPE);
        if (bare1 instanceof ICPPClassType cls) {
            EvalBinary assign = new EvalBinary(IASTBinaryExpression.op_assign, new EvalFixed(t1, c1, IntegralValue.UNKNOWN),
                    new EvalFixed(t2, c2, IntegralValue.UNKNOWN), templateDefinition);
            ICPPFunction f = assign.getOverload();
            if (f == null || f instanceof IProblemBinding || f.isDeleted()) return false;
            return switch (op) {
                case __is_nothrow_assignable -> f instanceof ICPPMethod m && m.isImplicit() || assign.isNoexcept();
                case __is_trivially_assignable -> f instanceof ICPPMethod m && (m.isImplicit() || TypeTraits.isDefaultedMethod(m))
                        && TypeTraits.isTriviallyCopyable(cls);
                default -> true;
            };
        }
        // A builtin assignment: the left operand an lvalue of a non-const object type, U converting to it.
        if (c1 != ValueCategory.LVALUE || SemanticUtil.getCVQualifier(t1).isConst()) return false;
        if (bare1 instanceof IArrayType || bare1 instanceof IFunctionType) return false;
        try {
            Cost cost = Conversions.checkImplicitConversionSequence(bare1, t2, c2, Conversions.UDCMode.ALLOWED,
                    Conversions.Context.ORDINARY, false);
            if (cost == null || !cost.converts()) return false;
            // A user-defined conversion (U's operator int()) may throw and is no trivial assignment.
            return op == IASTBinaryTypeIdExpression.Operator.__is_assignable || cost.getRank() != Cost.Rank.USER_DEFINED_CONVERSION;
        } catch (DOMException e) {
            return false;
        }
    }

    /** The value category of {@code std::declval<T>()}: T&& collapsed (an lvalue for T&, else an xvalue). */
    private static ValueCategory declvalCategory(IType t) {
        IType n = SemanticUtil.getNestedType(t, SemanticUtil.TDEF);
        return n instanceof ICPPReferenceType r && !r.isRValueReference() ? ValueCategory.LVALUE : ValueCategory.XVALUE;
    }
}
