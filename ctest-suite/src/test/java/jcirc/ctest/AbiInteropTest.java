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
 * x86-64 System V interoperability (docs/abi.md): {@code ctest-suite/abi/callee.c} defines
 * functions taking and returning every argument class (small/large structs, mixed int/float,
 * unions, nested structs and arrays, bit-fields, long double, packed and empty structs, stack
 * spills, varargs, function pointers both ways, and {@code _Complex float/double/long double} as
 * arguments, results, struct members, variadic arguments and through function pointers, and a
 * struct of {@code _Atomic} members of every access kind updated by the other side), {@code caller.c} calls them and prints the
 * results. Each file is compiled once by jcirc (both paths, -O0 and -O2) and once by gcc; the
 * objects are linked jcirc caller + gcc callee, gcc caller + jcirc callee, and jcirc + jcirc; every
 * program must print exactly what the all-gcc build prints.
 */
class AbiInteropTest {
    static final List<List<String>> CONFIGS = List.of(
            List.of("-O0"), List.of("-O2"), List.of("-O0", "-fcir-direct"), List.of("-O2", "-fcir-direct"));

    private static final Path DIR = NativeRun.repoRoot().resolve("ctest-suite/abi");

    @TestFactory
    Stream<DynamicNode> interop() throws IOException {
        Path tmp = Files.createTempDirectory("abi-interop");
        List<DynamicNode> nodes = new ArrayList<>();
        for (List<String> cfg : CONFIGS) {
            String name = "jcirc " + String.join(" ", cfg);
            Path work = tmp.resolve(String.join("", cfg).replace("-", ""));
            nodes.add(DynamicContainer.dynamicContainer(name, Stream.of(
                    DynamicTest.dynamicTest("jcirc caller + gcc callee", () -> check(work, cfg, true, false)),
                    DynamicTest.dynamicTest("gcc caller + jcirc callee", () -> check(work, cfg, false, true)),
                    DynamicTest.dynamicTest("jcirc caller + jcirc callee", () -> check(work, cfg, true, true)))));
        }
        return nodes.stream();
    }

    /** The all-gcc build's output, the reference. */
    private static String reference(Path work) throws IOException {
        Path exe = work.resolve("gcc-gcc");
        NativeRun.Result c = NativeRun.exec(List.of("gcc", "-w", "-O1", "-I", DIR.toString(), "-o", exe.toString(),
                DIR.resolve("caller.c").toString(), DIR.resolve("callee.c").toString(), "-lm", "-latomic"), work, 120);
        assertEquals(0, c.exit(), "gcc failed\n" + c.describe());
        NativeRun.Result r = NativeRun.exec(List.of(exe.toString()), work, 30);
        assertEquals(0, r.exit(), "the all-gcc program failed\n" + r.describe());
        assertTrue(r.stdout().contains("many_mixed") && r.stdout().contains("apply_dd") && r.stdout().contains("cvmix spill")
                && r.stdout().contains("atomics "), r.stdout());
        return r.stdout();
    }

    private static Path object(Path work, String unit, boolean byJcirc, List<String> cfg) {
        Path src = DIR.resolve(unit + ".c");
        Path obj = work.resolve(unit + (byJcirc ? ".jcirc.o" : ".gcc.o"));
        if (Files.exists(obj)) return obj;
        NativeRun.Result r;
        if (byJcirc) {
            List<String> args = new ArrayList<>(cfg);
            args.addAll(List.of("-I", DIR.toString(), "-c", src.toString(), "-o", obj.toString()));
            r = NativeRun.jcirc(args);
        } else {
            r = NativeRun.exec(List.of("gcc", "-w", "-O1", "-I", DIR.toString(), "-c", src.toString(), "-o", obj.toString()), work, 120);
        }
        assertEquals(0, r.exit(), (byJcirc ? "jcirc " + cfg : "gcc") + " failed to compile " + src + "\n" + r.describe());
        return obj;
    }

    private static void check(Path work, List<String> cfg, boolean jcircCaller, boolean jcircCallee) throws IOException {
        Files.createDirectories(work);
        String expected = reference(work);
        Path caller = object(work, "caller", jcircCaller, cfg);
        Path callee = object(work, "callee", jcircCallee, cfg);
        Path exe = work.resolve((jcircCaller ? "j" : "g") + (jcircCallee ? "j" : "g"));
        NativeRun.Result l = NativeRun.exec(List.of("cc", "-o", exe.toString(), caller.toString(), callee.toString(), "-lm", "-latomic"), work, 60);
        assertEquals(0, l.exit(), "link failed\n" + l.describe());
        NativeRun.Result r = NativeRun.exec(List.of(exe.toString()), work, 30);
        assertEquals(0, r.exit(), "program failed\n" + r.describe());
        assertEquals(expected, r.stdout(), "output differs from the all-gcc build");
    }
}
