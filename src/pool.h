/*
 * pool: run a job per item on worker threads, finish items in order.
 */
#ifndef UNIFORM_POOL_H
#define UNIFORM_POOL_H

#include <stddef.h>

/* Work on item i as worker number worker (0 .. threads-1). */
typedef void PoolWork(void *ctx, size_t i, int worker);
/* Called for items 0, 1, 2, ... in order, on the calling thread. */
typedef void PoolDone(void *ctx, size_t i);

/*
 * Run work on every item in [0, n) with the given number of threads (the
 * caller's own among them), calling done in item order as items finish.
 */
void pool_run(size_t n, int threads, PoolWork *work, PoolDone *done,
	      void *ctx);

/* The number of online CPUs, at least 1. */
int pool_cpus(void);

#endif
