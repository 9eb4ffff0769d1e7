package jcirc.tools.server;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.channels.SocketChannel;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The compile server's protocol over its Unix-domain socket. The client sends a {@link Request};
 * then frames (a type byte, for data an int length and the bytes) flow: server to client
 * {@link #OUT}, {@link #ERR}, {@link #NEED_IN} (the compile reads stdin: send it), {@link #EXIT}
 * (an int status; last frame) or {@link #FALLBACK} (compile in-process instead; last frame);
 * client to server {@link #IN} and {@link #IN_EOF}, only after NEED_IN.
 */
final class Wire {
    private Wire() {}

    static final int MAGIC = 0x4a435331;   // "JCS1"
    static final byte OUT = 1, ERR = 2, NEED_IN = 3, EXIT = 4, FALLBACK = 5, IN = 6, IN_EOF = 7;

    /** What a client asks for: the command line and the process state it runs in. */
    record Request(String key, boolean cxx, String cwd, int umask, List<String> args, Map<String, String> env,
                   Map<String, String> properties) {
        void write(DataOutputStream o) throws IOException {
            o.writeInt(MAGIC);
            writeString(o, key);
            o.writeBoolean(cxx);
            writeString(o, cwd);
            o.writeInt(umask);
            o.writeInt(args.size());
            for (String a : args) writeString(o, a);
            writeMap(o, env);
            writeMap(o, properties);
            o.flush();
        }

        static Request read(DataInputStream in) throws IOException {
            if (in.readInt() != MAGIC) throw new IOException("not a jcirc client");
            String key = readString(in);
            boolean cxx = in.readBoolean();
            String cwd = readString(in);
            int umask = in.readInt();
            int n = in.readInt();
            List<String> args = new ArrayList<>();
            for (int i = 0; i < n; i++) args.add(readString(in));
            return new Request(key, cxx, cwd, umask, args, readMap(in), readMap(in));
        }
    }

    static void writeString(DataOutputStream o, String s) throws IOException {
        byte[] b = s.getBytes(StandardCharsets.UTF_8);
        o.writeInt(b.length);
        o.write(b);
    }

    static String readString(DataInputStream in) throws IOException {
        int n = in.readInt();
        if (n < 0 || n > (64 << 20)) throw new IOException("bad string length " + n);
        return new String(in.readNBytes(n), StandardCharsets.UTF_8);
    }

    private static void writeMap(DataOutputStream o, Map<String, String> m) throws IOException {
        o.writeInt(m.size());
        for (Map.Entry<String, String> e : m.entrySet()) {
            writeString(o, e.getKey());
            writeString(o, e.getValue());
        }
    }

    private static Map<String, String> readMap(DataInputStream in) throws IOException {
        int n = in.readInt();
        Map<String, String> m = new LinkedHashMap<>();
        for (int i = 0; i < n; i++) m.put(readString(in), readString(in));
        return m;
    }

    /** Writes one data frame (callers synchronize on {@code o}). */
    static void frame(DataOutputStream o, byte type, byte[] b, int off, int len) throws IOException {
        o.writeByte(type);
        o.writeInt(len);
        o.write(b, off, len);
        o.flush();
    }

    /**
     * The channel as streams. Not {@code Channels.newInputStream}: its reads and writes take the
     * same lock, so a thread blocked reading would stall one writing stdin.
     */
    static InputStream in(SocketChannel ch) {
        return new InputStream() {
            @Override public int read() throws IOException {
                byte[] b = new byte[1];
                return read(b, 0, 1) < 0 ? -1 : b[0] & 0xff;
            }

            @Override public int read(byte[] b, int off, int len) throws IOException {
                if (len == 0) return 0;
                return ch.read(ByteBuffer.wrap(b, off, len));
            }
        };
    }

    static OutputStream out(SocketChannel ch) {
        return new OutputStream() {
            @Override public void write(int b) throws IOException { write(new byte[] {(byte) b}, 0, 1); }

            @Override public void write(byte[] b, int off, int len) throws IOException {
                ByteBuffer buf = ByteBuffer.wrap(b, off, len);
                while (buf.hasRemaining()) ch.write(buf);
            }
        };
    }
}
