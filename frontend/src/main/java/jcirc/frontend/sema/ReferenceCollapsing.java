package jcirc.frontend.sema;

import org.eclipse.cdt.core.dom.ast.IASTDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTNamedTypeSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTParameterDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTTypeId;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunctionTemplate;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateParameter;

/**
 * C++ reference collapsing ([dcl.ref]/6): a reference declarator applied to a type name that already denotes a
 * reference ({@code T const &t} with {@code T = M const &}, {@code R &r} with {@code typedef int &R}) declares that
 * reference, not a reference to a reference. References are pointers in Sema's types, so the declarator's first
 * reference operator adds no pointer then.
 */
final class ReferenceCollapsing {
    private ReferenceCollapsing() {}

    /** Does the declaration specifier of {@code d} (outermost declarator) name a reference type? */
    static boolean baseIsReference(Sema sema, IASTDeclarator d) {
        if (sema.cxxNames == null || d.getParent() instanceof IASTDeclarator) return false;
        IASTDeclSpecifier spec = switch (d.getParent()) {
            case IASTParameterDeclaration p -> p.getDeclSpecifier();
            case IASTSimpleDeclaration s -> s.getDeclSpecifier();
            case IASTTypeId t -> t.getDeclSpecifier();
            case null, default -> null;
        };
        if (!(spec instanceof IASTNamedTypeSpecifier n) || !(n.getName().resolveBinding() instanceof IType t)) return false;
        // a function template's reference type arguments are not bound yet (CxxTemplates.bindParameter)
        if (t instanceof ICPPTemplateParameter tp && tp.getOwner() instanceof ICPPFunctionTemplate) return false;
        return SemaCXX.isReferenceType(sema.cxx != null ? sema.cxx.instanceType(t) : t);
    }
}
