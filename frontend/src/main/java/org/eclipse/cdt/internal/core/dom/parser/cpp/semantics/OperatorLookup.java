package org.eclipse.cdt.internal.core.dom.parser.cpp.semantics;

import org.eclipse.cdt.core.dom.ast.IASTExpression.ValueCategory;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IProblemBinding;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;
import org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPEvaluation;
import org.eclipse.cdt.internal.core.dom.parser.IntegralValue;
import org.eclipse.cdt.internal.core.dom.parser.cpp.CPPDeferredFunction;
import org.eclipse.cdt.internal.core.dom.parser.cpp.CPPImplicitFunction;
import org.eclipse.cdt.internal.core.dom.parser.cpp.OverloadableOperator;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunctionTemplate;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPSpecialization;

import java.util.ArrayList;
import java.util.List;

/**
 * The operator function an invented binary expression of two lvalues selects, as CDT's {@code EvalBinary} resolves it:
 * a member or a non-member (ordinary lookup at {@code point} and argument-dependent lookup, function templates
 * deduced and instantiated). Range-for's {@code __begin != __end} ([stmt.ranged]) over an iterator whose
 * {@code operator!=} is a free function template ({@code __normal_iterator}'s). Lives in CDT's package for
 * {@code EvalBinary}.
 */
public final class OperatorLookup {
    private OperatorLookup() {}

    /**
     * The operator function of {@code a op b} for operands already instantiated (a template instance's {@code p -
     * begin()}, whose member call CDT's instantiation left unresolved); null for a builtin operator or none.
     */
    public static ICPPFunction binary(int op, ICPPEvaluation a, ICPPEvaluation b, IASTNode point) {
        CPPSemantics.pushLookupPoint(point);
        try {
            ICPPFunction f = new EvalBinary(op, a, b, point).getOverload();
            if (f == null || f instanceof IProblemBinding || uninstantiated(f))   // see nonMember: an uninstantiated hidden friend stops CDT's ranking
                f = nonMember(op, a, b, point, true);
            return f == null || f instanceof IProblemBinding || f.isDeleted() ? null : f;
        } catch (RuntimeException e) {
            return null;
        } finally {
            CPPSemantics.popLookupPoint();
        }
    }

    /** The operator function of {@code a op b} for lvalues of types a and b; null for a builtin operator or none. */
    public static ICPPFunction binary(int op, IType a, IType b, IASTNode point) {
        CPPSemantics.pushLookupPoint(point);   // ordinary lookup of the operator at the statement
        try {
            ICPPFunction f = new EvalBinary(op, new EvalFixed(a, ValueCategory.LVALUE, IntegralValue.UNKNOWN),
                    new EvalFixed(b, ValueCategory.LVALUE, IntegralValue.UNKNOWN), point).getOverload();
            return f == null || f instanceof IProblemBinding || f.isDeleted() ? null : f;
        } catch (RuntimeException e) {
            return null;
        } finally {
            CPPSemantics.popLookupPoint();
        }
    }

    /**
     * The non-member operator function template instance of {@code a op b} (an operand of class type) when CDT's
     * resolution found the best candidates ambiguous only because its partial ordering of function templates could not
     * tell them apart ({@link DependentPartialOrdering}); null otherwise.
     */
    public static ICPPFunction orderedTemplates(int op, ICPPEvaluation a, ICPPEvaluation b, IASTNode point) {
        ICPPFunction f = nonMember(op, a, b, point, true);
        return f == null || f.isDeleted() || !(f instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateInstance) ? null : f;
    }

    /**
     * Is {@code f}, CDT's choice for a non-dependent operator expression, no function a call could name: a friend defined
     * in a class template and not instantiated ({@code template<class T> struct al { friend bool operator!=(const al&,
     * const al&); };}, whose parameter types name the template's own parameters), or a deferred set of such candidates?
     * CDT keeps a non-member candidate whose parameter type is dependent when no operand has class type
     * ([over.match.oper]/3.2 filters by the enumeration types) and then stops ranking at it, so {@code m != rel} of two
     * enumerators chose allocator.h's hidden friend {@code operator!=} in every unit including {@code <memory>}.
     */
    public static boolean uninstantiated(ICPPFunction f) {
        if (f instanceof CPPDeferredFunction) return true;
        if (f instanceof ICPPFunctionTemplate || f instanceof ICPPSpecialization || f.getType() == null) return false;
        for (IType t : f.getType().getParameterTypes()) if (CPPTemplates.isDependentType(t)) return true;
        return false;
    }

    /**
     * The operator function of {@code a op b} when neither operand has class type, as CDT's {@code findOverloadedOperator}
     * computes it but without the {@link #uninstantiated} candidates (never viable for operands of non-dependent types):
     * null for the builtin operator (or when an operand is dependent or has class type, the cases this does not cover).
     */
    public static ICPPFunction nonMemberWithoutUninstantiated(int op, ICPPEvaluation a, ICPPEvaluation b, IASTNode point) {
        return nonMember(op, a, b, point, false);
    }

    /**
     * The non-member operator function of {@code a op b} without the {@link #uninstantiated} candidates; with
     * {@code classOperands} also for operands of class type — the fallback when CDT's resolution of an instance's
     * operator found nothing ({@code __x.base() == __y.base()} in std::reverse_iterator's operator==: the iterator's
     * hidden friend {@code operator==}, found by argument-dependent lookup, ranked after std's uninstantiated friends).
     */
    private static ICPPFunction nonMember(int op, ICPPEvaluation a, ICPPEvaluation b, IASTNode point, boolean classOperands) {
        IType t1 = SemanticUtil.getNestedType(a.getType(), SemanticUtil.TDEF | SemanticUtil.REF | SemanticUtil.CVTYPE);
        IType t2 = SemanticUtil.getNestedType(b.getType(), SemanticUtil.TDEF | SemanticUtil.REF | SemanticUtil.CVTYPE);
        OverloadableOperator oo = OverloadableOperator.fromBinaryExpression(op);
        if (oo == null || (!classOperands && (t1 instanceof ICPPClassType || t2 instanceof ICPPClassType))
                || CPPTemplates.isDependentType(t1) || CPPTemplates.isDependentType(t2)) return null;
        CPPSemantics.pushLookupPoint(point);
        try {
            CPPSemantics.LookupMode mode = oo == OverloadableOperator.ASSIGN || oo == OverloadableOperator.BRACKET
                    ? CPPSemantics.LookupMode.NO_GLOBALS : CPPSemantics.LookupMode.LIMITED_GLOBALS;
            LookupData data = CPPSemantics.findOverloadedNonmemberOperator(t1, oo, new ICPPEvaluation[] { a, b }, point, null,
                    null, mode, t2, null);
            if (data == null || !data.hasResults() || !(data.foundItems instanceof Object[] items)) return null;
            List<ICPPFunction> fns = new ArrayList<>();
            for (Object o : items)
                if (o instanceof ICPPFunction f && !uninstantiated(f) && !fns.contains(f)) fns.add(f);
            if (fns.isEmpty()) return null;
            IBinding r = CPPSemantics.resolveFunction(data, fns.toArray(new ICPPFunction[0]), true, false);
            if (classOperands && DependentPartialOrdering.mostSpecialized(r) instanceof ICPPFunction g) r = g;   // string_view's two operator==
            return r instanceof ICPPFunction f && !(r instanceof CPPImplicitFunction) && !(r instanceof IProblemBinding)
                    && !uninstantiated(f) ? f : null;
        } catch (org.eclipse.cdt.core.dom.ast.DOMException | RuntimeException e) {
            return null;
        } finally {
            CPPSemantics.popLookupPoint();
        }
    }
}
