package jcirc.frontend.sema;

import org.eclipse.cdt.core.dom.ast.IASTDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTNamedTypeSpecifier;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPFunctionTemplate;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTParameterDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTPointerOperator;
import org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTTypeId;
import org.eclipse.cdt.core.dom.ast.IBinding;
import org.eclipse.cdt.core.dom.ast.IType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTNamedTypeSpecifier;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTReferenceOperator;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPReferenceType;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateParameter;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.CPPTemplates;
import org.eclipse.cdt.internal.core.dom.parser.cpp.semantics.SemanticUtil;

/**
 * Reference collapsing through a type name ([dcl.ref]p6): a reference declarator applied to a name that denotes a
 * reference type declares that reference, not a reference to a reference:
 * <pre>
 *   typedef int &R;  R &r = i;                                    // int &r
 *   typename __1st_type<_Tp>::type &&operator()(_Tp &&x)           // _Select1st: const int & for a const pair&
 * </pre>
 * Sema's reference is a pointer, and the name's type already is one, so the declarator's first operator, when it is
 * a reference, adds nothing. Template type parameters are left alone: a function template's parameter deduced as a
 * reference is bound to the referenced type already (ReferenceArguments).
 */
final class ReferenceCollapsing {
    private ReferenceCollapsing() {}

    /** Does {@code d}'s first pointer operator collapse with the reference its declaration's type name denotes? */
    static boolean collapsesFirst(Sema sema, IASTDeclarator d) {
        IASTPointerOperator[] ops = d.getPointerOperators();
        if (sema.cxx == null || ops.length == 0 || !(ops[0] instanceof ICPPASTReferenceOperator)) return false;
        return declSpecifier(d) instanceof ICPPASTNamedTypeSpecifier ns && namesReference(sema, ns);
    }

    /** The decl-specifier of the declaration, parameter, function definition or type-id {@code d} declares, or null. */
    static IASTDeclSpecifier declSpecifier(IASTDeclarator d) {
        return switch (d.getParent()) {
            case IASTSimpleDeclaration sd -> sd.getDeclSpecifier();
            case IASTParameterDeclaration pd -> pd.getDeclSpecifier();
            case IASTFunctionDefinition fd -> fd.getDeclSpecifier();
            case IASTTypeId tid -> tid.getDeclSpecifier();
            case null, default -> null;
        };
    }

    private static boolean namesReference(Sema sema, ICPPASTNamedTypeSpecifier ns) {
        try {
            IBinding b = ns.getName().resolveBinding();
            if (b instanceof ICPPTemplateParameter || !(b instanceof IType t)) return false;
            if (sema.templates != null && sema.templates.inInstance() && CPPTemplates.isDependentType(t)) t = sema.templates.instantiate(t);
            return t != null && SemanticUtil.getNestedType(t, SemanticUtil.TDEF) instanceof ICPPReferenceType;
        } catch (RuntimeException e) {
            return false;
        }
    }

    /**
     * Does the declaration specifier of {@code d} (outermost declarator) name a reference type in the current instance
     * ({@code T const &t} with a class template's {@code T = M const &})? A function template's reference type
     * arguments are bound as their referenced types (CxxTemplates.bindParameter), so its parameters are left alone.
     */
    static boolean baseIsReference(Sema sema, IASTDeclarator d) {
        if (sema.cxx == null || d.getParent() instanceof IASTDeclarator || d.getPointerOperators().length == 0
                || !(d.getPointerOperators()[0] instanceof ICPPASTReferenceOperator)) return false;
        // (a function definition's result is left to SemaType.collapsesReference)
        IASTDeclSpecifier spec = d.getParent() instanceof IASTFunctionDefinition ? null : declSpecifier(d);
        if (!(spec instanceof IASTNamedTypeSpecifier n) || !(n.getName().resolveBinding() instanceof IType t)) return false;
        if (t instanceof ICPPTemplateParameter tp && tp.getOwner() instanceof ICPPFunctionTemplate) return false;
        return SemaCXX.isReferenceType(sema.cxx.instanceType(t));
    }
}
