/*
 * gitlib: libgit2 held for the whole run.
 */
#include "input/gitlib.h"

#include <git2.h>
#include <pthread.h>
#include <stdbool.h>

static pthread_once_t once = PTHREAD_ONCE_INIT;
static bool held;	/* set once, by hold, read by gitlib_end */

static void hold(void)
{
	held = git_libgit2_init() > 0;
}

void gitlib_init(void)
{
	pthread_once(&once, hold);
	git_libgit2_init();
}

void gitlib_end(void)
{
	if (held) {
		held = false;
		git_libgit2_shutdown();
	}
}
