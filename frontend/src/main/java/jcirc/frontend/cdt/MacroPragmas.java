package jcirc.frontend.cdt;

import jcirc.frontend.diag.SourceManager;

import org.eclipse.cdt.internal.core.parser.scanner.JcircMacros;

import java.util.LinkedHashSet;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code #pragma push_macro("X")} and {@code #pragma pop_macro("X")}, which CDT's preprocessor ignores:
 * each such line is rewritten in the source text (line numbers kept) to {@code #include __jcirc_push_macro__X}
 * (resp. {@code __jcirc_pop_macro__X}), a dynamic macro of {@link JcircMacros} that saves or restores X's
 * definition when the preprocessor reaches the line. One instance per translation unit; it also installs
 * the {@code #line}-aware {@code __LINE__}/{@code __FILE__}.
 */
public final class MacroPragmas {
    private static final Pattern PRAGMA = Pattern.compile(
            "^([ \\t]*#[ \\t]*pragma[ \\t]+)(push|pop)_macro[ \\t]*\\([ \\t]*\"([A-Za-z_$][A-Za-z0-9_$]*)\"[ \\t]*\\)[ \\t]*$",
            Pattern.MULTILINE);

    private final Set<String> names = new LinkedHashSet<>();
    private JcircMacros macros;

    /** The text with its push/pop_macro pragmas rewritten (the same string when there is none). */
    public String rewrite(String text) {
        if (!text.contains("_macro")) return text;
        Matcher m = PRAGMA.matcher(text);
        StringBuilder sb = null;
        int last = 0;
        while (m.find()) {
            if (sb == null) sb = new StringBuilder(text.length() + 64);
            String name = m.group(3);
            if (names.add(name) && macros != null) macros.definePragmaMacros(name);
            sb.append(text, last, m.start())
              .append("#include ").append(m.group(2).equals("push") ? JcircMacros.PUSH : JcircMacros.POP).append(name);
            last = m.end();
        }
        if (sb == null) return text;
        return sb.append(text, last, text.length()).toString();
    }

    /** Installs jcirc's dynamic macros into a freshly created CDT preprocessor. */
    public void install(Object scanner, SourceManager sources) {
        macros = JcircMacros.install(scanner, sources);
        if (macros != null) for (String n : names) macros.definePragmaMacros(n);
    }
}
