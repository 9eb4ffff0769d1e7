package jcirc.ctest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The compile server (docs/compile-server.md) through bin/jcirc with {@code JCIRC_SERVER=1}, on
 * a private copy of the installation (its jars can be "rebuilt" by touching them) and a private
 * runtime directory: the first compile runs in-process and starts the server; later ones go
 * through it (its log names each), concurrently, with relative paths in a subdirectory, errors
 * and exit codes passed through as in-process, stdin ({@code -E -}); a rebuild stops the old
 * server and is not served by it; an unusable runtime directory means in-process compiles. No
 * timing is asserted: waits poll with generous limits.
 */
class CompileServerTest {
    private Path work, install, run;
    private final List<Long> serverPids = new ArrayList<>();

    @BeforeEach
    void setUp() throws IOException {
        work = Files.createTempDirectory("jcirc-server-");
        install = work.resolve("install");
        Path root = NativeRun.repoRoot();
        BuildTools.copyTree(root.resolve("bin"), install.resolve("bin"));
        Files.createDirectories(install.resolve("tools/target/lib"));
        Files.copy(root.resolve("tools/target/jcirc-tools.jar"), install.resolve("tools/target/jcirc-tools.jar"));
        try (Stream<Path> s = Files.list(root.resolve("tools/target/lib"))) {
            for (Path j : s.toList()) Files.copy(j, install.resolve("tools/target/lib").resolve(j.getFileName()));
        }
        run = work.resolve("run");
        Files.writeString(work.resolve("hello.c"), "#include <stdio.h>\nint main(void) { printf(\"hello\\n\"); return 0; }\n");
    }

    @AfterEach
    void tearDown() throws Exception {
        // removing a server's socket stops it (its watcher notices)
        if (Files.isDirectory(run)) {
            try (Stream<Path> s = Files.list(run)) {
                for (Path p : s.toList()) if (p.toString().endsWith(".sock")) Files.deleteIfExists(p);
            }
        }
        for (long pid : serverPids) waitGone(pid);
        try (Stream<Path> s = Files.walk(work)) {
            for (Path p : s.sorted(java.util.Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
        }
    }

    private Map<String, String> env(boolean server) {
        Map<String, String> env = new HashMap<>();
        env.put("JCIRC_SERVER", server ? "1" : "0");
        env.put("JCIRC_RUNTIME_DIR", run.toString());
        env.put("JCIRC_CACHE_DIR", work.resolve("cache").toString());
        env.put("JCIRC_NO_BUILD", "1");
        env.put("JCIRC_AOT", "0");
        env.put("JCIRC_SERVER_IDLE", "300");
        env.put("JCIRC_JAVA_OPTS", null);
        return env;
    }

    /** bin/jcirc of the private installation in {@code dir}, stdin from {@code stdin} (null: /dev/null). */
    private NativeRun.Result jcirc(Path dir, Map<String, String> env, String stdin, String... args) throws Exception {
        List<String> cmd = new ArrayList<>(List.of(install.resolve("bin/jcirc").toString()));
        cmd.addAll(List.of(args));
        Path in = Files.createTempFile(work, "stdin", ".txt");
        Path out = Files.createTempFile(work, "out", ".txt"), err = Files.createTempFile(work, "err", ".txt");
        Files.writeString(in, stdin == null ? "" : stdin);
        ProcessBuilder pb = new ProcessBuilder(cmd).directory(dir.toFile()).redirectInput(in.toFile())
                .redirectOutput(out.toFile()).redirectError(err.toFile());
        for (var e : env.entrySet()) {
            if (e.getValue() == null) pb.environment().remove(e.getKey());
            else pb.environment().put(e.getKey(), e.getValue());
        }
        Process p = pb.start();
        boolean done = p.waitFor(600, TimeUnit.SECONDS);
        if (!done) p.destroyForcibly().waitFor();
        return new NativeRun.Result(done ? p.exitValue() : -1, Files.readString(out, StandardCharsets.ISO_8859_1),
                Files.readString(err, StandardCharsets.ISO_8859_1), !done);
    }

    private String runExe(Path exe) {
        return BuildTools.ok(exe.toString(), BuildTools.run(List.of(exe.toString()), work, Map.of(), 30)).stdout();
    }

    private String log() throws IOException {
        StringBuilder sb = new StringBuilder();
        if (!Files.isDirectory(run)) return "";
        try (Stream<Path> s = Files.list(run)) {
            for (Path p : s.sorted().toList()) if (p.toString().endsWith(".log")) sb.append(Files.readString(p));
        }
        return sb.toString();
    }

    private static int count(String text, String what) {
        int n = 0;
        for (int i = text.indexOf(what); i >= 0; i = text.indexOf(what, i + 1)) n++;
        return n;
    }

    private List<Path> sockets() throws IOException {
        if (!Files.isDirectory(run)) return List.of();
        try (Stream<Path> s = Files.list(run)) {
            return s.filter(p -> p.toString().endsWith(".sock")).toList();
        }
    }

    /** Waits (up to five minutes) for a server socket other than {@code except}; returns it. */
    private Path awaitSocket(Path except) throws Exception {
        for (int i = 0; i < 600; i++) {
            for (Path s : sockets()) if (!s.equals(except)) return s;
            Thread.sleep(500);
        }
        throw new AssertionError("no compile server came up in " + run + "; log:\n" + log());
    }

    private long serverPid(String log) {
        Matcher m = Pattern.compile("started: pid (\\d+)").matcher(log);
        long pid = -1;
        while (m.find()) pid = Long.parseLong(m.group(1));
        assertTrue(pid > 0, "server log names its pid:\n" + log);
        serverPids.add(pid);
        return pid;
    }

    private static void waitGone(long pid) throws InterruptedException {
        for (int i = 0; i < 600 && ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false); i++) Thread.sleep(500);
    }

    @Test
    void compilesThroughTheServerUntilRebuilt() throws Exception {
        // no server yet: this compile runs in-process and starts one in the background
        BuildTools.ok("first compile", jcirc(work, env(true), null, "hello.c", "-o", "hello0"));
        assertEquals("hello\n", runExe(work.resolve("hello0")));
        Path sock = awaitSocket(null);
        assertEquals("rwx------", PosixFilePermissions.toString(Files.getPosixFilePermissions(run)));
        assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(sock)));
        long pid = serverPid(log());

        // concurrent clients, relative paths (-I, input, -o) in a subdirectory, each its own -D
        Path sub = work.resolve("sub");
        Files.createDirectories(sub.resolve("inc"));
        Files.writeString(sub.resolve("inc/val.h"), "#define TWICE(x) ((x) * 2)\n");
        Files.writeString(sub.resolve("p.c"), "#include <stdio.h>\n#include \"val.h\"\nint main(void) { printf(\"%d\\n\", TWICE(N)); return 0; }\n");
        List<CompletableFuture<NativeRun.Result>> runs = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            String[] args = {"-I", "inc", "-DN=" + i, "p.c", "-o", "p" + i};
            runs.add(CompletableFuture.supplyAsync(() -> {
                try {
                    return jcirc(sub, env(true), null, args);
                } catch (Exception e) {
                    throw new AssertionError(e);
                }
            }));
        }
        for (CompletableFuture<NativeRun.Result> f : runs) BuildTools.ok("concurrent compile", f.join());
        for (int i = 0; i < 4; i++) assertEquals((2 * i) + "\n", runExe(sub.resolve("p" + i)));

        // diagnostics and exit status as in-process; stdin read only when the input is -
        Files.writeString(work.resolve("bad.c"), "int main(void) {\n  return undeclared;\n}\n");
        NativeRun.Result viaServer = jcirc(work, env(true), null, "-c", "bad.c");
        NativeRun.Result inProcess = jcirc(work, env(false), null, "-c", "bad.c");
        assertEquals(1, viaServer.exit(), viaServer.describe());
        assertEquals(inProcess.exit(), viaServer.exit());
        assertEquals(inProcess.stderr(), viaServer.stderr());
        assertEquals(inProcess.stdout(), viaServer.stdout());
        assertTrue(viaServer.stderr().startsWith("bad.c:2:10: error:"), viaServer.describe());
        NativeRun.Result pre = BuildTools.ok("-E -", jcirc(work, env(true), "#define X 42\nint v = X;\n", "-E", "-"));
        assertTrue(pre.stdout().contains("int v = 42;"), pre.describe());
        NativeRun.Result noInput = jcirc(work, env(true), null, "-c", "missing.c");
        assertEquals(1, noInput.exit());
        assertTrue(noInput.stderr().contains("no such file or directory: 'missing.c'"), noInput.describe());

        String log = log();
        assertEquals(7, count(log, "compiled (exit "), "the 4 concurrent, bad.c, -E - and missing.c went through the server:\n" + log);
        assertEquals(0, count(log, "-o hello0"), "the first compile ran in-process:\n" + log);
        assertEquals(2, count(log, "compiled (exit 1)"), log);

        // a rebuild (the jar changes): the old server stops; the new build does not reach it
        Path jar = install.resolve("tools/target/jcirc-tools.jar");
        Files.setLastModifiedTime(jar, FileTime.fromMillis(Files.getLastModifiedTime(jar).toMillis() + 10_000));
        waitGone(pid);
        assertFalse(ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false), "the stale server exited:\n" + log());
        assertTrue(log().contains("stopping: jcirc was rebuilt"), log());
        assertFalse(Files.exists(sock), "the stale server removed its socket");
        BuildTools.ok("compile after the rebuild", jcirc(work, env(true), null, "hello.c", "-o", "hello1"));
        assertEquals("hello\n", runExe(work.resolve("hello1")));
        Path sock2 = awaitSocket(sock);
        assertFalse(sock2.equals(sock), "the new build has its own socket");
        serverPid(log());
    }

    /** Waits (up to five minutes) for the native client of this build in the cache directory (built in the background). */
    private Path awaitNativeClient() throws Exception {
        Path jvm = work.resolve("cache/jvm");
        for (int i = 0; i < 600; i++) {
            if (Files.isDirectory(jvm)) {
                try (Stream<Path> s = Files.list(jvm)) {
                    List<Path> c = s.filter(p -> p.getFileName().toString().endsWith(".client")).toList();
                    if (!c.isEmpty()) return c.get(0);
                }
                try (Stream<Path> s = Files.list(jvm)) {
                    List<Path> failed = s.filter(p -> p.getFileName().toString().endsWith(".client.failed")).toList();
                    if (!failed.isEmpty()) throw new AssertionError("the native client did not build: " + Files.readString(failed.get(0)));
                }
            }
            Thread.sleep(500);
        }
        throw new AssertionError("no native client appeared in " + jvm);
    }

    @Test
    void nativeClientCompilesThroughTheServer() throws Exception {
        // the first compile runs in-process, starts the server and builds the native client (jcirc compiles bin/lib/jcirc-client.c)
        BuildTools.ok("first compile", jcirc(work, env(true), null, "hello.c", "-o", "hello0"));
        awaitSocket(null);
        serverPid(log());
        Path client = awaitNativeClient();
        assertTrue(Files.isExecutable(client), client.toString());

        // through the native client: an executable, stdin (-E -), diagnostics and exit status as in-process
        BuildTools.ok("native client compile", jcirc(work, env(true), null, "hello.c", "-o", "hello1"));
        assertEquals("hello\n", runExe(work.resolve("hello1")));
        NativeRun.Result pre = BuildTools.ok("-E -", jcirc(work, env(true), "#define X 42\nint v = X;\n", "-E", "-"));
        assertTrue(pre.stdout().contains("int v = 42;"), pre.describe());
        Files.writeString(work.resolve("bad.c"), "int main(void) {\n  return undeclared;\n}\n");
        NativeRun.Result viaServer = jcirc(work, env(true), null, "-c", "bad.c");
        NativeRun.Result inProcess = jcirc(work, env(false), null, "-c", "bad.c");
        assertEquals(1, viaServer.exit(), viaServer.describe());
        assertEquals(inProcess.stderr(), viaServer.stderr());
        assertEquals(inProcess.stdout(), viaServer.stdout());
        String log = log();
        assertEquals(3, count(log, "[native client]"), "hello1, -E - and bad.c came from the native client:\n" + log);
        assertEquals(1, count(log, "compiled (exit 1) [native client]"), log);

        // JCIRC_NATIVE_CLIENT=0: the Java client, still through the server
        Map<String, String> javaClient = env(true);
        javaClient.put("JCIRC_NATIVE_CLIENT", "0");
        BuildTools.ok("Java client compile", jcirc(work, javaClient, null, "hello.c", "-o", "hello2"));
        assertEquals("hello\n", runExe(work.resolve("hello2")));
        log = log();
        assertEquals(1, count(log, "-o hello2"), log);
        assertEquals(3, count(log, "[native client]"), log);

        // a runtime directory the client may not use: it falls back, and the compile runs in-process
        Files.setPosixFilePermissions(run, PosixFilePermissions.fromString("rwxrwxrwx"));
        try {
            BuildTools.ok("fallback compile", jcirc(work, env(true), null, "hello.c", "-o", "hello3"));
            assertEquals("hello\n", runExe(work.resolve("hello3")));
            assertEquals(0, count(log(), "-o hello3"), "not served: the directory is refused\n" + log());
        } finally {
            Files.setPosixFilePermissions(run, PosixFilePermissions.fromString("rwx------"));
        }
    }

    @Test
    void unusableRuntimeDirectoryCompilesInProcess() throws Exception {
        // world-writable, under a regular file, another user's: each is refused, the compile runs in-process
        Files.createDirectories(run);
        Files.setPosixFilePermissions(run, PosixFilePermissions.fromString("rwxrwxrwx"));
        Path afile = work.resolve("afile");
        Files.writeString(afile, "");
        Path others = work.resolve("others");
        Files.createDirectories(others);
        Files.setPosixFilePermissions(others, PosixFilePermissions.fromString("rwx------"));
        boolean root = BuildTools.run(List.of("id", "-u"), null, Map.of(), 10).stdout().trim().equals("0");
        if (root) BuildTools.ok("chown", BuildTools.run(List.of("chown", "65534", others.toString()), null, Map.of(), 10));
        List<Path> dirs = new ArrayList<>(List.of(run, afile.resolve("run")));
        if (root) dirs.add(others);
        int i = 0;
        for (Path d : dirs) {
            Map<String, String> env = env(true);
            env.put("JCIRC_RUNTIME_DIR", d.toString());
            BuildTools.ok("compile with JCIRC_RUNTIME_DIR=" + d, jcirc(work, env, null, "hello.c", "-o", "h" + i));
            assertEquals("hello\n", runExe(work.resolve("h" + i)));
            i++;
        }
        Thread.sleep(3000);   // a server wrongly started would have made its socket by now (not a timing assertion: it must never appear)
        for (Path d : List.of(run, others)) {
            try (Stream<Path> s = Files.list(d)) {
                assertEquals(List.of(), s.toList(), "nothing created in the refused directory " + d);
            }
        }
    }
}
