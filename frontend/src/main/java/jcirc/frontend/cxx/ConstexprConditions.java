package jcirc.frontend.cxx;

import org.eclipse.cdt.core.dom.ast.ASTVisitor;
import org.eclipse.cdt.core.dom.ast.IASTBinaryExpression;
import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTReturnStatement;
import org.eclipse.cdt.core.dom.ast.IASTStatement;
import org.eclipse.cdt.core.dom.ast.IASTTypeIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTUnaryExpression;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCompoundStatement;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTNaryTypeIdExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTUnaryExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassSpecialization;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPParameter;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPSpecialization;
import org.eclipse.cdt.internal.core.dom.parser.cpp.CPPReferenceType;
import org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPEvaluation;
import org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPInternalBinding;
import org.eclipse.cdt.internal.core.dom.parser.cpp.InstantiationContext;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.ConstructibleTraits;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalBinary;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalBinding;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalFixed;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalFunctionCall;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalID;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalMemberAccess;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalTypeId;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalUnary;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalUnaryTypeID;

/**
 * The value of an {@code if constexpr} condition in a template instance that calls constexpr functions
 * ({@code if constexpr (_S_use_relocate())}, vector.tcc, whose callee returns {@code
 * _S_nothrow_relocate(__is_move_insertable<_Tp_alloc_type>{})}, which returns {@code noexcept(std::__relocate_a(…))}).
 * CDT's instantiated evaluation of the condition is evaluated here, not by CDT's constexpr interpreter: CDT answers
 * {@code noexcept(T(x))} from the dependent body (true for a class whose copy constructor may throw: measured).
 * <ul>
 *   <li>a call of a constexpr function whose body is {@code return e;} and whose {@code e} names none of its
 *       parameters: e, instantiated under the callee's template arguments;</li>
 *   <li>{@code noexcept(e)}: false when e calls a function whose (instantiated) exception specification is not
 *       true — a {@code noexcept(noexcept(…))} specification evaluated in turn — or constructs a class through a
 *       constructor {@code __is_nothrow_constructible} finds throwing ({@link ConstructibleTraits});</li>
 *   <li>{@code !}, {@code &&}, {@code ||}, comparisons of such values; any other operand is CDT's value.</li>
 * </ul>
 * Null (not a constant here) whenever a step is not one of these.
 */
final class ConstexprConditions {
    private final jcirc.frontend.sema.Sema sema;

    ConstexprConditions(jcirc.frontend.sema.Sema sema) { this.sema = sema; }

    private static final int EVAL_DEPTH = 25;
    private static final int MAX_NESTING = 40;

    /** The condition {@code e}'s value in the instance {@code ctx}; null when unknown. */
    Long value(IASTExpression e, InstantiationContext ctx) {
        if (!(e instanceof ICPPASTExpression ce)) return null;
        CPPSemantics.pushLookupPoint(e);   // sizeof(T) is CDT's SizeofCalculator's, of the lookup point's unit
        try {
            return value(ce.getEvaluation().instantiate(ctx, EVAL_DEPTH), 0);
        } catch (RuntimeException ex) {
            return null;
        } finally {
            CPPSemantics.popLookupPoint();
        }
    }

    private Long value(ICPPEvaluation ev, int depth) {
        if (ev == null || depth > MAX_NESTING || ev.isValueDependent()) return null;
        switch (ev) {
            case EvalFunctionCall call -> {
                ICPPFunction f = call.resolveFunctionBinding();
                ICPPEvaluation body = f == null || !f.isConstexpr() ? null : returnedEvaluation(f);
                return body == null ? null : value(body, depth + 1);
            }
            case EvalUnary u when u.getOperator() == ICPPASTUnaryExpression.op_noexcept -> {
                Boolean n = nothrow(u.getArgument(), depth + 1);
                return n == null ? null : n ? 1L : 0L;
            }
            case EvalUnary u when u.getOperator() == IASTUnaryExpression.op_not && u.getOverload() == null -> {
                Long v = value(u.getArgument(), depth + 1);
                return v == null ? null : v == 0 ? 1L : 0L;
            }
            case EvalUnary u when u.getOperator() == IASTUnaryExpression.op_bracketedPrimary -> { return value(u.getArgument(), depth + 1); }
            case EvalBinary b when b.getOverload() == null && binary(b.getOperator()) -> {
                Long l = value(b.getArg1(), depth + 1);
                if (l == null) return null;
                if (b.getOperator() == IASTBinaryExpression.op_logicalAnd && l == 0) return 0L;
                if (b.getOperator() == IASTBinaryExpression.op_logicalOr && l != 0) return 1L;
                Long r = value(b.getArg2(), depth + 1);
                if (r == null) return null;
                boolean t = switch (b.getOperator()) {
                    case IASTBinaryExpression.op_logicalAnd, IASTBinaryExpression.op_logicalOr -> r != 0;
                    case IASTBinaryExpression.op_equals -> l.equals(r);
                    case IASTBinaryExpression.op_notequals -> !l.equals(r);
                    case IASTBinaryExpression.op_lessThan -> l < r;
                    case IASTBinaryExpression.op_greaterThan -> l > r;
                    case IASTBinaryExpression.op_lessEqual -> l <= r;
                    default -> l >= r;
                };
                return t ? 1L : 0L;
            }
            case EvalUnaryTypeID t when t.getOperator() == IASTTypeIdExpression.op_sizeof
                    || t.getOperator() == IASTTypeIdExpression.op_alignof -> {   // Sema's layout (CDT's needs the unit's sizes)
                jcirc.frontend.types.CType ct = CdtTypes.of(sema, t.getArgument());
                if (ct == null || !jcirc.frontend.types.Types.isComplete(ct)) return null;
                return t.getOperator() == IASTTypeIdExpression.op_sizeof ? jcirc.frontend.types.Types.sizeOf(ct) : jcirc.frontend.types.Types.alignOf(ct);
            }
            default -> {
                if (containsCall(ev)) return null;   // CDT's interpreter would run it
                Number n = ev.getValue().numberValue();
                return n == null ? null : n.longValue();
            }
        }
    }

    private static boolean binary(int op) {
        return switch (op) {
            case IASTBinaryExpression.op_logicalAnd, IASTBinaryExpression.op_logicalOr, IASTBinaryExpression.op_equals,
                 IASTBinaryExpression.op_notequals, IASTBinaryExpression.op_lessThan, IASTBinaryExpression.op_greaterThan,
                 IASTBinaryExpression.op_lessEqual, IASTBinaryExpression.op_greaterEqual -> true;
            default -> false;
        };
    }

    /** Does the evaluation (of names, literals, operators) contain a call or a noexcept operator? */
    private static boolean containsCall(ICPPEvaluation ev) {
        return switch (ev) {
            case EvalFunctionCall c -> true;
            case EvalUnary u -> u.getOperator() == ICPPASTUnaryExpression.op_noexcept || u.getOverload() != null || containsCall(u.getArgument());
            case EvalBinary b -> b.getOverload() != null || containsCall(b.getArg1()) || containsCall(b.getArg2());
            default -> false;
        };
    }

    /**
     * The returned expression of a constexpr function {@code { return e; }}, instantiated under the function's
     * template arguments; null for any other body or when e names a parameter.
     */
    private static ICPPEvaluation returnedEvaluation(ICPPFunction f) {
        IBinding def = f;
        while (def instanceof ICPPSpecialization sp && !(def instanceof ICPPInternalBinding ib && ib.getDefinition() != null))
            def = sp.getSpecializedBinding();
        if (!(def instanceof ICPPInternalBinding ib) || ib.getDefinition() == null) return null;
        IASTNode n = ib.getDefinition();
        while (n != null && !(n instanceof IASTFunctionDefinition)) n = n.getParent();
        if (!(n instanceof IASTFunctionDefinition fd) || !(fd.getBody() instanceof ICPPASTCompoundStatement body)) return null;
        IASTStatement[] ss = body.getStatements();
        if (ss.length != 1 || !(ss[0] instanceof IASTReturnStatement r) || !(r.getReturnValue() instanceof ICPPASTExpression e)) return null;
        if (namesParameter(e)) return null;
        ICPPEvaluation ev = e.getEvaluation();
        if (f instanceof ICPPSpecialization sp)
            ev = ev.instantiate(new InstantiationContext(sp.getTemplateParameterMap(),
                    f.getOwner() instanceof ICPPClassSpecialization c ? c : null), EVAL_DEPTH);
        return ev;
    }

    private static boolean namesParameter(IASTExpression e) {
        boolean[] found = {false};
        e.accept(new ASTVisitor() {
            { shouldVisitExpressions = true; }
            @Override public int visit(IASTExpression x) {
                if (x instanceof IASTIdExpression id && id.getName().resolveBinding() instanceof ICPPParameter) {
                    found[0] = true;
                    return PROCESS_ABORT;
                }
                return PROCESS_CONTINUE;
            }
        });
        return found[0];
    }

    /** Is the (unevaluated) operand of {@code noexcept} nothrow; null when unknown. */
    private Boolean nothrow(ICPPEvaluation ev, int depth) {
        if (ev == null || depth > MAX_NESTING || ev.isTypeDependent()) return null;
        switch (ev) {
            case EvalFixed f -> { return f == EvalFixed.INCOMPLETE ? null : Boolean.TRUE; }
            case EvalBinding b -> { return true; }
            case EvalID id -> { return id.getFieldOwner() == null ? Boolean.TRUE : nothrow(id.getFieldOwner(), depth + 1); }
            case EvalMemberAccess ma -> { return ma.getOwnerEval() == null ? Boolean.TRUE : nothrow(ma.getOwnerEval(), depth + 1); }
            case EvalFunctionCall call -> {
                ICPPEvaluation[] args = call.getArguments();
                // the object of a member call (declval<const T&>().f(…)) or of a call operator (declval<const H&>()(k)): evaluated too
                ICPPEvaluation object = args.length == 0 ? null : args[0] instanceof EvalMemberAccess ma ? ma.getOwnerEval()
                        : args[0] instanceof EvalID id ? id.getFieldOwner() : args[0] instanceof EvalFunctionCall c ? c : null;
                Boolean o = object == null ? Boolean.TRUE : nothrow(object, depth + 1);
                if (!Boolean.TRUE.equals(o)) return o;
                for (int i = 1; i < args.length; i++) {
                    Boolean a = nothrow(args[i], depth + 1);
                    if (!Boolean.TRUE.equals(a)) return a;
                }
                ICPPFunction f = call.resolveFunctionBinding();
                return f == null ? null : specifiedNothrow(f, depth + 1);
            }
            case EvalTypeId t -> {
                for (ICPPEvaluation a : t.getArguments()) {
                    Boolean n = nothrow(a, depth + 1);
                    if (!Boolean.TRUE.equals(n)) return n;
                }
                if (t.representsNewExpression()) return false;
                if (org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.getNestedType(t.getInputType(),
                        org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.TDEF) instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType)
                    return true;   // static_cast<T&&>(q): a binding
                IType[] operands = new IType[t.getArguments().length + 1];
                operands[0] = t.getInputType();
                for (int i = 0; i < t.getArguments().length; i++) {
                    ICPPEvaluation a = t.getArguments()[i];
                    operands[i + 1] = switch (a.getValueCategory()) {
                        case LVALUE -> new CPPReferenceType(a.getType(), false);
                        case XVALUE -> new CPPReferenceType(a.getType(), true);
                        default -> a.getType();
                    };
                }
                Number n = new ConstructibleTraits(ICPPASTNaryTypeIdExpression.Operator.__is_nothrow_constructible, operands, (org.eclipse.cdt.core.dom.ast.IASTNode) null)
                        .getValue().numberValue();
                return n == null ? null : n.longValue() != 0;
            }
            case EvalUnary u -> {
                if (u.getOverload() != null) return specifiedNothrow(u.getOverload(), depth + 1);
                return nothrow(u.getArgument(), depth + 1);
            }
            case EvalBinary b -> {
                if (b.getOverload() != null) return specifiedNothrow(b.getOverload(), depth + 1);
                Boolean l = nothrow(b.getArg1(), depth + 1);
                return !Boolean.TRUE.equals(l) ? l : nothrow(b.getArg2(), depth + 1);
            }
            default -> { return null; }
        }
    }

    /**
     * Is {@code f} declared not to throw: its instantiated exception specification's value ({@code noexcept},
     * {@code noexcept(c)}, {@code noexcept(noexcept(e))} evaluated here); no specification: may throw, a destructor
     * aside.
     */
    private Boolean specifiedNothrow(ICPPFunction f, int depth) {
        if (f.getType() == null) return null;
        ICPPEvaluation spec = f.getType().getNoexceptSpecifier();
        if (spec == null) return f instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod m && m.isDestructor();
        Long v = value(spec, depth + 1);
        return v == null ? null : v != 0;
    }
}
