/*
 * progress: a one-line display of how far a long run has got.
 *
 * The line is "uniform check: 1,204 of 5,310 files (22%), 2,410 files/s",
 * with "5,310+" while the walk is still finding files.  It is drawn on
 * stderr with a carriage return and an erase-to-end-of-line, so each
 * drawing replaces the last, and only when stderr is a terminal: a log,
 * a pipe or a CI job never sees it.  Nothing is drawn in a run's first
 * half second (short runs stay silent), then at most ten times a second.
 * Output that the command writes meanwhile goes after progress_hide, so
 * a finding never lands at the end of the progress line; the line comes
 * back at the next drawing.  A line wider than the terminal would wrap,
 * and the carriage return would then go back to its last row only, so
 * it is cut to the width.  All calls come from one thread, the one
 * that walks and hands finished files to the command, so no lock.
 * UNIFORM_TEST_PROGRESS in the environment draws at every change, from
 * the first, so that a test sees the line on a small tree.
 */
#include "base/progress.h"

#include <stdio.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

#include "base/buf.h"
#include "base/table.h"

struct Progress {
	const char *what;	/* the command, after "uniform " */
	unsigned long long found, done;
	bool walked;		/* found is the total */
	bool shown;		/* the line is on the terminal */
	long long start;	/* nanoseconds, monotonic */
	long long last;		/* when it was last drawn */
	long long delay;	/* nothing before start + delay */
	long long interval;	/* between drawings */
};

static long long now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (long long)ts.tv_sec * 1000000000LL + ts.tv_nsec;
}

Progress *progress_new(const char *what, bool quiet)
{
	if (quiet || !isatty(STDERR_FILENO))
		return NULL;
	Progress *p = xcalloc(1, sizeof(*p));
	bool test = getenv("UNIFORM_TEST_PROGRESS") != NULL;

	p->what = what;
	p->start = now_ns();
	p->delay = test ? 0 : 500000000LL;
	p->interval = test ? 0 : 100000000LL;
	p->last = p->start - p->interval;
	return p;
}

static void draw(Progress *p, long long t)
{
	char done[32], found[32], rate[32];
	double secs = (double)(t - p->start) / 1e9;
	Buf line = { 0 };
	struct winsize ws;

	table_thousands(done, p->done);
	table_thousands(found, p->found);
	table_thousands(rate, secs > 0 ? (unsigned long long)((double)p->done / secs) : 0);
	buf_printf(&line, "\runiform %s: %s of %s%s files", p->what, done, found,
		   p->walked ? "" : "+");
	if (p->walked && p->found)
		buf_printf(&line, " (%llu%%)", p->done * 100 / p->found);
	buf_printf(&line, ", %s files/s", rate);
	if (ioctl(STDERR_FILENO, TIOCGWINSZ, &ws) == 0 && ws.ws_col > 1 &&
	    line.len > ws.ws_col)
		line.len = ws.ws_col;	/* the CR and ws_col - 1 characters */
	buf_puts(&line, "\033[K");
	buf_write(&line, stderr);
	buf_free(&line);
	p->shown = true;
	p->last = t;
}

static void tick(Progress *p)
{
	long long t;

	if (!p)
		return;
	t = now_ns();
	if (t - p->start >= p->delay && t - p->last >= p->interval)
		draw(p, t);
}

void progress_found(Progress *p)
{
	if (p)
		p->found++;
	tick(p);
}

void progress_done(Progress *p)
{
	if (p)
		p->done++;
	tick(p);
}

void progress_walked(Progress *p)
{
	if (p)
		p->walked = true;
	tick(p);
}

void progress_hide(Progress *p)
{
	if (p && p->shown) {
		fputs("\r\033[K", stderr);
		p->shown = false;
	}
}

void progress_end(Progress *p)
{
	progress_hide(p);
	free(p);
}
