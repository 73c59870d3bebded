/*
 * pool: work on items on worker threads while they are still being found.
 */
#ifndef UNIFORM_POOL_H
#define UNIFORM_POOL_H

#include <stddef.h>

#include "base/progress.h"

typedef struct Pool Pool;

/* Work on one item, as worker number worker (0 .. threads-1). */
typedef void PoolWork(void *ctx, void *item, int worker);
/* Called for every item in the order pushed, on the pushing thread. */
typedef void PoolDone(void *ctx, void *item);

/*
 * Start threads - 1 workers for items of item_size bytes.  The calling
 * thread pushes items (pool_push) while the workers take them, then
 * works on the rest with them (pool_finish, as worker threads - 1);
 * done() runs on the calling thread, in push order, as items finish.
 */
Pool *pool_start(int threads, size_t item_size, PoolWork *work,
		 PoolDone *done, void *ctx);
/* Copy item into the pool; finished items are handed to done meanwhile. */
void pool_push(Pool *p, const void *item);
/* The same for an item that is no file (a walk's message): progress skips it. */
void pool_push_message(Pool *p, const void *item);
/*
 * Report items pushed and done to progress (NULL for none), and when
 * the pushing is over.
 */
void pool_watch(Pool *p, Progress *progress);
/* Wait for every item, hand each to done in order, and free the pool. */
void pool_finish(Pool *p);

/* The number of online CPUs, at least 1. */
int pool_cpus(void);

#endif
