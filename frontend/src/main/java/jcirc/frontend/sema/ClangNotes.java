package jcirc.frontend.sema;

import org.eclipse.cdt.core.dom.ast.IASTNode;

/** Errors that clang follows with a note at an earlier declaration. */
final class ClangNotes {
    private ClangNotes() {}

    /** {@code redefinition of <what>} at {@code at}, then "previous definition is here" at {@code prev}'s declaration. */
    static void redefinition(Sema sema, IASTNode at, Symbol prev, String what) {
        sema.error(at, "redefinition of " + what);
        if (sema.diagsEnabled() && prev.loc != null && prev.loc.isKnown()) sema.diags.note(prev.loc, "previous definition is here");
    }
}
