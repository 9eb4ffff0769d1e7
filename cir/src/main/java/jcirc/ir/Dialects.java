package jcirc.ir;

import java.util.ServiceLoader;

/**
 * Loads every dialect's op declarations once, from the {@link DialectProvider}s on the class path
 * ({@code META-INF/services/jcirc.ir.DialectProvider}; the cir module's is
 * {@code jcirc.dialect.AllDialects}).
 */
public final class Dialects {
    private static volatile boolean loaded;
    /** True while this class's monitor holder registers the dialects (a provider may call back in). */
    private static boolean loading;

    private Dialects() {}

    public static void ensureLoaded() {
        if (loaded) return;
        synchronized (Dialects.class) {
            if (loaded || loading) return;   // loading: a re-entrant call from a provider, on this thread
            loading = true;
            try {
                for (DialectProvider p : ServiceLoader.load(DialectProvider.class, Dialects.class.getClassLoader()))
                    p.registerDialects();
            } finally {
                loading = false;
            }
            // set last: another thread that sees it must see every op registered (was set first, so a
            // second compile started at the same time found half the registry: "is not a registered operation")
            loaded = true;
        }
    }
}
