package jcirc.ctest;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code ccache bin/jcirc -c}: the second compile of an unchanged file is a cache hit in direct
 * mode (ccache hashes the source and the headers jcirc's -MD output names) and in preprocessor
 * mode (CCACHE_NODIRECT: ccache hashes {@code jcirc -E}); the cached object is the same bytes and
 * links; an edited header is a miss.
 */
class CcacheTest {
    @TempDir Path tmp;

    @Test
    void hitsInDirectAndPreprocessorMode() throws Exception {
        BuildTools.require("ccache", "ccache");
        Files.writeString(tmp.resolve("val.h"), "#define VAL 41\n");
        Files.writeString(tmp.resolve("main.c"), "#include <stdio.h>\n#include \"val.h\"\nint main(void) { printf(\"%d\\n\", VAL + 1); return 0; }\n");
        for (String mode : List.of("direct", "preprocessor")) {
            Map<String, String> env = new HashMap<>();
            env.put("CCACHE_DIR", tmp.resolve("cache-" + mode).toString());
            if (mode.equals("preprocessor")) env.put("CCACHE_NODIRECT", "1");
            List<String> cc = List.of("ccache", BuildTools.jcirc().toString(), "-O1", "-c", "main.c", "-o", "main.o");
            BuildTools.ok("first compile", BuildTools.run(cc, tmp, env, 300));
            byte[] first = Files.readAllBytes(tmp.resolve("main.o"));
            Files.delete(tmp.resolve("main.o"));
            BuildTools.ok("second compile", BuildTools.run(cc, tmp, env, 300));
            assertArrayEquals(first, Files.readAllBytes(tmp.resolve("main.o")), mode + ": the cached object differs");
            String stats = BuildTools.ok("ccache --print-stats", BuildTools.run(List.of("ccache", "--print-stats"), tmp, env, 60)).stdout();
            String hitKey = mode.equals("direct") ? "direct_cache_hit" : "preprocessed_cache_hit";
            assertEquals("1", stat(stats, hitKey), mode + " mode: one hit expected\n" + stats);
            assertEquals("1", stat(stats, "cache_miss"), stats);
            BuildTools.ok("link", BuildTools.run(List.of(BuildTools.jcirc().toString(), "main.o", "-o", "main"), tmp, env, 300));
            assertEquals("42\n", BuildTools.run(List.of(tmp.resolve("main").toString()), tmp, Map.of(), 30).stdout());

            Files.writeString(tmp.resolve("val.h"), "#define VAL 6\n");
            BuildTools.ok("compile after the header changed", BuildTools.run(cc, tmp, env, 300));
            stats = BuildTools.run(List.of("ccache", "--print-stats"), tmp, env, 60).stdout();
            assertEquals("2", stat(stats, "cache_miss"), "an edited header must miss:\n" + stats);
            Files.writeString(tmp.resolve("val.h"), "#define VAL 41\n");
        }
    }

    private static String stat(String stats, String key) {
        for (String line : stats.split("\n")) {
            String[] kv = line.split("\t");
            if (kv.length == 2 && kv[0].equals(key)) return kv[1].trim();
        }
        throw new AssertionError("no " + key + " in ccache --print-stats:\n" + stats);
    }
}
