package jcirc.frontend.cxx;

import org.eclipse.cdt.core.dom.ast.IEnumeration;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil;

/**
 * Which non-member functions may be candidates of an operator expression whose operands have no class type
 * ([over.match.oper]/3.2): only those whose first parameter is of an enumeration operand's type {@code T1} (or a
 * reference to cv {@code T1}), or whose second parameter is of the right operand's enumeration type — for
 * {@code _S_local_capacity + 1} (an enumerator of basic_string plus an int) only the built-in {@code +}, never
 * _Deque_iterator's hidden friend {@code operator+(difference_type, const _Self &)}, which CDT's overload resolution
 * at the end of the unit (a template instance's point of instantiation, CxxTemplates.operatorIn) returned once
 * {@code <deque>} was included.
 */
public final class OperatorCandidates {
    private OperatorCandidates() {}

    /** May {@code f} be the operator function of operands of types {@code operands} (null entries: unknown)? */
    public static boolean admissible(ICPPFunction f, IType... operands) {
        if (f == null || f instanceof ICPPMethod) return true;   // a member: the left operand has class type
        for (IType t : operands) {
            IType bare = bare(t);
            if (bare == null || bare instanceof ICPPClassType || !(bare instanceof IEnumeration || isBuiltinLike(bare))) return true;
        }
        IType[] params = f.getType() == null ? null : f.getType().getParameterTypes();
        if (params == null) return true;
        for (int i = 0; i < operands.length && i < params.length; i++)
            if (bare(operands[i]) instanceof IEnumeration en && bare(params[i]) instanceof IType p && p.isSameType(en)) return true;
        return false;
    }

    // a type CDT resolved to a fundamental, pointer or array type (anything dependent or unknown is not judged here)
    private static boolean isBuiltinLike(IType t) {
        return t instanceof org.eclipse.cdt.core.dom.ast.IBasicType || t instanceof org.eclipse.cdt.core.dom.ast.IPointerType
                || t instanceof org.eclipse.cdt.core.dom.ast.IArrayType;
    }

    private static IType bare(IType t) {
        if (t == null) return null;
        return SemanticUtil.getNestedType(t, SemanticUtil.TDEF | SemanticUtil.CVTYPE | SemanticUtil.REF);
    }
}
