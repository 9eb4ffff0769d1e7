package jcirc.frontend.warnings;

import java.util.ArrayList;
import java.util.List;
import jcirc.frontend.cdt.CdtParser;
import jcirc.frontend.diag.Diagnostic;
import jcirc.frontend.diag.Diagnostics;
import jcirc.frontend.diag.Severity;
import jcirc.frontend.diag.SourceLoc;
import jcirc.frontend.warnings.WarningOptions.SourceRange;
import org.eclipse.cdt.core.dom.ast.IASTFileLocation;
import org.eclipse.cdt.core.dom.ast.IASTNode;

/** Reports a check's finding clang-style: {@code message [-Wname]}, as an error under {@code -Werror}. */
final class Reporter {
    private final Diagnostics diags;
    private final WarningOptions opts;
    private boolean lastShown;

    Reporter(Diagnostics diags, WarningOptions opts) {
        this.diags = diags;
        this.opts = opts;
    }

    boolean enabled(String name) { return opts.isEnabled(name); }

    Diagnostics diags() { return diags; }

    SourceLoc loc(IASTNode n) { return n == null ? SourceLoc.NONE : CdtParser.locationOf(n, diags); }

    /** The location of the last character of {@code n}. */
    SourceLoc endLoc(IASTNode n) {
        IASTFileLocation fl = n.getFileLocation();
        if (fl == null) return SourceLoc.NONE;
        return diags.sources().locate(fl.getFileName(), fl.getNodeOffset() + Math.max(fl.getNodeLength() - 1, 0));
    }

    /** The one-line range a node covers (none when it spans lines or comes from a macro). */
    SourceRange range(IASTNode n) {
        SourceLoc a = loc(n), b = endLoc(n);
        if (!a.isKnown() || !b.isKnown() || !a.file().equals(b.file()) || a.line() != b.line() || b.col() < a.col()) return null;
        return new SourceRange(a.file(), a.line(), a.col(), b.col());
    }

    /** A note for the diagnostic just reported (dropped with it under {@code -w}). */
    void note(SourceLoc at, String message) {
        if (lastShown) diags.note(at, message);
    }

    /** The text of the line {@code l} is on, or null. */
    String lineText(SourceLoc l) {
        if (!l.isKnown()) return null;
        return diags.sources().lineText(l);
    }

    /** Reports {@code message} at {@code at} with the ranges of {@code underline}. */
    void report(String name, SourceLoc at, String message, IASTNode... underline) {
        boolean error = opts.isError(name);
        String tag = " [" + (error ? "-Werror," : "") + "-W" + name + "]";
        Diagnostic d = error ? diags.error(at, message + tag) : diags.report(Severity.WARNING, at, message + tag);
        lastShown = d != null;
        if (d == null) return;
        List<SourceRange> rs = new ArrayList<>();
        for (IASTNode n : underline) {
            SourceRange r = n == null ? null : range(n);
            if (r != null) rs.add(r);
        }
        if (!rs.isEmpty()) opts.ranges.put(d, rs);
    }
}
