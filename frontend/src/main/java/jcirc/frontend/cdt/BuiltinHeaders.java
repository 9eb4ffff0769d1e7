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
 * {@code jcirc/include}. They are read in place when the installation has them as files with the
 * same contents (the class path is a directory, or {@code <jcirc.home>/frontend/src/main/resources});
 * otherwise they are extracted once into {@code <cache>/include-<hash>}, where the hash covers
 * their contents so that a changed header never meets a stale copy, trying each of
 * {@link CacheDirs#cacheCandidates()} in turn (no writable HOME: a directory under the temporary
 * directory). Extraction writes a private directory and renames it into place, so concurrent
 * compilers never see a half-written copy.
 */
public final class BuiltinHeaders {
    public static final List<String> NAMES = List.of(
            "stddef.h", "stdarg.h", "stdbool.h", "float.h", "limits.h",
            "stdalign.h", "stdnoreturn.h", "iso646.h", "stdatomic.h", "tgmath.h", "bits/floatn.h",
            "stdckdint.h", "stdbit.h",
            // C++: std::type_info for typeid (docs/cxx.md, "Virtual bases and RTTI")
            "typeinfo",
            // x86 intrinsics (docs/vectors.md, "x86 intrinsics")
            "mmintrin.h", "mm_malloc.h", "xmmintrin.h", "emmintrin.h", "pmmintrin.h", "tmmintrin.h", "smmintrin.h",
            "nmmintrin.h", "immintrin.h", "x86intrin.h", "avxintrin.h", "avx2intrin.h");

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
        String xdg = jcirc.host.Invocation.getenv("XDG_CACHE_HOME");
        if (xdg != null && !xdg.isEmpty()) return Path.of(xdg, "jcirc");
        return Path.of(System.getProperty("user.home"), ".cache", "jcirc");
    }

    /**
     * The include directory: with {@code cacheDir} given, the headers extracted there; else the
     * installed copy, else the first cache candidate where extraction succeeds.
     */
    public static Path directory(Path cacheDir) {
        Path key = cacheDir == null ? Path.of("<default>") : jcirc.host.Invocation.absolute(cacheDir);
        return extracted.computeIfAbsent(key, k -> cacheDir != null ? extract(k) : findOrExtract());
    }

    /** Whether {@code file} is one of the builtin headers in a directory this process uses. */
    public static boolean isBuiltinHeader(String file) {
        for (Path d : extracted.values()) if (file.startsWith(d.toString() + "/")) return true;
        return false;
    }

    private static Path findOrExtract() {
        Map<String, byte[]> files = contents();
        for (Path installed : installedCopies()) {
            if (identical(installed, files)) return installed;
        }
        List<String> failures = new java.util.ArrayList<>();
        for (Path base : CacheDirs.cacheCandidates()) {
            try {
                return extract(base);
            } catch (UncheckedIOException e) {
                failures.add(e.getMessage() + " (" + e.getCause().getMessage() + ")");
            }
        }
        throw new UncheckedIOException(new IOException("cannot extract jcirc's builtin headers anywhere: "
                + String.join("; ", failures) + "; set JCIRC_CACHE_DIR to a writable directory"));
    }

    /** Directories that may hold the headers as files: the class path's, the source tree's. */
    private static List<Path> installedCopies() {
        List<Path> dirs = new java.util.ArrayList<>();
        java.net.URL u = BuiltinHeaders.class.getResource("/jcirc/include/stddef.h");
        if (u != null && "file".equals(u.getProtocol())) {
            try {
                dirs.add(Path.of(u.toURI()).getParent());
            } catch (java.net.URISyntaxException | IllegalArgumentException ignored) { }
        }
        String home = System.getProperty("jcirc.home");
        if (home != null && !home.isEmpty()) dirs.add(Path.of(home, "frontend/src/main/resources/jcirc/include"));
        return dirs;
    }

    private static boolean identical(Path dir, Map<String, byte[]> files) {
        try {
            for (var e : files.entrySet()) {
                Path p = dir.resolve(e.getKey());
                if (!Files.isRegularFile(p) || !java.util.Arrays.equals(Files.readAllBytes(p), e.getValue())) return false;
            }
            return true;
        } catch (IOException e) {
            return false;
        }
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
            for (var e : files.entrySet()) {
                Path f = tmp.resolve(e.getKey());
                Files.createDirectories(f.getParent());
                Files.write(f, e.getValue());
            }
            try {
                Files.move(tmp, dir, StandardCopyOption.ATOMIC_MOVE);
            } catch (IOException raced) {
                // another process extracted the same version first
                deleteTree(tmp);
                if (!complete(dir, files)) throw raced;
            }
            return dir;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot extract jcirc's builtin headers to " + dir, e);
        }
    }

    private static void deleteTree(Path root) throws IOException {
        try (var s = Files.walk(root)) {
            for (Path p : s.sorted(java.util.Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
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
