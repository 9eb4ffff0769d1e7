/* Fork/join parallel loops for the lowering of scf.parallel (see jcirc_rt.h). */
#include <pthread.h>
#include <stdlib.h>
#include <unistd.h>
#include "jcirc_rt.h"

#define JCIRC_MAX_THREADS 256

struct chunk {
    long lb, ub, step;
    __jcirc_loop_body body;
    void *ctx;
};

static void *run_chunk(void *arg) {
    struct chunk *c = (struct chunk *)arg;
    c->body(c->lb, c->ub, c->step, c->ctx);
    return 0;
}

long __jcirc_num_threads(void) {
    const char *env = getenv("JCIRC_NUM_THREADS");
    if (env) {
        long n = strtol(env, 0, 10);
        if (n > 0) return n > JCIRC_MAX_THREADS ? JCIRC_MAX_THREADS : n;
    }
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    if (cpus < 1) return 1;
    return cpus > JCIRC_MAX_THREADS ? JCIRC_MAX_THREADS : cpus;
}

void __jcirc_parallel_for(long lb, long ub, long step, __jcirc_loop_body body, void *ctx) {
    if (ub <= lb || step <= 0) return;
    long iters = (ub - lb + step - 1) / step;
    long nthreads = __jcirc_num_threads();
    if (nthreads > iters) nthreads = iters;
    if (nthreads <= 1) {
        body(lb, ub, step, ctx);
        return;
    }
    pthread_t threads[JCIRC_MAX_THREADS];
    struct chunk chunks[JCIRC_MAX_THREADS];
    long per = iters / nthreads, extra = iters % nthreads, start = 0;
    long started = 0;
    for (long t = 0; t < nthreads; t++) {
        long count = per + (t < extra ? 1 : 0);
        chunks[t].lb = lb + start * step;
        chunks[t].ub = lb + (start + count) * step;
        if (chunks[t].ub > ub) chunks[t].ub = ub;
        chunks[t].step = step;
        chunks[t].body = body;
        chunks[t].ctx = ctx;
        start += count;
    }
    /* chunk 0 runs on the calling thread */
    for (long t = 1; t < nthreads; t++) {
        if (pthread_create(&threads[t], 0, run_chunk, &chunks[t]) != 0) break;
        started = t;
    }
    body(chunks[0].lb, chunks[0].ub, step, ctx);
    for (long t = started + 1; t < nthreads; t++) run_chunk(&chunks[t]);   /* chunks whose thread failed to start */
    for (long t = 1; t <= started; t++) pthread_join(threads[t], 0);
}
