package jcirc.tools.driver;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import jcirc.tools.Pipeline;

/**
 * {@code -ftime-report}: time per compilation phase (frontend, raising, lowering, LLVM IR
 * writing, opt, llc, link), with the passes and verification inside a phase as indented rows,
 * printed to stderr as a table shaped like clang's. CPU time is the compiler thread's (garbage
 * collection and external tools not included: "-"); wall time is elapsed time.
 * <pre>
 * ===-------------------------------------------------------------------------===
 *                          jcirc compilation time report
 * ===-------------------------------------------------------------------------===
 *   Total Execution Time: 1.1000 seconds (1.2345 wall clock)
 *
 *    ---CPU Time---   ---Wall Time---  --- Name ---
 *    0.3900 ( 35.5%)   0.4000 ( 32.4%)  preprocess+parse
 *    ...
 *    1.1000 (100.0%)   1.2345 (100.0%)  Total
 * </pre>
 * Percentages are of the total of the top-level rows; nested rows are parts of the row above them.
 */
public final class TimeReport implements Pipeline.PhaseTimes {
    /** A timed phase. Mutable: a phase's time is known only when it ends. */
    private static final class Row {
        final String name;
        final int depth;
        long nanos;
        /** Thread CPU time, or -1 when not measured (external tools). */
        long cpuNanos;

        Row(String name, int depth, long nanos, long cpuNanos) {
            this.name = name; this.depth = depth; this.nanos = nanos; this.cpuNanos = cpuNanos;
        }
    }

    /** A phase body that may throw. */
    public interface Body<T> { T run() throws Exception; }

    private final List<Row> rows = new ArrayList<>();
    private int depth;

    /** Runs {@code body} as phase {@code name}; phases recorded while it runs nest under it. */
    public <T> T time(String name, Body<T> body) throws Exception { return time(name, true, body); }

    /** Like {@link #time(String, Body)}, for work done by another process (no CPU time). */
    public <T> T timeExternal(String name, Body<T> body) throws Exception { return time(name, false, body); }

    private <T> T time(String name, boolean cpu, Body<T> body) throws Exception {
        Row r = new Row(name, depth, 0, -1);
        rows.add(r);
        depth++;
        long t0 = System.nanoTime(), c0 = cpu ? cpuNow() : -1;
        try {
            return body.run();
        } finally {
            r.nanos = System.nanoTime() - t0;
            if (cpu && c0 >= 0) r.cpuNanos = cpuNow() - c0;
            depth--;
        }
    }

    /** A sub-phase of the phase currently running (for example one pass of a pipeline), wall time only. */
    @Override public void add(String name, long nanos) { rows.add(new Row(name, depth, nanos, -1)); }

    /** A sub-phase with its CPU time. */
    @Override public void add(String name, long nanos, long cpuNanos) { rows.add(new Row(name, depth, nanos, cpuNanos)); }

    private static final java.lang.management.ThreadMXBean THREADS = java.lang.management.ManagementFactory.getThreadMXBean();

    /** This thread's CPU time, or -1 when the JVM cannot tell. */
    static long cpuNow() {
        return THREADS.isCurrentThreadCpuTimeSupported() ? THREADS.getCurrentThreadCpuTime() : -1;
    }

    public boolean isEmpty() { return rows.isEmpty(); }

    public String render() {
        long total = 0, cpuTotal = 0;
        for (Row r : rows) if (r.depth == 0) { total += r.nanos; cpuTotal += Math.max(0, r.cpuNanos); }
        StringBuilder sb = new StringBuilder();
        String rule = "===" + "-".repeat(73) + "===\n";
        sb.append(rule);
        String title = "jcirc compilation time report";
        sb.append(" ".repeat((79 - title.length()) / 2)).append(title).append('\n');
        sb.append(rule);
        sb.append(String.format(Locale.ROOT, "  Total Execution Time: %.4f seconds (%.4f wall clock)%n%n", cpuTotal / 1e9, total / 1e9));
        sb.append("   ---CPU Time---   ---Wall Time---  --- Name ---\n");
        for (Row r : rows) sb.append(line(r.cpuNanos, cpuTotal, r.nanos, total, "  ".repeat(r.depth) + r.name));
        sb.append(line(cpuTotal, cpuTotal, total, total, "Total"));
        return sb.toString();
    }

    private static String line(long cpu, long cpuTotal, long nanos, long total, String name) {
        String c = cpu < 0 ? String.format(Locale.ROOT, "%16s", "-") : cell(cpu, cpuTotal);
        return "   " + c + "  " + cell(nanos, total) + "  " + name + System.lineSeparator();
    }

    private static String cell(long nanos, long total) {
        double pct = total == 0 ? 0 : 100.0 * nanos / total;
        return String.format(Locale.ROOT, "%7.4f (%5.1f%%)", nanos / 1e9, pct);
    }
}
