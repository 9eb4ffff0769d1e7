/* Fork/join parallel loops for the lowering of scf.parallel (see jcirc_rt.h). */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include "jcirc_rt.h"

struct chunk {
    long lb, ub, step, index;
    __jcirc_loop_body body;
    void *ctx;
    pthread_t ran_on;
};

static void *run_chunk(void *arg) {
    struct chunk *c = (struct chunk *)arg;
    c->ran_on = pthread_self();
    c->body(c->lb, c->ub, c->step, c->ctx, c->index);
    return 0;
}

long __jcirc_num_threads(void) {
    const char *env = getenv("JCIRC_NUM_THREADS");
    if (env) {
        long n = strtol(env, 0, 10);
        if (n > 0) return n > JCIRC_MAX_CHUNKS ? JCIRC_MAX_CHUNKS : n;
    }
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    if (cpus < 1) return 1;
    return cpus > JCIRC_MAX_CHUNKS ? JCIRC_MAX_CHUNKS : cpus;
}

static void trace(long iters, long nchunks, struct chunk *chunks) {
    if (!getenv("JCIRC_PARALLEL_TRACE")) return;
    long distinct = 0;
    for (long t = 0; t < nchunks; t++) {
        long seen = 0;
        for (long u = 0; u < t; u++)
            if (pthread_equal(chunks[u].ran_on, chunks[t].ran_on)) seen = 1;
        if (!seen) distinct++;
    }
    fprintf(stderr, "jcirc-rt: parallel_for %ld iterations, %ld chunks, %ld threads\n", iters, nchunks, distinct);
}

long __jcirc_parallel_for(long lb, long ub, long step, __jcirc_loop_body body, void *ctx) {
    if (ub <= lb || step <= 0) return 0;
    long iters = (ub - lb - 1) / step + 1;
    long nchunks = __jcirc_num_threads();
    if (nchunks > iters) nchunks = iters;
    pthread_t threads[JCIRC_MAX_CHUNKS];
    int started[JCIRC_MAX_CHUNKS];
    struct chunk chunks[JCIRC_MAX_CHUNKS];
    long per = iters / nchunks, extra = iters % nchunks, start = 0;
    for (long t = 0; t < nchunks; t++) {
        long count = per + (t < extra ? 1 : 0);
        chunks[t].lb = lb + start * step;
        chunks[t].ub = t == nchunks - 1 ? ub : lb + (start + count) * step;
        chunks[t].step = step;
        chunks[t].index = t;
        chunks[t].body = body;
        chunks[t].ctx = ctx;
        start += count;
    }
    for (long t = 1; t < nchunks; t++)
        started[t] = pthread_create(&threads[t], 0, run_chunk, &chunks[t]) == 0;
    run_chunk(&chunks[0]);
    for (long t = 1; t < nchunks; t++) {
        if (started[t]) pthread_join(threads[t], 0);
        else run_chunk(&chunks[t]);   /* its thread could not be created */
    }
    trace(iters, nchunks, chunks);
    return nchunks;
}
