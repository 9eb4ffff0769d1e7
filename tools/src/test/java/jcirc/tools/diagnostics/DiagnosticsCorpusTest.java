package jcirc.tools.diagnostics;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import jcirc.tools.Jcirc;
import org.junit.jupiter.api.Test;

/**
 * The diagnostics corpus ({@code src/test/diagnostics/*.c}: small erroneous programs annotated with
 * clang-19's diagnostics as {@code // expected-error@N {{...}}}, see update-from-clang.py there).
 * For every file: jcirc must not fail internally (exit 0 or 1, no exception), should exit 1 exactly
 * when clang reports an error (counted), and its first diagnostic is compared with clang-19's (clang-19.txt: line, column, severity, message;
 * jcirc's {@code [-Wflag]} tag is not part of the message). Also runs {@code jcirc -verify} on each.
 * The counts are written to {@code target/diagnostics-report.txt} and must not fall below
 * {@link #MIN_FIRST_MATCH} / {@link #MIN_VERIFY} / {@link #MIN_SAME_VERDICT} (raise them as jcirc improves; docs/diagnostics.md).
 * {@code -Djcirc.diagnostics.filter=substring} runs a subset (the minimums are then not checked).
 */
class DiagnosticsCorpusTest {
    static final Path ROOT = Path.of("src/test/diagnostics");
    static final int MIN_FIRST_MATCH = 144;
    static final int MIN_VERIFY = 120;
    static final int MIN_SAME_VERDICT = 144;
    private static final Pattern DIAG = Pattern.compile("^(.*?):(\\d+):(\\d+): (error|warning|note|fatal error): (.*?)(?: \\[-W[^\\]]*\\])?$");

    record Run(int status, String stderr) {}

    static Run jcirc(List<String> args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int status = Jcirc.run(args.toArray(String[]::new), new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        return new Run(status, err.toString(StandardCharsets.UTF_8));
    }

    static List<String> flags(String text) {
        String first = text.lines().findFirst().orElse("");
        return first.startsWith("// FLAGS:") ? List.of(first.substring(9).trim().split("\\s+")) : List.of();
    }

    /** {@code line:col: severity: message} of the first diagnostic in jcirc's output (null: none). */
    static String firstDiagnostic(String stderr) {
        for (String l : stderr.split("\n")) {
            Matcher m = DIAG.matcher(l);
            if (m.matches()) return m.group(2) + ":" + m.group(3) + ": " + (m.group(4).equals("fatal error") ? "error" : m.group(4)) + ": " + m.group(5);
        }
        return null;
    }

    @Test
    void corpus() throws IOException {
        String filter = System.getProperty("jcirc.diagnostics.filter", "");
        Map<String, String> clang = new TreeMap<>();
        for (String l : Files.readAllLines(ROOT.resolve("clang-19.txt"))) {
            int colon = l.indexOf(':');
            if (colon > 0) clang.put(l.substring(0, colon), l.substring(colon + 1));
        }
        List<Path> files;
        try (Stream<Path> s = Files.list(ROOT)) {
            files = s.filter(p -> p.toString().endsWith(".c") && p.getFileName().toString().contains(filter)).sorted().toList();
        }
        assertFalse(files.isEmpty());
        List<String> failures = new ArrayList<>();
        StringBuilder report = new StringBuilder();
        int firstMatch = 0, verified = 0, sameVerdict = 0;
        for (Path f : files) {
            String name = f.getFileName().toString();
            String text = Files.readString(f, StandardCharsets.ISO_8859_1);
            List<String> args = new ArrayList<>(List.of("-fno-color-diagnostics"));
            args.addAll(flags(text));
            args.add(f.toString());
            List<String> syntax = new ArrayList<>(args);
            syntax.add(0, "-fsyntax-only");
            Run r = jcirc(syntax);
            String ref = clang.get(name);
            if (r.status() != 0 && r.status() != 1) failures.add(name + ": exit status " + r.status() + "\n" + r.stderr());
            if (r.stderr().contains("internal compiler error") || r.stderr().contains("Exception"))
                failures.add(name + ": internal error\n" + r.stderr());
            boolean clangError = ref != null && clang.get(name).contains(" error: ") || text.contains("expected-error");
            if (clangError == (r.status() == 1)) sameVerdict++;
            String mine = firstDiagnostic(r.stderr());
            boolean same = ref == null ? mine == null : ref.equals(mine == null ? " none" : mine);
            if (same) firstMatch++;
            List<String> verify = new ArrayList<>(args);
            verify.add(0, "-verify");
            Run v = jcirc(verify);
            if (v.status() == 0) verified++;
            report.append(same ? "MATCH " : "DIFF  ").append(v.status() == 0 ? "VERIFIED " : "         ").append(name)
                    .append("\n    clang:").append(ref).append("\n    jcirc: ").append(mine).append('\n');
        }
        String summary = "first diagnostic as clang-19's: " + firstMatch + "/" + files.size()
                + "; -verify passes: " + verified + "/" + files.size()
                + "; rejected (exit 1) exactly when clang reports an error: " + sameVerdict + "/" + files.size() + "\n";
        Files.createDirectories(Path.of("target"));
        Files.writeString(Path.of("target/diagnostics-report.txt"), summary + report);
        System.out.print(summary);
        assertTrue(failures.isEmpty(), String.join("\n", failures));
        if (filter.isEmpty()) {
            assertTrue(firstMatch >= MIN_FIRST_MATCH, summary + "(was at least " + MIN_FIRST_MATCH + "; see target/diagnostics-report.txt)");
            assertTrue(sameVerdict >= MIN_SAME_VERDICT, summary + "(was at least " + MIN_SAME_VERDICT + ")");
            assertTrue(verified >= MIN_VERIFY, summary + "(was at least " + MIN_VERIFY + "; see target/diagnostics-report.txt)");
        }
    }
}
