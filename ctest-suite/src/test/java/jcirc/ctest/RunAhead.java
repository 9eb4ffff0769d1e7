package jcirc.ctest;

import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.function.Executable;

import java.net.URI;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;

/**
 * Runs the bodies of a suite's dynamic tests ahead of JUnit on a few threads, while JUnit still
 * reports each test in order, with its own result: on a 2-core machine one program's in-process
 * compile overlaps another's llc, cc, gcc and run. The suite must build its whole list of tests
 * eagerly (a list, not a lazy stream) so that every body is queued before JUnit waits on the first.
 *
 * <p>{@code -Djcirc.ctest.jobs=N} sets the number of threads (default: the number of cores, at most
 * 2; 1 runs each body when JUnit reaches it, as before). Bodies run on threads with a 256 MB stack
 * (deeply nested generated expressions), as TortureTest's compiles do.
 */
final class RunAhead {
    private RunAhead() {}

    static final int JOBS = Integer.getInteger("jcirc.ctest.jobs", Math.max(1, Math.min(2, Runtime.getRuntime().availableProcessors())));

    private static final ExecutorService POOL = Executors.newFixedThreadPool(Math.max(1, JOBS), r -> {
        Thread t = new Thread(null, r, "ctest-ahead", 256L << 20);
        t.setDaemon(true);
        return t;
    });

    /** A dynamic test whose body starts now on the pool; the test reports the body's outcome (assertion, abort or error). */
    static DynamicTest test(String name, URI source, Executable body) {
        if (JOBS <= 1) return DynamicTest.dynamicTest(name, source, body);
        CompletableFuture<Throwable> outcome = CompletableFuture.supplyAsync(() -> {
            try {
                body.execute();
                return null;
            } catch (Throwable t) {
                return t;
            }
        }, POOL);
        return DynamicTest.dynamicTest(name, source, () -> {
            Throwable t = outcome.join();
            if (t != null) throw t;
        });
    }
}
