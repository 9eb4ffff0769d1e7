package jcirc.tools.server;

import java.lang.invoke.MethodHandle;
import java.lang.reflect.Array;
import java.lang.reflect.Method;

/**
 * Gives the calling thread a working directory and umask of its own: {@code unshare(CLONE_FS)}
 * (the thread stops sharing cwd/umask/root with the rest of the JVM), then {@code chdir} and
 * {@code umask}, through the foreign-function API (final in JDK 22). The compile server runs each
 * client's compile on such a thread, so relative paths in file-system calls, and the processes it
 * starts, resolve against the client's directory. Linux only; the server is unavailable (clients
 * compile in-process) where this fails.
 *
 * <p>Called reflectively so that the code base still compiles for Java 21, where the API is a preview.
 */
final class NativeFs {
    private NativeFs() {}

    private static final int CLONE_FS = 0x200;
    private static final Object[] HANDLES = load();

    /** Whether this JVM can give threads their own directories. */
    static boolean available() { return HANDLES != null; }

    /**
     * Unshares the calling thread's file-system context and enters {@code dir} with {@code umask}
     * (negative: keep it). Returns false when any step fails (the thread is then unusable for a
     * client's compile).
     */
    static boolean enter(String dir, int umask) {
        if (HANDLES == null) return false;
        try {
            if ((int) ((MethodHandle) HANDLES[0]).invokeWithArguments(CLONE_FS) != 0) return false;
            Class<?> arenaC = (Class<?>) HANDLES[3];
            Object arena = arenaC.getMethod("ofConfined").invoke(null);
            try {
                Object path = arenaC.getMethod("allocateFrom", String.class).invoke(arena, dir);
                if ((int) ((MethodHandle) HANDLES[1]).invokeWithArguments(path) != 0) return false;
            } finally {
                ((AutoCloseable) arena).close();
            }
            if (umask >= 0) ((MethodHandle) HANDLES[2]).invokeWithArguments(umask);
            return true;
        } catch (Throwable t) {
            return false;
        }
    }

    /** [unshare(int), chdir(ptr), umask(int) handles, the Arena interface] or null. */
    private static Object[] load() {
        if (Runtime.version().feature() < 22 || !System.getProperty("os.name", "").startsWith("Linux")) return null;
        try {
            Class<?> linkerC = Class.forName("java.lang.foreign.Linker");
            Class<?> lookupC = Class.forName("java.lang.foreign.SymbolLookup");
            Class<?> segC = Class.forName("java.lang.foreign.MemorySegment");
            Class<?> layoutC = Class.forName("java.lang.foreign.MemoryLayout");
            Class<?> fdC = Class.forName("java.lang.foreign.FunctionDescriptor");
            Class<?> valueC = Class.forName("java.lang.foreign.ValueLayout");
            Class<?> optionC = Class.forName("java.lang.foreign.Linker$Option");
            Class<?> arenaC = Class.forName("java.lang.foreign.Arena");
            Object linker = linkerC.getMethod("nativeLinker").invoke(null);
            Object lookup = linkerC.getMethod("defaultLookup").invoke(linker);
            Object jint = valueC.getField("JAVA_INT").get(null);
            Object addr = valueC.getField("ADDRESS").get(null);
            Method find = lookupC.getMethod("find", String.class);
            Method of = fdC.getMethod("of", layoutC, Array.newInstance(layoutC, 0).getClass());
            Method downcall = linkerC.getMethod("downcallHandle", segC, fdC, Array.newInstance(optionC, 0).getClass());
            Object noOptions = Array.newInstance(optionC, 0);
            Object[] h = new Object[4];
            String[] names = {"unshare", "chdir", "umask"};
            Object[] argLayouts = {jint, addr, jint};
            for (int i = 0; i < 3; i++) {
                Object sym = ((java.util.Optional<?>) find.invoke(lookup, names[i])).orElse(null);
                if (sym == null) return null;
                Object params = Array.newInstance(layoutC, 1);
                Array.set(params, 0, argLayouts[i]);
                Object fd = of.invoke(null, jint, params);
                h[i] = downcall.invoke(linker, sym, fd, noOptions);
            }
            ((AutoCloseable) arenaC.getMethod("ofConfined").invoke(null)).close();
            h[3] = arenaC;
            return h;
        } catch (Throwable t) {
            return null;
        }
    }
}
