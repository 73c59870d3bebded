/*
 * format: the formats of check's findings (text, json, sarif, github,
 * html) behind one interface: begin, a file's findings, the file in
 * the order of files, end.
 */
#ifndef UNIFORM_FORMAT_H
#define UNIFORM_FORMAT_H

#include <stdbool.h>
#include <stdio.h>

#include "base/buf.h"
#include "config/settings.h"
#include "output/html.h"
#include "rules/finding.h"

/* One format: a const set of hooks (format.c). */
typedef struct Format Format;

/*
 * A run's output: its format, what the format was told, and what it
 * keeps from file to file.  Workers only read it (format_findings); the
 * thread that calls format_begin, format_file and format_end writes it.
 */
typedef struct Output {
	const Format *fmt;
	FILE *to;		/* where the run's output goes */
	bool color;		/* text: ANSI colour */
	bool hunks;		/* a patch's hunks: no byte offsets, paths as given */
	char *top;		/* github, sarif: the work tree's top, or NULL */
	Buf below;		/* ... and the current directory below it */
	bool shown;		/* json, sarif: an object was written */
	Buf records;		/* html: the findings, for html_check */
	size_t kept[R_NRULES];	/* ... of each rule, in records */
	HtmlCounts counts;	/* ... and the files with findings */
} Output;

/* The format of --format NAME, or NULL when there is none so named. */
const Format *format_named(const char *name);
/*
 * Start o's output in fmt, with ANSI colour for text when color is set:
 * where the paths of github and sarif are from, the work tree holding
 * cwd (none for a revision, which has no work tree), and the opening of
 * the output (json's array, sarif's log up to its results).
 */
void format_begin(Output *o, const Format *fmt, bool color, bool revision,
		  const char *cwd);
/*
 * The findings fs of the file at path (its text buf[0 .. len)) as o
 * writes them, appended to out: at most max of them (-1: all), then, in
 * text, a line saying how many more there were.  per_rule counts every
 * finding, shown or not, and fixable those with a safe fix.  Called by a
 * worker: fs may be many (a register header has a hundred thousand), so
 * the path is written once for all.
 */
void format_findings(const Output *o, const char *path, const char *buf,
		     size_t len, const Findings *fs, long max,
		     size_t per_rule[R_NRULES], size_t fixable[R_NRULES],
		     Buf *out);
/*
 * A file's findings as format_findings wrote them (text, emptied), in
 * the order of files, and per_rule its findings of each rule.
 */
void format_file(Output *o, Buf *text, const size_t per_rule[R_NRULES]);

/* What a run found, for the end of its output. */
typedef struct FormatEnd {
	const size_t *per_rule;	/* findings of each rule, in all files */
	const size_t *fixable;	/* ... of them with a safe fix */
	const bool *in_force;	/* the rules on where the run began */
	size_t files_with;	/* files with a finding */
	const size_t *skipped;	/* files left alone, by Skip */
	bool stats;		/* --stats: text ends with a count per rule */
	const HtmlPage *page;	/* html: what the page says was checked */
} FormatEnd;

/* The end of o's output (json's and sarif's closing, html's page). */
void format_end(Output *o, const FormatEnd *e);
/* What o holds, freed. */
void format_free(Output *o);

#endif
