package jcirc.ir;

import java.util.ServiceLoader;

/**
 * Loads every dialect's op declarations once, from the {@link DialectProvider}s on the class path
 * ({@code META-INF/services/jcirc.ir.DialectProvider}; the cir module's is
 * {@code jcirc.dialect.AllDialects}).
 */
public final class Dialects {
    private static volatile boolean loaded;
    /** A provider's own call back into here, on the loading thread (guarded by the class lock). */
    private static boolean loading;

    private Dialects() {}

    public static void ensureLoaded() {
        if (loaded) return;
        synchronized (Dialects.class) {
            if (loaded || loading) return;
            loading = true;
            for (DialectProvider p : ServiceLoader.load(DialectProvider.class, Dialects.class.getClassLoader()))
                p.registerDialects();
            // published only now: another thread (the compile server runs several compiles) waits on the lock until all are registered
            loaded = true;
        }
    }
}
