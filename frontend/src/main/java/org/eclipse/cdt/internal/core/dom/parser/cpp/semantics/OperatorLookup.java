package org.eclipse.cdt.internal.core.dom.parser.cpp.semantics;

import org.eclipse.cdt.core.dom.ast.IASTExpression.ValueCategory;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IProblemBinding;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;
import org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPEvaluation;
import org.eclipse.cdt.internal.core.dom.parser.IntegralValue;

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
}
