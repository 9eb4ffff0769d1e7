package jcirc.tools.driver;

import java.util.List;
import java.util.Map;
import jcirc.frontend.diag.Diagnostic;
import jcirc.frontend.diag.Diagnostics;
import jcirc.frontend.diag.SourceLoc;
import jcirc.frontend.diag.SourceManager;
import jcirc.frontend.warnings.WarningOptions.SourceRange;

/**
 * Prints the frontend's diagnostics the way clang does, with ranges and, on a terminal, clang's
 * colours (bold location and message, red errors, magenta warnings, dark notes, green caret line):
 * <pre>
 * t.c:3:14: warning: comparison of integers of different signs: 'unsigned int' and 'int' [-Wsign-compare]
 *     return u < s;
 *            ~ ^ ~
 * </pre>
 */
public final class DiagnosticPrinter {
    private static final String RESET = "\033[0m", BOLD = "\033[1m", RED = "\033[0;1;31m", MAGENTA = "\033[0;1;35m",
            DARK = "\033[0;1;30m", GREEN = "\033[0;1;32m";

    private DiagnosticPrinter() {}

    /**
     * Whether diagnostics are coloured: the last of {@code -f[no-]color-diagnostics},
     * {@code -f[no-]diagnostics-color[=always|never|auto]} decides; otherwise (auto) when stderr
     * is a terminal (the launcher sets {@code jcirc.stderr.tty}) and {@code TERM} is not {@code dumb}.
     */
    public static boolean colourWanted(DriverOptions o) {
        Boolean choice = null;
        for (String f : o.featureFlags) {
            switch (f) {
                case "-fcolor-diagnostics", "-fdiagnostics-color", "-fdiagnostics-color=always" -> choice = true;
                case "-fno-color-diagnostics", "-fno-diagnostics-color", "-fdiagnostics-color=never" -> choice = false;
                case "-fdiagnostics-color=auto" -> choice = null;
                default -> { }
            }
        }
        if (choice != null) return choice;
        return "1".equals(jcirc.host.Invocation.property("jcirc.stderr.tty", null)) && !"dumb".equals(jcirc.host.Invocation.getenv("TERM"));
    }

    /** The driver's own {@code jcirc: error: message} in colour (clang: bold program name and message). */
    static String driverMessage(String severity, String text) {
        String c = switch (severity) {
            case "error" -> RED;
            case "warning" -> MAGENTA;
            default -> DARK;
        };
        return BOLD + "jcirc: " + RESET + c + severity + ": " + RESET + BOLD + text + RESET;
    }

    /** Every diagnostic, then clang's "N warnings and M errors generated." line. */
    public static String render(Diagnostics diags, Map<Diagnostic, List<SourceRange>> ranges, boolean colour) {
        StringBuilder sb = new StringBuilder();
        for (Diagnostic d : diags.inSourceOrder()) render(sb, d, diags.sources(), ranges.getOrDefault(d, List.of()), colour);
        String summary = diags.summary();
        if (!summary.isEmpty()) sb.append(summary).append('\n');
        return sb.toString();
    }

    private static void render(StringBuilder sb, Diagnostic d, SourceManager sources, List<SourceRange> ranges, boolean colour) {
        SourceLoc loc = d.loc();
        String where = loc.isKnown() ? loc.file() + ":" + loc.line() + ":" + loc.col() + ": " : "jcirc: ";
        String sevColour = switch (d.severity()) {
            case ERROR, FATAL -> RED;
            case WARNING -> MAGENTA;
            case NOTE -> DARK;
        };
        if (colour) {
            sb.append(BOLD).append(where).append(RESET).append(sevColour).append(d.severity().label()).append(": ").append(RESET)
                    .append(BOLD).append(d.message()).append(RESET).append('\n');
        } else {
            sb.append(where).append(d.severity().label()).append(": ").append(d.message()).append('\n');
        }
        if (!loc.isKnown()) return;
        String line = sources.lineText(loc);
        if (line == null) return;
        sb.append(line).append('\n');
        char[] marks = new char[Math.max(line.length(), loc.col()) + 1];
        java.util.Arrays.fill(marks, ' ');
        for (SourceRange r : ranges) {
            if (!r.file().equals(loc.file()) || r.line() != loc.line()) continue;
            for (int c = r.startCol(); c <= r.endCol() && c - 1 < marks.length; c++) if (c >= 1) marks[c - 1] = '~';
        }
        int caret = Math.min(Math.max(loc.col() - 1, 0), marks.length - 1);
        marks[caret] = '^';
        for (int i = 0; i < Math.min(line.length(), marks.length); i++) if (line.charAt(i) == '\t' && marks[i] == ' ') marks[i] = '\t';
        String markLine = new String(marks).stripTrailing();
        if (colour) sb.append(GREEN).append(markLine).append(RESET).append('\n');
        else sb.append(markLine).append('\n');
    }
}
