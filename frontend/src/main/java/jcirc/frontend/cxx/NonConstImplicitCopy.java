package jcirc.frontend.cxx;

import java.util.IdentityHashMap;
import java.util.Map;

import org.eclipse.cdt.core.dom.ast.IASTExpression.ValueCategory;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPBase;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPConstructor;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPField;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType;
import org.eclipse.cdt.internal.core.dom.parser.IntegralValue;
import org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPEvaluation;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPSemantics;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalFixed;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.EvalTypeId;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil;

/**
 * The implicit copy constructor whose parameter is {@code X&} ([class.copy.ctor]/7): X's implicit copy constructor is
 * {@code X(const X&)} only when every base and non-static data member of class type M (or array of M) has a copy
 * constructor taking {@code const M&}; otherwise it is {@code X(X&)}, and each base and member is direct-initialized
 * from a non-const lvalue, which may choose another constructor than M's {@code const} copy constructor:
 * <pre>
 * struct A { A(); A(const A&); template&lt;class T&gt; A(T&); };   struct B { B(); B(B&); };
 * struct C : A, B { };      C(c): C(C&) builds its A by A(T&) with T = A (g++.dg/cpp0x/implicit2)
 * </pre>
 */
public final class NonConstImplicitCopy {
    private NonConstImplicitCopy() {}

    /** Is {@code c}'s implicit copy constructor {@code C(C&)}: some base's or member's copy constructor takes a non-const reference? */
    public static boolean applies(ICPPClassType c) { return !constCopy(c, new IdentityHashMap<>()); }

    /** Can {@code c} be copied from a const lvalue by a copy constructor taking {@code const C&} (its own or its implicit one)? */
    private static boolean constCopy(ICPPClassType c, Map<ICPPClassType, Boolean> seen) {
        Boolean known = seen.get(c);
        if (known != null) return known;
        seen.put(c, true);   // a class cannot contain itself; keeps a malformed hierarchy finite
        boolean result;
        if (ClassTraits.declared(c, ClassTraits.Kind.COPY_CTOR)) {
            result = false;
            for (ICPPConstructor k : c.getConstructors())
                if (!k.isImplicit() && ClassTraits.kindOf(k) == ClassTraits.Kind.COPY_CTOR && firstParameterConst(k)) result = true;
        } else {
            result = true;
            for (ICPPBase b : c.getBases())
                if (CxxSpecialMembers.classOf(b.getBaseClassType()) instanceof ICPPClassType bc && !constCopy(bc, seen)) result = false;
            for (ICPPField f : ClassTraits.fields(c))
                if (!f.isStatic() && ClassTraits.elementClass(f.getType()) instanceof ICPPClassType fc && !constCopy(fc, seen)) result = false;
        }
        seen.put(c, result);
        return result;
    }

    private static boolean firstParameterConst(ICPPConstructor k) {
        IType[] ps = k.getType() == null ? null : k.getType().getParameterTypes();
        return ps != null && ps.length > 0 && SemanticUtil.getNestedType(ps[0], SemanticUtil.TDEF) instanceof ICPPReferenceType r
                && SemanticUtil.isConst(r.getType());
    }

    /**
     * The constructor of {@code c} that direct-initialization from a non-const lvalue of type {@code c} calls (CDT's
     * overload resolution, with {@code at} as its lookup point), or null when CDT finds none or a deleted one.
     */
    public static ICPPConstructor fromNonConstLvalue(ICPPClassType c, IASTNode at) {
        CPPSemantics.pushLookupPoint(at);
        try {
            ICPPFunction k = new EvalTypeId(c, at, false, new ICPPEvaluation[] {new EvalFixed(c, ValueCategory.LVALUE, IntegralValue.UNKNOWN)})
                    .getConstructor();
            return k instanceof ICPPConstructor ctor && !ctor.isDeleted() ? ctor : null;
        } catch (RuntimeException e) {
            return null;
        } finally {
            CPPSemantics.popLookupPoint();
        }
    }
}
