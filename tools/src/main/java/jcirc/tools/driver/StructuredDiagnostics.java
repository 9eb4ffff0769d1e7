package jcirc.tools.driver;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import jcirc.frontend.diag.Diagnostic;
import jcirc.frontend.diag.Diagnostics;
import jcirc.frontend.diag.Severity;
import jcirc.frontend.diag.SourceLoc;

/**
 * {@code -fdiagnostics-format=json} (gcc 9+'s layout) and {@code -fdiagnostics-format=sarif}
 * (SARIF 2.1.0, as gcc 13+ and clang) for tools: the same diagnostics as the text form, in source
 * order, each error or warning with its notes as children / related locations, the {@code [-Wflag]}
 * tag as the option / rule id.
 * <pre>
 * [{"kind": "warning", "message": "unused variable 'u'", "option": "-Wunused-variable",
 *   "locations": [{"caret": {"file": "t.c", "line": 3, "column": 9}}], "children": []}]
 * </pre>
 */
public final class StructuredDiagnostics {
    private StructuredDiagnostics() {}

    private static final Pattern TAG = Pattern.compile("^(.*) \\[(?:-Werror,)?(-W[^\\]]+)\\]$");

    /** The format the last {@code -fdiagnostics-format=} asks for: "json", "sarif" or null (text). */
    public static String format(DriverOptions o) {
        String f = null;
        for (String flag : o.featureFlags)
            if (flag.startsWith("-fdiagnostics-format=")) f = flag.substring("-fdiagnostics-format=".length());
        return "json".equals(f) || "sarif".equals(f) ? f : null;
    }

    public static String render(Diagnostics diags, String format) {
        List<List<Diagnostic>> groups = new ArrayList<>();
        for (Diagnostic d : diags.inSourceOrder()) {
            if (d.severity() == Severity.NOTE && !groups.isEmpty()) groups.getLast().add(d);
            else groups.add(new ArrayList<>(List.of(d)));
        }
        return format.equals("sarif") ? sarif(groups) : json(groups);
    }

    private static String json(List<List<Diagnostic>> groups) {
        StringBuilder sb = new StringBuilder("[");
        for (int i = 0; i < groups.size(); i++) {
            if (i > 0) sb.append(", ");
            List<Diagnostic> g = groups.get(i);
            jsonOne(sb, g.getFirst());
            sb.setLength(sb.length() - 1);   // reopen for the children
            sb.append(", \"children\": [");
            for (int k = 1; k < g.size(); k++) {
                if (k > 1) sb.append(", ");
                jsonOne(sb, g.get(k));
            }
            sb.append("]}");
        }
        return sb.append("]\n").toString();
    }

    private static void jsonOne(StringBuilder sb, Diagnostic d) {
        String[] mt = messageAndOption(d.message());
        sb.append("{\"kind\": ").append(str(kind(d.severity()))).append(", \"message\": ").append(str(mt[0]));
        if (mt[1] != null) sb.append(", \"option\": ").append(str(mt[1]));
        sb.append(", \"locations\": [");
        SourceLoc l = d.loc();
        if (l.isKnown())
            sb.append("{\"caret\": {\"file\": ").append(str(l.file())).append(", \"line\": ").append(l.line())
                    .append(", \"column\": ").append(l.col()).append("}}");
        sb.append("]}");
    }

    private static String sarif(List<List<Diagnostic>> groups) {
        StringBuilder sb = new StringBuilder();
        sb.append("{\"$schema\": \"https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json\", ")
                .append("\"version\": \"2.1.0\", \"runs\": [{\"tool\": {\"driver\": {\"name\": \"jcirc\"")
                .append("}}, \"results\": [");
        for (int i = 0; i < groups.size(); i++) {
            if (i > 0) sb.append(", ");
            List<Diagnostic> g = groups.get(i);
            Diagnostic d = g.getFirst();
            String[] mt = messageAndOption(d.message());
            sb.append("{");
            if (mt[1] != null) sb.append("\"ruleId\": ").append(str(mt[1])).append(", ");
            sb.append("\"level\": ").append(str(d.severity() == Severity.WARNING ? "warning" : d.severity() == Severity.NOTE ? "note" : "error"))
                    .append(", \"message\": {\"text\": ").append(str(mt[0])).append("}, \"locations\": [");
            sarifLocation(sb, d.loc(), null);
            sb.append("]");
            if (g.size() > 1) {
                sb.append(", \"relatedLocations\": [");
                for (int k = 1; k < g.size(); k++) {
                    if (k > 1) sb.append(", ");
                    sarifLocation(sb, g.get(k).loc(), g.get(k).message());
                }
                sb.append("]");
            }
            sb.append("}");
        }
        return sb.append("]}]}\n").toString();
    }

    private static void sarifLocation(StringBuilder sb, SourceLoc l, String message) {
        sb.append("{");
        if (l.isKnown())
            sb.append("\"physicalLocation\": {\"artifactLocation\": {\"uri\": ").append(str(l.file()))
                    .append("}, \"region\": {\"startLine\": ").append(l.line()).append(", \"startColumn\": ").append(l.col()).append("}}");
        if (message != null) sb.append(l.isKnown() ? ", " : "").append("\"message\": {\"text\": ").append(str(message)).append("}");
        sb.append("}");
    }

    private static String kind(Severity s) {
        return switch (s) {
            case ERROR -> "error";
            case FATAL -> "fatal error";
            case WARNING -> "warning";
            case NOTE -> "note";
        };
    }

    /** The message without its {@code [-Wflag]} tag, and the flag (null: none). */
    private static String[] messageAndOption(String message) {
        Matcher m = TAG.matcher(message);
        return m.matches() ? new String[] {m.group(1), m.group(2)} : new String[] {message, null};
    }

    private static String str(String s) {
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\t' -> sb.append("\\t");
                default -> { if (c < 0x20) sb.append(String.format("\\u%04x", (int) c)); else sb.append(c); }
            }
        }
        return sb.append('"').toString();
    }
}
