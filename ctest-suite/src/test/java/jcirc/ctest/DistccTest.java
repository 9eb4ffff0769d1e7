package jcirc.ctest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code make -j4 CC="distcc bin/jcirc"} on {@code ctest-suite/make-project} with a distccd the
 * test starts on 127.0.0.1 (its own port and log file). distcc preprocesses each file locally
 * ({@code jcirc -E}) and sends it to distccd, which runs {@code jcirc -c} as its own unprivileged
 * user (HOME=/nonexistent when started by root): distccd's log must show every compile done
 * there, with distcc's local fallback turned off, and the program must run.
 */
class DistccTest {
    private static final Path PROJECT = NativeRun.repoRoot().resolve("ctest-suite/make-project");

    @TempDir Path tmp;

    @Test
    void compilesRemotelyThroughDistccd() throws Exception {
        BuildTools.require("distcc", "distcc");
        BuildTools.require("distccd", "distcc");
        BuildTools.require("make", "make");
        Path work = tmp.resolve("make-project");
        BuildTools.copyTree(PROJECT, work);
        // distccd drops root for its own user (nobody when there is no "distcc" user): it must reach its log
        Files.setPosixFilePermissions(tmp, java.nio.file.attribute.PosixFilePermissions.fromString("rwx--x--x"));
        Path log = tmp.resolve("distccd.log");
        Files.writeString(log, "");
        // distccd drops root for its own user, which must be able to write its log
        Files.setPosixFilePermissions(log, java.nio.file.attribute.PosixFilePermissions.fromString("rw-rw-rw-"));
        Files.createDirectories(tmp.resolve("distcc-client"));
        int port;
        try (ServerSocket s = new ServerSocket(0)) { port = s.getLocalPort(); }
        // --enable-tcp-insecure: run the compiler named by its absolute path (bin/jcirc is not in /usr/lib/distcc)
        Process daemon = new ProcessBuilder("distccd", "--daemon", "--no-detach", "--listen", "127.0.0.1", "--allow", "127.0.0.1",
                "--port", Integer.toString(port), "--log-file=" + log, "--log-level=info", "--jobs", "4", "--enable-tcp-insecure")
                .redirectErrorStream(true).redirectOutput(tmp.resolve("distccd.out").toFile()).start();
        try {
            waitForPort(port, daemon);
            Map<String, String> env = Map.of("DISTCC_HOSTS", "127.0.0.1:" + port + "/4", "DISTCC_FALLBACK", "0",
                    "DISTCC_SKIP_LOCAL_RETRY", "1", "DISTCC_DIR", tmp.resolve("distcc-client").toString());
            NativeRun.Result make = BuildTools.run(List.of("make", "-j4", "--no-print-directory",
                    "CC=distcc " + BuildTools.jcirc(),
                    // -O1: glibc's <bits/stdio.h> inline functions are in the .i (which `jcirc -E` still
                    // attributes to the including file's line, docs/real-projects.md)
                    "CFLAGS=-O1", "check"), work, env, 1800);
            String logText = Files.readString(log);
            assertEquals(0, make.exit(), make.describe() + "\n--- distccd log ---\n" + logText);
            assertTrue(make.stdout().contains("make-project: OK"), make.describe());
            // one "COMPILE_OK" line per object compiled on the server
            Matcher m = Pattern.compile("COMPILE_OK .*? (\\S+\\.c)\\s*$", Pattern.MULTILINE).matcher(logText);
            int remote = 0;
            while (m.find()) remote++;
            assertEquals(4, remote, "distccd should have compiled main.c, vec.c, geom.c, strutil.c:\n" + logText);
            assertTrue(!logText.contains("internal compiler error") && !logText.contains("COMPILE_FAILED"), logText);
        } finally {
            daemon.descendants().forEach(ProcessHandle::destroy);
            daemon.destroy();
            if (!daemon.waitFor(10, TimeUnit.SECONDS)) daemon.destroyForcibly();
        }
    }

    private static void waitForPort(int port, Process daemon) throws Exception {
        for (int i = 0; i < 100; i++) {
            if (!daemon.isAlive()) throw new AssertionError("distccd exited with " + daemon.exitValue());
            try (java.net.Socket s = new java.net.Socket("127.0.0.1", port)) {
                return;
            } catch (java.io.IOException notYet) {
                Thread.sleep(100);
            }
        }
        throw new AssertionError("distccd did not listen on 127.0.0.1:" + port);
    }
}
