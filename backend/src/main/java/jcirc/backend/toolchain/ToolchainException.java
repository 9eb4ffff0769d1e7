package jcirc.backend.toolchain;

/**
 * A failure of an external tool (missing tool, non-zero exit). The message is meant for the
 * user as-is, after a {@code "jcirc: error: "} prefix: it names the tool, the command and, when
 * the tool failed, what it wrote to stderr.
 */
public class ToolchainException extends Exception {
    public ToolchainException(String message) { super(message); }
    public ToolchainException(String message, Throwable cause) { super(message, cause); }
}
