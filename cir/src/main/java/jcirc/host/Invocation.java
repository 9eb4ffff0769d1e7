package jcirc.host;

import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * The process-level state a compile sees: its working directory, its environment and the
 * client-specific system properties. A jcirc process started by bin/jcirc has one, the JVM's
 * own; the compile server (docs/compile-server.md) runs each client's compile on a thread of its
 * own with the client's ({@link #callAs}). Code that would call {@code System.getenv}, make a
 * relative path absolute or start a process asks here instead.
 *
 * <p>Relative paths given to file-system calls need no help: the server's compile thread has its
 * own working directory (unshare(CLONE_FS) + chdir), so only making a path absolute in Java (which
 * uses the JVM's start directory, {@code user.dir}) has to go through {@link #absolute}.
 */
public final class Invocation {
    private Invocation() {}

    /** One client's working directory (absolute), environment and system-property overrides. */
    public record Context(Path cwd, Map<String, String> env, Map<String, String> properties) {}

    // inherited: threads a compile starts (e.g. the pumps of a child process) see the same context
    private static final InheritableThreadLocal<Context> CURRENT = new InheritableThreadLocal<>();

    /** Runs {@code body} with {@code context} as this thread's invocation. */
    public static <T> T callAs(Context context, Callable<T> body) throws Exception {
        Context before = CURRENT.get();
        CURRENT.set(context);
        try {
            return body.call();
        } finally {
            CURRENT.set(before);
        }
    }

    /** The environment variable {@code name} of this invocation (null when unset). */
    public static String getenv(String name) {
        Context c = CURRENT.get();
        return c == null ? System.getenv(name) : c.env().get(name);
    }

    /** The whole environment of this invocation (unmodifiable). */
    public static Map<String, String> env() {
        Context c = CURRENT.get();
        return c == null ? System.getenv() : c.env();
    }

    /** A system property as this invocation's client set it, else the JVM's. */
    public static String property(String name, String def) {
        Context c = CURRENT.get();
        if (c != null && c.properties().containsKey(name)) return c.properties().get(name);
        return System.getProperty(name, def);
    }

    /** The working directory of this invocation (absolute). */
    public static Path cwd() {
        Context c = CURRENT.get();
        return c == null ? Path.of("").toAbsolutePath() : c.cwd();
    }

    /** {@code p} made absolute against this invocation's working directory. */
    public static Path absolute(Path p) {
        if (p.isAbsolute()) return p;
        Context c = CURRENT.get();
        return c == null ? p.toAbsolutePath() : c.cwd().resolve(p);
    }

    /** Gives a process about to start this invocation's working directory (unless it has one) and environment. */
    public static ProcessBuilder configure(ProcessBuilder pb) {
        Context c = CURRENT.get();
        if (c == null) return pb;
        if (pb.directory() == null) pb.directory(c.cwd().toFile());
        Map<String, String> env = pb.environment();
        env.clear();
        env.putAll(c.env());
        return pb;
    }
}
