package jcirc.frontend.cxx;

import org.eclipse.cdt.core.dom.ast.IArrayType;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPConstructor;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPField;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType;
import org.eclipse.cdt.core.dom.ast.cpp.SemanticQueries;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Which special member functions of a class are non-trivial (C++ [class.ctor], [class.dtor], [class.copy]) and
 * which of them the user declared, from CDT's model of the class and its members (docs/cxx.md, "Objects of class
 * type"). A special member is non-trivial when the user declares it, or when it is implicit and a member of class
 * type (or array of them) has a non-trivial one; only non-trivial ones are called, trivial ones are plain copies
 * (or nothing). Bases and virtual functions are not part of this slice (reported elsewhere).
 */
public final class ClassTraits {
    private ClassTraits() {}

    /** The special members. */
    public enum Kind { DEFAULT_CTOR, COPY_CTOR, MOVE_CTOR, COPY_ASSIGN, MOVE_ASSIGN, DTOR }

    /** Per class (CDT's bindings of one unit; units compiled in parallel do not share them). */
    private static final Map<ICPPClassType, Map<Kind, Boolean>> memo = java.util.Collections.synchronizedMap(new java.util.WeakHashMap<>());

    /** The non-static data members in declaration order. */
    public static List<ICPPField> fields(ICPPClassType c) {
        List<ICPPField> out = new ArrayList<>();
        for (ICPPField f : c.getDeclaredFields()) if (!f.isStatic()) out.add(f);
        return out;
    }

    /** The class a member's type names, through arrays and cv-qualifiers (null: not a class). */
    public static ICPPClassType elementClass(IType t) {
        while (true) {
            t = org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.getNestedType(t,
                    org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.TDEF | org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.CVTYPE);
            if (t instanceof IArrayType a) t = a.getType();
            else break;
        }
        return t instanceof ICPPClassType c ? c : null;
    }

    /** The member function of kind {@code k} the user declared (null: none, or it is implicit). */
    public static ICPPMethod userDeclared(ICPPClassType c, Kind k) {
        if (k == Kind.DTOR) return CxxSpecialMembers.destructor(c);
        if (k == Kind.DEFAULT_CTOR) {
            for (ICPPConstructor ctor : c.getConstructors())
                if (!ctor.isImplicit() && ctor.getRequiredArgumentCount() == 0) return ctor;
            return null;
        }
        ICPPMethod first = null;
        for (ICPPMethod m : k == Kind.COPY_CTOR || k == Kind.MOVE_CTOR ? c.getConstructors() : c.getDeclaredMethods()) {
            if (m.isImplicit() || m.isDeleted() || kindOf(m) != k) continue;
            // of copy members overloaded on const (A(A&) and A(const A&)), the const T& one: the one an implicit
            // copy member of an enclosing class calls (its source is const)
            if ((k == Kind.COPY_CTOR || k == Kind.COPY_ASSIGN) && takesConstRef(m)) return m;
            if (first == null) first = m;
        }
        return first;
    }

    private static boolean takesConstRef(ICPPMethod m) {
        IType[] ps = m.getType() == null ? null : m.getType().getParameterTypes();
        return ps != null && ps.length > 0 && ps[0] instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType r
                && org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil.getCVQualifier(r.getType()).isConst();
    }


    /** The kind of special member {@code m} is (null: another function). */
    public static Kind kindOf(ICPPMethod m) {
        if (m.isDestructor()) return Kind.DTOR;
        if (m instanceof ICPPConstructor k) {
            if (k.getRequiredArgumentCount() == 0 && k.getType() != null && k.getType().getParameterTypes().length == 0) return Kind.DEFAULT_CTOR;
            if (SemanticQueries.isCopyConstructor(k)) return Kind.COPY_CTOR;
            if (SemanticQueries.isMoveConstructor(k)) return Kind.MOVE_CTOR;
            return null;
        }
        if (SemanticQueries.isCopyAssignmentOperator(m)) return Kind.COPY_ASSIGN;
        if (SemanticQueries.isMoveAssignmentOperator(m)) return Kind.MOVE_ASSIGN;
        return null;
    }

    /** Is the special member {@code k} of {@code c} non-trivial (user-declared, or implicit over a member whose one is)? */
    public static boolean nonTrivial(ICPPClassType c, Kind k) {
        if (c == null) return false;
        Map<Kind, Boolean> known = memo.computeIfAbsent(c, x -> new java.util.EnumMap<>(Kind.class));
        Boolean v = known.get(k);
        if (v != null) return v;
        known.put(k, false);   // a class cannot contain itself: guards against recursion through invalid code
        boolean r = compute(c, k);
        known.put(k, r);
        return r;
    }

    private static boolean compute(ICPPClassType c, Kind k) {
        if (userDeclared(c, k) != null) return true;
        if (k == Kind.MOVE_CTOR || k == Kind.MOVE_ASSIGN) {
            // no implicit move when the user declares a copy or a destructor: the copy is used
            if (userDeclared(c, Kind.COPY_CTOR) != null || userDeclared(c, Kind.COPY_ASSIGN) != null || userDeclared(c, Kind.DTOR) != null)
                return nonTrivial(c, k == Kind.MOVE_CTOR ? Kind.COPY_CTOR : Kind.COPY_ASSIGN);
        }
        // a dynamic class's constructors store its vptrs (docs/cxx.md, "Virtual functions")
        if ((k == Kind.DEFAULT_CTOR || k == Kind.COPY_CTOR || k == Kind.MOVE_CTOR) && jcirc.frontend.cxx.abi.ItaniumVTableLayout.isDynamic(c)) return true;
        for (ICPPField f : fields(c)) {
            ICPPClassType m = elementClass(f.getType());
            if (m != null && !(f.getType() instanceof ICPPReferenceType) && (nonTrivial(m, k) || (k == Kind.MOVE_CTOR && nonTrivial(m, Kind.COPY_CTOR))
                    || (k == Kind.MOVE_ASSIGN && nonTrivial(m, Kind.COPY_ASSIGN)))) return true;
        }
        return false;
    }

    /**
     * Is the class non-trivial for the purpose of calls (Itanium C++ ABI 3.1.2.3): a non-trivial copy or move
     * constructor or destructor; such objects are passed and returned by invisible reference.
     */
    public static boolean nonTrivialForCalls(ICPPClassType c) {
        return nonTrivial(c, Kind.COPY_CTOR) || nonTrivial(c, Kind.MOVE_CTOR) || nonTrivial(c, Kind.DTOR);
    }

    /** Does an object of type {@code t} (or an array of them) need a constructor or destructor call? */
    public static boolean needsCalls(IType t) {
        ICPPClassType c = elementClass(t);
        return c != null && (CxxSpecialMembers.userConstructed(c) || nonTrivial(c, Kind.DEFAULT_CTOR) || nonTrivial(c, Kind.DTOR));
    }
}
