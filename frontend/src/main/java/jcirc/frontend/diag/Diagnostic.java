package jcirc.frontend.diag;

/** One reported problem. */
public record Diagnostic(Severity severity, SourceLoc loc, String message) {
    /** The first line, clang-shaped: {@code file:line:col: error: message}. */
    public String header() {
        String where = loc.isKnown() ? loc.file() + ":" + loc.line() + ":" + loc.col() + ": " : "jcirc: ";
        return where + severity.label() + ": " + message;
    }
}
