package jcirc.frontend.sema;

import jcirc.frontend.cxx.CxxSpecialMembers;
import jcirc.frontend.cxx.CxxTemplates;

import org.eclipse.cdt.core.dom.ast.IASTBinaryExpression;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod;
import org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPEvaluation;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.OperatorLookup;

/**
 * C++20 rewritten comparison candidates ([over.match.oper]/3.4, [over.match.oper]/9) for {@code ==} and {@code !=}
 * when no {@code operator!=} / {@code operator==} takes the operands as written (CDT's overload resolution knows
 * only the C++17 candidates): {@code a != b} is {@code !(a == b)}, or {@code !(b == a)}; {@code a == b} is
 * {@code b == a}. libstdc++ in C++20 declares only {@code operator==} for {@code std::allocator} (vector.tcc's
 * {@code _M_get_Tp_allocator() != __x._M_get_Tp_allocator()}) and the {@code <chrono>} types. The
 * {@code <=>} rewrites of {@code <}, {@code >}, {@code <=}, {@code >=} are not made (CDT does not parse {@code <=>}).
 */
final class RewrittenComparisons {
    /** The {@code operator==} a rewritten {@code ==}/{@code !=} calls: {@code reversed}: with the operands swapped; {@code negated}: {@code !=}. */
    record Rewrite(ICPPFunction equals, boolean reversed, boolean negated) {}

    private RewrittenComparisons() {}

    /** The rewrite of {@code b} (an {@code ==} or {@code !=} with an operand of class type that chose no operator function), or null. */
    static Rewrite of(IASTBinaryExpression b, CxxTemplates templates, IASTNode laterPoint) {
        int op = b.getOperator();
        if (op != IASTBinaryExpression.op_equals && op != IASTBinaryExpression.op_notequals) return null;
        if (!(b.getOperand1() instanceof ICPPASTExpression o1) || !(b.getOperand2() instanceof ICPPASTExpression o2)) return null;
        ICPPEvaluation a = evaluation(o1, templates), c = evaluation(o2, templates);
        if (a == null || c == null) return null;
        if (classOf(a) == null && classOf(c) == null) return null;
        boolean negated = op == IASTBinaryExpression.op_notequals;
        if (negated && equalsAt(a, c, b, laterPoint) instanceof ICPPFunction f) return new Rewrite(f, false, true);
        if (equalsAt(c, a, b, laterPoint) instanceof ICPPFunction f) return new Rewrite(f, true, negated);
        return null;
    }

    /** The class type of an operand (through typedefs, references and cv-qualifiers), or null. */
    private static org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType classOf(ICPPEvaluation e) {
        return CxxSpecialMembers.classOf(org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.getNestedType(e.getType(),
                org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.TDEF
                        | org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.REF
                        | org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.CVTYPE));
    }

    private static ICPPEvaluation evaluation(ICPPASTExpression e, CxxTemplates templates) {
        if (templates != null && templates.inInstance()) {
            ICPPEvaluation ev = templates.evaluation(e);
            return ev != null && !(ev.getType() instanceof org.eclipse.cdt.core.dom.ast.IProblemType) ? ev : templates.operandIn(e);
        }
        try {
            ICPPEvaluation ev = e.getEvaluation();
            return ev.isTypeDependent() ? null : ev;
        } catch (RuntimeException ex) {
            return null;
        }
    }

    /**
     * The user-declared {@code operator==} of {@code x == y} at the expression, or at {@code later} (after the enclosing
     * class: a hidden friend declared after the member function), or at the end of the unit (a template's point of
     * instantiation, where a class template instance's hidden friend is visible); null when none or a builtin one.
     */
    private static ICPPFunction equalsAt(ICPPEvaluation x, ICPPEvaluation y, IASTNode at, IASTNode later) {
        ICPPFunction f = userOperator(OperatorLookup.binary(IASTBinaryExpression.op_equals, x, y, at));
        if (f == null && later != null) f = userOperator(OperatorLookup.binary(IASTBinaryExpression.op_equals, x, y, later));
        if (f == null && endOfUnit(at) instanceof IASTNode end) f = userOperator(OperatorLookup.binary(IASTBinaryExpression.op_equals, x, y, end));
        return f;
    }

    private static IASTNode endOfUnit(IASTNode at) {
        org.eclipse.cdt.core.dom.ast.IASTTranslationUnit tu = at.getTranslationUnit();
        org.eclipse.cdt.core.dom.ast.IASTDeclaration[] ds = tu == null ? null : tu.getDeclarations();
        return ds == null || ds.length == 0 ? null : ds[ds.length - 1];
    }

    private static ICPPFunction userOperator(ICPPFunction f) {
        if (f == null || !f.getName().startsWith("operator") || f instanceof ICPPMethod m && m.isImplicit()
                || f instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPDeferredFunction
                || f instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.CPPImplicitFunction) return null;
        return f;
    }
}
