package jcirc.tools.driver;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import jcirc.tools.Pipeline;

/**
 * {@code -ftime-report}: wall time per compilation phase (frontend, raising, lowering, LLVM IR
 * writing, opt, llc, link), with the passes and verification inside a phase as indented rows,
 * printed to stderr as a table shaped like clang's:
 * <pre>
 * ===-------------------------------------------------------------------------===
 *                          jcirc compilation time report
 * ===-------------------------------------------------------------------------===
 *   Total Execution Time: 1.2345 seconds (1.2345 wall clock)
 *
 *    ---Wall Time---  --- Name ---
 *    0.4000 ( 32.4%)  preprocess+parse
 *    ...
 *    1.2345 (100.0%)  Total
 * </pre>
 * Percentages are of the total of the top-level rows; nested rows are parts of the row above them.
 */
public final class TimeReport implements Pipeline.PhaseTimes {
    /** A timed phase. Mutable: a phase's time is known only when it ends. */
    private static final class Row {
        final String name;
        final int depth;
        long nanos;

        Row(String name, int depth, long nanos) { this.name = name; this.depth = depth; this.nanos = nanos; }
    }

    /** A phase body that may throw. */
    public interface Body<T> { T run() throws Exception; }

    private final List<Row> rows = new ArrayList<>();
    private int depth;

    /** Runs {@code body} as phase {@code name}; phases recorded while it runs nest under it. */
    public <T> T time(String name, Body<T> body) throws Exception {
        Row r = new Row(name, depth, 0);
        rows.add(r);
        depth++;
        long t0 = System.nanoTime();
        try {
            return body.run();
        } finally {
            r.nanos = System.nanoTime() - t0;
            depth--;
        }
    }

    /** A sub-phase of the phase currently running (for example one pass of a pipeline). */
    @Override public void add(String name, long nanos) { rows.add(new Row(name, depth, nanos)); }

    public boolean isEmpty() { return rows.isEmpty(); }

    public String render() {
        long total = 0;
        for (Row r : rows) if (r.depth == 0) total += r.nanos;
        StringBuilder sb = new StringBuilder();
        String rule = "===" + "-".repeat(73) + "===\n";
        sb.append(rule);
        String title = "jcirc compilation time report";
        sb.append(" ".repeat((79 - title.length()) / 2)).append(title).append('\n');
        sb.append(rule);
        sb.append(String.format(Locale.ROOT, "  Total Execution Time: %.4f seconds (%.4f wall clock)%n%n", total / 1e9, total / 1e9));
        sb.append("   ---Wall Time---  --- Name ---\n");
        for (Row r : rows) sb.append(line(r.nanos, total, "  ".repeat(r.depth) + r.name));
        sb.append(line(total, total, "Total"));
        return sb.toString();
    }

    private static String line(long nanos, long total, String name) {
        double pct = total == 0 ? 0 : 100.0 * nanos / total;
        return String.format(Locale.ROOT, "   %7.4f (%5.1f%%)  %s%n", nanos / 1e9, pct, name);
    }
}
