package jcirc.ctest;

import org.junit.jupiter.api.DynamicContainer;
import org.junit.jupiter.api.DynamicNode;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import static org.junit.jupiter.api.Assertions.*;

/**
 * g++/jcirc++ interoperability (docs/cxx.md): {@code ctest-suite/cxx-abi/callee.cpp} defines overloaded and
 * namespace functions, a class's static member functions and static data member, functions taking and
 * returning classes by value and variadic ones; {@code caller.cpp} calls them (and is called back through a
 * function and a function pointer), and both use an inline member function defined in the class (emitted by
 * each side, linked once). Each file is compiled by jcirc++ (both paths, -O0 and -O2) and by g++; the
 * objects are linked jcirc++ caller + g++ callee, g++ caller + jcirc++ callee, and jcirc++ + jcirc++; every
 * program must print what the all-g++ build prints. The names must match g++'s mangling for the links to succeed.
 * The same for C++20 coroutines ({@code coro-caller.cpp}/{@code coro-callee.cpp}, docs/coroutines.md): each side's
 * generators are resumed and destroyed (finished or not) by the other's code, and a task chain crosses the files
 * twice by symmetric transfer.
 */
class CxxAbiInteropTest {
    private static final Path DIR = NativeRun.repoRoot().resolve("ctest-suite/cxx-abi");

    /** A caller/callee pair of {@code ctest-suite/cxx-abi}, the flags both compilers get, text the reference output must hold. */
    record Pair(String caller, String callee, List<String> flags, List<String> markers) {}

    static final Pair CLASSES = new Pair("caller.cpp", "callee.cpp", List.of(), List.of("stats ", "apply "));
    static final Pair COROUTINES = new Pair("coro-caller.cpp", "coro-callee.cpp", List.of("-std=c++20"), List.of("sum of evens ", "scaled "));

    @TestFactory
    Stream<DynamicNode> interop() throws IOException {
        Path tmp = Files.createTempDirectory("cxx-abi-interop");
        List<DynamicNode> nodes = new ArrayList<>();
        for (List<String> cfg : CProgramsTest.CONFIGS) {
            Path work = tmp.resolve(String.join("", cfg).replace("-", ""));
            nodes.add(DynamicContainer.dynamicContainer("jcirc++ " + String.join(" ", cfg), Stream.of(
                    DynamicTest.dynamicTest("jcirc++ caller + g++ callee", () -> check(work, cfg, CLASSES, true, false)),
                    DynamicTest.dynamicTest("g++ caller + jcirc++ callee", () -> check(work, cfg, CLASSES, false, true)),
                    DynamicTest.dynamicTest("jcirc++ caller + jcirc++ callee", () -> check(work, cfg, CLASSES, true, true)),
                    DynamicTest.dynamicTest("nm: vtables, VTTs, construction vtables, thunks as g++'s", () -> sameTables(work, cfg)))));
        }
        return nodes.stream();
    }

    @TestFactory
    Stream<DynamicNode> coroutines() throws IOException {
        Path tmp = Files.createTempDirectory("cxx-abi-coroutines");
        List<DynamicNode> nodes = new ArrayList<>();
        for (List<String> cfg : CProgramsTest.CONFIGS) {
            Path work = tmp.resolve(String.join("", cfg).replace("-", ""));
            nodes.add(DynamicContainer.dynamicContainer("jcirc++ " + String.join(" ", cfg), Stream.of(
                    DynamicTest.dynamicTest("jcirc++ caller + g++ callee", () -> check(work, cfg, COROUTINES, true, false)),
                    DynamicTest.dynamicTest("g++ caller + jcirc++ callee", () -> check(work, cfg, COROUTINES, false, true)),
                    DynamicTest.dynamicTest("jcirc++ caller + jcirc++ callee", () -> check(work, cfg, COROUTINES, true, true)))));
        }
        return nodes.stream();
    }

    private static String reference(Path work, Pair pair) throws IOException {
        Path exe = work.resolve("gxx-gxx-" + pair.caller().replace(".cpp", ""));
        List<String> cmd = new ArrayList<>(List.of("g++", "-w", "-O1"));
        cmd.addAll(pair.flags());
        cmd.addAll(List.of("-I", DIR.toString(), "-o", exe.toString(), DIR.resolve(pair.caller()).toString(), DIR.resolve(pair.callee()).toString()));
        NativeRun.Result c = NativeRun.exec(cmd, work, 120);
        assertEquals(0, c.exit(), "g++ failed\n" + c.describe());
        NativeRun.Result r = NativeRun.exec(List.of(exe.toString()), work, 30);
        assertEquals(0, r.exit(), "the all-g++ program failed\n" + r.describe());
        for (String m : pair.markers()) assertTrue(r.stdout().contains(m), r.stdout());
        return r.stdout();
    }

    private static Path object(Path work, String file, boolean jcirc, List<String> cfg) { return object(work, file, jcirc, cfg, List.of()); }

    private static Path object(Path work, String file, boolean jcirc, List<String> cfg, List<String> flags) {
        Path obj = work.resolve((jcirc ? "jcirc-" : "gxx-") + file.replace(".cpp", ".o"));
        if (Files.exists(obj)) return obj;
        String src = DIR.resolve(file).toString();
        NativeRun.Result c;
        if (jcirc) {
            List<String> args = new ArrayList<>(cfg);
            args.addAll(flags);
            args.addAll(List.of("-c", "-I", DIR.toString(), "-o", obj.toString(), src));
            c = NativeRun.jcircxx(args);
        } else {
            List<String> args = new ArrayList<>(List.of("g++", "-w", "-O1"));
            args.addAll(flags);
            args.addAll(List.of("-c", "-I", DIR.toString(), "-o", obj.toString(), src));
            c = NativeRun.exec(args, work, 120);
        }
        assertEquals(0, c.exit(), (jcirc ? "jcirc++ " : "g++ ") + file + " failed\n" + c.describe());
        return obj;
    }

    /**
     * The vtable-related symbols each object defines ({@code _ZTV}, {@code _ZTT}, {@code _ZTC}, {@code _ZTI}, {@code _ZTS},
     * thunks {@code _ZTh}/{@code _ZTv}): every one g++ defines, jcirc++ defines too; jcirc++'s others are weak (thunks
     * emitted where used, as linkonce_odr).
     */
    private static void sameTables(Path work, List<String> cfg) throws IOException {
        Files.createDirectories(work);
        for (String file : List.of("caller.cpp", "callee.cpp")) {
            java.util.Map<String, String> g = tables(work, object(work, file, false, cfg)), j = tables(work, object(work, file, true, cfg));
            for (String name : g.keySet()) assertTrue(j.containsKey(name), file + ": jcirc++ does not define " + name + " (g++ does)\n" + j.keySet());
            for (String name : j.keySet())
                if (!g.containsKey(name)) assertEquals("W", j.get(name), file + ": jcirc++ defines " + name + " strongly, g++ does not");
        }
    }

    private static java.util.Map<String, String> tables(Path work, Path obj) throws IOException {
        NativeRun.Result r = NativeRun.exec(List.of("nm", obj.toString()), work, 60);
        assertEquals(0, r.exit(), r.describe());
        java.util.Map<String, String> out = new java.util.TreeMap<>();
        for (String line : r.stdout().split("\n")) {
            String[] f = line.trim().split("\\s+");
            if (f.length == 3 && !f[1].equals("U") && f[2].matches("_ZT[VTCISvh].*")) out.put(f[2], f[1]);
        }
        return out;
    }

    private static void check(Path work, List<String> cfg, Pair pair, boolean jcircCaller, boolean jcircCallee) throws IOException {
        Files.createDirectories(work);
        String expected = reference(work, pair);
        Path caller = object(work, pair.caller(), jcircCaller, cfg, pair.flags()), callee = object(work, pair.callee(), jcircCallee, cfg, pair.flags());
        Path exe = work.resolve("prog-" + pair.caller().replace(".cpp", "") + "-" + jcircCaller + "-" + jcircCallee);
        // linked as jcirc++ links (cc ... -lstdc++ -lm)
        NativeRun.Result l = NativeRun.jcircxx(List.of("-o", exe.toString(), caller.toString(), callee.toString()));
        assertEquals(0, l.exit(), "link failed\n" + l.describe());
        NativeRun.Result r = NativeRun.exec(List.of(exe.toString()), work, 30);
        assertEquals(0, r.exit(), "program failed\n" + r.describe());
        assertEquals(expected, r.stdout());
    }
}
