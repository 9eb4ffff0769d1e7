package jcirc.tools.driver;

/** A command-line error; the message is printed after {@code "jcirc: error: "}. */
public final class UsageException extends Exception {
    public UsageException(String message) { super(message); }
}
