package jcirc.frontend.cxx;

import org.eclipse.cdt.core.dom.ast.ASTVisitor;
import org.eclipse.cdt.core.dom.ast.IASTDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTParameterDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTNamedTypeSpecifier;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTReferenceOperator;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTTemplateId;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTTypeId;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPTemplateParameter;

/**
 * A function template's type parameter deduced as a reference ({@code std::move(a)} with an lvalue {@code a}:
 * {@code move<int&>}; {@code std::forward<int&>}): Sema binds the parameter as a typedef of the referenced type
 * ({@code int}), which is right wherever the parameter is named under a reference declarator, since the references
 * collapse ({@code _Tp&& __t} with {@code _Tp = int&} is {@code int& __t}: a reference either way, Sema's pointer),
 * and wherever CDT resolves the name under the instance's arguments (a template argument: {@code
 * remove_reference<_Tp>}). A parameter named as an object's type ({@code _Tp __tmp = …;}, a result {@code _Tp f()})
 * would declare an object instead of a reference: that instance is still rejected ("template argument 'int &' is not
 * supported yet").
 */
final class ReferenceArguments {
    private ReferenceArguments() {}

    /** Is every use of {@code param} as a declaration's type in {@code owner} under a reference declarator? */
    static boolean safe(IASTNode owner, ICPPTemplateParameter param) {
        boolean[] ok = {true};
        owner.accept(new ASTVisitor(true) {
            { shouldVisitDeclSpecifiers = true; }

            @Override public int visit(IASTDeclSpecifier ds) {
                if (!(ds instanceof ICPPASTNamedTypeSpecifier ns) || ns.getName().resolveBinding() != param) return PROCESS_CONTINUE;
                IASTNode p = ds.getParent();
                boolean safe = switch (p) {
                    case ICPPASTTypeId tid -> tid.getParent() instanceof ICPPASTTemplateId || isReference(tid.getAbstractDeclarator());
                    case IASTParameterDeclaration pd -> isReference(pd.getDeclarator());
                    case IASTFunctionDefinition fd -> isReference(fd.getDeclarator());
                    case IASTSimpleDeclaration sd -> {
                        boolean all = sd.getDeclarators().length > 0;
                        for (IASTDeclarator d : sd.getDeclarators()) all &= isReference(d);
                        yield all;
                    }
                    default -> false;
                };
                if (!safe) {
                    ok[0] = false;
                    return PROCESS_ABORT;
                }
                return PROCESS_CONTINUE;
            }
        });
        return ok[0];
    }

    /** {@code T& d}, {@code T&& d}: the declarator's first operator a reference (nested declarators are not). */
    private static boolean isReference(IASTDeclarator d) {
        return d != null && d.getNestedDeclarator() == null && d.getPointerOperators().length > 0
                && d.getPointerOperators()[0] instanceof ICPPASTReferenceOperator;
    }
}
