package jcirc.tools.server;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import jcirc.frontend.cdt.CacheDirs;
import jcirc.host.Invocation;
import jcirc.tools.Jcirc;

/**
 * Where the compile server's socket lives and which build it serves.
 *
 * <p>The runtime directory: {@code $JCIRC_RUNTIME_DIR} when set (only that one); else, best first, {@code $XDG_RUNTIME_DIR/jcirc},
 * {@code <tmp>/jcirc-run-<uid>} for each usable temporary directory. It must be (or be created as)
 * a directory owned by this user with mode 0700; one that is not is skipped (another user's
 * directory in /tmp is never used).
 *
 * <p>The build key hashes what a server's answers depend on: every jar on the class path (path,
 * size, modification time), the JDK (java.home, its version) and {@code jcirc.home}. A rebuilt
 * jcirc has another key, so it never reaches an old server, and the old server notices that its
 * key changed and exits.
 */
public final class ServerPaths {
    private ServerPaths() {}

    /** The runtime directory, or null when none is usable. */
    public static Path runtimeDir() {
        List<Path> c = new ArrayList<>();
        String explicit = Invocation.getenv("JCIRC_RUNTIME_DIR");
        Integer uid = uid();
        if (uid == null) return null;
        // set explicitly: that directory or none
        if (explicit != null && !explicit.isEmpty()) return usable(Path.of(explicit), uid) ? Path.of(explicit) : null;
        String xdg = Invocation.getenv("XDG_RUNTIME_DIR");
        if (xdg != null && !xdg.isEmpty()) c.add(Path.of(xdg, "jcirc"));
        for (Path t : CacheDirs.tempDirs()) c.add(t.resolve("jcirc-run-" + uid));
        for (Path d : c) if (usable(d, uid)) return d;
        return null;
    }

    private static boolean usable(Path d, int uid) {
        try {
            if (!Files.isDirectory(d)) {
                Files.createDirectories(d.getParent());
                Files.createDirectory(d, PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
            }
            Object owner = Files.getAttribute(d, "unix:uid", java.nio.file.LinkOption.NOFOLLOW_LINKS);
            Set<PosixFilePermission> perms = Files.getPosixFilePermissions(d, java.nio.file.LinkOption.NOFOLLOW_LINKS);
            return owner instanceof Integer o && o == uid && perms.equals(PosixFilePermissions.fromString("rwx------"))
                    && Files.isWritable(d);
        } catch (IOException | RuntimeException e) {
            return false;
        }
    }

    /** This process's user id (the owner of /proc/self), or null when unknown. */
    static Integer uid() {
        try {
            return (Integer) Files.getAttribute(Path.of("/proc/self"), "unix:uid");
        } catch (IOException | RuntimeException e) {
            return null;
        }
    }

    /** The build key (16 hex digits), or null when the code is not running from jars (nothing to key on). */
    public static String buildKey() {
        List<Path> files = identityFiles();
        if (files == null) return null;
        StringBuilder sb = new StringBuilder();
        sb.append(System.getProperty("java.home")).append('\0').append(System.getProperty("java.vm.version")).append('\0')
                .append(System.getProperty("jcirc.home", "")).append('\0');
        for (Path f : files) {
            sb.append(f).append('\0');
            try {
                BasicFileAttributes a = Files.readAttributes(f, BasicFileAttributes.class);
                sb.append(a.size()).append(' ').append(a.lastModifiedTime().toMillis()).append('\0');
            } catch (IOException e) {
                sb.append("missing\0");
            }
        }
        long h = 0xcbf29ce484222325L;   // FNV-1a, 64 bits
        for (int i = 0; i < sb.length(); i++) {
            h ^= sb.charAt(i);
            h *= 0x100000001b3L;
        }
        return String.format("%016x", h);
    }

    /**
     * The files whose identity is the build's: {@code jcirc.server.identity} (a path list, for
     * tests), else the jar holding this class and the jars of its {@code lib/} directory.
     */
    static List<Path> identityFiles() {
        String override = System.getProperty("jcirc.server.identity");
        if (override != null && !override.isEmpty()) {
            List<Path> r = new ArrayList<>();
            for (String s : override.split(":")) r.add(Path.of(s).toAbsolutePath());
            return r;
        }
        try {
            Path jar = Path.of(Jcirc.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (!Files.isRegularFile(jar)) return null;
            List<Path> r = new ArrayList<>(List.of(jar));
            Path lib = jar.resolveSibling("lib");
            if (Files.isDirectory(lib)) {
                try (Stream<Path> s = Files.list(lib)) {
                    s.filter(p -> p.toString().endsWith(".jar")).sorted().forEach(r::add);
                }
            }
            return r;
        } catch (URISyntaxException | IOException | RuntimeException e) {
            return null;
        }
    }

    static Path socket(Path dir, String key) { return dir.resolve("jcirc-" + key + ".sock"); }

    static Path lock(Path dir, String key) { return dir.resolve("jcirc-" + key + ".lock"); }

    static Path starting(Path dir, String key) { return dir.resolve("jcirc-" + key + ".starting"); }

    static Path log(Path dir, String key) { return dir.resolve("jcirc-" + key + ".log"); }
}
