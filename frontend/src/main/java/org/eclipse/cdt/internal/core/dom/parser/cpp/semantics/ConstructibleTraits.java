package org.eclipse.cdt.internal.core.dom.parser.cpp.semantics;

import org.eclipse.cdt.core.dom.ast.DOMException;
import org.eclipse.cdt.core.dom.ast.IASTExpression.ValueCategory;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IArrayType;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IFunctionType;
import org.eclipse.cdt.core.dom.ast.IProblemBinding;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.IValue;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTNaryTypeIdExpression.Operator;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType;
import org.eclipse.cdt.internal.core.dom.parser.IntegralValue;
import org.eclipse.cdt.internal.core.dom.parser.cpp.CPPBasicType;
import org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPEvaluation;
import org.eclipse.cdt.internal.core.dom.parser.cpp.InstantiationContext;

/**
 * GCC's variadic {@code __is_constructible(T, Args...)}, {@code __is_nothrow_constructible(T, Args...)} and
 * {@code __is_trivially_constructible(T, Args...)}: CDT types only the trivial form, answers true for every non-class
 * type and leaves the nothrow form unknown (so {@code std::is_nothrow_constructible<int, int>::value} was "no member
 * named 'value'" and {@code std::vector}'s {@code _S_use_relocate()} no constant). Evaluated per [meta.unary.prop]:
 * the variable definition {@code T t(declval<Args>()...);} is well-formed, and for the nothrow/trivial forms the
 * initialization it performs calls nothing that may throw / nothing non-trivial:
 *
 * <pre>
 * __is_constructible(int, int)          -> 1   (a standard conversion)
 * __is_constructible(int, int*)         -> 0
 * __is_constructible(int&amp;, int)        -> 0   (an xvalue binds no non-const lvalue reference)
 * __is_constructible(A, int)            -> 1 when CDT's overload resolution picks a non-deleted constructor (explicit ones too)
 * __is_nothrow_constructible(A, int)    -> 1 when that constructor is implicit or noexcept
 * __is_trivially_constructible(A, A&amp;&amp;) -> 1 when it is implicit or defaulted and A trivially copyable
 * </pre>
 *
 * Built for each such expression by {@code TypeTraitNodes}, and kept through template instantiation
 * ({@link #instantiate}, which also expands a pack {@code Args...}).
 */
public final class ConstructibleTraits extends EvalNaryTypeId {
    public ConstructibleTraits(Operator op, IType[] operands, IASTNode point) { super(op, operands, point); }

    public ConstructibleTraits(Operator op, IType[] operands, IBinding templateDefinition) { super(op, operands, templateDefinition); }

    @Override
    public IType getType() { return CPPBasicType.BOOLEAN; }

    @Override
    public IValue getValue() {
        if (isValueDependent()) return super.getValue();
        IType[] ops = getOperands();
        if (ops.length == 0) return IntegralValue.create(0);
        IType[] args = new IType[ops.length - 1];
        System.arraycopy(ops, 1, args, 0, args.length);
        return IntegralValue.create(evaluate(getOperator(), ops[0], args, getTemplateDefinition()) ? 1 : 0);
    }

    @Override
    public ICPPEvaluation instantiate(InstantiationContext context, int maxDepth) {
        ICPPEvaluation e = super.instantiate(context, maxDepth);
        if (e == this || !(e instanceof EvalNaryTypeId n) || e instanceof ConstructibleTraits) return e;
        return new ConstructibleTraits(n.getOperator(), n.getOperands(), n.getTemplateDefinition());
    }

    static boolean evaluate(Operator op, IType target, IType[] args, IBinding templateDefinition) {
        IType t = SemanticUtil.getNestedType(target, SemanticUtil.TDEF);
        IType bare = SemanticUtil.getNestedType(t, SemanticUtil.TDEF | SemanticUtil.CVTYPE);
        if (bare instanceof IFunctionType || SemanticUtil.isVoidType(bare)) return false;
        if (bare instanceof ICPPReferenceType) return args.length == 1 && converts(op, t, args[0]);
        if (bare instanceof IArrayType a) {
            // T[N] t(); value-initializes every element (an array of unknown bound is no complete object type).
            return args.length == 0 && a.getSize() != null && a.getSize().numberValue() != null
                    && evaluate(op, a.getType(), args, templateDefinition);
        }
        if (bare instanceof ICPPClassType cls) return classConstructible(op, cls, args, templateDefinition);
        // A scalar: T t(); value-initializes it, T t(x); converts x.
        if (args.length == 0) return true;
        return args.length == 1 && converts(op, bare, args[0]);
    }

    /** T t(declval&lt;Args&gt;()...) of a class: the constructor CDT's overload resolution selects. */
    private static boolean classConstructible(Operator op, ICPPClassType cls, IType[] args, IBinding templateDefinition) {
        if (TypeTraits.isAbstract(cls)) return false;
        ICPPEvaluation[] evals = new ICPPEvaluation[args.length];
        for (int i = 0; i < args.length; i++) evals[i] = new EvalFixed(referenced(args[i]), declvalCategory(args[i]), IntegralValue.UNKNOWN);
        ICPPFunction f = new EvalTypeId(cls, templateDefinition, false, false, evals).getConstructor();
        if (!(f instanceof ICPPMethod m) || f instanceof IProblemBinding || f.isDeleted()) return false;
        return switch (op) {
            // an implicit or defaulted constructor: noexcept (its subobjects' constructors are not looked at)
            case __is_nothrow_constructible -> m.isImplicit() || defaulted(m) || declaredNoexcept(m);
            case __is_trivially_constructible -> (m.isImplicit() || TypeTraits.isDefaultedMethod(m))
                    && (args.length == 0 ? trivialDefault(cls, templateDefinition) : TypeTraits.isTriviallyCopyable(cls));
            default -> true;
        };
    }

    /**
     * {@code X(X&&) = default;}: also in a class template instance, whose method (a specialization) has no definition
     * of its own for CDT's {@code TypeTraits.isDefaultedMethod} (std::unique_ptr's move: is_nothrow_move_constructible was 0).
     */
    static boolean defaulted(ICPPMethod m) {
        if (TypeTraits.isDefaultedMethod(m)) return true;
        return m instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPSpecialization s && s.getSpecializedBinding() instanceof ICPPMethod t
                && t != m && TypeTraits.isDefaultedMethod(t);
    }

    /** An implicit or defaulted default constructor is trivial when the class has no virtual functions or virtual
     * bases and each base and non-static member is trivially default-constructible ([class.default.ctor]). */
    private static boolean trivialDefault(ICPPClassType cls, IBinding templateDefinition) {
        if (TypeTraits.isPolymorphic(cls)) return false;
        for (org.eclipse.cdt.core.dom.ast.cpp.ICPPBase b : cls.getBases()) {
            if (b.isVirtual() || !(b.getBaseClass() instanceof ICPPClassType bc)
                    || !evaluate(Operator.__is_trivially_constructible, bc, new IType[0], templateDefinition)) return false;
        }
        for (org.eclipse.cdt.core.dom.ast.cpp.ICPPField f : cls.getDeclaredFields()) {
            if (f.isStatic()) continue;
            IType ft = SemanticUtil.getNestedType(f.getType(), SemanticUtil.TDEF | SemanticUtil.CVTYPE | SemanticUtil.ARRAY);
            if (ft instanceof ICPPClassType fc && !fc.isSameType(cls)
                    && !evaluate(Operator.__is_trivially_constructible, fc, new IType[0], templateDefinition)) return false;
        }
        return true;
    }

    /** {@code noexcept}, {@code noexcept(c)} with a true constant c, or {@code throw()}. */
    private static boolean declaredNoexcept(ICPPFunction f) {
        ICPPEvaluation spec = noexceptSpecifier(f);
        if (spec != null) {
            Number n = spec.getValue() == null ? null : spec.getValue().numberValue();
            return n != null && n.longValue() != 0;
        }
        IType[] throwSpec = f.getExceptionSpecification();
        return throwSpec != null && throwSpec.length == 0;
    }

    private static ICPPEvaluation noexceptSpecifier(ICPPFunction f) {
        try {
            return f.getType().getNoexceptSpecifier();
        } catch (RuntimeException e) {
            return null;
        }
    }

    /** An initialization of {@code to} from {@code declval<From>()}: an implicit conversion sequence (a reference binding
     * for a reference {@code to}); the trivial form admits no user-defined conversion, which may throw as well. */
    private static boolean converts(Operator op, IType to, IType from) {
        try {
            Cost cost = Conversions.checkImplicitConversionSequence(to, referenced(from), declvalCategory(from),
                    Conversions.UDCMode.ALLOWED, Conversions.Context.ORDINARY, false);
            if (cost == null || !cost.converts()) return false;
            return op == Operator.__is_constructible || cost.getRank() != Cost.Rank.USER_DEFINED_CONVERSION;
        } catch (DOMException e) {
            return false;
        }
    }

    private static IType referenced(IType t) { return notLiteral(SemanticUtil.getNestedType(t, SemanticUtil.TDEF | SemanticUtil.REF)); }

    /**
     * {@code int} without CDT's literal mark: a type argument deduced from the literal {@code 0} ({@code pair(_U1&&, _U2&&)}
     * called as {@code _Res(p, 0)}: {@code _U2 = int}) keeps the literal's type, which CDT's conversions take for a null
     * pointer constant; {@code declval<int>()} is none ([conv.ptr]/1: only a literal is), so {@code __is_constructible(N*,
     * int&&)} is false, and the first instance CDT makes (keyed without the mark) must not say otherwise.
     */
    static IType notLiteral(IType t) {
        return t instanceof CPPBasicType b && b.isFromLiteral() ? new CPPBasicType(b.getKind(), b.getModifiers()) : t;
    }

    /** The value category of {@code std::declval<T>()}: T&& collapsed (an lvalue for T&, else an xvalue). */
    private static ValueCategory declvalCategory(IType t) {
        IType n = SemanticUtil.getNestedType(t, SemanticUtil.TDEF);
        return n instanceof ICPPReferenceType r && !r.isRValueReference() ? ValueCategory.LVALUE : ValueCategory.XVALUE;
    }
}
