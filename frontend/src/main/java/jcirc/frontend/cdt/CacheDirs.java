package jcirc.frontend.cdt;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import jcirc.host.Invocation;

/**
 * Where jcirc may write caches and temporary files, for environments without a usable HOME
 * (distccd's user has HOME=/nonexistent), a read-only installation, or a TMPDIR that is unset,
 * unwritable or full. Nothing here throws: callers try the candidates in order.
 */
public final class CacheDirs {
    private CacheDirs() {}

    /**
     * Cache directories, best first: {@code $JCIRC_CACHE_DIR}; {@code $XDG_CACHE_HOME/jcirc} or
     * {@code ~/.cache/jcirc}; {@code <temp>/jcirc-cache-<user>} for each usable temporary
     * directory ({@link #tempDirs()}).
     */
    public static List<Path> cacheCandidates() {
        Set<Path> c = new LinkedHashSet<>();
        String explicit = Invocation.getenv("JCIRC_CACHE_DIR");
        if (explicit != null && !explicit.isEmpty()) c.add(Path.of(explicit));
        String xdg = Invocation.getenv("XDG_CACHE_HOME");
        if (xdg != null && !xdg.isEmpty()) c.add(Path.of(xdg, "jcirc"));
        String home = System.getProperty("user.home");
        if (home != null && !home.isEmpty() && !home.equals("?")) c.add(Path.of(home, ".cache", "jcirc"));
        String user = System.getProperty("user.name", "user").replaceAll("[^A-Za-z0-9._-]", "_");
        for (Path t : tempDirs()) c.add(t.resolve("jcirc-cache-" + user));
        return new ArrayList<>(c);
    }

    /**
     * Temporary directories that exist and are writable, best first: {@code $TMPDIR}, the JVM's
     * {@code java.io.tmpdir}, {@code /tmp}, {@code /var/tmp} (gcc's order). A full directory
     * passes this test; {@link #createTempDirectory} moves on when creating in it fails.
     */
    public static List<Path> tempDirs() {
        Set<Path> c = new LinkedHashSet<>();
        String env = Invocation.getenv("TMPDIR");
        if (env != null && !env.isEmpty()) c.add(Path.of(env));
        String prop = System.getProperty("java.io.tmpdir");
        if (prop != null && !prop.isEmpty()) c.add(Path.of(prop));
        c.add(Path.of("/tmp"));
        c.add(Path.of("/var/tmp"));
        List<Path> ok = new ArrayList<>();
        for (Path p : c) if (Files.isDirectory(p) && Files.isWritable(p)) ok.add(Invocation.absolute(p));
        return ok;
    }

    /**
     * A new temporary directory in the first usable temporary directory (a full or read-only
     * one is skipped), checked by writing a byte into it.
     */
    public static Path createTempDirectory(String prefix) throws IOException {
        IOException last = null;
        for (Path t : tempDirs()) {
            Path d = null;
            try {
                d = Files.createTempDirectory(t, prefix);
                Path probe = d.resolve(".probe");
                Files.write(probe, new byte[] {0});
                Files.delete(probe);
                return d;
            } catch (IOException e) {
                last = e;
                if (d != null) {
                    try { Files.deleteIfExists(d.resolve(".probe")); Files.deleteIfExists(d); } catch (IOException ignored) { }
                }
            }
        }
        throw new IOException("no writable temporary directory (tried $TMPDIR, java.io.tmpdir, /tmp, /var/tmp)"
                + (last == null ? "" : ": " + last.getMessage()), last);
    }

    /** The directory jcirc's child processes (opt, llc, cc) get as TMPDIR, or null to leave theirs as is. */
    public static Path childTempDir() {
        List<Path> t = tempDirs();
        return t.isEmpty() ? null : t.get(0);
    }
}
