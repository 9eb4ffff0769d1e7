package jcirc.frontend.sema;

import jcirc.frontend.diag.SourceManager;
import org.eclipse.cdt.core.dom.ast.IASTFileLocation;
import org.eclipse.cdt.core.dom.ast.IASTMacroExpansionLocation;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTNodeLocation;
import org.eclipse.cdt.core.dom.ast.IASTParameterDeclaration;
import org.eclipse.cdt.core.dom.ast.IASTStandardFunctionDeclarator;

/**
 * A parameter list ending in a comma: CDT drops the empty parameter without a problem node, clang
 * reports it.
 * <pre>
 * int f(int a, ) { ... }     error: expected parameter declarator   (at the ')')
 * </pre>
 */
final class EmptyParameters {
    private EmptyParameters() {}

    static void check(Sema sema, IASTStandardFunctionDeclarator fd) {
        IASTParameterDeclaration[] ps = fd.getParameters();
        if (ps.length == 0 || fd.takesVarArgs() || !sema.diagsEnabled() || !plain(fd)) return;
        IASTFileLocation last = ps[ps.length - 1].getFileLocation();
        if (last == null) return;
        SourceManager.FileText ft = sema.diags.sources().get(last.getFileName());
        if (ft == null) return;
        int i = skipSpace(ft, last.getNodeOffset() + last.getNodeLength());
        if (i >= ft.length() || ft.charAt(i) != ',') return;
        i = skipSpace(ft, i + 1);
        if (i < ft.length() && ft.charAt(i) == ')')
            sema.diags.error(sema.diags.sources().locate(last.getFileName(), i), "expected parameter declarator");
    }

    private static int skipSpace(SourceManager.FileText ft, int i) {
        while (i < ft.length() && Character.isWhitespace(ft.charAt(i))) i++;
        return i;
    }

    private static boolean plain(IASTNode n) {
        IASTNodeLocation[] locs = n.getNodeLocations();
        if (locs == null || locs.length == 0) return false;
        for (IASTNodeLocation l : locs) if (l instanceof IASTMacroExpansionLocation) return false;
        return n.getFileLocation() != null;
    }
}
