package jcirc.frontend.cxx;

import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IASTPointerOperator;
import org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IPointerType;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.IVariable;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTRangeBasedForStatement;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTReferenceOperator;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTSimpleDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPSpecialization;
import org.eclipse.cdt.internal.core.dom.parser.cpp.CPPQualifierType;
import org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPEvaluation;
import org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPInternalBinding;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalBinding;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil;

import java.util.function.UnaryOperator;

/**
 * The loop variable of a range-based {@code for} in a template ({@code for (const auto &x : v)} with {@code v} a
 * {@code const std::vector<T> &}): CDT deduces its {@code auto} from the template's dependent range and leaves it
 * undeduced in an instance, so an operator on it ({@code x > m} with basic_string's free {@code operator>}) finds
 * nothing. In the instance its type is {@code *__begin}'s ([stmt.ranged]): the instantiated range's class, its member
 * {@code begin()} (the const one for a const range), the iterator's {@code operator*} (or the pointee of a pointer
 * iterator), with the declarator's cv-qualifiers; an lvalue. Range types with free {@code begin()} stay CDT's.
 */
public final class RangeForVariables {
    private RangeForVariables() {}

    /**
     * The type {@code x} has in the instance when {@code eb} names a range-for loop variable declared with {@code auto}
     * ({@code auto}, {@code auto &}, {@code const auto &}, {@code auto &&}) whose range has class type; null otherwise.
     * {@code instantiate} instantiates an evaluation of the template under the current instance's arguments.
     */
    static IType elementType(EvalBinding eb, UnaryOperator<ICPPEvaluation> instantiate) {
        IBinding b = eb.getBinding();
        if (b instanceof ICPPSpecialization sp) b = sp.getSpecializedBinding();
        if (!(b instanceof IVariable) || !(b instanceof ICPPInternalBinding ib) || !(ib.getDefinition() instanceof IASTName n)
                || !(n.getParent() instanceof IASTDeclarator d) || !(d.getParent() instanceof IASTSimpleDeclaration sd)
                || !(sd.getParent() instanceof ICPPASTRangeBasedForStatement rf)
                || !(sd.getDeclSpecifier() instanceof ICPPASTSimpleDeclSpecifier spec)
                || spec.getType() != ICPPASTSimpleDeclSpecifier.t_auto
                || !(rf.getInitializerClause() instanceof ICPPASTExpression range)) return null;
        IASTPointerOperator[] ops = d.getPointerOperators();
        if (ops.length > 1 || ops.length == 1 && !(ops[0] instanceof ICPPASTReferenceOperator)) return null;
        ICPPEvaluation r = instantiate.apply(range.getEvaluation());
        if (r == null) return null;
        IType rt = SemanticUtil.getNestedType(r.getType(), SemanticUtil.TDEF | SemanticUtil.REF);
        boolean constRange = SemanticUtil.getCVQualifier(rt).isConst();
        if (!(SemanticUtil.getNestedType(rt, SemanticUtil.TDEF | SemanticUtil.CVTYPE) instanceof ICPPClassType rc)) return null;
        ICPPMethod begin = member(rc, "begin", constRange, 0);
        if (begin == null || begin.getType() == null) return null;
        IType it = SemanticUtil.getNestedType(begin.getType().getReturnType(), SemanticUtil.TDEF | SemanticUtil.CVTYPE);
        IType element;
        if (it instanceof IPointerType p) element = p.getType();
        else if (it instanceof ICPPClassType ic && member(ic, "operator*", false, 0) instanceof ICPPMethod deref && deref.getType() != null) {
            element = SemanticUtil.getNestedType(deref.getType().getReturnType(), SemanticUtil.TDEF);
            if (element instanceof ICPPReferenceType ref) element = ref.getType();
        } else return null;
        if (spec.isConst() || spec.isVolatile())
            element = new CPPQualifierType(SemanticUtil.getNestedType(element, SemanticUtil.CVTYPE),
                    spec.isConst() || SemanticUtil.getCVQualifier(element).isConst(), spec.isVolatile() || SemanticUtil.getCVQualifier(element).isVolatile());
        return element;
    }

    /**
     * {@code cls}'s member {@code name} ({@code "begin"}, {@code "operator++"}; blanks in CDT's operator names ignored) with
     * {@code params} parameters, as overload resolution on the implicit object alone picks it: for a const object only a
     * const member is viable, for a non-const one a non-const member is preferred; null when there is none.
     */
    public static ICPPMethod member(ICPPClassType cls, String name, boolean constObject, int params) {
        ICPPMethod found = null;
        for (ICPPMethod m : cls.getMethods()) {
            if (!m.getName().replace(" ", "").equals(name.replace(" ", "")) || m.getType() == null || m.getType().getParameterTypes().length != params) continue;
            if (constObject && !m.getType().isConst()) continue;
            if (found == null || !constObject && found.getType().isConst() && !m.getType().isConst()) found = m;
        }
        return found;
    }
}
