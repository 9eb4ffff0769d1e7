package jcirc.frontend.warnings;

import jcirc.frontend.diag.SourceLoc;
import jcirc.frontend.sema.Sema;
import jcirc.frontend.sema.Symbol;
import org.eclipse.cdt.core.dom.ast.IASTExpressionStatement;
import org.eclipse.cdt.core.dom.ast.IASTFunctionCallExpression;
import org.eclipse.cdt.core.dom.ast.IASTIdExpression;
import org.eclipse.cdt.core.dom.ast.IASTNode;

/**
 * Uses of entities marked with C23 {@code [[nodiscard]]}/{@code [[deprecated]]} (or GNU
 * {@code warn_unused_result}/{@code deprecated}), clang's wording:
 * <pre>
 *   f();        // warning: ignoring return value of function declared with 'nodiscard' attribute[: msg] [-Wunused-result]
 *   old();      // warning: 'old' is deprecated[: msg] [-Wdeprecated-declarations]
 *               // note: 'old' has been explicitly marked deprecated here
 * </pre>
 * A call whose value is cast to void, assigned or otherwise used is not a discarded result.
 */
final class AttributeUses {
    private AttributeUses() {}

    static void check(IASTNode body, Sema sema, Reporter r) {
        boolean unused = r.enabled(WarningOptions.UNUSED_RESULT), deprecated = r.enabled(WarningOptions.DEPRECATED_DECLARATIONS);
        Ast.walk(body, n -> {
            if (unused && n instanceof IASTExpressionStatement es && Ast.strip(es.getExpression()) instanceof IASTFunctionCallExpression call
                    && Ast.strip(call.getFunctionNameExpression()) instanceof IASTIdExpression id) {
                Symbol f = sema.resolvedSymbol(id.getName());
                if (f != null && f.gnu.unusedResult != null) {
                    String msg = f.gnu.unusedResultMessage == null || f.gnu.unusedResultMessage.isEmpty() ? "" : ": " + f.gnu.unusedResultMessage;
                    r.report(WarningOptions.UNUSED_RESULT, r.loc(call),
                            "ignoring return value of function declared with '" + f.gnu.unusedResult + "' attribute" + msg, id);
                }
            }
            if (deprecated && n instanceof IASTIdExpression id) {
                Symbol s = sema.resolvedSymbol(id.getName());
                if (s != null && s.gnu.deprecated != null) {
                    String msg = s.gnu.deprecated.isEmpty() ? "" : ": " + s.gnu.deprecated;
                    r.report(WarningOptions.DEPRECATED_DECLARATIONS, r.loc(id), "'" + s.name + "' is deprecated" + msg, id);
                    if (s.gnu.deprecatedAt != null) r.note(attributeName(r, s.gnu.deprecatedAt), "'" + s.name + "' has been explicitly marked deprecated here");
                }
            }
        });
    }

    /** {@code [[deprecated]]} reaches the parser through a macro located at its {@code [[}: point at the name, as clang. */
    private static SourceLoc attributeName(Reporter r, SourceLoc at) {
        String line = r.lineText(at);
        if (line == null) return at;
        int i = at.col() - 1;   // CDT may place the expansion at either bracket
        if (i > 0 && line.startsWith("[[", i - 1)) i--;
        if (!line.startsWith("[[", i)) return at;
        i += 2;
        while (i < line.length() && Character.isWhitespace(line.charAt(i))) i++;
        return new SourceLoc(at.file(), at.line(), i + 1);
    }
}
