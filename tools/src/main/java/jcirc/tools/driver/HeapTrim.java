package jcirc.tools.driver;

import java.lang.management.GarbageCollectorMXBean;
import java.lang.management.ManagementFactory;
import java.lang.management.MemoryPoolMXBean;

/**
 * A full collection between the compile's phases when the parallel collector's old generation holds a lot
 * (docs/compile-time.md, "Peak memory"). The launcher runs the parallel collector with a small young
 * generation; whatever survives a few young collections (the CDT AST and Sema's maps during the frontend, the
 * whole module's cir until it is lowered) is promoted, and the parallel collector grows the old generation for
 * each promotion rather than collecting it, so dead IR piles up there until something forces a full collection.
 * After the frontend (its AST dead) and after the raise (the cir dead), a full collection empties the old
 * generation down to the live module, and later promotions reuse that room instead of growing the heap.
 *
 * <p>Only with the parallel collector (the launcher's; the compile server runs G1, whose concurrent cycles
 * collect the old generation on their own, and where a stop-the-world collection would stall other clients'
 * compiles) and only above {@link #THRESHOLD_MB} of old generation (small files never get there).
 */
public final class HeapTrim {
    private HeapTrim() {}

    /** Old-generation occupancy (MB) above which a phase boundary collects. */
    static final long THRESHOLD_MB = Long.getLong("jcirc.heapTrimMb", 160);

    private static final MemoryPoolMXBean OLD = parallelOldGen();

    private static MemoryPoolMXBean parallelOldGen() {
        boolean parallel = false;
        for (GarbageCollectorMXBean gc : ManagementFactory.getGarbageCollectorMXBeans())
            if (gc.getName().equals("PS MarkSweep")) parallel = true;
        if (!parallel || THRESHOLD_MB <= 0) return null;
        for (MemoryPoolMXBean p : ManagementFactory.getMemoryPoolMXBeans())
            if (p.getName().equals("PS Old Gen")) return p;
        return null;
    }

    /** The phase boundaries that collect (the property is for measuring; the default is both). */
    private static final String AT = System.getProperty("jcirc.heapTrim", "frontend,raise");

    /** At the end of {@code phase}: collects when the old generation holds more than the threshold. */
    public static void atPhaseBoundary(String phase) {
        if (OLD != null && AT.contains(phase) && OLD.getUsage().getUsed() > THRESHOLD_MB << 20) System.gc();
    }
}
