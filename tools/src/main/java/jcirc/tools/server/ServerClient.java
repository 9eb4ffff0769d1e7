package jcirc.tools.server;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.FileDescriptor;
import java.io.FileInputStream;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.SocketChannel;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * The client side of the compile server, run by {@code jcirc}'s main before anything else: hands
 * the command line, working directory, umask, environment and (when the compile asks) stdin to the
 * server, copies its stdout/stderr frames to this process's and returns its exit status. Empty
 * when the server cannot be used (disabled, no runtime directory, no server yet, another build's,
 * refused): the caller then compiles in-process, as without a server. A missing server is started
 * in the background for the next compile.
 */
public final class ServerClient {
    private ServerClient() {}

    /**
     * Whether to try the server: {@code JCIRC_SERVER=1} (the launcher's default is off,
     * docs/compile-server.md), not with {@code JCIRC_JAVA_OPTS} (JVM flags the server would not
     * have), not {@code JCIRC_SERVER=0}.
     */
    public static boolean enabled() {
        String s = System.getenv("JCIRC_SERVER");
        if (s == null || !s.equals("1")) return false;
        String opts = System.getenv("JCIRC_JAVA_OPTS");
        return opts == null || opts.isBlank();
    }

    /** Compiles through the server; empty: compile in-process instead. */
    public static OptionalInt tryCompile(String[] args, boolean cxx) {
        try {
            if (!enabled()) return OptionalInt.empty();
            Path dir = ServerPaths.runtimeDir();
            String key = ServerPaths.buildKey();
            if (dir == null || key == null) return OptionalInt.empty();
            SocketChannel ch;
            try {
                ch = SocketChannel.open(StandardProtocolFamily.UNIX);
                ch.connect(UnixDomainSocketAddress.of(ServerPaths.socket(dir, key)));
            } catch (IOException e) {
                startServer(dir, key);
                return OptionalInt.empty();
            }
            try (ch) {
                return converse(ch, key, args, cxx);
            }
        } catch (IOException | RuntimeException e) {
            return OptionalInt.empty();
        }
    }

    private static OptionalInt converse(SocketChannel ch, String key, String[] args, boolean cxx) throws IOException {
        DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Wire.out(ch), 1 << 16));
        DataInputStream in = new DataInputStream(new BufferedInputStream(Wire.in(ch), 1 << 16));
        Map<String, String> props = new java.util.LinkedHashMap<>();
        for (String p : List.of("jcirc.stderr.tty", "stdout.encoding", "stderr.encoding")) {
            String v = System.getProperty(p);
            if (v != null) props.put(p, v);
        }
        String umask = System.getenv("JCIRC_UMASK");
        int mask = umask != null && umask.matches("[0-7]{1,4}") ? Integer.parseInt(umask, 8) : -1;
        new Wire.Request(key, cxx, Path.of("").toAbsolutePath().toString(), mask, List.of(args), System.getenv(), props).write(out);
        FileOutputStream stdout = new FileOutputStream(FileDescriptor.out);
        FileOutputStream stderr = new FileOutputStream(FileDescriptor.err);
        boolean wrote = false;
        byte[] buf = new byte[1 << 16];
        try {
            while (true) {
                byte t = in.readByte();
                switch (t) {
                    case Wire.OUT, Wire.ERR -> {
                        int n = in.readInt();
                        OutputStream o = t == Wire.OUT ? stdout : stderr;
                        while (n > 0) {
                            int k = in.read(buf, 0, Math.min(n, buf.length));
                            if (k < 0) throw new IOException("server closed the connection");
                            o.write(buf, 0, k);
                            n -= k;
                        }
                        wrote = true;
                    }
                    case Wire.NEED_IN -> sendStdin(out);
                    case Wire.EXIT -> { return OptionalInt.of(in.readInt()); }
                    case Wire.FALLBACK -> { return OptionalInt.empty(); }
                    default -> throw new IOException("unexpected frame " + t);
                }
            }
        } catch (IOException e) {
            if (!wrote) return OptionalInt.empty();
            // output was already passed on: compiling again would repeat it
            stderr.write(("jcirc: error: the compile server stopped during this compile (" + e.getMessage()
                    + "); run the command again, or set JCIRC_SERVER=0 to compile without it\n").getBytes());
            return OptionalInt.of(1);
        }
    }

    /** Streams this process's stdin to the server, on a thread of its own, until end of file. */
    private static void sendStdin(DataOutputStream out) {
        Thread t = new Thread(() -> {
            InputStream stdin = new FileInputStream(FileDescriptor.in);
            byte[] b = new byte[1 << 16];
            try {
                int n;
                while ((n = stdin.read(b)) > 0) {
                    synchronized (out) { Wire.frame(out, Wire.IN, b, 0, n); }
                }
                synchronized (out) {
                    out.writeByte(Wire.IN_EOF);
                    out.flush();
                }
            } catch (IOException ignored) {
                // the server is gone: the main thread sees it
            }
        }, "jcirc-stdin");
        t.setDaemon(true);
        t.start();
    }

    /**
     * Starts a server for this build in the background (its own session when {@code setsid}
     * exists, no inherited terminal or pipes, in /), unless one is starting (a
     * {@code .starting} file younger than a minute, created atomically by the client that starts it).
     */
    private static void startServer(Path dir, String key) {
        try {
            Path marker = ServerPaths.starting(dir, key);
            try {
                Files.createFile(marker);
            } catch (FileAlreadyExistsException e) {
                FileTime t = Files.getLastModifiedTime(marker);
                if (System.currentTimeMillis() - t.toMillis() < 60_000) return;
                Files.setLastModifiedTime(marker, FileTime.fromMillis(System.currentTimeMillis()));
            }
            List<String> cmd = new ArrayList<>();
            Path setsid = Path.of("/usr/bin/setsid");
            if (Files.isExecutable(setsid)) cmd.add(setsid.toString());
            cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
            // C2 included (no TieredStopAtLevel), the launcher's stack; G1 gives memory back when idle
            cmd.addAll(List.of("--enable-native-access=ALL-UNNAMED", "-XX:+UseG1GC", "-XX:G1PeriodicGCInterval=30000", "-Xss64m",
                    "-Xlog:disable", "-Xlog:all=off"));
            for (String p : List.of("jcirc.home", "jcirc.server.identity", "jcirc.server.jobs")) {
                String v = System.getProperty(p);
                if (v != null) cmd.add("-D" + p + "=" + v);
            }
            String extra = System.getenv("JCIRC_SERVER_JAVA_OPTS");
            if (extra != null && !extra.isBlank()) cmd.addAll(List.of(extra.trim().split("\\s+")));
            cmd.addAll(List.of("-cp", System.getProperty("java.class.path"), CompileServer.class.getName(), dir.toString()));
            ProcessBuilder pb = new ProcessBuilder(cmd).directory(Path.of("/").toFile())
                    .redirectInput(ProcessBuilder.Redirect.from(Path.of("/dev/null").toFile()))
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectError(ProcessBuilder.Redirect.DISCARD);
            pb.start();
        } catch (IOException | RuntimeException e) {
            // no server this time
        }
    }
}
