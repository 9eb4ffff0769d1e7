package jcirc.tools.driver;

import static org.junit.jupiter.api.Assertions.*;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import jcirc.backend.toolchain.OptLevel;
import jcirc.tools.driver.DriverOptions.InputKind;
import jcirc.tools.driver.DriverOptions.Phase;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OptionParserTest {
    private static OptionParser parse(String... args) { return OptionParser.parse(List.of(args)); }

    @Test
    void joinedAndSeparateValues() {
        OptionParser p = parse("-Iinc", "-I", "inc2", "-DA", "-DB=2", "-U", "C", "-o", "out", "-lm", "-L", "lib",
                "-isystem", "sys", "-iquote", "q", "-include", "pre.h", "a.c");
        DriverOptions o = p.options();
        assertEquals(List.of(), p.errors());
        assertEquals(List.of("inc", "inc2"), o.includeDirs);
        assertEquals(List.of("sys"), o.systemDirs);
        assertEquals(List.of("q"), o.quoteDirs);
        assertEquals(List.of("pre.h"), o.forcedIncludes);
        assertEquals("out", o.output);
        assertEquals(new DriverOptions.Macro(true, "A", "1"), o.macros.get(0));
        assertEquals(new DriverOptions.Macro(true, "B", "2"), o.macros.get(1));
        assertEquals(new DriverOptions.Macro(false, "C", null), o.macros.get(2));
        assertEquals(List.of("-lm", "-Llib"), o.linkItems.stream().filter(l -> l.arg() != null).map(DriverOptions.LinkItem::arg).toList());
    }

    @Test
    void phasesAndLevels() {
        assertEquals(Phase.LINK, parse("a.c").options().phase());
        assertEquals(Phase.COMPILE, parse("-c", "a.c").options().phase());
        assertEquals(Phase.ASSEMBLE, parse("-S", "a.c").options().phase());
        assertEquals(Phase.EMIT_LLVM, parse("-S", "-emit-llvm", "a.c").options().phase());
        assertEquals(Phase.EMIT_CIR, parse("-emit-cir", "a.c").options().phase());
        assertEquals(Phase.PREPROCESS, parse("-E", "-c", "a.c").options().phase());
        assertEquals(OptLevel.O2, parse("-O2", "a.c").options().optLevel);
        assertEquals(OptLevel.O1, parse("-O", "a.c").options().optLevel);
        assertEquals(OptLevel.Os, parse("-O3", "-Os", "a.c").options().optLevel);
        assertFalse(parse("-O2", "-errors").errors().isEmpty());
    }

    @Test
    void inputsByExtensionAndX() {
        DriverOptions o = parse("a.c", "b.cir", "c.mlir", "d.ll", "e.o", "libf.a", "-x", "c", "g.txt", "-x", "none", "h.so").options();
        assertEquals(List.of(InputKind.C, InputKind.CIR, InputKind.MLIR, InputKind.LLVM_IR, InputKind.LINKER_INPUT,
                InputKind.LINKER_INPUT, InputKind.C, InputKind.LINKER_INPUT), o.inputs.stream().map(DriverOptions.Input::kind).toList());
        assertTrue(parse("x.s").errors().get(0).contains("assembly"));
        assertTrue(parse("-x", "objective-c", "a").errors().get(0).contains("not supported"));
    }

    /** C++ inputs: g++'s extensions, -x c++, and jcirc++ (every .c is C++); -std= must match the language. */
    @Test
    void cxxInputs() {
        DriverOptions o = parse("a.cpp", "b.cc", "c.cxx", "d.C", "e.c++", "f.c", "-x", "c++", "g.txt").options();
        assertEquals(List.of(InputKind.CXX, InputKind.CXX, InputKind.CXX, InputKind.CXX, InputKind.CXX, InputKind.C, InputKind.CXX),
                o.inputs.stream().map(DriverOptions.Input::kind).toList());
        assertEquals(InputKind.CXX, OptionParser.parse(List.of("f.c"), true).options().inputs.get(0).kind());
        assertEquals(List.of(), parse("-std=c++14", "a.cpp").errors());
        assertEquals(List.of(), parse("-std=gnu++20", "a.cpp").errors());
        assertTrue(parse("-std=c11", "a.cpp").errors().get(0).contains("not allowed with 'C++'"));
        assertTrue(parse("-std=c++17", "a.c").errors().get(0).contains("not allowed with 'C'"));
        assertTrue(parse("-std=c++99", "a.cpp").errors().get(0).contains("invalid value"));
    }

    @Test
    void linkOrderIsKept() {
        DriverOptions o = parse("-Lx", "a.o", "-lfoo", "b.c", "-Wl,--as-needed", "-lbar", "-static", "-pthread").options();
        List<String> order = o.linkItems.stream().map(l -> l.arg() != null ? l.arg() : "#" + l.input()).toList();
        assertEquals(List.of("-Lx", "#0", "-lfoo", "#1", "-Wl,--as-needed", "-lbar", "-static", "-pthread"), order);
    }

    @Test
    void acceptedIgnoredAndRejectedFlags() {
        OptionParser p = parse("-Wall", "-Wextra", "-Wno-unused", "-Werror=format", "-pedantic", "-g", "-fPIC",
                "-fno-strict-aliasing", "-std=gnu11", "-mno-red-zone", "-fweird-thing", "a.c");
        assertEquals(List.of(), p.errors());
        assertEquals(2, p.warnings().size(), p.warnings().toString());
        assertEquals("gnu11", p.options().std);
        assertTrue(p.options().debugInfo);
        for (String bad : List.of("-m32", "-flto", "-fsanitize=address", "-fopenmp", "-pg", "-MG", "-Wa,-x", "--bogus", "-std=c++17", "-std=c77")) {
            assertFalse(parse(bad, "a.c").errors().isEmpty(), bad);
        }
        assertTrue(parse("-o").errors().get(0).contains("missing"));
    }

    @Test
    void instructionSetFlags() {
        // -mX adds X and what it implies (gcc's -dM macros), -mno-X removes X and what implies it
        OptionParser p = parse("-mavx2", "-mno-sse4.1", "-mpopcnt", "a.c");
        assertEquals(List.of(), p.errors());
        assertEquals(List.of(), p.warnings());
        assertEquals(java.util.Set.of("sse3", "ssse3", "popcnt", "xsave"), p.options().targetFeatures);
        assertEquals(java.util.Set.of("sse3", "ssse3", "sse4.1", "sse4.2", "popcnt", "cx16"),
                parse("-march=x86-64-v2", "a.c").options().targetFeatures);
        assertEquals(List.of("__SSE3__", "__SSSE3__", "__SSE4_1__", "__SSE4_2__", "__POPCNT__"),
                jcirc.frontend.TargetFeatures.macros(parse("-msse4", "a.c").options().targetFeatures));
        assertEquals("+sse3,+ssse3,+sse4.1,+sse4.2,+popcnt,+crc32",
                jcirc.frontend.TargetFeatures.llvmAttribute(parse("-msse4.2", "a.c").options().targetFeatures));
        assertEquals(List.of(), parse("-mtune=generic", "a.c").warnings());   // a TargetOptions flag
    }

    @Test
    void targetOptions() {
        // -march/-mtune/-m<feature> are target options (TargetOptions, docs/performance.md), not unused flags
        OptionParser p = parse("-march=x86-64-v3", "-mtune=znver3", "-mavx2", "-mno-fma", "a.c");
        assertEquals(List.of(), p.errors());
        assertEquals(List.of(), p.warnings());
        assertEquals("x86-64-v3", p.options().target.march);
        assertEquals("znver3", p.options().target.mtune);
        assertEquals(List.of("+avx2", "-fma"), p.options().target.features);
        assertEquals(List.of("-mcpu=x86-64-v3"), p.options().target.llvmToolFlags());
        assertEquals(List.of("-mcpu=native"), parse("-march=native", "a.c").options().target.llvmToolFlags());
        assertEquals(List.of(), parse("a.c").options().target.llvmToolFlags());
        assertFalse(parse("-march=a b", "a.c").errors().isEmpty());
    }

    @Test
    void responseFiles(@TempDir Path tmp) throws Exception {
        Path inner = tmp.resolve("inner.rsp");
        Files.writeString(inner, "-DINNER 'with space.c'\n");
        Path outer = tmp.resolve("outer.rsp");
        Files.writeString(outer, "-O2 \"-DQ=a b\" @" + inner + " x\\ y.c\n");
        assertEquals(List.of("-c", "-O2", "-DQ=a b", "-DINNER", "with space.c", "x y.c", "@missing.rsp"),
                ResponseFiles.expand(List.of("-c", "@" + outer, "@missing.rsp")));
    }

    @Test
    void preprocessorAndAssemblerPassThroughOptions() {
        // Fedora's default CFLAGS (-Wp,-D_FORTIFY_SOURCE=3), the Linux kernel's -Wp,-MMD,depfile,
        // and the -Wa,--noexecstack of many Makefiles
        OptionParser p = parse("-Wp,-D_FORTIFY_SOURCE=3", "-Wp,-U,NDEBUG,-Iinc", "-Wp,-MMD,dir/.a.o.d",
                "-Wa,--noexecstack", "-c", "a.c");
        assertEquals(List.of(), p.errors());
        DriverOptions o = p.options();
        assertEquals(new DriverOptions.Macro(true, "_FORTIFY_SOURCE", "3"), o.macros.get(0));
        assertEquals(new DriverOptions.Macro(false, "NDEBUG", null), o.macros.get(1));
        assertEquals(List.of("inc"), o.includeDirs);
        assertEquals("dir/.a.o.d", o.depFile);
        assertEquals(DriverOptions.DepMode.SIDE, o.deps);
        assertTrue(o.depsUserOnly);
        assertEquals(1, o.inputs.size());
        for (String bad : List.of("-Wp,-O2", "-Wa,-adhln", "-Wp,--bogus")) assertFalse(parse(bad, "a.c").errors().isEmpty(), bad);
    }
}
