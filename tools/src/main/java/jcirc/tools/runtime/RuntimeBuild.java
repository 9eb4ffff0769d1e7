package jcirc.tools.runtime;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import jcirc.backend.toolchain.ProcessRunner;
import jcirc.backend.toolchain.RuntimeLibrary;
import jcirc.backend.toolchain.ToolFinder;
import jcirc.backend.toolchain.ToolchainException;
import jcirc.frontend.cdt.BuiltinHeaders;
import jcirc.frontend.cdt.CacheDirs;
import jcirc.tools.Jcirc;
import jcirc.tools.driver.Version;

/**
 * Builds jcirc's runtime library on first use: the C sources shipped as resources
 * ({@link RuntimeLibrary#SOURCES}) are compiled by jcirc itself ({@code jcirc -c -O2}, in process)
 * and archived with {@code ar} into
 * {@code <cache>/runtime-<hash>/libjcirc_rt.a}, where {@code <cache>} is {@code $JCIRC_CACHE_DIR},
 * else {@code $XDG_CACHE_HOME/jcirc} or {@code ~/.cache/jcirc}, else a directory under the
 * temporary directory ({@link CacheDirs}), and {@code <hash>} covers the
 * sources, jcirc's version and the build of jcirc itself, so a changed compiler or runtime gets
 * a fresh archive. Concurrent builds are safe: each builds in its own directory and the first to
 * rename it into place wins.
 */
public final class RuntimeBuild {
    private RuntimeBuild() {}

    /**
     * The cache directory that holds runtime builds: the first of {@link CacheDirs#cacheCandidates()}
     * that already holds this archive, or that exists or can be created and is writable.
     */
    public static Path cacheDir() {
        List<Path> candidates = CacheDirs.cacheCandidates();
        String name = "runtime-" + hash(resources());
        for (Path c : candidates) if (Files.isRegularFile(c.resolve(name).resolve(RuntimeLibrary.FILE_NAME))) return c;
        for (Path c : candidates) {
            try {
                Files.createDirectories(c);
                if (Files.isWritable(c)) return c;
            } catch (IOException ignored) {
                // next candidate
            }
        }
        return candidates.isEmpty() ? BuiltinHeaders.defaultCacheDir() : candidates.get(0);
    }

    /** Where the archive for this jcirc and these sources lives (built or not). */
    public static Path cachedArchive() {
        return cacheDir().resolve("runtime-" + hash(resources())).resolve(RuntimeLibrary.FILE_NAME);
    }

    /** The archive, built now if it is not in the cache yet. */
    public static synchronized Path ensure(PrintStream diag) throws ToolchainException {
        Path archive = cachedArchive();
        if (Files.isRegularFile(archive)) return archive;
        Path dir = archive.getParent();
        Path tmp = null;
        try {
            Files.createDirectories(dir.getParent());
            tmp = Files.createTempDirectory(dir.getParent(), "runtime-tmp");
            for (Map.Entry<String, byte[]> e : resources().entrySet()) Files.write(tmp.resolve(e.getKey()), e.getValue());
            List<String> objects = new ArrayList<>();
            for (String src : RuntimeLibrary.SOURCES) {
                Path obj = tmp.resolve(src.replaceFirst("\\.c$", ".o"));
                compile(tmp.resolve(src), obj);
                objects.add(obj.toString());
            }
            archive(tmp.resolve(RuntimeLibrary.FILE_NAME), objects);
            try {
                Files.move(tmp, dir, StandardCopyOption.ATOMIC_MOVE);
                tmp = null;
            } catch (IOException raced) {
                if (!Files.isRegularFile(archive)) throw raced;   // else another build finished first
            }
            return archive;
        } catch (IOException e) {
            throw new ToolchainException("cannot build jcirc's runtime library in " + dir + ": " + e.getMessage(), e);
        } finally {
            if (tmp != null) deleteTree(tmp);
        }
    }

    private static void compile(Path src, Path obj) throws ToolchainException {
        ByteArrayOutputStream out = new ByteArrayOutputStream(), err = new ByteArrayOutputStream();
        int code;
        try (PrintStream o = new PrintStream(out, true, StandardCharsets.UTF_8); PrintStream e = new PrintStream(err, true, StandardCharsets.UTF_8)) {
            code = Jcirc.run(new String[] {"-c", "-O2", "-w", src.toString(), "-o", obj.toString()}, o, e);
        }
        if (code != 0)
            throw new ToolchainException("jcirc failed to compile the runtime source " + src.getFileName() + " (exit " + code + "):\n"
                    + err.toString(StandardCharsets.UTF_8).strip());
    }

    private static void archive(Path lib, List<String> objects) throws ToolchainException, IOException {
        ToolFinder finder = new ToolFinder();
        Optional<Path> ar = finder.find("ar");
        if (ar.isEmpty()) ar = finder.find("llvm-ar");
        if (ar.isEmpty())
            throw new ToolchainException("unable to find 'ar' or 'llvm-ar' to archive jcirc's runtime library; "
                    + "install binutils (apt-get install binutils)");
        List<String> cmd = new ArrayList<>(List.of(ar.get().toString(), "rcs", lib.toString()));
        cmd.addAll(objects);
        ProcessRunner.Result r = ProcessRunner.run(cmd, null, null);
        if (r.exitCode() != 0)
            throw new ToolchainException("ar failed archiving jcirc's runtime library:\n" + (r.stderrText() + r.stdoutText()).strip());
    }

    /** The runtime's sources and headers by file name. */
    static Map<String, byte[]> resources() {
        Map<String, byte[]> r = new LinkedHashMap<>();
        List<String> names = new ArrayList<>(RuntimeLibrary.SOURCES);
        names.addAll(RuntimeLibrary.HEADERS);
        for (String n : names) {
            try (InputStream in = RuntimeLibrary.class.getClassLoader().getResourceAsStream(RuntimeLibrary.RESOURCE_DIR + n)) {
                if (in == null) throw new IllegalStateException("runtime source " + RuntimeLibrary.RESOURCE_DIR + n + " is missing from the class path");
                r.put(n, in.readAllBytes());
            } catch (IOException e) {
                throw new IllegalStateException("cannot read runtime source " + n, e);
            }
        }
        return r;
    }

    private static String hash(Map<String, byte[]> files) {
        try {
            MessageDigest md = MessageDigest.getInstance("SHA-256");
            md.update(Version.VERSION.getBytes(StandardCharsets.UTF_8));
            md.update(compilerStamp().getBytes(StandardCharsets.UTF_8));
            for (Map.Entry<String, byte[]> e : files.entrySet()) {
                md.update((byte) 0);
                md.update(e.getKey().getBytes(StandardCharsets.UTF_8));
                md.update((byte) 0);
                md.update(e.getValue());
            }
            return HexFormat.of().formatHex(md.digest()).substring(0, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Identifies this build of jcirc: the size and time of the jar it runs from ("" from class directories). */
    private static String compilerStamp() {
        try {
            Path p = Path.of(RuntimeBuild.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            return Files.isRegularFile(p) ? Files.size(p) + "@" + Files.getLastModifiedTime(p).toMillis() : "";
        } catch (URISyntaxException | IOException | SecurityException | NullPointerException e) {
            return "";
        }
    }

    private static void deleteTree(Path dir) {
        try (Stream<Path> s = Files.walk(dir)) {
            s.sorted(Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
        } catch (IOException ignored) {
            // best effort
        }
    }
}
