package jcirc.ir;

import java.util.Collection;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;

/** All registered op declarations, by name. Dialects register themselves through {@link Dialects}. */
public final class OpRegistry {
    private static final Map<String, OpDef> DEFS = new ConcurrentHashMap<>();

    private OpRegistry() {}

    static void register(OpDef def) {
        if (DEFS.putIfAbsent(def.name(), def) != null)
            throw new IllegalStateException("op " + def.name() + " registered twice");
    }

    public static OpDef lookup(String name) {
        Dialects.ensureLoaded();
        return DEFS.get(name);
    }

    /** Every registered op, sorted by name. */
    public static Collection<OpDef> all() {
        Dialects.ensureLoaded();
        return new TreeMap<>(DEFS).values();
    }
}
