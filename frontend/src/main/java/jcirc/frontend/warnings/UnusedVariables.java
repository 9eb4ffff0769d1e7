package jcirc.frontend.warnings;

import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import jcirc.frontend.sema.Sema;
import jcirc.frontend.sema.Symbol;
import org.eclipse.cdt.core.dom.ast.IASTDeclSpecifier;
import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTName;
import org.eclipse.cdt.core.dom.ast.IASTSimpleDeclaration;

/**
 * {@code -Wunused-variable}: a local variable no expression of its function names.
 * <pre>
 * void f(void) { int x; }      warning: unused variable 'x' [-Wunused-variable]
 * </pre>
 * Variables marked {@code __attribute__((unused))} and {@code extern} declarations are exempt.
 */
final class UnusedVariables {
    private UnusedVariables() {}

    static void check(IASTFunctionDefinition fd, Sema sema, Reporter r) {
        Map<Symbol, IASTName> declared = new LinkedHashMap<>();
        Set<Symbol> used = new HashSet<>();
        Ast.walk(fd.getBody(), n -> {
            if (n instanceof IASTSimpleDeclaration sd) {
                int sc = sd.getDeclSpecifier().getStorageClass();
                if (sc == IASTDeclSpecifier.sc_typedef || sc == IASTDeclSpecifier.sc_extern) return;
                if (sd.getRawSignature().matches("(?s).*__attribute__\\s*\\(\\(.*unused.*")) return;
                for (IASTDeclarator d : sd.getDeclarators()) {
                    IASTName name = Sema.innermostName(d);
                    Symbol s = sema.resolvedSymbol(name);
                    if (s != null && s.isVariable() && !s.isParameter && !Ast.inMacro(name)) declared.putIfAbsent(s, name);
                }
            } else if (n instanceof IASTIdExpression id) {
                Symbol s = sema.resolvedSymbol(id.getName());
                if (s != null) used.add(s);
            }
        });
        for (var e : declared.entrySet())
            if (!used.contains(e.getKey()))
                r.report(WarningOptions.UNUSED_VARIABLE, r.loc(e.getValue()), "unused variable '" + e.getKey().name + "'", e.getValue());
    }
}
