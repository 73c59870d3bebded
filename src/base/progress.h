/*
 * progress: files done of all found, and the rate, redrawn on a terminal.
 */
#ifndef UNIFORM_PROGRESS_H
#define UNIFORM_PROGRESS_H

#include <stdbool.h>

typedef struct Progress Progress;

/*
 * A progress line "uniform WHAT: ..." on stderr, or NULL when there is
 * to be none (quiet set, or stderr is not a terminal).  Every function
 * below takes NULL and does nothing with it.
 */
Progress *progress_new(const char *what, bool quiet);
/* One more item found, one more finished (each may redraw the line). */
void progress_found(Progress *p);
void progress_done(Progress *p);
/* Nothing more will be found: the total is known. */
void progress_walked(Progress *p);
/* Erase the line before other output goes to the terminal. */
void progress_hide(Progress *p);
/* Erase the line for good, and free p. */
void progress_end(Progress *p);

#endif
