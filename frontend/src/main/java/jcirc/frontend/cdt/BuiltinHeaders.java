package jcirc.frontend.cdt;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * jcirc's own headers (like clang's resource directory), shipped as class-path resources under
 * {@code jcirc/include} and extracted once into {@code <cache>/include-<hash>}, where the hash
 * covers their contents so that a changed header never meets a stale copy.
 */
public final class BuiltinHeaders {
    public static final List<String> NAMES = List.of(
            "stddef.h", "stdarg.h", "stdbool.h", "float.h", "limits.h",
            "stdalign.h", "stdnoreturn.h", "iso646.h", "stdatomic.h", "tgmath.h");

    private static final Map<Path, Path> extracted = new java.util.concurrent.ConcurrentHashMap<>();

    private BuiltinHeaders() {}

    /** The contents of every builtin header, by name. */
    public static Map<String, byte[]> contents() {
        Map<String, byte[]> m = new LinkedHashMap<>();
        for (String n : NAMES) {
            try (InputStream in = BuiltinHeaders.class.getResourceAsStream("/jcirc/include/" + n)) {
                if (in == null) throw new IllegalStateException("builtin header missing from the jar: " + n);
                m.put(n, in.readAllBytes());
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return m;
    }

    /** The default cache directory: $XDG_CACHE_HOME/jcirc or ~/.cache/jcirc. */
    public static Path defaultCacheDir() {
        String xdg = System.getenv("XDG_CACHE_HOME");
        if (xdg != null && !xdg.isEmpty()) return Path.of(xdg, "jcirc");
        return Path.of(System.getProperty("user.home"), ".cache", "jcirc");
    }

    /** Extracts the headers (if not there yet) and returns the include directory. */
    public static Path directory(Path cacheDir) {
        Path base = cacheDir == null ? defaultCacheDir() : cacheDir;
        return extracted.computeIfAbsent(base.toAbsolutePath(), BuiltinHeaders::extract);
    }

    private static Path extract(Path base) {
        Map<String, byte[]> files = contents();
        String hash;
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            for (var e : files.entrySet()) {
                md.update(e.getKey().getBytes(java.nio.charset.StandardCharsets.UTF_8));
                md.update((byte) 0);
                md.update(e.getValue());
            }
            hash = HexFormat.of().formatHex(md.digest()).substring(0, 12);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
        Path dir = base.resolve("include-" + hash);
        try {
            if (Files.isDirectory(dir) && complete(dir, files)) return dir;
            Files.createDirectories(base);
            Path tmp = Files.createTempDirectory(base, "include-tmp");
            for (var e : files.entrySet()) Files.write(tmp.resolve(e.getKey()), e.getValue());
            try {
                Files.move(tmp, dir, StandardCopyOption.ATOMIC_MOVE);
            } catch (IOException raced) {
                // another process extracted the same version first
                for (String n : files.keySet()) Files.deleteIfExists(tmp.resolve(n));
                Files.deleteIfExists(tmp);
                if (!complete(dir, files)) throw raced;
            }
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot extract jcirc's builtin headers to " + dir, e);
        }
    }

    private static boolean complete(Path dir, Map<String, byte[]> files) throws IOException {
        for (var e : files.entrySet()) {
            Path p = dir.resolve(e.getKey());
            if (!Files.isRegularFile(p) || Files.size(p) != e.getValue().length) return false;
        }
        return true;
    }
}
