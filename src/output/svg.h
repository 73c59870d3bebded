/*
 * svg: charts of shares as plain SVG, for census and trend.
 */
#ifndef UNIFORM_SVG_H
#define UNIFORM_SVG_H

#include <stdbool.h>
#include <stddef.h>

#include "base/buf.h"

typedef struct SvgSeries {
	const char *name;	/* in the legend */
	const double *v;	/* one share (0 to 1) per label; NAN for none */
} SvgSeries;

typedef struct SvgChart {
	const char *title;	/* above the chart */
	const char *xlabel;	/* the axis of the labels */
	const char *ylabel;	/* the axis of the values */
	const char *const *label;	/* revisions (lines) or groups (bars) */
	size_t n;		/* labels, and values per series */
	const SvgSeries *series;
	size_t nseries;
	bool total_last;	/* the last series is the total: grey, dashed */
} SvgChart;

/* A line chart: one line per series over the labels, with a legend. */
void svg_lines(Buf *o, const SvgChart *c);
/* A bar chart: one horizontal bar per label, of the first series. */
void svg_bars(Buf *o, const SvgChart *c);
/*
 * Bytes as XML text (SVG, HTML): markup characters escaped; a byte that
 * does not start valid UTF-8, or a control byte (a tab is kept when tabs
 * is set), is written as U+FFFD, or as "\xNN" when bytes is set.
 */
void svg_text(Buf *o, const char *s, size_t n, bool tabs, bool bytes);
/* Write b to path; false with a message in err. */
bool svg_save(const char *path, const Buf *b, Buf *err);

#endif
