package jcirc.frontend.warnings;

import jcirc.frontend.diag.Diagnostics;
import jcirc.frontend.diag.FatalError;
import jcirc.frontend.sema.Sema;
import org.eclipse.cdt.core.dom.ast.IASTBinaryExpression;
import org.eclipse.cdt.core.dom.ast.IASTDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDefinition;
import org.eclipse.cdt.core.dom.ast.IASTTranslationUnit;

/**
 * gcc {@code -Wall}-style warnings that need the whole function: run once per translation unit
 * after sema and CIRGen (every name resolved, every expression typed), over the function
 * definitions of user code (not those in system headers). Each check is a small class:
 * {@link UnusedVariables}, {@link UninitializedUse}, {@link MissingReturn}, {@link SignCompare},
 * {@link FormatCheck}, {@link AttributeUses}, {@link Parentheses}, {@link ImplicitFallthrough}, {@link SuspiciousCode}. (Implicit function declarations are reported by sema itself.)
 * A check that trips over an unexpected AST shape gives up on that function silently: warnings
 * never fail a compilation that would otherwise succeed.
 */
public final class Warnings {
    private Warnings() {}

    public static void check(IASTTranslationUnit tu, Sema sema, Diagnostics diags, WarningOptions opts) {
        if (opts == null) return;
        Reporter r = new Reporter(diags, opts);
        if (r.enabled(UnusedDeclarations.UNUSED_FUNCTION)) {
            try {
                UnusedDeclarations.functions(tu, sema, r, fd -> !inSystemHeader(fd));
            } catch (FatalError e) {
                throw e;
            } catch (RuntimeException e) {
                if (Boolean.getBoolean("jcirc.warnings.debug")) e.printStackTrace();
            }
        }
        for (IASTDeclaration d : tu.getDeclarations()) {
            if (!(d instanceof IASTFunctionDefinition fd) || fd.getBody() == null || inSystemHeader(fd)) continue;
            // an inline-only (gnu_inline / extern inline) body is not analysed by Sema, so there are no
            // scopes to check it with (glibc's <bits/stdio.h> in a .i whose markers put it in the main file)
            jcirc.frontend.sema.Symbol fs = sema.results.declaration(fd.getDeclarator());
            if (fs != null && fs.inlineOnly) continue;
            try {
                checkFunction(fd, sema, r);
            } catch (FatalError e) {
                throw e;
            } catch (RuntimeException e) {
                // an AST shape a check does not know: no warnings for this function
                if (Boolean.getBoolean("jcirc.warnings.debug")) e.printStackTrace();
            }
        }
    }

    private static void checkFunction(IASTFunctionDefinition fd, Sema sema, Reporter r) {
        if (r.enabled(WarningOptions.UNUSED_VARIABLE)) UnusedVariables.check(fd, sema, r);
        if (r.enabled(WarningOptions.UNINITIALIZED)) UninitializedUse.check(fd, sema, r);
        if (r.enabled(UnusedDeclarations.UNUSED_PARAMETER)) UnusedDeclarations.parameters(fd, sema, r);
        boolean sign = r.enabled(WarningOptions.SIGN_COMPARE);
        boolean format = r.enabled(WarningOptions.FORMAT);
        boolean parens = r.enabled(WarningOptions.PARENTHESES) || r.enabled(WarningOptions.LOGICAL_OP_PARENTHESES);
        boolean fallthrough = r.enabled(WarningOptions.IMPLICIT_FALLTHROUGH);
        {
            Ast.walkTyped(fd.getBody(), n -> {
                SuspiciousCode.check(n, sema, r);
                if (sign && n instanceof IASTBinaryExpression b) SignCompare.check(b, sema, r);
                if (format && n instanceof IASTFunctionCallExpression call) FormatCheck.check(call, sema, r);
                if (parens) Parentheses.check(n, r, r.diags());
                if (fallthrough && n instanceof org.eclipse.cdt.core.dom.ast.IASTSwitchStatement sw) ImplicitFallthrough.check(sw, r);
            });
        }
        if (r.enabled(WarningOptions.RETURN_TYPE)) MissingReturn.check(fd, sema, r);
        if (r.enabled(WarningOptions.UNUSED_RESULT) || r.enabled(WarningOptions.DEPRECATED_DECLARATIONS)) AttributeUses.check(fd.getBody(), sema, r);
    }

    private static boolean inSystemHeader(IASTFunctionDefinition fd) { return jcirc.frontend.cdt.SystemHeaders.contains(fd); }
}
