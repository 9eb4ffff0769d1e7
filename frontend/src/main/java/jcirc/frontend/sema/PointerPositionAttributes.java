package jcirc.frontend.sema;

import org.eclipse.cdt.core.dom.ast.IASTDeclarator;
import org.eclipse.cdt.core.dom.ast.IASTFunctionDeclarator;

import java.util.List;

/**
 * {@code void *__attribute__((noinline)) f(char *)}: gcc applies a function attribute written after the
 * {@code *} of the return type to the function (torture 20010122-1 spells it through a macro:
 * {@code void *NOINLINE test4a (char *p)}). CDT parses and drops attributes in that position, so the
 * declarator's text before its name is read here, expanded with the unit's macros (AsmLabelMacros).
 * Only {@code noinline} and {@code always_inline} are taken.
 */
final class PointerPositionAttributes {
    private PointerPositionAttributes() {}

    static void apply(IASTDeclarator decl, Symbol s) {
        if (!(decl instanceof IASTFunctionDeclarator) || decl.getPointerOperators().length == 0 || decl.getName() == null) return;
        String text;
        int nameAt;
        try {
            text = decl.getRawSignature();
            nameAt = decl.getName().getFileLocation().getNodeOffset() - decl.getFileLocation().getNodeOffset();
        } catch (RuntimeException e) {
            return;
        }
        if (nameAt <= 0 || nameAt > text.length()) return;
        String prefix = text.substring(0, nameAt);
        if (!prefix.matches("(?s).*[A-Za-z_].*")) return;   // only '*' and spaces: nothing to find
        List<String> toks = AsmLabelMacros.expandText(prefix, decl.getTranslationUnit());
        if (toks == null) return;
        for (int i = 0; i < toks.size(); i++) {
            if (!toks.get(i).equals("__attribute__") && !toks.get(i).equals("__attribute")) continue;
            int depth = 0;
            for (int j = i + 1; j < toks.size(); j++) {
                String t = toks.get(j);
                if (t.equals("(")) depth++;
                else if (t.equals(")") && --depth == 0) break;
                else if (depth == 2 && (t.equals("noinline") || t.equals("__noinline__"))) s.gnu.noinline = true;
                else if (depth == 2 && (t.equals("always_inline") || t.equals("__always_inline__"))) s.gnu.alwaysInline = true;
            }
        }
    }
}
