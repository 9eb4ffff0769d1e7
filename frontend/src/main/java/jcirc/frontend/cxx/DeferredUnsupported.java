package jcirc.frontend.cxx;

import jcirc.frontend.sema.Sema;

import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTCompositeTypeSpecifier;
import org.eclipse.cdt.core.dom.ast.cpp.ICPPASTTemplateDeclaration;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The "not supported yet" errors {@link CxxUnsupported} finds inside templates, reported only when the code
 * holding them is instantiated, as clang diagnoses a template's body per instance: libstdc++'s headers are full of
 * templates no program instantiates. Each error is keyed by the part of the template an instance analyses:
 * <pre>
 *   template&lt;class T&gt; T f() { return {}; }     // the function definition: when f&lt;X&gt; is analysed (CxxTemplates.drain)
 *   template&lt;class T&gt; struct A { T &amp;r; };      // the class body: when A&lt;X&gt; is laid out (CxxTemplates.tag)
 * </pre>
 * What is in neither (a function template's declaration) is keyed by its template declaration, reported when an
 * instance of it is declared ({@code CxxTemplates.use}). An explicit specialization ({@code template<>}) is ordinary code:
 * its errors are reported at once.
 */
public final class DeferredUnsupported {
    private record Error(IASTNode at, String message) {}

    private final Map<IASTNode, List<Error>> byOwner = new IdentityHashMap<>();

    /** Keeps the error at {@code n} for its template's instances; false when {@code n} is not in a template (report it now). */
    boolean defer(IASTNode n, String message) {
        IASTNode owner = owner(n);
        if (owner == null) return false;
        byOwner.computeIfAbsent(owner, k -> new ArrayList<>()).add(new Error(n, message));
        return true;
    }

    /** Reports (once) the errors kept for {@code owner}: a function definition or class body an instance analyses. */
    public void reportIn(IASTNode owner, Sema sema) {
        if (owner == null || byOwner.isEmpty()) return;
        List<Error> errors = byOwner.remove(owner);
        if (errors != null) for (Error e : errors) sema.error(e.at(), e.message());
    }

    /**
     * The outermost function definition between {@code n} and its template declaration, else the outermost class
     * body (a nested class's errors come with its enclosing class template's instance), else the template declaration;
     * null when {@code n} is in no template (an explicit specialization's body is ordinary code).
     */
    private static IASTNode owner(IASTNode n) {
        IASTNode function = null, cls = null;
        for (IASTNode p = n; p != null; p = p.getParent()) {
            if (p instanceof IASTFunctionDefinition fd) function = fd;
            else if (p instanceof ICPPASTCompositeTypeSpecifier cs && function == null) cls = cs;
            else if (p instanceof org.eclipse.cdt.core.dom.ast.cpp.ICPPASTTemplateSpecialization) return null;   // template<>: ordinary code
            else if (p instanceof ICPPASTTemplateDeclaration t) return function != null ? function : cls != null ? cls : t;
        }
        return null;
    }
}
