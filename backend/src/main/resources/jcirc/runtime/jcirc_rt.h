/* Entry points of the jcirc runtime library (see README.md). */
#ifndef JCIRC_RT_H
#define JCIRC_RT_H

/* Body of a parallel loop: runs iterations lb, lb+step, ... < ub with the captured context. */
typedef void (*__jcirc_loop_body)(long lb, long ub, long step, void *ctx);

/* Number of worker threads: $JCIRC_NUM_THREADS if set and positive, else the online CPU count. */
long __jcirc_num_threads(void);

/*
 * Runs body over [lb, ub) with the given positive step, split into contiguous chunks of whole
 * iterations, one per thread; returns when all chunks are done. Falls back to running the whole
 * range on the calling thread when there is one thread, one iteration, or thread creation fails.
 */
void __jcirc_parallel_for(long lb, long ub, long step, __jcirc_loop_body body, void *ctx);

#endif
