package jcirc.ir;

import java.util.ServiceLoader;

/**
 * Loads every dialect's op declarations once, from the {@link DialectProvider}s on the class path
 * ({@code META-INF/services/jcirc.ir.DialectProvider}; the cir module's is
 * {@code jcirc.dialect.AllDialects}).
 */
public final class Dialects {
    private static volatile boolean loaded;

    private Dialects() {}

    public static void ensureLoaded() {
        if (loaded) return;
        synchronized (Dialects.class) {
            if (loaded) return;
            loaded = true;
            for (DialectProvider p : ServiceLoader.load(DialectProvider.class, Dialects.class.getClassLoader()))
                p.registerDialects();
        }
    }
}
