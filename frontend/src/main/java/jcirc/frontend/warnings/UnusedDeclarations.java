package jcirc.frontend.warnings;

import java.util.HashSet;
import java.util.Set;
import jcirc.frontend.sema.Sema;
import jcirc.frontend.sema.Symbol;
import org.eclipse.cdt.core.dom.ast.IASTDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IASTParameterDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTStandardFunctionDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTTranslationUnit;

/**
 * {@code -Wunused-parameter} ({@code -Wextra}) and {@code -Wunused-function} ({@code -Wall}):
 * <pre>
 * int f(int a, int b) { return a; }       warning: unused parameter 'b' [-Wunused-parameter]
 * static int helper(void) { return 1; }   warning: unused function 'helper' [-Wunused-function]   (never referenced)
 * </pre>
 * {@code __attribute__((unused))} exempts both (also spelled through a macro, as libuv's {@code UNUSED static int f(void)}); inline, {@code used}, constructor and destructor functions are exempt.
 */
final class UnusedDeclarations {
    private UnusedDeclarations() {}

    static final String UNUSED_PARAMETER = "unused-parameter", UNUSED_FUNCTION = "unused-function";

    static void parameters(IASTFunctionDefinition fd, Sema sema, Reporter r) {
        if (!(fd.getDeclarator() instanceof IASTStandardFunctionDeclarator fdecl)) return;
        Set<Symbol> used = new HashSet<>();
        Ast.walk(fd.getBody(), n -> {
            if (n instanceof IASTIdExpression id && sema.resolvedSymbol(id.getName()) instanceof Symbol s) used.add(s);
        });
        for (IASTParameterDeclaration p : fdecl.getParameters()) {
            IASTName name = Sema.innermostName(p.getDeclarator());
            if (name == null || name.toString().isEmpty() || Ast.inMacro(name) || p.getRawSignature().contains("unused")) continue;
            Symbol s = sema.resolvedSymbol(name);
            if (s != null && !used.contains(s)) r.report(UNUSED_PARAMETER, r.loc(name), "unused parameter '" + s.name + "'", name);
        }
    }

    /** Static non-inline functions of the translation unit's user code that nothing refers to. */
    static void functions(IASTTranslationUnit tu, Sema sema, Reporter r, java.util.function.Predicate<IASTFunctionDefinition> userCode) {
        Set<Symbol> used = new HashSet<>();
        Ast.walk(tu, n -> {
            if (n instanceof IASTIdExpression id && sema.resolvedSymbol(id.getName()) instanceof Symbol s) used.add(s);
        });
        for (IASTDeclaration d : tu.getDeclarations()) {
            if (!(d instanceof IASTFunctionDefinition fd) || !userCode.test(fd)) continue;
            IASTDeclSpecifier spec = fd.getDeclSpecifier();
            if (spec.getStorageClass() != IASTDeclSpecifier.sc_static || spec.isInline() || fd.getRawSignature().contains("unused")) continue;
            IASTName name = Sema.innermostName(fd.getDeclarator());
            Symbol s = sema.resolvedSymbol(name);
            if (s == null || used.contains(s) || Ast.inMacro(name) || s.gnu.used || s.gnu.markedUnused || s.gnu.constructor >= 0 || s.gnu.destructor >= 0) continue;
            r.report(UNUSED_FUNCTION, r.loc(name), "unused function '" + s.name + "'", name);
        }
    }
}
