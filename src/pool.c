/*
 * pool: a fixed set of threads taking items from a shared counter.
 *
 * Items are handed out in order; each worker stores its result in the
 * caller's own array (indexed by item) and marks the item ready.  The
 * calling thread works too, and between its own items hands finished
 * ones to done() strictly in item order, so output is the same for any
 * thread count.  Workers never run more than WINDOW items ahead of the
 * last one done, which bounds the results held in memory.
 */
#include "pool.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdlib.h>
#include <unistd.h>

#include "buf.h"

#define WINDOW 4096

typedef struct Pool {
	size_t n;		/* items */
	PoolWork *work;
	PoolDone *done;
	void *ctx;
	atomic_uchar *ready;	/* per item: work finished */
	size_t next;		/* next item to hand out (under lock) */
	size_t next_done;	/* next item to pass to done (under lock) */
	pthread_mutex_t lock;
	pthread_cond_t moved;	/* next_done advanced or an item got ready */
} Pool;

typedef struct Worker {
	Pool *pool;
	int id;
} Worker;

/*
 * Take the next item; n when all are taken.  While the window is full a
 * worker waits, but the calling thread (wait false) gets n + 1 instead:
 * it is the one that must call done() to move the window on.
 */
static size_t take(Pool *p, bool wait)
{
	size_t i;

	pthread_mutex_lock(&p->lock);
	while (wait && p->next < p->n && p->next >= p->next_done + WINDOW)
		pthread_cond_wait(&p->moved, &p->lock);
	if (p->next >= p->n)
		i = p->n;
	else if (p->next >= p->next_done + WINDOW)
		i = p->n + 1;
	else
		i = p->next++;
	pthread_mutex_unlock(&p->lock);
	return i;
}

static void *worker_main(void *arg)
{
	Worker *w = arg;
	Pool *p = w->pool;
	size_t i;

	while ((i = take(p, true)) < p->n) {
		p->work(p->ctx, i, w->id);
		atomic_store_explicit(&p->ready[i], 1, memory_order_release);
		pthread_mutex_lock(&p->lock);
		pthread_cond_broadcast(&p->moved);
		pthread_mutex_unlock(&p->lock);
	}
	return NULL;
}

/*
 * Pass finished items to done in order.  With wait set, wait for item
 * after item until all are done; with once, return after the first.
 */
static void drain(Pool *p, bool wait, bool once)
{
	for (;;) {
		size_t i = p->next_done;	/* only this thread writes it */

		if (i >= p->n)
			return;
		if (!atomic_load_explicit(&p->ready[i], memory_order_acquire)) {
			if (!wait)
				return;
			pthread_mutex_lock(&p->lock);
			while (!atomic_load_explicit(&p->ready[i], memory_order_acquire))
				pthread_cond_wait(&p->moved, &p->lock);
			pthread_mutex_unlock(&p->lock);
		}
		p->done(p->ctx, i);
		pthread_mutex_lock(&p->lock);
		p->next_done = i + 1;
		pthread_cond_broadcast(&p->moved);
		pthread_mutex_unlock(&p->lock);
		if (once)
			return;
	}
}

void pool_run(size_t n, int threads, PoolWork *work, PoolDone *done,
	      void *ctx)
{
	Pool p = { .n = n, .work = work, .done = done, .ctx = ctx };

	if (threads < 1)
		threads = 1;
	if ((size_t)threads > n)
		threads = n ? (int)n : 1;
	p.ready = xmalloc(n ? n : 1);
	for (size_t i = 0; i < n; i++)
		atomic_init(&p.ready[i], 0);
	pthread_mutex_init(&p.lock, NULL);
	pthread_cond_init(&p.moved, NULL);

	pthread_t *tid = xmalloc(sizeof(*tid) * (size_t)threads);
	Worker *ws = xmalloc(sizeof(*ws) * (size_t)threads);
	int started = 0;
	for (int t = 1; t < threads; t++) {
		ws[t] = (Worker){ &p, t };
		if (pthread_create(&tid[t], NULL, worker_main, &ws[t]) == 0)
			started = t;
		else
			break;
	}
	size_t i;
	while ((i = take(&p, false)) != n) {
		if (i > n) {		/* window full: finish the oldest item */
			drain(&p, true, true);
			continue;
		}
		work(ctx, i, 0);
		atomic_store_explicit(&p.ready[i], 1, memory_order_release);
		drain(&p, false, false);
	}
	drain(&p, true, false);
	for (int t = 1; t <= started; t++)
		pthread_join(tid[t], NULL);
	pthread_cond_destroy(&p.moved);
	pthread_mutex_destroy(&p.lock);
	free(ws);
	free(tid);
	free((void *)p.ready);
}

int pool_cpus(void)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);

	return n > 0 ? (int)n : 1;
}
