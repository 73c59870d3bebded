/*
 * interrupt: a signal that ends a fix leaves no temporary file behind.
 *
 * A handler that removes temporary files races with the threads making
 * them (a name not yet created, a file created just after the handler
 * looked), so no handler is used.  The signals stay blocked in every
 * thread; one thread waits for them with sigwait().  When one comes it
 * closes the gate (interrupt_enter() then waits for the end), waits until no
 * temporary file is open, restores the signal's default action, unblocks
 * it and raises it: the process ends as it would have without uniform's
 * care (status 128 + N to the shell), only a file's write later.
 *
 * SIGPIPE is sent to the thread whose write failed, not to the process,
 * so the waiting thread never sees it; it stays pending, blocked, in the
 * writer, whose write fails with EPIPE.  The output code then calls
 * interrupt_output_failed(), which takes the same way out.
 *
 * Signals ignored when uniform starts (nohup, a background job of a
 * shell without job control) stay ignored: blocking one would make it
 * pending, and sigwait() would take it.  This state is the process's,
 * not a file's: it is the one mutable global of the library, shared by
 * the workers under its lock.
 */
#include "base/interrupt.h"

#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <unistd.h>

static const int watched[] = { SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGPIPE };

static struct {
	pthread_mutex_t lock;
	pthread_cond_t idle;	/* open went to 0 */
	sigset_t set;		/* the signals watched */
	bool started;		/* interrupt_init() succeeded */
	bool closed;		/* a signal came: no new temporary file */
	unsigned open;		/* temporary files now open */
} gate = { .lock = PTHREAD_MUTEX_INITIALIZER, .idle = PTHREAD_COND_INITIALIZER };

/* Close the gate, wait for the open temporary files, then die of sig. */
static void die_of(int sig)
{
	struct sigaction dfl = { .sa_handler = SIG_DFL };
	sigset_t one;

	pthread_mutex_lock(&gate.lock);
	gate.closed = true;
	while (gate.open > 0)
		pthread_cond_wait(&gate.idle, &gate.lock);
	pthread_mutex_unlock(&gate.lock);
	sigemptyset(&dfl.sa_mask);
	sigaction(sig, &dfl, NULL);
	sigemptyset(&one);
	sigaddset(&one, sig);
	pthread_sigmask(SIG_UNBLOCK, &one, NULL);	/* a pending one lands */
	raise(sig);
	_exit(128 + sig);	/* not reached: the default action ends us */
}

static void *waiter(void *arg)
{
	int sig;

	(void)arg;
	while (sigwait(&gate.set, &sig) != 0) {
		/* EINTR is not returned by glibc; nothing else can fail */
	}
	die_of(sig);
	return NULL;
}

bool interrupt_init(void)
{
	pthread_t tid;
	pthread_attr_t attr;
	bool ok;

	/*
	 * fix holds a lease on each file as it replaces it; a program that
	 * opens the file then breaks the lease, and the kernel says so with
	 * SIGIO, which would end the run.  fix asks the lease instead.
	 */
	signal(SIGIO, SIG_IGN);
	sigemptyset(&gate.set);
	for (size_t i = 0; i < sizeof(watched) / sizeof(watched[0]); i++) {
		struct sigaction old;

		if (sigaction(watched[i], NULL, &old) == 0 && old.sa_handler != SIG_IGN)
			sigaddset(&gate.set, watched[i]);
	}
	if (pthread_sigmask(SIG_BLOCK, &gate.set, NULL) != 0)
		return false;
	pthread_attr_init(&attr);
	pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
	ok = pthread_create(&tid, &attr, waiter, NULL) == 0;
	pthread_attr_destroy(&attr);
	if (!ok) {
		pthread_sigmask(SIG_UNBLOCK, &gate.set, NULL);
		return false;
	}
	gate.started = true;
	return true;
}

void interrupt_enter(void)
{
	bool ok;

	pthread_mutex_lock(&gate.lock);
	ok = !gate.closed;
	gate.open += ok;
	pthread_mutex_unlock(&gate.lock);
	/*
	 * A signal came: the waiting thread ends the process once the open
	 * temporary files are done.  This thread waits for that, rather
	 * than go on to end the run with a status of its own (a run stopped
	 * by SIGTERM must end as SIGTERM ends it, 143 to the shell, not 2).
	 * Its signals are blocked, so pause() does not return.
	 */
	while (!ok)
		pause();
}

void interrupt_leave(void)
{
	pthread_mutex_lock(&gate.lock);
	if (--gate.open == 0)
		pthread_cond_broadcast(&gate.idle);
	pthread_mutex_unlock(&gate.lock);
}

void interrupt_output_failed(void)
{
	sigset_t pending;

	if (gate.started && sigpending(&pending) == 0 &&
	    sigismember(&pending, SIGPIPE) && sigismember(&gate.set, SIGPIPE))
		die_of(SIGPIPE);
}
