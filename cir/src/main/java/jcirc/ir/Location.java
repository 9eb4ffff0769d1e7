package jcirc.ir;

/** A source location, MLIR's {@code loc("file":line:col)}. {@link #UNKNOWN} prints as {@code loc(unknown)}. */
public record Location(String file, int line, int col) {
    public static final Location UNKNOWN = new Location(null, 0, 0);

    public boolean isKnown() { return file != null; }

    public String print() {
        return isKnown() ? "loc(\"" + file + "\":" + line + ":" + col + ")" : "loc(unknown)";
    }

    @Override public String toString() { return isKnown() ? file + ":" + line + ":" + col : "<unknown>"; }
}
