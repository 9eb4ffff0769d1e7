package jcirc.frontend.diag;

/** A position in a source file: 1-based line and column. {@link #NONE} stands for "no location". */
public record SourceLoc(String file, int line, int col) {
    public static final SourceLoc NONE = new SourceLoc(null, 0, 0);

    public boolean isKnown() { return file != null && line > 0; }

    @Override public String toString() {
        return isKnown() ? file + ":" + line + ":" + col : "<unknown>";
    }
}
