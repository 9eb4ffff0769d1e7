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
 * program must print exactly what the all-gcc build prints. The same with clang-19 as the other
 * compiler for {@code bitint-caller.c}/{@code bitint-callee.c}: C23 {@code _BitInt(N)} above 128 bits,
 * passed in memory (byval) and returned through sret, in structs, globals and through function
 * pointers (gcc 12 has no {@code _BitInt}).
 */
class AbiInteropTest {
    static final List<List<String>> CONFIGS = List.of(
            List.of("-O0"), List.of("-O2"), List.of("-O0", "-fcir-direct"), List.of("-O2", "-fcir-direct"));

    private static final Path DIR = NativeRun.repoRoot().resolve("ctest-suite/abi");

    /**
     * A caller/callee pair of {@code ctest-suite/abi} and the reference compiler it interoperates with
     * ({@code other} + {@code flags}, also given to jcirc); {@code markers} must appear in the reference output.
     */
    record Pair(String caller, String callee, String otherName, List<String> other, List<String> flags, List<String> markers) {
        /** The other compiler's command (clang-19 found where Tools looks, only when a test runs). */
        List<String> command() {
            List<String> c = new ArrayList<>(other);
            if (c.get(0).equals("clang-19")) c.set(0, Tools.clang19());
            return c;
        }
    }

    static final Pair GCC = new Pair("caller", "callee", "gcc", List.of("gcc", "-w", "-O1"), List.of(),
            List.of("many_mixed", "apply_dd", "cvmix spill", "atomics "));
    static final Pair CLANG_BITINT = new Pair("bitint-caller", "bitint-callee", "clang-19", List.of("clang-19", "-w", "-O1"),
            List.of("-std=c23"), List.of("many ", "holder.b ", "apply2 ", "sizes "));

    @TestFactory
    Stream<DynamicNode> interop() throws IOException { return pairTests(GCC); }

    @TestFactory
    Stream<DynamicNode> bitIntWithClang() throws IOException { return pairTests(CLANG_BITINT); }

    private static Stream<DynamicNode> pairTests(Pair pair) throws IOException {
        Path tmp = Files.createTempDirectory("abi-interop");
        List<DynamicNode> nodes = new ArrayList<>();
        String o = pair.otherName();
        for (List<String> cfg : CONFIGS) {
            String name = "jcirc " + String.join(" ", cfg);
            Path work = tmp.resolve(String.join("", cfg).replace("-", ""));
            nodes.add(DynamicContainer.dynamicContainer(name, Stream.of(
                    DynamicTest.dynamicTest("jcirc caller + " + o + " callee", () -> check(pair, work, cfg, true, false)),
                    DynamicTest.dynamicTest(o + " caller + jcirc callee", () -> check(pair, work, cfg, false, true)),
                    DynamicTest.dynamicTest("jcirc caller + jcirc callee", () -> check(pair, work, cfg, true, true)))));
        }
        return nodes.stream();
    }

    /** The output of the program built by the other compiler alone, the reference. */
    private static String reference(Pair pair, Path work) throws IOException {
        Path exe = work.resolve("other-other");
        List<String> cmd = pair.command();
        cmd.addAll(pair.flags());
        cmd.addAll(List.of("-I", DIR.toString(), "-o", exe.toString(),
                DIR.resolve(pair.caller() + ".c").toString(), DIR.resolve(pair.callee() + ".c").toString(), "-lm", "-latomic"));
        NativeRun.Result c = NativeRun.exec(cmd, work, 120);
        assertEquals(0, c.exit(), pair.otherName() + " failed\n" + c.describe());
        NativeRun.Result r = NativeRun.exec(List.of(exe.toString()), work, 30);
        assertEquals(0, r.exit(), "the all-" + pair.otherName() + " program failed\n" + r.describe());
        for (String m : pair.markers()) assertTrue(r.stdout().contains(m), r.stdout());
        return r.stdout();
    }

    private static Path object(Pair pair, Path work, String unit, boolean byJcirc, List<String> cfg) {
        Path src = DIR.resolve(unit + ".c");
        Path obj = work.resolve(unit + (byJcirc ? ".jcirc.o" : ".other.o"));
        if (Files.exists(obj)) return obj;
        List<String> args = new ArrayList<>(byJcirc ? cfg : pair.command());
        args.addAll(pair.flags());
        args.addAll(List.of("-I", DIR.toString(), "-c", src.toString(), "-o", obj.toString()));
        NativeRun.Result r = byJcirc ? NativeRun.jcirc(args) : NativeRun.exec(args, work, 120);
        assertEquals(0, r.exit(), (byJcirc ? "jcirc " + cfg : pair.otherName()) + " failed to compile " + src + "\n" + r.describe());
        return obj;
    }

    private static void check(Pair pair, Path work, List<String> cfg, boolean jcircCaller, boolean jcircCallee) throws IOException {
        Files.createDirectories(work);
        String expected = reference(pair, work);
        Path caller = object(pair, work, pair.caller(), jcircCaller, cfg);
        Path callee = object(pair, work, pair.callee(), jcircCallee, cfg);
        Path exe = work.resolve((jcircCaller ? "j" : "o") + (jcircCallee ? "j" : "o"));
        NativeRun.Result l = NativeRun.exec(List.of("cc", "-o", exe.toString(), caller.toString(), callee.toString(), "-lm", "-latomic"), work, 60);
        assertEquals(0, l.exit(), "link failed\n" + l.describe());
        NativeRun.Result r = NativeRun.exec(List.of(exe.toString()), work, 30);
        assertEquals(0, r.exit(), "program failed\n" + r.describe());
        assertEquals(expected, r.stdout(), "output differs from the all-" + pair.otherName() + " build");
    }
}
