package jcirc.frontend.diag;

import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Collects errors, warnings and notes and prints them the way clang does:
 * <pre>
 * file.c:3:12: error: use of undeclared identifier 'y'
 *     return y;
 *            ^
 * </pre>
 */
public final class Diagnostics {
    private final List<Diagnostic> all = new ArrayList<>();
    private final SourceManager sources;
    private int errors;
    private int warnings;
    private boolean warningsAsErrors;
    private boolean suppressWarnings;
    private int errorLimit = 50;

    public Diagnostics() { this(new SourceManager()); }

    public Diagnostics(SourceManager sources) { this.sources = sources; }

    public SourceManager sources() { return sources; }

    public void setWarningsAsErrors(boolean b) { warningsAsErrors = b; }

    public void setSuppressWarnings(boolean b) { suppressWarnings = b; }

    public void setErrorLimit(int n) { errorLimit = n; }

    /** Diagnostics reported so far, once {@link #dropRepeats} was called (null before). */
    private java.util.Set<Diagnostic> reported;
    private boolean lastDropped;

    /**
     * From now on a diagnostic equal to one already reported (same severity, place and text) is dropped,
     * with the notes that follow it:
     * CIRGen asks Sema's entry points again after the Sema walk, and what they report was reported then.
     */
    public void dropRepeats() { reported = new java.util.HashSet<>(all); }

    public Diagnostic report(Severity sev, SourceLoc loc, String message) {
        if (sev == Severity.WARNING) {
            if (suppressWarnings) { lastDropped = true; return null; }
            if (warningsAsErrors) sev = Severity.ERROR;
        }
        Diagnostic d = new Diagnostic(sev, loc == null ? SourceLoc.NONE : loc, message);
        // a note goes with its diagnostic: dropped when that was (a repeat of what Sema reported, or
        // suppressed before it got here, see dropFollowingNotes)
        if (sev == Severity.NOTE) {
            if (lastDropped) return null;
        } else {
            boolean repeat = reported != null && !reported.add(d);
            lastDropped = repeat;
            if (repeat) return null;
        }
        all.add(d);
        if (sev.isError()) errors++;
        else if (sev == Severity.WARNING) warnings++;
        if (sev == Severity.FATAL) throw new FatalError(message);
        if (sev.isError() && errorLimit > 0 && errors >= errorLimit) {
            all.add(new Diagnostic(Severity.FATAL, SourceLoc.NONE, "too many errors emitted, stopping now"));
            throw new FatalError("too many errors");
        }
        return d;
    }

    /** The diagnostic just decided on was not reported (a cascade, a silent trial): drop the notes that follow it. */
    public void dropFollowingNotes() { lastDropped = true; }

    public Diagnostic error(SourceLoc loc, String message) { return report(Severity.ERROR, loc, message); }

    public Diagnostic warning(SourceLoc loc, String message) { return report(Severity.WARNING, loc, message); }

    public Diagnostic note(SourceLoc loc, String message) { return report(Severity.NOTE, loc, message); }

    /** Records a fatal error and throws {@link FatalError}. */
    public FatalError fatal(SourceLoc loc, String message) {
        report(Severity.FATAL, loc, message);
        return new FatalError(message); // not reached: report throws
    }

    public boolean hasErrors() { return errors > 0; }

    public int errorCount() { return errors; }

    public int warningCount() { return warnings; }

    public List<Diagnostic> all() { return Collections.unmodifiableList(all); }

    /**
     * The diagnostics in source order, as clang prints them: each error or warning with the notes that
     * follow it, ordered by file (in order of first appearance), line and column; diagnostics without a
     * location stay after the one they followed.
     */
    public List<Diagnostic> inSourceOrder() {
        List<List<Diagnostic>> groups = new ArrayList<>();
        for (Diagnostic d : all) {
            if (d.severity() == Severity.NOTE && !groups.isEmpty()) groups.getLast().add(d);
            else groups.add(new ArrayList<>(List.of(d)));
        }
        java.util.Map<String, Integer> fileRank = new java.util.HashMap<>();
        long[] keys = new long[groups.size()];
        long last = 0;
        for (int i = 0; i < groups.size(); i++) {
            SourceLoc l = groups.get(i).getFirst().loc();
            if (l.isKnown()) {
                int rank = fileRank.computeIfAbsent(l.file(), f -> fileRank.size());
                last = ((long) rank << 48) | ((long) Math.min(l.line(), (1 << 28) - 1) << 20) | Math.min(l.col(), (1 << 20) - 1);
            }
            keys[i] = last;
        }
        Integer[] order = new Integer[groups.size()];
        for (int i = 0; i < order.length; i++) order[i] = i;
        java.util.Arrays.sort(order, java.util.Comparator.comparingLong(i -> keys[i]));   // stable
        List<Diagnostic> out = new ArrayList<>(all.size());
        for (int i : order) out.addAll(groups.get(i));
        return out;
    }

    /** The full clang-shaped rendering of one diagnostic (header, source line, caret line). */
    public String render(Diagnostic d) {
        StringBuilder sb = new StringBuilder(d.header()).append('\n');
        SourceLoc loc = d.loc();
        if (loc.isKnown()) {
            String line = sources.lineText(loc);
            if (line != null) {
                sb.append(line).append('\n');
                StringBuilder caret = new StringBuilder();
                int upto = Math.min(Math.max(loc.col() - 1, 0), line.length());
                for (int i = 0; i < upto; i++) caret.append(line.charAt(i) == '\t' ? '\t' : ' ');
                caret.append('^');
                sb.append(caret).append('\n');
            }
        }
        return sb.toString();
    }

    /** Everything reported so far, followed by clang's "N errors generated." summary. */
    public String renderAll() {
        StringBuilder sb = new StringBuilder();
        for (Diagnostic d : inSourceOrder()) sb.append(render(d));
        String summary = summary();
        if (!summary.isEmpty()) sb.append(summary).append('\n');
        return sb.toString();
    }

    public String summary() {
        List<String> parts = new ArrayList<>();
        if (warnings > 0) parts.add(warnings + (warnings == 1 ? " warning" : " warnings"));
        if (errors > 0) parts.add(errors + (errors == 1 ? " error" : " errors"));
        return parts.isEmpty() ? "" : String.join(" and ", parts) + " generated.";
    }

    public void printAll(PrintStream out) {
        out.print(renderAll());
        out.flush();
    }
}
