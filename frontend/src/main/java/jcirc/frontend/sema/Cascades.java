package jcirc.frontend.sema;

import org.eclipse.cdt.core.dom.ast.IASTFileLocation;
import org.eclipse.cdt.core.dom.ast.IASTNode;

import jcirc.frontend.diag.Diagnostic;
import jcirc.frontend.diag.Diagnostics;
import jcirc.frontend.diag.SourceLoc;

/**
 * Follow-on diagnostics: a problem reported on an expression that contains an error already
 * reported is a consequence of that error (clang's recovery drops such expressions), e.g.
 * <pre>
 * n = n->nxt;   error: no member named 'nxt' ...   — and no "incompatible integer to pointer conversion assigning"
 * </pre>
 */
final class Cascades {
    private Cascades() {}

    static boolean follows(IASTNode n, Diagnostics diags) {
        if (n == null || !diags.hasErrors()) return false;
        IASTFileLocation fl = n.getFileLocation();
        if (fl == null) return false;
        SourceLoc a = diags.sources().locate(fl.getFileName(), fl.getNodeOffset());
        SourceLoc b = diags.sources().locate(fl.getFileName(), fl.getNodeOffset() + Math.max(0, fl.getNodeLength() - 1));
        for (Diagnostic d : diags.all()) {
            if (!d.severity().isError()) continue;
            SourceLoc l = d.loc();
            if (l.isKnown() && l.file().equals(a.file()) && after(l, a) && after(b, l)) return true;
        }
        return false;
    }

    private static boolean after(SourceLoc x, SourceLoc y) { return x.line() > y.line() || (x.line() == y.line() && x.col() >= y.col()); }
}
