package jcirc.frontend.sema;

import org.eclipse.cdt.core.dom.ast.IASTName;

/**
 * {@code -Wshadow} (opt-in, as in clang and gcc): a local variable or parameter whose name hides a
 * variable of an enclosing scope.
 * <pre>
 * int f(int x) { { int x = 2; } }   warning: declaration shadows a local variable [-Wshadow]
 *                                   note: previous declaration is here      (at the parameter)
 * int g; void h(void) { int g; }    warning: declaration shadows a variable in the global scope [-Wshadow]
 * </pre>
 * Only variables are shadowed (not typedef names, functions or enum constants), as in clang.
 */
final class ShadowCheck {
    private ShadowCheck() {}

    static final String FLAG = "shadow";

    /** Checks the variable {@code name} just declared in the current scope. */
    static void check(Sema sema, IASTName name) {
        if (name == null || sema.warningOptions == null || !sema.warningOptions.isEnabled(FLAG) || !sema.diagsEnabled()) return;
        String n = name.toString();
        if (n.isEmpty()) return;
        for (Scope s = sema.symbols.current().parent; s != null; s = s.parent) {
            if (s.kind == Scope.Kind.PROTOTYPE) continue;
            Symbol prev = s.lookupLocal(n);
            if (prev == null) continue;
            if (!prev.isVariable()) return;
            int before = sema.diags.all().size();
            sema.warning(name, FLAG, "declaration shadows a " + (s.isFile() ? "variable in the global scope" : "local variable"));
            if (sema.diags.all().size() > before && prev.loc != null && prev.loc.isKnown()) sema.diags.note(prev.loc, "previous declaration is here");
            return;
        }
    }
}
