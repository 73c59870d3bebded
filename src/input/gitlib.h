/*
 * gitlib: libgit2 held for the whole run, so that its last shutdown is
 * the main thread's, at the end.
 */
#ifndef UNIFORM_GITLIB_H
#define UNIFORM_GITLIB_H

/*
 * Initialize libgit2 (git_libgit2_init), the first call holding it for
 * the run: each user still pairs its own init and shutdown, but none of
 * theirs ends it.  Ended on another thread, libgit2 leaves the state it
 * gave the main thread (an error's, from a .git it could not open)
 * unfreed; held, the worker threads' states go when they exit.
 */
void gitlib_init(void);

/* End the run's hold, on the main thread, after the workers are gone. */
void gitlib_end(void);

#endif
