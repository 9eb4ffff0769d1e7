package jcirc.ctest;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code CC=bin/jcirc meson setup} on {@code ctest-suite/meson-project}: meson recognises jcirc
 * as gcc 9.1.0 (from {@code --version} and {@code -dM -E}), its probes answer right
 * (compiles, has_header, has_function, sizeof, has_argument), {@code meson compile} (ninja)
 * builds a static and a shared library and an executable with c_std=c11, {@code meson test} passes.
 */
class MesonProjectTest {
    private static final Path PROJECT = NativeRun.repoRoot().resolve("ctest-suite/meson-project");

    @TempDir Path tmp;

    @Test
    void setsUpCompilesAndPassesItsTests() throws Exception {
        BuildTools.require("meson", "meson");
        BuildTools.require("ninja", "ninja-build");
        Path src = tmp.resolve("src"), build = tmp.resolve("build");
        BuildTools.copyTree(PROJECT, src);
        Map<String, String> env = Map.of("CC", BuildTools.jcirc().toString());

        NativeRun.Result setup = BuildTools.ok("meson setup", BuildTools.run(List.of("meson", "setup", build.toString(), src.toString()), tmp, env, 900));
        assertTrue(setup.stdout().matches("(?s).*C compiler for the host machine: \\S*jcirc \\(gcc 9\\.1\\.0.*"), setup.describe());
        BuildTools.ok("meson compile", BuildTools.run(List.of("meson", "compile", "-C", build.toString(), "-v"), tmp, env, 1800));
        String commands = Files.readString(build.resolve("compile_commands.json"));
        assertTrue(commands.contains("-std=c11") && commands.contains("-fPIC"), commands);
        assertTrue(Files.isRegularFile(build.resolve("libcounter.a")) && Files.isRegularFile(build.resolve("libgreet.so")));
        NativeRun.Result test = BuildTools.ok("meson test", BuildTools.run(List.of("meson", "test", "-C", build.toString()), tmp, env, 300));
        assertTrue(test.stdout().contains("Ok:                 2"), test.describe());
    }
}
