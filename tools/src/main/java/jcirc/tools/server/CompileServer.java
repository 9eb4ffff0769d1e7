package jcirc.tools.server;

import java.io.BufferedInputStream;
import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.StandardProtocolFamily;
import java.net.UnixDomainSocketAddress;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.ServerSocketChannel;
import java.nio.channels.SocketChannel;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import jcirc.host.Invocation;
import jcirc.tools.Jcirc;

/**
 * The compile server (docs/compile-server.md): a per-user resident JVM that runs jcirc's driver
 * for clients on its Unix-domain socket, with a warm JIT. One socket per build
 * ({@code jcirc-<key>.sock} in {@link ServerPaths#runtimeDir}); one server per key (a lock file);
 * each connection gets a thread with the client's working directory, umask ({@link NativeFs}),
 * environment and properties ({@link Invocation}); at most {@code jcirc.server.jobs} (default: the
 * processor count) compiles run at once, the others wait. The server exits after
 * {@code JCIRC_SERVER_IDLE} seconds (default 600) without a client, as soon as its build key
 * changes (jcirc was rebuilt), or when its socket file is removed.
 */
public final class CompileServer {
    private final Path dir;
    private final String key;
    private final Path socket;
    private final long idleMillis;
    private final Semaphore jobs;
    private final AtomicInteger active = new AtomicInteger();
    private final AtomicLong lastActivity = new AtomicLong(System.currentTimeMillis());
    private final AtomicLong served = new AtomicLong();
    private volatile boolean stopping;
    private ServerSocketChannel server;
    private PrintStream log;
    private Object socketId;

    private CompileServer(Path dir, String key, long idleMillis, int jobs) {
        this.dir = dir;
        this.key = key;
        this.socket = ServerPaths.socket(dir, key);
        this.idleMillis = idleMillis;
        this.jobs = new Semaphore(jobs, true);
    }

    /** {@code CompileServer RUNTIME_DIR}: serves until idle or stale; exits at once when another server holds the key. */
    public static void main(String[] args) throws Exception {
        Path dir = Path.of(args[0]);
        String key = ServerPaths.buildKey();
        if (key == null || !NativeFs.available()) {
            Files.deleteIfExists(ServerPaths.starting(dir, key == null ? "none" : key));
            return;
        }
        String idle = System.getenv("JCIRC_SERVER_IDLE");
        long idleSeconds = idle != null && idle.matches("\\d+") ? Long.parseLong(idle) : 600;
        int jobs = Integer.getInteger("jcirc.server.jobs", Math.max(1, Runtime.getRuntime().availableProcessors()));
        new CompileServer(dir, key, idleSeconds * 1000, jobs).serve();
        System.exit(0);
    }

    private void serve() throws IOException, InterruptedException {
        try (FileChannel lockFile = FileChannel.open(ServerPaths.lock(dir, key), StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
            FileLock lock = lockFile.tryLock();
            if (lock == null) return;   // another server has this key
            try {
                log = new PrintStream(Files.newOutputStream(ServerPaths.log(dir, key)), true, StandardCharsets.UTF_8);
                Files.deleteIfExists(socket);
                server = ServerSocketChannel.open(StandardProtocolFamily.UNIX);
                server.bind(UnixDomainSocketAddress.of(socket));
                Files.setPosixFilePermissions(socket, PosixFilePermissions.fromString("rw-------"));
                socketId = Files.readAttributes(socket, java.nio.file.attribute.BasicFileAttributes.class).fileKey();
                log("started: pid " + ProcessHandle.current().pid() + ", key " + key + ", " + jobs.availablePermits() + " jobs");
                Files.deleteIfExists(ServerPaths.starting(dir, key));
                Thread watcher = new Thread(this::watch, "jcirc-server-watch");
                watcher.setDaemon(true);
                watcher.start();
                acceptLoop();
                // stopping: let running compiles finish
                while (active.get() > 0) Thread.sleep(50);
                log("stopped after " + served.get() + " compiles");
            } finally {
                lock.release();
            }
        }
    }

    private void acceptLoop() {
        int n = 0;
        while (!stopping) {
            SocketChannel c;
            try {
                c = server.accept();
            } catch (IOException e) {
                break;   // closed by stop()
            }
            active.incrementAndGet();
            lastActivity.set(System.currentTimeMillis());
            // a platform thread of its own (NativeFs gives it its own directory), with the launcher's deep stack
            Thread t = new Thread(null, () -> handle(c), "jcirc-compile-" + (n++), 64L << 20);
            t.setDaemon(true);
            t.start();
        }
    }

    /** Every 2 s: stop when rebuilt (key changed), when the socket was removed or replaced, or when idle too long. */
    private void watch() {
        while (!stopping) {
            try {
                Thread.sleep(2000);
            } catch (InterruptedException e) {
                return;
            }
            String why = null;
            if (!key.equals(ServerPaths.buildKey())) why = "jcirc was rebuilt (build key changed)";
            else if (!socketIsOurs()) why = "socket file removed or replaced";
            else if (active.get() == 0 && System.currentTimeMillis() - lastActivity.get() > idleMillis) why = "idle";
            if (why != null) {
                stop(why);
                return;
            }
        }
    }

    private boolean socketIsOurs() {
        try {
            return socketId == null || socketId.equals(Files.readAttributes(socket, java.nio.file.attribute.BasicFileAttributes.class).fileKey());
        } catch (IOException e) {
            return false;
        }
    }

    private synchronized void stop(String why) {
        if (stopping) return;
        stopping = true;
        log("stopping: " + why);
        try {
            // first the name (new clients start or find another server), then the listener
            if (socketIsOurs()) Files.deleteIfExists(socket);
            server.close();
        } catch (IOException ignored) {
            // exiting anyway
        }
    }

    private void log(String s) {
        if (log != null) log.println(Instant.now() + " " + s);
    }

    /** One client: read its request, compile on this thread in its directory and environment, stream the output and the status. */
    private void handle(SocketChannel c) {
        try (c) {
            DataInputStream in = new DataInputStream(new BufferedInputStream(Wire.in(c)));
            DataOutputStream out = new DataOutputStream(new BufferedOutputStream(Wire.out(c), 1 << 16));
            Wire.Request r = Wire.Request.read(in);
            if (!r.key().equals(key) || stopping) {
                fallback(out);
                return;
            }
            jobs.acquire();
            try {
                if (!NativeFs.enter(r.cwd(), r.umask())) {
                    fallback(out);
                    return;
                }
                Invocation.Context ctx = new Invocation.Context(Path.of(r.cwd()), Map.copyOf(r.env()), Map.copyOf(r.properties()));
                PrintStream so = new PrintStream(new BufferedOutputStream(new FrameStream(out, Wire.OUT), 1 << 16), false,
                        charset(r.properties().get("stdout.encoding")));
                PrintStream se = new PrintStream(new FrameStream(out, Wire.ERR), true, charset(r.properties().get("stderr.encoding")));
                int code = Invocation.callAs(ctx, () -> Jcirc.run(r.args().toArray(String[]::new), new StdinStream(in, out), so, se, r.cxx()));
                so.flush();
                se.flush();
                // logged before the client learns the status: whoever reads the log after the client exited sees the line
                served.incrementAndGet();
                log("compiled (exit " + code + ")" + ("native".equals(r.properties().get("jcirc.client")) ? " [native client]" : "")
                        + " in " + r.cwd() + ": " + String.join(" ", r.args()));
                synchronized (out) {
                    out.writeByte(Wire.EXIT);
                    out.writeInt(code);
                    out.flush();
                }
            } finally {
                jobs.release();
            }
        } catch (Exception e) {
            log("client dropped: " + e);
        } finally {
            if (active.decrementAndGet() == 0) collectWhenIdle();
            lastActivity.set(System.currentTimeMillis());
        }
    }

    /** Heap in use (MB) above which the last compile to finish collects ({@code -Djcirc.server.trimMb=N}; 0: never). */
    private static final long TRIM_MB = Long.getLong("jcirc.server.trimMb", 256);

    /**
     * When no compile runs any more (this client has its status already) and the heap holds more than
     * {@link #TRIM_MB}: a full collection, after which G1 shrinks the heap to the live data. Without it the next
     * compile starts on the last one's garbage (G1 collects its old generation only when it fills, and grows the
     * heap meanwhile), and the server's peak RSS grew from compile to compile (docs/compile-server.md, "Memory").
     * Small files' compiles leave little garbage each and reach the threshold only now and then.
     */
    private void collectWhenIdle() {
        if (TRIM_MB <= 0) return;
        Runtime rt = Runtime.getRuntime();
        if (rt.totalMemory() - rt.freeMemory() > TRIM_MB << 20 && active.get() == 0) System.gc();
    }

    private static Charset charset(String name) {
        try {
            return name == null ? Charset.defaultCharset() : Charset.forName(name);
        } catch (RuntimeException e) {
            return Charset.defaultCharset();
        }
    }

    private static void fallback(DataOutputStream out) throws IOException {
        synchronized (out) {
            out.writeByte(Wire.FALLBACK);
            out.flush();
        }
    }

    /** Bytes written to it go to the client as frames of one type. */
    private static final class FrameStream extends OutputStream {
        private final DataOutputStream out;
        private final byte type;

        FrameStream(DataOutputStream out, byte type) {
            this.out = out;
            this.type = type;
        }

        @Override public void write(int b) throws IOException { write(new byte[] {(byte) b}, 0, 1); }

        @Override public void write(byte[] b, int off, int len) throws IOException {
            if (len == 0) return;
            synchronized (out) { Wire.frame(out, type, b, off, len); }
        }
    }

    /** The client's stdin, asked for on the first read (a compile that does not read it leaves it alone, as gcc does). */
    private static final class StdinStream extends InputStream {
        private final DataInputStream in;
        private final DataOutputStream out;
        private boolean asked, eof;
        private byte[] chunk = new byte[0];
        private int pos;

        StdinStream(DataInputStream in, DataOutputStream out) {
            this.in = in;
            this.out = out;
        }

        @Override public int read() throws IOException {
            byte[] b = new byte[1];
            return read(b, 0, 1) < 0 ? -1 : b[0] & 0xff;
        }

        @Override public int read(byte[] b, int off, int len) throws IOException {
            if (len == 0) return 0;
            while (pos == chunk.length) {
                if (eof) return -1;
                if (!asked) {
                    asked = true;
                    synchronized (out) {
                        out.writeByte(Wire.NEED_IN);
                        out.flush();
                    }
                }
                byte t = in.readByte();
                if (t == Wire.IN_EOF) {
                    eof = true;
                    return -1;
                }
                if (t != Wire.IN) throw new IOException("unexpected frame " + t);
                int n = in.readInt();
                chunk = in.readNBytes(n);
                pos = 0;
            }
            int n = Math.min(len, chunk.length - pos);
            System.arraycopy(chunk, pos, b, off, n);
            pos += n;
            return n;
        }
    }
}
