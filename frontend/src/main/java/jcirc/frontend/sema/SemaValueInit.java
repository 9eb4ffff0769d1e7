package jcirc.frontend.sema;

import jcirc.frontend.cxx.ClassTraits;
import jcirc.frontend.cxx.CxxSpecialMembers;

import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;

import java.util.Map;

/**
 * Value-initialization of class objects ([dcl.init]/8): {@code T()}, {@code T{}} (T not an aggregate), {@code new T()},
 * and the mem-initializers {@code : B()} and {@code m()} of a class whose default constructor is not user-provided
 * (implicit, or defaulted on its first declaration) zero-initialize the object first, then run that constructor when it is
 * non-trivial. Sema records the initializations that zero first; CIRGen reads {@link #zeroesFirst} and stores zeros
 * before the constructor call (the base subobject's own bytes only, SemaCXXBases.BaseInit).
 */
public final class SemaValueInit {
    private final Map<IASTNode, Boolean> zeroFirst;

    SemaValueInit(Sema sema) {
        this.zeroFirst = new Sema.NodeMap<>(sema);
    }

    /**
     * Does value-initializing an object of class {@code c} zero it before (or instead of) its default constructor? Yes
     * when {@code c} has a default constructor the user did not provide; no for {@code S() {}} or {@code S(int = 0)}
     * (default-initialization: the constructor alone).
     */
    public static boolean zeroes(ICPPClassType c) {
        if (c == null || ClassTraits.userDeclared(c, ClassTraits.Kind.DEFAULT_CTOR) != null) return false;
        return !CxxSpecialMembers.userConstructed(c) || ClassTraits.defaulted(c, ClassTraits.Kind.DEFAULT_CTOR) != null;
    }

    /** The value-initialization at {@code at} (a mem-initializer, a functional cast) zeroes its object first. */
    void mark(IASTNode at) { zeroFirst.put(at, Boolean.TRUE); }

    /** Does the initialization at {@code at} (a mem-initializer, a functional cast) zero its object before the constructor? */
    public boolean zeroesFirst(IASTNode at) { return at != null && zeroFirst.containsKey(at); }
}
