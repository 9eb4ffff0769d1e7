package jcirc.ctest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code CC=bin/jcirc cmake -G Ninja} on {@code ctest-suite/cmake-project}: CMake identifies jcirc
 * as GNU 9.1.0 (docs/driver.md), knows the flags of C_STANDARD 11 (and 90/99/17/23 on single
 * files), its probes (check_c_source_compiles/runs, check_include_file, check_symbol_exists,
 * check_type_size) answer right, ninja builds a static and a shared library and an executable
 * with -isystem, gcc-style dependency files (-MD -MT -MF) and response files (@file), and the
 * project's ctest passes. A second ninja does nothing; touching a header rebuilds its users only.
 */
class CMakeProjectTest {
    private static final Path PROJECT = NativeRun.repoRoot().resolve("ctest-suite/cmake-project");

    @TempDir Path tmp;

    @Test
    void configuresBuildsAndPassesItsCtest() throws Exception {
        BuildTools.require("cmake", "cmake");
        BuildTools.require("ninja", "ninja-build");
        Path src = tmp.resolve("src"), build = tmp.resolve("build");
        BuildTools.copyTree(PROJECT, src);
        Map<String, String> env = Map.of("CC", BuildTools.jcirc().toString());

        NativeRun.Result conf = BuildTools.ok("cmake configure", BuildTools.run(List.of("cmake", "-G", "Ninja", "-S", src.toString(),
                "-B", build.toString(), "-DCMAKE_NINJA_FORCE_RESPONSE_FILE=ON", "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON"), tmp, env, 900));
        assertTrue(conf.stdout().contains("The C compiler identification is GNU 9.1.0"), conf.describe());
        assertTrue(conf.stdout().contains("Detecting C compiler ABI info - done"), conf.describe());
        assertTrue(conf.stdout().contains("Performing Test HAVE_STATIC_ASSERT - Success"), conf.describe());
        assertTrue(conf.stdout().contains("Performing Test HAVE_BROKEN_CODE - Failed"), conf.describe());

        String ninjaFile = Files.readString(build.resolve("build.ninja"));
        String commands = Files.readString(build.resolve("compile_commands.json")) + ninjaFile
                + Files.readString(build.resolve("CMakeFiles/rules.ninja"));
        assertTrue(commands.contains("-std=c11"), "C_STANDARD 11 -> -std=c11:\n" + commands);
        for (String flag : List.of("-std=c90", "-std=c99", "-std=c17", "-std=c2x", "-isystem", "-fPIC", "-MD -MT"))
            assertTrue(commands.contains(flag), flag + " missing from compile_commands.json and the ninja files:\n" + commands);
        assertTrue(ninjaFile.contains("rspfile"), "response files expected with CMAKE_NINJA_FORCE_RESPONSE_FILE");

        NativeRun.Result first = BuildTools.ok("ninja", BuildTools.run(List.of("ninja", "-v"), build, env, 1800));
        assertTrue(first.stdout().contains("@"), "compiles through @response files expected:\n" + first.stdout());
        assertTrue(first.stdout().contains("-shared"), first.stdout());
        assertTrue(Files.isRegularFile(build.resolve("libring.a")) && Files.isRegularFile(build.resolve("libwords.so")));
        NativeRun.Result syms = BuildTools.run(List.of("nm", "-D", "--defined-only", build.resolve("libwords.so").toString()), build, Map.of(), 60);
        assertTrue(syms.stdout().contains("words_longest") && !syms.stdout().contains("len_of"), "exported symbols:\n" + syms.stdout());

        NativeRun.Result test = BuildTools.ok("ctest", BuildTools.run(List.of("ctest", "--output-on-failure"), build, env, 300));
        assertTrue(test.stdout().contains("100% tests passed, 0 tests failed out of 2"), test.describe());

        NativeRun.Result again = BuildTools.ok("ninja (no change)", BuildTools.run(List.of("ninja"), build, env, 300));
        assertTrue(again.stdout().contains("no work to do"), again.describe());

        // ring.h is included by ring.c and main.c: the dependency files say so
        Thread.sleep(1100);
        Files.setLastModifiedTime(src.resolve("include/ring.h"), FileTime.from(Instant.now()));
        NativeRun.Result after = BuildTools.ok("ninja (ring.h touched)", BuildTools.run(List.of("ninja", "-v"), build, env, 900));
        String out = after.stdout();
        assertTrue(out.contains("src/ring.c") && out.contains("src/main.c"), out);
        assertTrue(!out.contains("src/words.c") && !out.contains("std/c90.c"), "only ring.h's users rebuild:\n" + out);
        assertEquals(0, BuildTools.run(List.of(build.resolve("app").toString()), build, Map.of(), 60).exit());
    }
}
