package jcirc.frontend.sema;

import org.eclipse.cdt.core.dom.ast.IASTFunctionStyleMacroParameter;
import org.eclipse.cdt.core.dom.ast.IASTPreprocessorFunctionStyleMacroDefinition;
import org.eclipse.cdt.core.dom.ast.IASTPreprocessorMacroDefinition;
import org.eclipse.cdt.core.dom.ast.IASTTranslationUnit;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * An asm label spelled with macros, as gcc's torture tests write it:
 * <pre>
 * #define ASMNAME(cname)  ASMNAME2 (__USER_LABEL_PREFIX__, cname)
 * #define ASMNAME2(prefix, cname) STRING (prefix) cname
 * #define STRING(x)    #x
 * extern void *memcpy (void *, const void *, size_t) __asm (ASMNAME ("my_memcpy"));   // label "my_memcpy"
 * </pre>
 * CDT keeps no asm label in the AST and a declarator's source text is unexpanded, so the label's
 * argument is expanded here with the unit's macro definitions (object- and function-like macros,
 * arguments expanded before substitution, {@code #} stringification, rescanning with the macro's name
 * hidden; a body with {@code ##} gives up) and its string literals are concatenated.
 */
final class AsmLabelMacros {
    private AsmLabelMacros() {}

    private static final Pattern TOKEN = Pattern.compile("\\s*(\"(?:[^\"\\\\]|\\\\.)*\"|[A-Za-z_][A-Za-z0-9_]*|##|[0-9][A-Za-z0-9_.]*|\\S)");

    private record Macro(List<String> params, List<String> body) {}

    /** The label of {@code asm ( text )} after macro expansion; null unless it expands to string literals only. */
    static String label(String text, IASTTranslationUnit tu) {
        List<String> out = expandText(text, tu);
        if (out == null || out.isEmpty()) return null;
        StringBuilder sb = new StringBuilder();
        for (String t : out) {
            if (!t.startsWith("\"")) return null;
            sb.append(t, 1, t.length() - 1);
        }
        return sb.isEmpty() ? null : sb.toString();
    }

    /** The tokens of {@code text} after expansion with the unit's macros, or null where that is not done ({@code ##}). */
    static List<String> expandText(String text, IASTTranslationUnit tu) {
        if (tu == null) return null;
        Map<String, Macro> macros = new HashMap<>();
        try {
            for (IASTPreprocessorMacroDefinition[] defs : List.of(tu.getBuiltinMacroDefinitions(), tu.getMacroDefinitions()))
                for (IASTPreprocessorMacroDefinition m : defs) {
                    List<String> params = null;
                    if (m instanceof IASTPreprocessorFunctionStyleMacroDefinition f) {
                        params = new ArrayList<>();
                        for (IASTFunctionStyleMacroParameter p : f.getParameters()) params.add(p.getParameter());
                    }
                    macros.put(m.getName().toString(), new Macro(params, tokens(m.getExpansion())));
                }
        } catch (RuntimeException e) {
            return null;
        }
        return expand(tokens(text), macros, new HashSet<>(), 0);
    }

    static List<String> tokens(String s) {
        List<String> r = new ArrayList<>();
        Matcher m = TOKEN.matcher(s);
        while (m.lookingAt()) {
            r.add(m.group(1));
            m.region(m.end(), s.length());
        }
        return r;
    }

    private static boolean isIdent(String t) { return Character.isLetter(t.charAt(0)) || t.charAt(0) == '_'; }

    private static List<String> expand(List<String> in, Map<String, Macro> macros, Set<String> hidden, int depth) {
        if (depth > 64) return null;
        List<String> out = new ArrayList<>();
        for (int i = 0; i < in.size(); i++) {
            String t = in.get(i);
            Macro m = isIdent(t) && !hidden.contains(t) ? macros.get(t) : null;
            if (m == null) { out.add(t); continue; }
            if (m.body().contains("##")) return null;
            Set<String> h = new HashSet<>(hidden);
            h.add(t);
            if (m.params() == null) {
                List<String> e = expand(m.body(), macros, h, depth + 1);
                if (e == null) return null;
                out.addAll(e);
                continue;
            }
            if (i + 1 >= in.size() || !in.get(i + 1).equals("(")) { out.add(t); continue; }
            List<List<String>> args = new ArrayList<>();
            List<String> cur = new ArrayList<>();
            int level = 0, j = i + 2;
            for (; j < in.size(); j++) {
                String a = in.get(j);
                if (a.equals("(")) level++;
                else if (a.equals(")") && level-- == 0) break;
                else if (a.equals(",") && level == 0) { args.add(cur); cur = new ArrayList<>(); continue; }
                cur.add(a);
            }
            if (j >= in.size()) return null;
            args.add(cur);
            if (args.size() != Math.max(1, m.params().size())) return null;
            List<String> sub = new ArrayList<>();
            for (int k = 0; k < m.body().size(); k++) {
                String b = m.body().get(k);
                int p = m.params().indexOf(b);
                if (b.equals("#") && k + 1 < m.body().size() && m.params().contains(m.body().get(k + 1))) {
                    List<String> raw = args.get(m.params().indexOf(m.body().get(++k)));
                    sub.add("\"" + String.join(" ", raw).replace("\\", "\\\\").replace("\"", "\\\"") + "\"");
                } else if (p >= 0) {
                    List<String> e = expand(args.get(p), macros, hidden, depth + 1);
                    if (e == null) return null;
                    sub.addAll(e);
                } else {
                    sub.add(b);
                }
            }
            List<String> e = expand(sub, macros, h, depth + 1);
            if (e == null) return null;
            out.addAll(e);
            i = j;
        }
        return out;
    }
}
