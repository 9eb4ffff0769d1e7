package jcirc.ctest;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.*;

/**
 * Whole real programs built by jcirc's {@code -emit-scf} and upstream MLIR 19 / LLVM 19 alone (the
 * pipeline of {@link MlirTranslateTest}), every source file:
 *
 * <pre>
 *   jcirc -emit-scf f.c -o f.mlir
 *   mlir-opt-19 --convert-scf-to-cf ... --reconcile-unrealized-casts --emit-bytecode f.mlir -o f.mlirbc
 *   mlir-translate-19 --mlir-to-llvmir f.mlirbc -o f.ll;  llc-19 -O0 -relocation-model=pic -filetype=obj f.ll -o f.o
 *   cc *.o -lm -o program
 * </pre>
 *
 * <ul>
 * <li>SQLite: {@code sqlite3.c} + {@code sqlite/workload.c} (fetched as {@link SqliteTest} does); the
 *     program must print exactly what the gcc build prints.</li>
 * <li>Lua 5.4: all 34 files of Debian's {@code lua5.4} source package (fetched with
 *     {@code apt-get source --download-only lua5.4} into a cache, never into the repository; deb-src
 *     must be enabled), linked into {@code lua} and {@code luac}; {@code lua/workload.lua} must print
 *     exactly what the gcc-built interpreter prints, run from source and from the bytecode of the
 *     upstream-built {@code luac}, which must be byte-identical to the gcc-built luac's. (Lua's own
 *     test suite is not in Debian's source package, nor in any registry this project reaches.)</li>
 * </ul>
 *
 * Tag {@code upstream-mlir}: left out of the default run (ctest-suite/pom.xml; several minutes of
 * CPU); run it with {@code -Djcirc.excludedGroups= -Dtest=UpstreamMlirProgramsTest}. Step times are
 * printed and written to {@code target/upstream-mlir-times.txt}.
 */
@Tag("upstream-mlir")
class UpstreamMlirProgramsTest {
    static final List<String> LUA_DEFINES = List.of("-DLUA_COMPAT_5_3", "-DLUA_USE_LINUX");
    private static final List<String> times = new ArrayList<>();

    @TestFactory
    Stream<DynamicTest> programs() {
        return Stream.of(
                DynamicTest.dynamicTest("sqlite3.c + workload.c through -emit-scf and upstream MLIR", UpstreamMlirProgramsTest::sqlite),
                DynamicTest.dynamicTest("Lua 5.4 (lua, luac) through -emit-scf and upstream MLIR", UpstreamMlirProgramsTest::lua));
    }

    static void sqlite() throws IOException {
        Path src = SqliteTest.fetch();
        Path work = Files.createTempDirectory("jcirc-sqlite-upstream");
        String expected = gccRun(work, List.of(src.resolve("sqlite3.c"), SqliteTest.workload()), SqliteTest.DEFINES, List.of("-I" + src), "sqlite");
        long t0 = System.nanoTime();
        Path a = upstreamObject(work, src.resolve("sqlite3.c"), SqliteTest.DEFINES, List.of());
        Path b = upstreamObject(work, SqliteTest.workload(), List.of(), List.of("-I" + src));
        record("sqlite: jcirc -emit-scf + mlir-opt/translate/llc", t0);
        Path exe = link(work, List.of(a, b), "sqlite-upstream");
        NativeRun.Result r = NativeRun.exec(List.of(exe.toString()), work, 120);
        assertEquals(expected, r.stdout(), "SQLite built through -emit-scf and upstream MLIR prints something else than gcc's\n" + r.describe());
        assertEquals(0, r.exit(), r.describe());
    }

    static void lua() throws IOException {
        Path src = fetchLua();
        Path work = Files.createTempDirectory("jcirc-lua-upstream");
        Path script = luaWorkload();
        List<Path> files;
        try (Stream<Path> s = Files.list(src)) {
            files = s.filter(p -> p.toString().endsWith(".c")).sorted().toList();
        }
        assertTrue(files.size() >= 30, "Lua's src/ should hold its 34 C files: " + files);

        // the gcc reference: objects, lua, luac, the workload's output and luac's bytecode
        Path gccDir = Files.createDirectories(work.resolve("gcc"));
        List<Path> gccObjs = new ArrayList<>();
        for (Path f : files) {
            Path o = gccDir.resolve(f.getFileName().toString().replace(".c", ".o"));
            List<String> cmd = new ArrayList<>(List.of("gcc", "-O0", "-w", "-c"));
            cmd.addAll(LUA_DEFINES);
            cmd.addAll(List.of(f.toString(), "-o", o.toString()));
            NativeRun.Result g = NativeRun.exec(cmd, work, 300);
            assertEquals(0, g.exit(), "gcc cannot compile " + f + "\n" + g.describe());
            gccObjs.add(o);
        }
        Path gccLua = link(gccDir, without(gccObjs, "luac.o"), "lua");
        Path gccLuac = link(gccDir, without(gccObjs, "lua.o"), "luac");
        NativeRun.Result ref = NativeRun.exec(List.of(gccLua.toString(), script.getFileName().toString()), script.getParent(), 120);
        assertEquals(0, ref.exit(), "the gcc-built lua fails the workload\n" + ref.describe());
        assertTrue(ref.stdout().contains("failures=0"), "the gcc-built lua reports failures\n" + ref.describe());
        Path gccBytecode = work.resolve("gcc.luac");
        run(List.of(gccLuac.toString(), "-o", gccBytecode.toString(), script.getFileName().toString()), script.getParent(), "gcc-built luac");

        // every file through -emit-scf and upstream MLIR
        Path upDir = Files.createDirectories(work.resolve("upstream"));
        List<Path> objs = new ArrayList<>();
        long t0 = System.nanoTime();
        for (Path f : files) objs.add(upstreamObject(upDir, f, LUA_DEFINES, List.of()));
        record("lua: jcirc -emit-scf + mlir-opt/translate/llc, 34 files", t0);
        Path lua = link(upDir, without(objs, "luac.o"), "lua");
        Path luac = link(upDir, without(objs, "lua.o"), "luac");
        NativeRun.Result r = NativeRun.exec(List.of(lua.toString(), script.getFileName().toString()), script.getParent(), 120);
        assertEquals(ref.stdout(), r.stdout(), "Lua built through -emit-scf and upstream MLIR prints something else than gcc's\n" + r.describe());
        assertEquals(0, r.exit(), r.describe());

        Path bytecode = work.resolve("upstream.luac");
        run(List.of(luac.toString(), "-o", bytecode.toString(), script.getFileName().toString()), script.getParent(), "upstream-built luac");
        assertArrayEquals(Files.readAllBytes(gccBytecode), Files.readAllBytes(bytecode), "luac's bytecode differs from the gcc-built luac's");
        NativeRun.Result rb = NativeRun.exec(List.of(lua.toString(), bytecode.toString()), script.getParent(), 120);
        assertEquals(ref.stdout(), rb.stdout(), "the precompiled workload prints something else\n" + rb.describe());
    }

    /** {@code jcirc -emit-scf} then mlir-opt-19, mlir-translate-19 and llc-19: the object file of {@code src}. */
    static Path upstreamObject(Path dir, Path src, List<String> defines, List<String> includes) {
        String base = src.getFileName().toString().replaceFirst("\\.c$", "");
        Path scf = dir.resolve(base + ".mlir"), bc = dir.resolve(base + ".mlirbc"), ll = dir.resolve(base + ".ll"), obj = dir.resolve(base + ".o");
        List<String> args = new ArrayList<>(List.of("-emit-scf", "-w"));
        args.addAll(defines);
        args.addAll(includes);
        args.addAll(List.of("-o", scf.toString(), src.toString()));
        NativeRun.Result c = SqliteTest.jcircWithBigStack(args);
        assertEquals(0, c.exit(), "jcirc -emit-scf cannot compile " + src + "\n" + c.describe());
        List<String> opt = new ArrayList<>(List.of(MlirTranslateTest.tool("mlir-opt")));
        opt.addAll(MlirTranslateTest.LOWER_TO_LLVM);
        opt.addAll(List.of("--emit-bytecode", scf.toString(), "-o", bc.toString()));
        run(opt, dir, "mlir-opt-19 cannot lower " + scf);
        run(List.of(MlirTranslateTest.tool("mlir-translate"), "--mlir-to-llvmir", bc.toString(), "-o", ll.toString()), dir,
                "mlir-translate-19 cannot translate the lowered " + scf);
        run(List.of(MlirTranslateTest.tool("llc"), "-O0", "-relocation-model=pic", "-filetype=obj", ll.toString(), "-o", obj.toString()), dir,
                "llc-19 cannot compile " + ll);
        return obj;
    }

    private static String gccRun(Path work, List<Path> srcs, List<String> defines, List<String> includes, String name) {
        Path exe = work.resolve(name + "-gcc");
        List<String> cmd = new ArrayList<>(List.of("gcc", "-O0", "-w"));
        cmd.addAll(defines);
        cmd.addAll(includes);
        srcs.forEach(s -> cmd.add(s.toString()));
        cmd.addAll(List.of("-lm", "-o", exe.toString()));
        run(cmd, work, "gcc cannot build " + name);
        NativeRun.Result r = NativeRun.exec(List.of(exe.toString()), work, 120);
        assertEquals(0, r.exit(), "the gcc-built " + name + " fails\n" + r.describe());
        return r.stdout();
    }

    private static Path link(Path dir, List<Path> objs, String name) {
        Path exe = dir.resolve(name);
        List<String> cmd = new ArrayList<>(List.of("cc"));
        objs.forEach(o -> cmd.add(o.toString()));
        cmd.addAll(List.of("-lm", "-ldl", "-o", exe.toString()));
        run(cmd, dir, "linking " + name);
        return exe;
    }

    private static List<Path> without(List<Path> objs, String name) {
        return objs.stream().filter(o -> !o.getFileName().toString().equals(name)).toList();
    }

    private static void run(List<String> cmd, Path dir, String what) {
        NativeRun.Result r = NativeRun.exec(cmd, dir, 600);
        assertEquals(0, r.exit(), what + ": " + String.join(" ", cmd) + "\n" + r.describe());
    }

    private static void record(String what, long t0) {
        String line = String.format(Locale.ROOT, "%-56s %7.1f s", what, (System.nanoTime() - t0) / 1e9);
        System.out.println("[upstream-mlir] " + line);
        synchronized (times) {
            times.add(line);
            try {
                Files.createDirectories(Path.of("target"));
                Files.write(Path.of("target", "upstream-mlir-times.txt"), times);
            } catch (IOException ignored) {
                // the timings are informative only
            }
        }
    }

    static Path luaWorkload() {
        for (Path p : List.of(Path.of("lua", "workload.lua"), Path.of("ctest-suite", "lua", "workload.lua")))
            if (Files.exists(p)) return p.toAbsolutePath();
        throw new AssertionError("lua/workload.lua not found (run from the ctest-suite module)");
    }

    /** Lua's {@code src/} directory, fetched with apt-get source into a cache when not there yet. */
    static Path fetchLua() throws IOException {
        Path cache = Path.of(System.getProperty("jcirc.lua.cache", System.getProperty("user.home") + "/.cache/jcirc-lua"));
        return fetchLua("apt-get", cache);
    }

    static Path fetchLua(String aptGet, Path cache) throws IOException {
        Path cached = luaSrc(cache);
        if (cached != null) return cached;
        Files.createDirectories(cache);
        NativeRun.Result d;
        try {
            d = NativeRun.exec(List.of(aptGet, "source", "--download-only", "lua5.4"), cache, 300);
        } catch (AssertionError e) {
            throw new AssertionError(hint("apt-get is missing"), e);
        }
        assertEquals(0, d.exit(), hint("`apt-get source --download-only lua5.4` failed") + "\n" + d.describe());
        String[] tars = cache.toFile().list((dir, n) -> n.startsWith("lua5.4_") && n.endsWith(".orig.tar.gz"));
        assertTrue(tars != null && tars.length > 0, "apt-get source left no lua5.4_*.orig.tar.gz in " + cache + ": " + d.describe());
        Arrays.sort(tars);
        NativeRun.Result x = NativeRun.exec(List.of("tar", "xzf", tars[tars.length - 1]), cache, 120);
        assertEquals(0, x.exit(), "cannot extract " + tars[tars.length - 1] + "\n" + x.describe());
        Path src = luaSrc(cache);
        assertNotNull(src, "no lua-5.4.*/src/lua.h after extracting " + tars[tars.length - 1]);
        return src;
    }

    private static String hint(String what) {
        return what + ": Lua's source comes from Debian's source package lua5.4; enable deb-src (add `deb-src` to the Types:"
                + " line of /etc/apt/sources.list.d/debian.sources) and run `apt-get update`";
    }

    private static Path luaSrc(Path cache) throws IOException {
        if (!Files.isDirectory(cache)) return null;
        try (Stream<Path> s = Files.list(cache)) {
            return s.filter(p -> p.getFileName().toString().startsWith("lua-5.4") && Files.exists(p.resolve("src/lua.h")))
                    .sorted().map(p -> p.resolve("src")).reduce((a, b) -> b).orElse(null);
        }
    }

    /** Without apt-get (and nothing cached) the fetch fails with the deb-src hint, not an IOException. */
    @Test
    void missingAptGetGivesAHint() throws IOException {
        Path cache = Files.createTempDirectory("jcirc-lua-no-apt");
        AssertionError e = assertThrows(AssertionError.class, () -> fetchLua(cache.resolve("no-such-apt-get").toString(), cache));
        assertTrue(e.getMessage().contains("deb-src"), e.getMessage());
    }
}
