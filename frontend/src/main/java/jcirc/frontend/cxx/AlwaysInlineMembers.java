package jcirc.frontend.cxx;

import org.eclipse.cdt.core.dom.ast.IASTAttribute;
import org.eclipse.cdt.core.dom.ast.IASTAttributeOwner;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunction;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPSpecialization;
import org.eclipse.cdt.internal.core.dom.parser.cpp.ICPPInternalBinding;

/**
 * A member function of an {@code extern template class C<X>;} instance declared {@code always_inline}
 * ({@code [[__gnu__::__always_inline__]]}, {@code __attribute__((always_inline))}) is instantiated in this unit, not
 * left to the other one: g++ inlines every call, so the other unit need not have it. libstdc++.so's
 * {@code allocator<char>} was built before C++20 gave {@code allocator} its own {@code allocate}/{@code deallocate},
 * so {@code std::allocator<char>::allocate(unsigned long)} exists in no library.
 */
final class AlwaysInlineMembers {
    private AlwaysInlineMembers() {}

    /** Does {@code f}'s declaration (its template's, for a member of an instance) say {@code always_inline}? */
    static boolean declared(ICPPFunction f) {
        Object d = f instanceof ICPPSpecialization s ? s.getSpecializedBinding() : f;
        if (!(d instanceof ICPPInternalBinding ib)) return false;
        if (ib.getDefinition() != null && written(ib.getDefinition())) return true;
        if (ib.getDeclarations() != null)
            for (IASTNode n : ib.getDeclarations()) if (written(n)) return true;
        return false;
    }

    /** The attributes on the declaration of {@code name}: its declarators, decl specifier and the declaration. */
    private static boolean written(IASTNode name) {
        IASTNode n = name;
        while (n != null && !(n instanceof IASTDeclarator)) n = n.getParent();
        for (; n instanceof IASTDeclarator; n = n.getParent()) if (has(n)) return true;
        if (n instanceof IASTFunctionDefinition fd) return has(fd) || has(fd.getDeclSpecifier());
        if (n instanceof IASTSimpleDeclaration sd) return has(sd) || has(sd.getDeclSpecifier());
        return false;
    }

    private static boolean has(IASTNode n) {
        if (!(n instanceof IASTAttributeOwner ao)) return false;
        for (IASTAttribute a : ao.getAttributes()) {
            String s = new String(a.getName());
            if (s.equals("always_inline") || s.equals("__always_inline__")) return true;
        }
        return false;
    }
}
