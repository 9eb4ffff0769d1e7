package jcirc.frontend.sema;

import jcirc.frontend.cxx.ClassTraits;
import jcirc.frontend.cxx.abi.ItaniumMangler;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCompositeTypeSpecifier;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPConstructor;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPMethod;

import java.util.ArrayList;
import java.util.List;

/**
 * Special members defaulted outside their class ({@code A::A(const A &) = default;}, docs/cxx.md "Temporaries and objects
 * by value"): user-provided (so not trivial: the class is passed indirectly when it is its copy constructor), defined in
 * this unit with the body of the implicit member (SemaSpecialMembers synthesizes it under the declared name), a strong
 * definition unless declared {@code inline}; a constructor's and destructor's base-object variant (C2/D2) is an alias.
 */
public final class SemaDefaultedMembers {
    private final Sema sema;
    /** The C2/D2 aliases of defaulted constructors and destructors (emitted with the synthesized members). */
    private final List<Symbol> aliases = new ArrayList<>();

    SemaDefaultedMembers(Sema sema) { this.sema = sema; }

    /** Is {@code fd} {@code = default} outside its class? */
    public static boolean isOutOfClass(IASTFunctionDefinition fd) {
        return fd instanceof ICPPASTFunctionDefinition cfd && cfd.isDefaulted() && !(fd.getParent() instanceof ICPPASTCompositeTypeSpecifier);
    }

    /** {@code A::A(const A &) = default;}: the implicit definition, under the declared function's name and linkage. */
    void define(IASTFunctionDefinition fd) {
        if (!(fd.getDeclarator().getName().resolveBinding() instanceof ICPPMethod m) || ClassTraits.kindOf(m) == null) {
            sema.error(fd, "only special member functions may be defaulted");
            return;
        }
        Symbol declared = sema.cxx.functionSymbol(m, fd);
        Symbol s = sema.cxx.special.defaulted(m, fd);
        if (s == null || declared == null) return;
        s.linkOnceOdr = declared.linkOnceOdr || (fd instanceof ICPPASTFunctionDefinition cfd && cfd.getDeclSpecifier().isInline());
        try {
            String variant = m instanceof ICPPConstructor k ? ItaniumMangler.constructor(k, ItaniumMangler.Variant.BASE)
                    : m.isDestructor() ? ItaniumMangler.destructor(m, ItaniumMangler.Variant.BASE) : null;
            if (variant != null && !variant.equals(s.name)) {
                Symbol alias = sema.cxx.bases.variant(variant, s);
                alias.gnu.alias = s.irName;
                alias.linkOnceOdr = s.linkOnceOdr;
                alias.defined = true;
                aliases.add(alias);
            }
        } catch (ItaniumMangler.Unsupported u) {
            sema.error(fd, u.getMessage() + " is not supported yet");
        }
    }

    /** The C2/D2 aliases to emit. */
    public List<Symbol> aliases() { return List.copyOf(aliases); }
}
