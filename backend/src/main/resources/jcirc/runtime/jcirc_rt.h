/* Entry points of the jcirc runtime library (see README.md). */
#ifndef JCIRC_RT_H
#define JCIRC_RT_H

/* The most chunks (and threads) one parallel loop is split into; callers size per-chunk partials by it. */
#define JCIRC_MAX_CHUNKS 256

/*
 * Body of a parallel loop: runs iterations lb, lb+step, ... < ub with the captured context; chunk is
 * the index (0, 1, ...) of this chunk of the iteration space, in iteration order.
 */
typedef void (*__jcirc_loop_body)(long lb, long ub, long step, void *ctx, long chunk);

/* Number of worker threads: $JCIRC_NUM_THREADS if set and positive, else the online CPU count (at most JCIRC_MAX_CHUNKS). */
long __jcirc_num_threads(void);

/*
 * Runs body over [lb, ub) with the given positive step, split into at most __jcirc_num_threads()
 * contiguous chunks of whole iterations, chunk k on its own thread (chunk 0 on the caller's);
 * returns the number of chunks when all are done (0 for an empty range). Runs the whole range as
 * one chunk on the calling thread when there is one thread or one iteration; a chunk whose thread
 * cannot be created runs on the calling thread. With $JCIRC_PARALLEL_TRACE set, prints
 * "jcirc-rt: parallel_for <iterations> iterations, <chunks> chunks, <threads> threads" to stderr,
 * threads being the number of distinct threads that ran a chunk.
 */
long __jcirc_parallel_for(long lb, long ub, long step, __jcirc_loop_body body, void *ctx);

#endif
