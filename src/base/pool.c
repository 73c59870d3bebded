/*
 * pool: a fixed set of threads taking items as the caller finds them.
 *
 * The caller (the thread that walks the directories) pushes items; the
 * workers take them in push order from a shared counter, so work starts
 * while the walk goes on, and the caller becomes one more worker when
 * its walk is over (threads - 1 are started: on two cores, the walk and
 * one worker share them, then two workers).  Items live in blocks that never move, each
 * with a ready flag per item; the caller hands finished items to done()
 * strictly in push order, whenever it pushes and at the end, so output
 * is the same for any number of threads.  Workers never run more than
 * WINDOW items ahead of the last one done, and a block is freed once all
 * its items are done, which bounds the memory held.
 */
#include "base/pool.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <unistd.h>

#include "base/buf.h"

#define BLOCK 1024
#define WINDOW 4096
/*
 * The stack of each worker: the default follows ulimit -s, or is much
 * smaller with some C libraries, and the deepest input the parser takes
 * must not depend on either.  Only what is used is ever mapped in.
 */
#define WORKER_STACK (8 << 20)

typedef struct Block {
	atomic_uchar ready[BLOCK];	/* per item: work finished */
	bool file[BLOCK];		/* per item: a file, counted by progress */
	max_align_t items[];		/* BLOCK items of item_size bytes */
} Block;

typedef struct Worker {
	struct Pool *pool;
	int id;
	pthread_t tid;
} Worker;

struct Pool {
	size_t item_size;	/* bytes per item slot (aligned) */
	size_t copy_size;	/* bytes of an item as pushed */
	PoolWork *work;
	PoolDone *done;
	void *ctx;
	Block **blocks;		/* grown by the caller, under lock */
	size_t nblocks;		/* allocated entries of blocks */
	size_t n;		/* items pushed (under lock) */
	size_t next;		/* next item to hand out (under lock) */
	size_t next_done;	/* next item for done (written under lock) */
	bool closed;		/* no more items will come */
	int sleepers;		/* threads waiting on moved (under lock) */
	pthread_mutex_t lock;
	pthread_cond_t moved;	/* any of the counters above changed */
	Worker *workers;
	int nworkers;		/* started */
	Progress *progress;	/* told of pushes and dones, or NULL */
};

static void *slot(Block *b, size_t i, size_t size)
{
	return (char *)b->items + (i % BLOCK) * size;
}

/* Wait for a change; the caller holds the lock. */
static void sleep_on(Pool *p)
{
	p->sleepers++;
	pthread_cond_wait(&p->moved, &p->lock);
	p->sleepers--;
}

/* Announce a change, waking nobody when nobody waits (no system call). */
static void wake(Pool *p)
{
	if (p->sleepers)
		pthread_cond_broadcast(&p->moved);
}

/* Take the next item, waiting for one; NULL when all are taken. */
static void *take(Pool *p, size_t *index)
{
	void *item = NULL;

	pthread_mutex_lock(&p->lock);
	while ((p->next >= p->n && !p->closed) ||
	       (p->next < p->n && p->next >= p->next_done + WINDOW))
		sleep_on(p);
	if (p->next < p->n) {
		*index = p->next++;
		item = slot(p->blocks[*index / BLOCK], *index, p->item_size);
	}
	pthread_mutex_unlock(&p->lock);
	return item;
}

/* Item i is worked on: let done() have it, and wake whoever waits. */
static void mark_ready(Pool *p, size_t i)
{
	pthread_mutex_lock(&p->lock);
	atomic_store_explicit(&p->blocks[i / BLOCK]->ready[i % BLOCK], 1,
			      memory_order_release);
	wake(p);
	pthread_mutex_unlock(&p->lock);
}

static void *worker_main(void *arg)
{
	Worker *w = arg;
	Pool *p = w->pool;
	size_t i;
	void *item;

	while ((item = take(p, &i))) {
		p->work(p->ctx, item, w->id);
		mark_ready(p, i);
	}
	return NULL;
}

/*
 * Under a limit on the address space (ulimit -v), each thread costs its
 * stack and a malloc arena (64 MiB of address space on 64-bit glibc)
 * before it reads a byte: -j1024 under 2 GB mapped nearly all of it in
 * stacks and arenas and left no room for the files, which then all ran
 * out of memory.  So at most half the limit goes to threads, and the
 * other half is kept for the work; never fewer than the calling thread.
 * (A thread whose stack cannot be mapped is not started either: the
 * pool works with the threads it has.)
 */
#define ARENA_ROOM ((size_t)64 << 20)

static int threads_that_fit(int threads)
{
	struct rlimit rl;
	pthread_attr_t attr;
	size_t stack = (size_t)8 << 20;

	if (getrlimit(RLIMIT_AS, &rl) != 0 || rl.rlim_cur == RLIM_INFINITY)
		return threads;
	if (pthread_attr_init(&attr) == 0) {
		pthread_attr_getstacksize(&attr, &stack);
		pthread_attr_destroy(&attr);
	}
	rlim_t fit = rl.rlim_cur / 2 / (stack + ARENA_ROOM) + 1;

	return (rlim_t)threads < fit ? threads : (int)fit;
}

Pool *pool_start(int threads, size_t item_size, PoolWork *work,
		 PoolDone *done, void *ctx)
{
	Pool *p = xmalloc(sizeof(*p));

	memset(p, 0, sizeof(*p));
	p->copy_size = item_size;
	p->item_size = (item_size + sizeof(max_align_t) - 1) /
		       sizeof(max_align_t) * sizeof(max_align_t);
	p->work = work;
	p->done = done;
	p->ctx = ctx;
	pthread_mutex_init(&p->lock, NULL);
	pthread_cond_init(&p->moved, NULL);
	/* The calling thread is the last worker, once its walk is done. */
	threads = threads_that_fit(threads);
	if (threads < 1)
		threads = 1;
	p->workers = xmalloc(sizeof(*p->workers) * (size_t)threads);
	pthread_attr_t attr;
	bool init = pthread_attr_init(&attr) == 0;
	bool sized = init && pthread_attr_setstacksize(&attr, WORKER_STACK) == 0;
	for (int t = 0; t < threads - 1; t++) {
		p->workers[t] = (Worker){ p, t, 0 };
		if (pthread_create(&p->workers[t].tid, sized ? &attr : NULL,
				   worker_main, &p->workers[t]) != 0)
			break;
		p->nworkers++;
	}
	if (init)
		pthread_attr_destroy(&attr);
	return p;
}

/*
 * Hand finished items to done in order.  With wait set, wait for each
 * until all pushed items are done (the pool must be closed); with once
 * set too, return after the first.
 */
static void drain(Pool *p, bool wait, bool once)
{
	for (;;) {
		size_t i = p->next_done;	/* only this thread writes it */

		pthread_mutex_lock(&p->lock);
		Block *b = i < p->n ? p->blocks[i / BLOCK] : NULL;
		while (wait && b && !atomic_load_explicit(&b->ready[i % BLOCK],
							  memory_order_acquire))
			sleep_on(p);
		pthread_mutex_unlock(&p->lock);
		if (!b || !atomic_load_explicit(&b->ready[i % BLOCK], memory_order_acquire))
			return;
		p->done(p->ctx, slot(b, i, p->item_size));
		if (b->file[i % BLOCK])
			progress_done(p->progress);
		pthread_mutex_lock(&p->lock);
		p->next_done = i + 1;
		if (p->next_done % BLOCK == 0) {
			free(p->blocks[i / BLOCK]);
			p->blocks[i / BLOCK] = NULL;
		}
		wake(p);
		pthread_mutex_unlock(&p->lock);
		if (once)
			return;
	}
}

static void push(Pool *p, const void *item, bool file)
{
	pthread_mutex_lock(&p->lock);
	size_t i = p->n;
	if (i % BLOCK == 0) {
		if (i / BLOCK == p->nblocks) {
			size_t old = p->nblocks;

			p->nblocks = old ? old * 2 : 16;
			p->blocks = xrealloc(p->blocks, p->nblocks * sizeof(*p->blocks));
			memset(p->blocks + old, 0, (p->nblocks - old) * sizeof(*p->blocks));
		}
		Block *b = xmalloc(sizeof(Block) + BLOCK * p->item_size);
		for (int k = 0; k < BLOCK; k++)
			atomic_init(&b->ready[k], 0);
		p->blocks[i / BLOCK] = b;
	}
	memcpy(slot(p->blocks[i / BLOCK], i, p->item_size), item, p->copy_size);
	p->blocks[i / BLOCK]->file[i % BLOCK] = file;
	p->n = i + 1;
	wake(p);
	pthread_mutex_unlock(&p->lock);
	if (file)
		progress_found(p->progress);
	drain(p, false, false);
}

void pool_push(Pool *p, const void *item)
{
	push(p, item, true);
}

void pool_push_message(Pool *p, const void *item)
{
	push(p, item, false);
}

void pool_watch(Pool *p, Progress *progress)
{
	p->progress = progress;
}

/*
 * The calling thread's share of the work once the walk is over: take
 * items like a worker, but when the window is full finish the oldest
 * item instead of sleeping, since only this thread moves the window.
 */
static void work_rest(Pool *p)
{
	for (;;) {
		void *item = NULL;
		size_t i;

		pthread_mutex_lock(&p->lock);
		bool full = p->next < p->n && p->next >= p->next_done + WINDOW;
		if (!full && p->next < p->n) {
			i = p->next++;
			item = slot(p->blocks[i / BLOCK], i, p->item_size);
		}
		pthread_mutex_unlock(&p->lock);
		if (full) {
			drain(p, true, true);
			continue;
		}
		if (!item)
			return;
		p->work(p->ctx, item, p->nworkers);
		mark_ready(p, i);
		drain(p, false, false);
	}
}

void pool_finish(Pool *p)
{
	pthread_mutex_lock(&p->lock);
	p->closed = true;
	wake(p);
	pthread_mutex_unlock(&p->lock);
	progress_walked(p->progress);
	work_rest(p);
	drain(p, true, false);
	for (int t = 0; t < p->nworkers; t++)
		pthread_join(p->workers[t].tid, NULL);
	for (size_t b = 0; b < p->nblocks; b++)
		free(p->blocks[b]);
	free(p->blocks);
	free(p->workers);
	pthread_cond_destroy(&p->moved);
	pthread_mutex_destroy(&p->lock);
	free(p);
}

int pool_cpus(void)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);

	return n > 0 ? (int)n : 1;
}
