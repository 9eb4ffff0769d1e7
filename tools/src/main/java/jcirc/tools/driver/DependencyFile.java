package jcirc.tools.driver;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import jcirc.tools.Pipeline.IncludedFile;

/**
 * The make rule that {@code -M}/{@code -MM}/{@code -MD}/{@code -MMD} write, in gcc's shape:
 * <pre>
 * obj/a.o: src/a.c inc/a.h \
 *  inc/b.h
 * inc/a.h:          (one empty rule per header with -MP)
 * </pre>
 * Names are quoted for make (space, {@code #}, {@code $}); lines are wrapped at 72 columns with
 * {@code " \"}; headers under the working directory are written relative to it.
 */
public final class DependencyFile {
    private static final int COLUMNS = 72;

    private DependencyFile() {}

    /** {@code -MQ}: escapes a name for make ({@code $} → {@code $$}, space and {@code #} backslashed). */
    public static String quote(String name) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            switch (c) {
                case ' ', '\t' -> {
                    // backslashes before a blank are doubled so make sees a literal backslash
                    for (int j = i - 1; j >= 0 && name.charAt(j) == '\\'; j--) b.append('\\');
                    b.append('\\').append(c);
                }
                case '$' -> b.append("$$");
                case '#' -> b.append("\\#");
                default -> b.append(c);
            }
        }
        return b.toString();
    }

    /**
     * The rule text (ending in a newline) for {@code source} (as given on the command line)
     * and the headers it read.
     */
    public static String rule(List<String> targets, String source, List<IncludedFile> headers, boolean userOnly, boolean phony) {
        List<String> deps = new ArrayList<>();
        Path cwd = jcirc.host.Invocation.cwd();
        for (IncludedFile h : headers) {
            if (userOnly && h.system()) continue;
            Path p = h.path();
            String shown = p.isAbsolute() && p.startsWith(cwd) ? cwd.relativize(p).toString() : p.toString();
            deps.add(quote(shown));
        }
        StringBuilder out = new StringBuilder();
        int col = 0;
        for (String t : targets) col = write(out, t, col);
        out.append(':');
        col++;
        col = write(out, quote(source), col);
        for (String d : deps) col = write(out, d, col);
        out.append('\n');
        if (phony) for (String d : deps) out.append(d).append(":\n");
        return out.toString();
    }

    private static int write(StringBuilder out, String name, int col) {
        if (col > 0) {
            if (col + name.length() > COLUMNS) {
                out.append(" \\\n");
                col = 0;
            }
            out.append(' ');
            col++;
        }
        out.append(name);
        return col + name.length();
    }

    /** gcc's default target for an input: its base name with {@code .o}, no directory. */
    public static String defaultTarget(String input) {
        String name = input.equals("-") ? "-" : Path.of(input).getFileName().toString();
        int dot = name.lastIndexOf('.');
        return quote((dot > 0 ? name.substring(0, dot) : name) + ".o");
    }
}
