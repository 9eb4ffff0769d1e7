package jcirc.frontend.cxx;

import jcirc.frontend.sema.Scope;
import jcirc.frontend.sema.Sema;
import jcirc.frontend.types.CType;
import jcirc.frontend.types.Types;

import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPClassType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPConstructor;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod;

import java.util.ArrayList;
import java.util.List;

/**
 * Non-static member functions (docs/cxx.md). A member function {@code R S::f(P...) [const]} is, for Sema and
 * CIRGen, the function {@code R _ZN1S1fE...(S *this, P...)} ({@code const S *this} for a const member
 * function): its type gets the object pointer as first parameter ({@link #withThis}), its body binds that
 * parameter under the name {@code this} ({@link #thisParams}). Calls, {@code this} and implicit member accesses
 * are decided by Sema ({@code SemaCXX}) and emitted by CIRGen ({@code CIRGenClass}).
 */
public final class CxxMethods {
    private CxxMethods() {}

    /** A member function that takes an object pointer: not static (constructors and destructors too). */
    public static boolean isInstanceMethod(IBinding b) {
        return b instanceof ICPPMethod m && !m.isStatic();
    }

    /**
     * A class's {@code operator new}/{@code new[]}/{@code delete}/{@code delete[]}: static without the keyword
     * ([class.free]/1), which CDT's {@code isStatic} does not say.
     */
    public static boolean isAllocationFunction(ICPPMethod m) {
        String n = m.getName();
        return n.startsWith("operator") && n.length() > 8 && !Character.isJavaIdentifierPart(n.charAt(8))
                && switch (n.substring(8).replaceAll("\\s", "")) {
            case "new", "new[]", "delete", "delete[]" -> true;
            default -> false;
        };
    }

    private static boolean isStructor(IBinding b) {
        return b instanceof ICPPConstructor || (b instanceof ICPPMethod m && m.isDestructor());
    }

    /** 1 when {@code d} declares a non-static member function (its first parameter is 'this'), else 0. */
    public static int thisParams(Sema sema, IASTDeclarator d) {
        if (sema.cxxNames == null) return 0;
        IASTName n = Sema.innermostName(d);
        return n != null && isInstanceMethod(n.resolveBinding()) && !isAllocationFunction((ICPPMethod) n.resolveBinding()) ? 1 : 0;
    }

    /** The type of a declared function, with the object pointer first when it is a non-static member function. */
    public static CType withThis(Sema sema, IASTDeclarator d, CType ft) {
        if (thisParams(sema, d) == 0 || !(Types.unqual(ft) instanceof CType.Function f)) return ft;
        ICPPMethod m = (ICPPMethod) Sema.innermostName(d).resolveBinding();
        CType cls = classType(sema, m.getClassOwner());
        if (cls == null) {
            sema.error(d, "member function of this class is not supported yet");
            return ft;
        }
        boolean isConst = m.getType() != null && m.getType().isConst(), isVolatile = m.getType() != null && m.getType().isVolatile();
        List<CType> ps = new ArrayList<>();
        ps.add(new CType.Pointer(isConst || isVolatile ? Types.qualify(cls, isConst, isVolatile, false) : cls));
        ps.addAll(f.params());
        return new CType.Function(isStructor(m) ? CType.VOID : f.returnType(), ps, f.variadic(), true);
    }

    private static CType classType(Sema sema, ICPPClassType c) {
        Scope.Tag tag = c == null ? null : sema.templates != null ? sema.templates.tag(c, null) : sema.symbols.lookupTag(CxxClasses.key(c));
        return tag != null && tag.record() != null ? new CType.Record(tag.record()) : null;
    }
}
