package jcirc.ctest;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * gcc 12's {@code gcc.c-torture/execute} programs: unpacked on demand from the Debian package
 * gcc-12-source ({@code /usr/src/gcc-12/gcc-12.2.0-dfsg.tar.xz}) into a cache directory (only
 * the {@code execute} directory, once), and listed with the flags gcc's own harness would use
 * on x86_64 Linux.
 *
 * <p>Three groups, as in gcc's testsuite: the top directory ({@code execute.exp}: {@code -w}
 * plus each file's {@code dg-} directives), {@code ieee/} ({@code ieee.exp}: {@code -fno-inline}
 * plus the file's {@code .x} script) and {@code builtins/} ({@code builtins.exp}: each
 * {@code foo.c} linked with {@code foo-lib.c} and {@code lib/main.c}, plus the builtins flags
 * and the {@code .x} script).
 */
final class TortureSuite {
    private TortureSuite() {}

    static final Path TARBALL = Path.of("/usr/src/gcc-12/gcc-12.2.0-dfsg.tar.xz");
    static final String EXECUTE = "gcc-12.2.0/gcc/testsuite/gcc.c-torture/execute";
    static final String INSTALL_HINT = "gcc 12's test sources are missing: install them with `apt-get install gcc-12-source` (provides "
            + TARBALL + ")";

    static final List<String> IEEE_FLAGS = List.of("-fno-inline");
    static final List<String> BUILTINS_FLAGS = List.of("-fno-tree-dse", "-fno-tree-loop-distribute-patterns", "-fno-tracer",
            "-fno-ipa-ra", "-fno-inline-functions");

    /**
     * One test program. {@code name}: its path below {@code execute/} without {@code .c};
     * {@code sources}: the files to compile and link; {@code flags}: gcc's harness flags
     * ({@code -w} etc.) before the file's own directives are applied; {@code directives}: the
     * text holding its {@code dg-} directives; {@code xScript}: its {@code .x} file or null.
     */
    record Program(String name, List<Path> sources, List<String> flags, String directives, String xScript) {}

    /** The cache directory: {@code -Djcirc.torture.cache}, default {@code ~/.cache/jcirc-torture}. */
    static Path cache() {
        String c = System.getProperty("jcirc.torture.cache");
        return c != null && !c.isBlank() ? Path.of(c) : Path.of(System.getProperty("user.home"), ".cache", "jcirc-torture");
    }

    /** The {@code execute} directory, unpacked from the tarball on first use. */
    static Path executeDir() throws IOException {
        return unpacked(EXECUTE, "unpacked.stamp", List.of("*/gcc.c-torture/execute/*"));
    }

    /**
     * {@code dir} (a path inside the tarball, e.g. {@code gcc-12.2.0/gcc/testsuite/g++.dg}) in the cache,
     * unpacked on first use: the tarball's members matching {@code wildcards} are extracted and
     * {@code stamp} (a file name in the cache) records that it was done.
     */
    static synchronized Path unpacked(String dir, String stamp, List<String> wildcards) throws IOException {
        Path cache = cache();
        Path d = cache.resolve(dir);
        Path stampFile = cache.resolve(stamp);
        if (Files.exists(stampFile) && Files.isDirectory(d)) return d;
        if (!Files.isReadable(TARBALL)) throw new AssertionError(INSTALL_HINT);
        Files.createDirectories(cache);
        List<String> cmd = new ArrayList<>(List.of("tar", "-xJf", TARBALL.toString(), "-C", cache.toString(), "--wildcards"));
        cmd.addAll(wildcards);
        NativeRun.Result r = NativeRun.exec(cmd, cache, 600);
        if (r.exit() != 0 || !Files.isDirectory(d))
            throw new AssertionError("cannot unpack " + TARBALL + " into " + cache + "\n" + r.describe());
        Files.writeString(stampFile, TARBALL + "\n");
        return d;
    }

    /** Every program, sorted by name. */
    static List<Program> programs() throws IOException {
        Path dir = executeDir();
        List<Program> r = new ArrayList<>();
        for (Path c : cFiles(dir))
            r.add(new Program(name(dir, c), List.of(c), List.of("-w"), Files.readString(c, java.nio.charset.StandardCharsets.ISO_8859_1), null));
        Path ieee = dir.resolve("ieee");
        for (Path c : cFiles(ieee)) {
            List<String> f = new ArrayList<>(List.of("-w"));
            f.addAll(IEEE_FLAGS);
            r.add(new Program(name(dir, c), List.of(c), f, "", xScript(c)));
        }
        Path builtins = dir.resolve("builtins");
        for (Path c : cFiles(builtins)) {
            if (c.getFileName().toString().endsWith("-lib.c")) continue;
            Path lib = Path.of(c.toString().replaceFirst("\\.c$", "-lib.c"));
            List<Path> srcs = new ArrayList<>(List.of(c));
            if (Files.exists(lib)) srcs.add(lib);
            srcs.add(builtins.resolve("lib/main.c"));
            List<String> f = new ArrayList<>(List.of("-w"));
            f.addAll(BUILTINS_FLAGS);
            r.add(new Program(name(dir, c), srcs, f, "", xScript(c)));
        }
        r.sort(java.util.Comparator.comparing(Program::name));
        return r;
    }

    private static String name(Path dir, Path c) {
        return dir.relativize(c).toString().replaceFirst("\\.c$", "");
    }

    private static List<Path> cFiles(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.filter(p -> p.toString().endsWith(".c") && Files.isRegularFile(p)).sorted().toList();
        }
    }

    private static String xScript(Path c) throws IOException {
        Path x = Path.of(c.toString().replaceFirst("\\.c$", ".x"));
        return Files.exists(x) ? Files.readString(x) : null;
    }
}
