package org.eclipse.cdt.internal.core.parser.scanner;

import jcirc.frontend.diag.LineDirectives;
import jcirc.frontend.diag.SourceManager;

import org.eclipse.cdt.core.parser.IToken;
import org.eclipse.cdt.core.parser.util.CharArrayMap;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;

/**
 * jcirc's additions to CDT's preprocessor (this class lives in CDT's package because the macro
 * classes and {@link MacroExpander}'s position queries are package-private):
 * <ul>
 * <li>{@code __LINE__} and {@code __FILE__} follow {@code #line} directives (which CDT ignores):
 *     the physical position CDT reports is mapped through {@link SourceManager#presumed}; {@code __FILE__}
 *     of the main file is its command-line spelling, as gcc's.</li>
 * <li>keywords in {@code #if} conditions are identifiers (value 0), as in C ({@link IfKeywordsAsIdentifiers}).</li>
 * <li>{@code #pragma push_macro("X")} / {@code pop_macro("X")}: the source rewriter
 *     ({@code jcirc.frontend.cdt.MacroPragmas}) turns each into {@code #include __jcirc_push_macro__X}; this
 *     dynamic macro saves (or restores) X's definition in the preprocessor's macro dictionary when the
 *     directive is reached and expands to the name of an empty virtual file.</li>
 * </ul>
 */
public final class JcircMacros {
    public static final String PUSH = "__jcirc_push_macro__", POP = "__jcirc_pop_macro__";
    /** The empty virtual file the push/pop directives include. */
    public static final String EMPTY_FILE = "/__jcirc_builtin__/pragma-macro.h";

    private final CharArrayMap<PreprocessorMacro> dictionary;
    private final Map<String, Deque<PreprocessorMacro>> stacks = new HashMap<>();
    /** Marks "X was not defined" on a stack (ArrayDeque takes no nulls). */
    private static final PreprocessorMacro UNDEFINED = new ObjectStyleMacro("".toCharArray(), new char[0]);

    private JcircMacros(CharArrayMap<PreprocessorMacro> dictionary) { this.dictionary = dictionary; }

    /** Installs the macros into a CDT preprocessor; null when {@code scanner} is not CDT's {@link CPreprocessor}. */
    @SuppressWarnings("unchecked")
    public static JcircMacros install(Object scanner, SourceManager sources) {
        if (!(scanner instanceof CPreprocessor pp)) return null;
        CharArrayMap<PreprocessorMacro> dict;
        try {
            java.lang.reflect.Field f = CPreprocessor.class.getDeclaredField("fMacroDictionary");
            f.setAccessible(true);
            dict = (CharArrayMap<PreprocessorMacro>) f.get(pp);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
        IfKeywordsAsIdentifiers.install(pp);
        dict.put("__LINE__".toCharArray(), new DynamicMacro("__LINE__".toCharArray()) {
            @Override public Token execute(MacroExpander ex) {
                long line = sources.presumed(ex.getCurrentFilename(), ex.getCurrentLineNumber()).line();
                return new TokenWithImage(IToken.tINTEGER, null, 0, 0, Long.toString(line).toCharArray());
            }
            @Override public char[] getExpansionImage() { return "1".toCharArray(); }
        });
        dict.put("__FILE__".toCharArray(), new DynamicMacro("__FILE__".toCharArray()) {
            @Override public Token execute(MacroExpander ex) {
                LineDirectives.Presumed p = sources.presumed(ex.getCurrentFilename(), ex.getCurrentLineNumber());
                String q = "\"" + p.file().replace("\\", "\\\\").replace("\"", "\\\"") + "\"";
                return new TokenWithImage(IToken.tSTRING, null, 0, 0, q.toCharArray());
            }
            @Override public char[] getExpansionImage() { return "\"file\"".toCharArray(); }
        });
        return new JcircMacros(dict);
    }

    /** Defines the push and pop macros for {@code name} (idempotent). */
    public void definePragmaMacros(String name) {
        if (stacks.containsKey(name)) return;
        Deque<PreprocessorMacro> stack = new ArrayDeque<>();
        stacks.put(name, stack);
        char[] key = name.toCharArray();
        dictionary.put((PUSH + name).toCharArray(), new PragmaMacro(PUSH + name) {
            @Override void act() {
                PreprocessorMacro m = dictionary.get(key);
                stack.push(m == null ? UNDEFINED : m);
            }
        });
        dictionary.put((POP + name).toCharArray(), new PragmaMacro(POP + name) {
            @Override void act() {
                if (stack.isEmpty()) return;   // gcc: a pop without push is ignored
                PreprocessorMacro m = stack.pop();
                if (m == UNDEFINED) dictionary.remove(key); else dictionary.put(key, m);
            }
        });
    }

    /** A dynamic macro that acts when expanded and names the empty file. */
    private abstract static class PragmaMacro extends DynamicMacro {
        PragmaMacro(String name) { super(name.toCharArray()); }

        abstract void act();

        @Override public Token execute(MacroExpander ex) {
            act();
            return new TokenWithImage(IToken.tSTRING, null, 0, 0, ("\"" + EMPTY_FILE + "\"").toCharArray());
        }

        @Override public char[] getExpansionImage() { return ("\"" + EMPTY_FILE + "\"").toCharArray(); }
    }
}
