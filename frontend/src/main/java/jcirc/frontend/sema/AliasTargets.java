package jcirc.frontend.sema;

import java.util.HashMap;
import java.util.Map;

/**
 * {@code __attribute__((alias("x")))} must name a function or variable defined in this translation
 * unit (or another alias), as clang requires: {@code error: alias must point to a defined variable
 * or function}. Checked once at the end of the translation unit, when every definition is known.
 */
public final class AliasTargets {
    private AliasTargets() {}

    public static void check(Sema sema) {
        Map<String, Symbol> byIrName = new HashMap<>();
        for (Symbol s : sema.fileSymbols()) if (s.isFunction() || s.isVariable()) byIrName.merge(s.irName, s, (a, b) -> isDefined(a) ? a : b);
        for (Symbol s : sema.fileSymbols()) {
            if (s.gnu.alias == null) continue;
            Symbol t = byIrName.get(s.gnu.alias);
            if (t == null || t == s || !isDefined(t)) sema.error(s.gnu.aliasAt, "alias must point to a defined variable or function");
        }
    }

    private static boolean isDefined(Symbol s) { return s.defined || s.tentative || s.gnu.alias != null; }
}
