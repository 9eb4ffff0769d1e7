package jcirc.ctest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * bin/jcirc in hostile environments (docs/driver.md, "Environments"): another user than the one
 * who built it (so a read-only installation) with HOME=/nonexistent and no terminal; TMPDIR unset,
 * missing, unwritable or on a full file system; several compilers starting at once on an empty
 * cache (the builtin headers are extracted once, atomically). Switching users and mounting a
 * full tmpfs need root (setpriv, unshare -m): without root these tests fail with that hint.
 */
class EnvironmentsTest {
    private static final String HELLO = """
            #include <stdio.h>
            #include <stddef.h>
            #include <math.h>
            int main(void) { size_t n = sizeof(int); printf("hello %zu %d\\n", n, isnormal(1.0)); return 0; }
            """;

    private Path work;

    @BeforeEach
    void workDir() throws IOException {
        // world-writable, so that another user can compile in it
        work = Files.createTempDirectory(Path.of("/tmp"), "jcirc-env-");
        Files.setPosixFilePermissions(work, PosixFilePermissions.fromString("rwxrwxrwx"));
        Files.writeString(work.resolve("hello.c"), HELLO);
        Files.setPosixFilePermissions(work.resolve("hello.c"), PosixFilePermissions.fromString("rw-r--r--"));
    }

    @AfterEach
    void clean() throws IOException {
        try (Stream<Path> s = Files.walk(work)) {
            for (Path p : s.sorted(java.util.Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
        }
    }

    private static void requireRoot(String why) {
        String uid = BuildTools.run(List.of("id", "-u"), null, Map.of(), 10).stdout().trim();
        if (!uid.equals("0")) throw new AssertionError(why + " needs root (run ./test.sh as root, as CI does); id -u is " + uid);
    }

    /** Compiles and runs hello.c with {@code prefix} (e.g. setpriv ...) before jcirc, in {@code env}. */
    private void compileAndRun(List<String> prefix, Map<String, String> env, String exe) {
        List<String> cmd = new ArrayList<>(prefix);
        cmd.addAll(List.of(BuildTools.jcirc().toString(), "-O1", "hello.c", "-lm", "-o", exe));
        NativeRun.Result c = BuildTools.run(cmd, work, env, 600);
        assertEquals(0, c.exit(), String.join(" ", cmd) + "\n" + c.describe());
        assertEquals("", c.stderr(), "no warnings expected:\n" + c.describe());
        NativeRun.Result r = BuildTools.run(List.of(work.resolve(exe).toString()), work, Map.of(), 30);
        assertEquals("hello 4 1\n", r.stdout(), r.describe());
    }

    @Test
    void anotherUserWithoutHomeOrTerminal() {
        requireRoot("running jcirc as another user");
        BuildTools.require("setpriv", "util-linux");
        BuildTools.require("setsid", "util-linux");
        Map<String, String> env = new HashMap<>();
        env.put("HOME", "/nonexistent");
        env.put("XDG_CACHE_HOME", null);
        env.put("JCIRC_CACHE_DIR", null);
        env.put("TERM", null);
        // nobody: cannot write the installation (tools/target) nor HOME; setsid: no controlling terminal
        compileAndRun(List.of("setsid", "-w", "setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"), env, "hello-nobody");
        // and with the headers not readable in place (a jar installed elsewhere): extracted under the temporary directory
        env.put("JCIRC_JAVA_OPTS", "-Djcirc.home=/nonexistent");
        compileAndRun(List.of("setsid", "-w", "setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"), env, "hello-nobody2");
    }

    @Test
    void temporaryDirectoryFallbacks() throws Exception {
        Map<String, String> env = new HashMap<>();
        env.put("TMPDIR", null);
        compileAndRun(List.of(), env, "hello-unset");
        env.put("TMPDIR", "/nonexistent/tmp");
        compileAndRun(List.of(), env, "hello-missing");

        // unwritable for the user running jcirc (root writes anywhere, so run as nobody)
        requireRoot("an unwritable TMPDIR (as user nobody) and a full one (a tmpfs mounted in a private namespace)");
        BuildTools.require("unshare", "util-linux");
        Path ro = work.resolve("ro-tmp");
        Files.createDirectory(ro);
        Files.setPosixFilePermissions(ro, PosixFilePermissions.fromString("r-xr-xr-x"));
        env.put("TMPDIR", ro.toString());
        env.put("HOME", "/nonexistent");
        compileAndRun(List.of("setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"), env, "hello-readonly");

        // full: a 64 KiB tmpfs filled up, visible only inside unshare's mount namespace
        Path full = work.resolve("full-tmp");
        Files.createDirectory(full);
        String script = "mount -t tmpfs -o size=64k tmpfs \"$1\" || exit 97; dd if=/dev/zero of=\"$1/fill\" bs=4k 2>/dev/null;"
                + " TMPDIR=\"$1\" \"$2\" -O1 hello.c -lm -o hello-full";
        NativeRun.Result r = BuildTools.run(List.of("unshare", "-m", "sh", "-c", script, "sh", full.toString(), BuildTools.jcirc().toString()),
                work, Map.of(), 600);
        assertTrue(r.exit() != 97, "mounting a tmpfs failed (needs CAP_SYS_ADMIN):\n" + r.describe());
        assertEquals(0, r.exit(), r.describe());
        assertEquals("hello 4 1\n", BuildTools.run(List.of(work.resolve("hello-full").toString()), work, Map.of(), 30).stdout());
    }

    @Test
    void concurrentFirstStartsExtractTheHeadersOnce() throws Exception {
        Path cache = work.resolve("cache");
        Map<String, String> env = new HashMap<>();
        env.put("JCIRC_CACHE_DIR", cache.toString());
        // jcirc.home pointing nowhere: the headers are not read in place from the source tree but
        // extracted from the jar into JCIRC_CACHE_DIR, which is empty
        env.put("JCIRC_JAVA_OPTS", "-Djcirc.home=/nonexistent");
        // the launcher's class cache is for in-process compiles (a compile-server client goes without)
        env.put("JCIRC_SERVER", "0");
        List<CompletableFuture<NativeRun.Result>> runs = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            List<String> cmd = List.of(BuildTools.jcirc().toString(), "-c", "hello.c", "-o", "hello" + i + ".o");
            runs.add(CompletableFuture.supplyAsync(() -> BuildTools.run(cmd, work, env, 600)));
        }
        for (CompletableFuture<NativeRun.Result> f : runs) assertEquals(0, f.join().exit(), f.join().describe());
        List<String> entries = list(cache);
        // the launcher's JVM class cache (docs/compile-server.md) lives in jvm/
        assertTrue(entries.remove("jvm"), "the launcher's class cache directory: " + entries);
        assertEquals(1, entries.size(), "one extracted copy, no leftovers: " + entries);
        assertTrue(entries.get(0).startsWith("include-") && !entries.get(0).startsWith("include-tmp"), entries.toString());
        assertTrue(Files.isRegularFile(cache.resolve(entries.get(0)).resolve("bits/floatn.h")));
        assertFalse(Files.exists(cache.resolve(entries.get(0)).resolve(".probe")));

        // the first start trained the class cache in the background, once: wait for it to finish
        // (its lock is free and its file is there), then exactly one cache, renamed into place
        Path jvm = cache.resolve("jvm");
        for (int i = 0; i < 600 && list(jvm).stream().noneMatch(n -> n.endsWith(".aot") || n.endsWith(".jsa")); i++) Thread.sleep(500);
        for (String n : list(jvm)) {
            if (n.endsWith(".lock")) BuildTools.run(List.of("flock", jvm.resolve(n).toString(), "true"), work, Map.of(), 600);
        }
        List<String> caches = list(jvm);
        assertEquals(2, caches.size(), "one cache and its lock file, no temporary files: " + caches);
        assertTrue(caches.stream().anyMatch(n -> n.matches("jcirc-\\d+-\\d+\\.(aot|jsa)")), caches.toString());
        assertTrue(caches.stream().anyMatch(n -> n.matches("jcirc-\\d+\\.lock")), caches.toString());
        // and a compile with the cache in place works
        NativeRun.Result r = BuildTools.run(List.of(BuildTools.jcirc().toString(), "-c", "hello.c", "-o", "hello-cached.o"), work, env, 600);
        assertEquals(0, r.exit(), r.describe());
        assertEquals("", r.stderr(), r.describe());
    }

    private static List<String> list(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) return new ArrayList<>();
        try (Stream<Path> s = Files.list(dir)) {
            return new ArrayList<>(s.map(p -> p.getFileName().toString()).sorted().toList());
        }
    }
}
