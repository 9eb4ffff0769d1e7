package jcirc.frontend.diag;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * clang's {@code -verify} mode: the source file's comments say which diagnostics to expect,
 * <pre>
 * x = 1  // expected-error {{expected ';' after expression}}
 * // expected-note@+1 {{to match this '('}}
 * // expected-warning@12 2 {{unused}}          (absolute line 12, twice)
 * // expected-no-diagnostics
 * </pre>
 * and the compilation succeeds when exactly those appear: each directive matches diagnostics of its
 * severity on its line whose message contains the text between {@code {{ }}} (its count, default 1;
 * {@code N+} at least N). Mismatches are listed as clang lists them ("'expected-error' diagnostics
 * expected but not seen:" / "seen but not expected:").
 */
public final class VerifyDiagnostics {
    private VerifyDiagnostics() {}

    /** One directive: a severity, the line it applies to, how many, the expected text. */
    public record Directive(Severity severity, int line, int min, boolean orMore, String text, int directiveLine) {}

    /** The directives of a file and whether it said {@code expected-no-diagnostics}. */
    public record Expectations(List<Directive> directives, boolean noDiagnostics, List<String> problems) {}

    private static final Pattern DIRECTIVE = Pattern.compile(
            "expected-(error|warning|note|no-diagnostics)(?:@([+-]?)(\\d+))?(?:\\s+(\\d+)(\\+)?)?\\s*(?:\\{\\{(.*?)\\}\\})?");

    /** Reads the directives in the comments of {@code text}. */
    public static Expectations parse(String text) {
        List<Directive> out = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        boolean none = false;
        for (Comment c : comments(text)) {
            Matcher m = DIRECTIVE.matcher(c.text());
            while (m.find()) {
                int line = c.line() + newlinesBefore(c.text(), m.start());
                if (m.group(1).equals("no-diagnostics")) { none = true; continue; }
                if (m.group(6) == null) { problems.add("cannot find start ('{{') of expected string at line " + line); continue; }
                Severity sev = switch (m.group(1)) {
                    case "error" -> Severity.ERROR;
                    case "warning" -> Severity.WARNING;
                    default -> Severity.NOTE;
                };
                int target = line;
                if (m.group(3) != null) {
                    int n = Integer.parseInt(m.group(3));
                    target = switch (m.group(2)) {
                        case "+" -> line + n;
                        case "-" -> line - n;
                        default -> n;
                    };
                }
                int count = m.group(4) == null ? 1 : Integer.parseInt(m.group(4));
                out.add(new Directive(sev, target, count, m.group(5) != null, m.group(6), line));
            }
        }
        return new Expectations(out, none, problems);
    }

    /**
     * Compares the diagnostics reported for {@code mainFile} (its name as diagnostics show it) with the
     * expectations; returns clang's report of the mismatches, empty when everything matched.
     */
    public static List<String> check(Expectations exp, List<Diagnostic> reported, String mainFile) {
        List<String> errors = new ArrayList<>(exp.problems());
        if (exp.directives().isEmpty() && !exp.noDiagnostics() && exp.problems().isEmpty())
            errors.add("no expected directives found: consider use of 'expected-no-diagnostics'");
        if (exp.noDiagnostics() && !exp.directives().isEmpty())
            errors.add("'expected-no-diagnostics' directive cannot follow other expected directives");
        List<Diagnostic> left = new ArrayList<>();
        for (Diagnostic d : reported) if (d.severity() != Severity.FATAL || d.loc().isKnown()) left.add(d);
        for (Severity sev : new Severity[] {Severity.ERROR, Severity.WARNING, Severity.NOTE}) {
            String kind = "'expected-" + sev.label() + "'";
            List<String> notSeen = new ArrayList<>();
            for (Directive dir : exp.directives()) {
                if (dir.severity() != sev) continue;
                int found = 0;
                for (var it = left.iterator(); it.hasNext() && (dir.orMore() || found < dir.min()); ) {
                    Diagnostic d = it.next();
                    if (matches(dir, d, mainFile)) { it.remove(); found++; }
                }
                if (found < dir.min())
                    notSeen.add("  File " + mainFile + " Line " + dir.line() + (dir.line() != dir.directiveLine()
                            ? " (directive at " + mainFile + ":" + dir.directiveLine() + ")" : "") + ": " + dir.text());
            }
            List<String> unexpected = new ArrayList<>();
            for (Diagnostic d : left) {
                if (kindOf(d) != sev) continue;
                unexpected.add("  " + (d.loc().isKnown() ? "File " + d.loc().file() + " Line " + d.loc().line() : "(frontend)")
                        + ": " + d.message());
            }
            if (!notSeen.isEmpty()) errors.add(kind + " diagnostics expected but not seen: \n" + String.join("\n", notSeen));
            if (!unexpected.isEmpty()) errors.add(kind + " diagnostics seen but not expected: \n" + String.join("\n", unexpected));
        }
        return errors;
    }

    private static Severity kindOf(Diagnostic d) { return d.severity() == Severity.FATAL ? Severity.ERROR : d.severity(); }

    private static boolean matches(Directive dir, Diagnostic d, String mainFile) {
        return kindOf(d) == dir.severity() && d.loc().isKnown() && d.loc().file().equals(mainFile)
                && d.loc().line() == dir.line() && d.message().contains(dir.text());
    }

    /** A comment's text and the line it starts on. */
    private record Comment(String text, int line) {}

    /** The comments of C source text (string and character literals skipped), in one pass. */
    static List<Comment> comments(String t) {
        List<Comment> out = new ArrayList<>();
        int line = 1, n = t.length();
        for (int i = 0; i < n; i++) {
            char c = t.charAt(i);
            if (c == '\n') line++;
            else if (c == '"' || c == '\'') {
                for (i++; i < n && t.charAt(i) != c && t.charAt(i) != '\n'; i++) if (t.charAt(i) == '\\') i++;
                if (i < n && t.charAt(i) == '\n') line++;
            } else if (c == '/' && i + 1 < n && t.charAt(i + 1) == '/') {
                int end = t.indexOf('\n', i);
                if (end < 0) end = n;
                out.add(new Comment(t.substring(i + 2, end), line));
                i = end - 1;
            } else if (c == '/' && i + 1 < n && t.charAt(i + 1) == '*') {
                int end = t.indexOf("*/", i + 2);
                if (end < 0) end = n;
                String body = t.substring(i + 2, end);
                out.add(new Comment(body, line));
                line += newlinesBefore(body, body.length());
                i = Math.min(n, end + 2) - 1;
            }
        }
        return out;
    }

    private static int newlinesBefore(String s, int upto) {
        int k = 0;
        for (int i = 0; i < upto; i++) if (s.charAt(i) == '\n') k++;
        return k;
    }
}
