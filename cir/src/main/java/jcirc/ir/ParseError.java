package jcirc.ir;

/** A syntax or semantic error while reading IR text, at a line and column. */
public final class ParseError extends RuntimeException {
    private final Location location;

    public ParseError(Location location, String message) {
        super(message);
        this.location = location;
    }

    public Location location() { return location; }

    /** {@code file:line:col: error: message}. */
    public String render() { return (location.isKnown() ? location + ": " : "") + "error: " + getMessage(); }
}
