package jcirc.ctest;

import java.nio.file.Files;
import java.nio.file.Path;

/** External tools the suite needs, with install hints when missing. */
final class Tools {
    private Tools() {}

    static String mlirOpt() {
        for (String c : new String[] {"/usr/bin/mlir-opt-19", "/usr/lib/llvm-19/bin/mlir-opt"})
            if (Files.isExecutable(Path.of(c))) return c;
        throw new AssertionError("mlir-opt-19 not found: install it with `apt-get install mlir-19-tools`");
    }

    /** clang-19, the reference compiler of programs gcc 12 cannot build (C23: {@code // REFERENCE: clang-19}). */
    static String clang19() {
        for (String c : new String[] {"/usr/bin/clang-19", "/usr/lib/llvm-19/bin/clang"})
            if (Files.isExecutable(Path.of(c))) return c;
        throw new AssertionError("clang-19 not found: install it with `apt-get install clang-19`");
    }

    static String csmith() {
        if (Files.isExecutable(Path.of("/usr/bin/csmith"))) return "/usr/bin/csmith";
        throw new AssertionError("csmith not found: install it with `apt-get install csmith libcsmith-dev`");
    }

    static Path csmithInclude() {
        Path p = Path.of("/usr/include/csmith");
        if (!Files.exists(p.resolve("csmith.h")))
            throw new AssertionError("csmith.h not found in /usr/include/csmith: install it with `apt-get install libcsmith-dev`");
        return p;
    }
}
