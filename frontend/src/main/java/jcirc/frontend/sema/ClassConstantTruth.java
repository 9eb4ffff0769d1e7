package jcirc.frontend.sema;

import org.eclipse.cdt.core.dom.ast.IASTExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTExpression;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod;
import org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPEvaluation;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalBinding;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalFunctionCall;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil;

/**
 * The truth of a constant of class type converted to bool ([expr.const], [conv]/4), as in
 * <pre>
 *   if constexpr (typename allocator_traits&lt;A&gt;::is_always_equal{})   static_assert(std::true_type{});
 * </pre>
 * the class's constexpr conversion function ({@code operator bool}, {@code operator value_type}) called on the object
 * by CDT's constexpr evaluation; null when the class has no single constexpr conversion or the value is not constant.
 */
final class ClassConstantTruth {
    private ClassConstantTruth() {}

    static Boolean of(Sema sema, IASTExpression e) {
        if (!(e instanceof ICPPASTExpression ce) || sema.cxx == null) return null;
        ICPPEvaluation object = sema.templates != null ? sema.templates.evaluation(ce) : ce.getEvaluation();
        if (object == null) return null;
        try {
            if (!(SemanticUtil.getNestedType(object.getType(), SemanticUtil.TDEF | SemanticUtil.CVTYPE | SemanticUtil.REF) instanceof ICPPClassType c))
                return null;
            ICPPMethod[] convs = SemanticUtil.getConversionOperators(c);
            if (convs.length != 1 || !convs[0].isConstexpr()) return null;
            ICPPMethod m = convs[0];
            ICPPEvaluation call = new EvalFunctionCall(new ICPPEvaluation[] {new EvalBinding(m, m.getType(), e)}, object, e);
            if (call.isValueDependent() || !call.isConstantExpression()) return null;
            Number n = call.getValue().numberValue();
            return n == null ? null : n.longValue() != 0;
        } catch (org.eclipse.cdt.core.dom.ast.DOMException | RuntimeException ex) {
            return null;
        }
    }
}
