package jcirc.frontend.sema;

import org.eclipse.cdt.core.dom.ast.ASTVisitor;
import org.eclipse.cdt.core.dom.ast.IASTGotoStatement;
import org.eclipse.cdt.core.dom.ast.IASTNode;
import org.eclipse.cdt.core.dom.ast.IASTStatement;

import jcirc.frontend.diag.SourceLoc;

/** Where "use of undeclared label 'l'" points: at the label's name in the first {@code goto l} of the function (as clang). */
public final class GotoLocations {
    private GotoLocations() {}

    public static SourceLoc firstGoto(IASTNode function, String label, Sema sema) {
        IASTGotoStatement[] found = {null};
        function.accept(new ASTVisitor() {
            { shouldVisitStatements = true; }
            @Override public int visit(IASTStatement s) {
                if (s instanceof IASTGotoStatement g && g.getName() != null && g.getName().toString().equals(label)) {
                    found[0] = g;
                    return PROCESS_ABORT;
                }
                return PROCESS_CONTINUE;
            }
        });
        return found[0] == null ? sema.loc(function) : sema.loc(found[0].getName());
    }
}
