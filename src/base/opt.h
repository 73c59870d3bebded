/*
 * opt: command-line options from one table, for parsing and for --help.
 */
#ifndef UNIFORM_OPT_H
#define UNIFORM_OPT_H

#include <stdio.h>

typedef struct OptSpec {
	int id;			/* returned by opt_next; 0 ends the table */
	char short_name;	/* 'j' for -j, or 0 */
	const char *name;	/* long name without the dashes */
	const char *arg;	/* name of the argument, NULL for a flag */
	const char *help;	/* one line; NULL: an old spelling, not listed */
} OptSpec;

typedef struct OptState {
	const OptSpec *table;
	int argc;
	char **argv;
	int i;			/* next argv index */
	const char *cluster;	/* rest of a cluster of short flags */
	int done;		/* "--" seen: only operands follow */
	char **operands;	/* collected in order */
	int noperands;
	char err[256];		/* the usage error, when opt_next returns -1 */
} OptState;

void opt_init(OptState *s, const OptSpec *table, int argc, char **argv);
/*
 * The id of the next option, with *arg set for options that take one;
 * 0 at the end (operands are collected on the way), -1 on a usage error
 * described in s->err.
 */
int opt_next(OptState *s, const char **arg);
void opt_free(OptState *s);
/* Print the table as an aligned option list. */
void opt_help(FILE *f, const OptSpec *table);

#endif
