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

    /**
     * Is {@code f} defaulted on its first declaration ({@code S(const S &) = default;} in the class)? Such a member is
     * not user-provided: it is trivial when the implicit one would be, and otherwise defined as the implicit one
     * (SemaSpecialMembers synthesizes it; its empty definition is not emitted).
     */
    public static boolean defaultedInClass(org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction f) {
        // a member of a class template instance (pair<int, double>::pair(const pair &)): as its template declares it
        while (f instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPSpecialization sp && definition(f) == null
                && sp.getSpecializedBinding() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction t && t != f) f = t;
        org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition fd = definition(f);
        return fd instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTFunctionDefinition cfd && cfd.isDefaulted()
                && fd.getParent() instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCompositeTypeSpecifier;
    }

    /** The definition of {@code f} in this unit, or null. */
    private static org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition definition(org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction f) {
        if (!(f instanceof org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPInternalBinding ib) || ib.getDefinition() == null) return null;
        for (org.eclipse.cdt.core.dom.ast.IASTNode n = ib.getDefinition(); n != null; n = n.getParent())
            if (n instanceof org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition fd) return fd;
        return null;
    }

    /**
     * Is {@code fd} a definition that emits no code of its own: {@code = delete}, or {@code = default} (in the class:
     * synthesized when used; outside it: synthesized under its name, SemaDefaultedMembers)?
     */
    public static boolean emitsNothing(org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition fd) {
        return fd instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTFunctionDefinition cfd && (cfd.isDeleted() || cfd.isDefaulted());
    }

    /**
     * Is the implicit default constructor of {@code c} (a class without user-declared constructors) deleted because a base
     * or member of class type has constructors but none taking no arguments (or is itself such a class)?
     */
    public static boolean defaultConstructorDeleted(ICPPClassType c) { return defaultConstructorDeleted(c, 0); }

    private static boolean defaultConstructorDeleted(ICPPClassType c, int depth) {
        if (depth > 32) return false;
        List<ICPPClassType> parts = new ArrayList<>();
        for (org.eclipse.cdt.core.dom.ast.cpp.ICPPBase b : c.getBases()) if (CxxSpecialMembers.classOf(b.getBaseClassType()) instanceof ICPPClassType bc) parts.add(bc);
        for (ICPPField f : fields(c)) {
            if (jcirc.frontend.sema.SemaCXX.isReferenceType(f.getType()) && !hasInitializer(f)) return true;   // int &r; (SemaReferenceMembers)
            if (!(f.getType() instanceof ICPPReferenceType) && elementClass(f.getType()) instanceof ICPPClassType fc && !hasInitializer(f)) parts.add(fc);
        }
        for (ICPPClassType p : parts) {
            if (CxxSpecialMembers.userConstructed(p) ? userDeclared0(p, Kind.DEFAULT_CTOR) == null : defaultConstructorDeleted(p, depth + 1)) return true;
        }
        return false;
    }

    /** Can {@code c} be default-constructed by its own constructors: it declares none, or one callable without arguments that is not deleted? */
    public static boolean hasDefaultConstructor(ICPPClassType c) {
        if (!CxxSpecialMembers.userConstructed(c)) return true;
        ICPPMethod k = userDeclared0(c, Kind.DEFAULT_CTOR);
        return k != null && !k.isDeleted();
    }

    /** Does the member have a default member initializer ({@code M m = M(1);}; a class template instance's member: the template's)? */
    private static boolean hasInitializer(ICPPField f) {
        return jcirc.frontend.sema.SemaInitializers.fieldDeclarator(f) instanceof org.eclipse.cdt.core.dom.ast.IASTDeclarator d && d.getInitializer() != null;
    }

    /** The member of kind {@code k} defaulted in the class, or null. */
    public static ICPPMethod defaulted(ICPPClassType c, Kind k) {
        for (ICPPMethod m : k == Kind.DEFAULT_CTOR || k == Kind.COPY_CTOR || k == Kind.MOVE_CTOR ? c.getConstructors() : c.getDeclaredMethods())
            if (!m.isImplicit() && kindOf(m) == k && defaultedInClass(m)) return m;
        return null;
    }

    /** The member of kind {@code k} the user declared, also a defaulted or deleted one (they suppress implicit moves). */
    public static boolean declared(ICPPClassType c, Kind k) {
        for (ICPPMethod m : k == Kind.DEFAULT_CTOR || k == Kind.COPY_CTOR || k == Kind.MOVE_CTOR ? c.getConstructors() : c.getDeclaredMethods())
            if (!m.isImplicit() && kindOf(m) == k) return true;
        return false;
    }

    /** The member function of kind {@code k} the user provided (null: none, or it is implicit or defaulted in the class). */
    public static ICPPMethod userDeclared(ICPPClassType c, Kind k) {
        ICPPMethod m = userDeclared0(c, k);
        return m != null && defaultedInClass(m) ? null : m;
    }

    private static ICPPMethod userDeclared0(ICPPClassType c, Kind k) {
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
        // a class with virtual bases: its copies and assignments are never bytes (docs/cxx.md, "Virtual bases and RTTI")
        if (k != Kind.DEFAULT_CTOR && k != Kind.DTOR && jcirc.frontend.cxx.abi.ItaniumVirtualBases.hasVirtualBases(c)) return true;
        // virtual ~B() = default;  a virtual destructor is never trivial ([class.dtor]p8)
        if (k == Kind.DTOR && userDeclared0(c, k) instanceof ICPPMethod d && jcirc.frontend.cxx.abi.ItaniumVTableLayout.isVirtual(d)) return true;
        if (k == Kind.DEFAULT_CTOR && jcirc.frontend.sema.SemaInitializers.hasDefaultMemberInitializers(c)) return true;   // int x = 3;
        if (k == Kind.MOVE_CTOR || k == Kind.MOVE_ASSIGN) {
            // no implicit move when the user declares a copy or a destructor: the copy is used
            if ((declared(c, Kind.COPY_CTOR) || declared(c, Kind.COPY_ASSIGN) || declared(c, Kind.DTOR)) && defaulted(c, k) == null)
                return nonTrivial(c, k == Kind.MOVE_CTOR ? Kind.COPY_CTOR : Kind.COPY_ASSIGN);
        }
        for (org.eclipse.cdt.core.dom.ast.cpp.ICPPBase b : c.getBases()) {   // an implicit member calls the bases' (SemaSpecialMembers)
            ICPPClassType m = CxxSpecialMembers.classOf(b.getBaseClassType());
            if (m != null && (nonTrivial(m, k) || (k == Kind.MOVE_CTOR && nonTrivial(m, Kind.COPY_CTOR))
                    || (k == Kind.MOVE_ASSIGN && nonTrivial(m, Kind.COPY_ASSIGN)))) return true;
        }
        // a dynamic class's constructors store its vptrs (docs/cxx.md, "Virtual functions")
        if ((k == Kind.DEFAULT_CTOR || k == Kind.COPY_CTOR || k == Kind.MOVE_CTOR) && jcirc.frontend.cxx.abi.ItaniumVTableLayout.isDynamic(c)) return true;
        // nor is a dynamic class's assignment trivial ([class.copy.assign]p9): it copies the members, never the vptrs
        // (b = d with a D object would otherwise give b D's vptr)
        if ((k == Kind.COPY_ASSIGN || k == Kind.MOVE_ASSIGN) && jcirc.frontend.cxx.abi.ItaniumVTableLayout.isDynamic(c)) return true;
        for (ICPPField f : fields(c)) {
            ICPPClassType m = elementClass(f.getType());
            if (m != null && !(f.getType() instanceof ICPPReferenceType) && (nonTrivial(m, k) || (k == Kind.MOVE_CTOR && nonTrivial(m, Kind.COPY_CTOR))
                    || (k == Kind.MOVE_ASSIGN && nonTrivial(m, Kind.COPY_ASSIGN)))) return true;
        }
        return false;
    }

    /**
     * Is {@code c} an aggregate ([dcl.init.aggr]/1, C++17): no user-provided or explicit constructors, no private or
     * protected direct non-static data members, no virtual functions, no virtual, private or protected bases.
     */
    public static boolean isAggregate(ICPPClassType c) {
        if (c == null || CxxSpecialMembers.userConstructed(c) || jcirc.frontend.cxx.abi.ItaniumVTableLayout.isDynamic(c)) return false;
        for (org.eclipse.cdt.core.dom.ast.cpp.ICPPBase b : c.getBases())
            if (b.isVirtual() || b.getVisibility() != org.eclipse.cdt.core.dom.ast.cpp.ICPPASTVisibilityLabel.v_public) return false;
        for (ICPPField f : fields(c))
            if (f.getVisibility() != org.eclipse.cdt.core.dom.ast.cpp.ICPPASTVisibilityLabel.v_public) return false;
        return true;
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
