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
 */
class CxxAbiInteropTest {
    private static final Path DIR = NativeRun.repoRoot().resolve("ctest-suite/cxx-abi");

    @TestFactory
    Stream<DynamicNode> interop() throws IOException {
        Path tmp = Files.createTempDirectory("cxx-abi-interop");
        List<DynamicNode> nodes = new ArrayList<>();
        for (List<String> cfg : CProgramsTest.CONFIGS) {
            Path work = tmp.resolve(String.join("", cfg).replace("-", ""));
            nodes.add(DynamicContainer.dynamicContainer("jcirc++ " + String.join(" ", cfg), Stream.of(
                    DynamicTest.dynamicTest("jcirc++ caller + g++ callee", () -> check(work, cfg, true, false)),
                    DynamicTest.dynamicTest("g++ caller + jcirc++ callee", () -> check(work, cfg, false, true)),
                    DynamicTest.dynamicTest("jcirc++ caller + jcirc++ callee", () -> check(work, cfg, true, true)),
                    DynamicTest.dynamicTest("nm: vtables, VTTs, construction vtables, thunks as g++'s", () -> sameTables(work, cfg)))));
        }
        return nodes.stream();
    }

    private static String reference(Path work) throws IOException {
        Path exe = work.resolve("gxx-gxx");
        NativeRun.Result c = NativeRun.exec(List.of("g++", "-w", "-O1", "-I", DIR.toString(), "-o", exe.toString(),
                DIR.resolve("caller.cpp").toString(), DIR.resolve("callee.cpp").toString()), work, 120);
        assertEquals(0, c.exit(), "g++ failed\n" + c.describe());
        NativeRun.Result r = NativeRun.exec(List.of(exe.toString()), work, 30);
        assertEquals(0, r.exit(), "the all-g++ program failed\n" + r.describe());
        assertTrue(r.stdout().contains("stats ") && r.stdout().contains("apply "), r.stdout());
        return r.stdout();
    }

    private static Path object(Path work, String file, boolean jcirc, List<String> cfg) {
        Path obj = work.resolve((jcirc ? "jcirc-" : "gxx-") + file.replace(".cpp", ".o"));
        if (Files.exists(obj)) return obj;
        String src = DIR.resolve(file).toString();
        NativeRun.Result c;
        if (jcirc) {
            List<String> args = new ArrayList<>(cfg);
            args.addAll(List.of("-c", "-I", DIR.toString(), "-o", obj.toString(), src));
            c = NativeRun.jcircxx(args);
        } else {
            c = NativeRun.exec(List.of("g++", "-w", "-O1", "-c", "-I", DIR.toString(), "-o", obj.toString(), src), work, 120);
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

    private static void check(Path work, List<String> cfg, boolean jcircCaller, boolean jcircCallee) throws IOException {
        Files.createDirectories(work);
        String expected = reference(work);
        Path caller = object(work, "caller.cpp", jcircCaller, cfg), callee = object(work, "callee.cpp", jcircCallee, cfg);
        Path exe = work.resolve("prog-" + jcircCaller + "-" + jcircCallee);
        // linked as jcirc++ links (cc ... -lstdc++ -lm)
        NativeRun.Result l = NativeRun.jcircxx(List.of("-o", exe.toString(), caller.toString(), callee.toString()));
        assertEquals(0, l.exit(), "link failed\n" + l.describe());
        NativeRun.Result r = NativeRun.exec(List.of(exe.toString()), work, 30);
        assertEquals(0, r.exit(), "program failed\n" + r.describe());
        assertEquals(expected, r.stdout());
    }
}
