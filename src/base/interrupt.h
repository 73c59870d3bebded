/*
 * interrupt: a signal that ends a fix leaves no temporary file behind.
 *
 * interrupt_init() blocks SIGINT, SIGTERM, SIGHUP, SIGQUIT and SIGPIPE in
 * the calling thread (and so in every thread it starts afterwards) and
 * starts one thread that waits for them.  A writer brackets the life of
 * its temporary file with interrupt_enter() and interrupt_leave(); when a
 * signal comes, no new temporary file is made (a writer about to make
 * one waits), the open ones are seen to their end, and the process then
 * dies of the signal as it would have.
 */
#ifndef UNIFORM_INTERRUPT_H
#define UNIFORM_INTERRUPT_H

#include <stdbool.h>

/* Start watching for the signals; false when the thread cannot start. */
bool interrupt_init(void);

/*
 * A temporary file is about to be made.  Once a signal has come this
 * does not return: the process ends of the signal when the temporary
 * files open are done.
 */
void interrupt_enter(void);

/* The temporary file made after interrupt_enter() is gone. */
void interrupt_leave(void);

/*
 * After output failed: when the reader went away (a SIGPIPE is pending),
 * end as that signal would have ended the process, once the temporary
 * files are gone.  Returns otherwise.
 */
void interrupt_output_failed(void);

#endif
