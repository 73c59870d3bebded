/*
 * html: census, trend and check results as one self-contained HTML page.
 */
#ifndef UNIFORM_HTML_H
#define UNIFORM_HTML_H

#include <stddef.h>

#include "base/buf.h"
#include "census/census.h"
#include "rules/finding.h"
#include "output/trend.h"

/* What the page says was measured, for its title and caption. */
typedef struct HtmlPage {
	const char *command;	/* "census", "check" or "trend" */
	int argc;		/* the command's arguments, as given */
	char **argv;
	int noperands;		/* the paths among them */
	char **operands;
} HtmlPage;

/* A census: the table of counts per group, and the bar chart. */
void html_census(Buf *o, const Census *c, const HtmlPage *p);
/*
 * census --exceptions: the claims beside the practice (a bar chart of
 * the share of each claim kept, and its table), when there are any, then
 * a map of the groups that practise another variant of the comments or
 * of an aspect than the one they are held to (report_exception_rows),
 * with their practice of each.
 */
void html_exceptions(Buf *o, const Census *c, const ClaimRow *claims,
		     size_t nclaims, const ClaimScope *scope, Count min,
		     const HtmlPage *p);
/* A trend: the table per revision and group, and the line chart. */
void html_trend(Buf *o, const Trend *t, const HtmlPage *p);
/*
 * One finding of path (whose bytes are buf[0..len)) as a record in rec,
 * for html_check, with its line or the part of a long line that
 * diag_line shows, placed at column col (diag_column's); records of a
 * run are appended in file order.
 */
void html_finding(Buf *rec, const char *path, const char *buf, size_t len,
		  const Finding *f, unsigned col);
/*
 * A page shows at most this many findings of a rule: one of millions
 * (long-identifier on the whole kernel) would take gigabytes to hold
 * and no browser would show it.
 */
#define HTML_MAX_FINDINGS 2000
/*
 * Append to recs the records of one file (file, from html_finding) of
 * the rules that have fewer than HTML_MAX_FINDINGS in it; kept counts
 * them per rule.
 */
void html_keep(Buf *recs, const Buf *file, size_t kept[R_NRULES]);
/* What a check run counted, shown on the page or not. */
typedef struct HtmlCounts {
	size_t per_rule[R_NRULES];	/* findings of each rule */
	size_t files_per_rule[R_NRULES];	/* files with findings of each */
	size_t files;			/* files with findings */
} HtmlCounts;

/*
 * The check page: a summary per rule, then the findings of recs by
 * rule, then file.
 */
void html_check(Buf *o, const Buf *recs, const HtmlCounts *c,
		const HtmlPage *p);

#endif
