/*
 * aspect_decl: decl-order, the order of a block's leading declarations.
 */
#ifndef UNIFORM_ASPECT_DECL_H
#define UNIFORM_ASPECT_DECL_H

#include "aspects/aspect.h"

/*
 * The values of uniform_decl_order; their names: aspect_decl_values (aspect_decl.c).
 */
typedef enum DeclOrder {
	DO_REVERSE_XMAS,	/* a block's declaration lines longest first */
	DO_ANY,			/* no opinion: decl-order reports nothing */
	DO_MAJORITY,		/* whichever the directory practises */
} DeclOrder;

extern const char *const aspect_decl_values[];

/* Runs longer than this are measured on their first lines only. */
#define DECL_MAX_LINES 64

/* The leading declarations of a block, a line each. */
typedef struct DeclRun {
	size_t n;			/* lines */
	uint32_t first[DECL_MAX_LINES];	/* each line's first token */
	uint32_t last[DECL_MAX_LINES];	/* ... and its last ';' */
	unsigned width[DECL_MAX_LINES];	/* aspect_line_width of each */
	bool more;			/* the run goes on past the last */
} DeclRun;

/*
 * The run of declarations that opens the block whose '{' is t->v[b],
 * into *run; false when it has fewer than 3 lines (then its widths are
 * not measured).
 */
bool aspect_decl_run(const AspectFile *f, size_t b, DeclRun *run);
/*
 * The ';' that ends the declaration starting at t->v[s], or 0 when it
 * is none (or the braces around it are unbalanced).
 */
size_t aspect_decl_end(const Tokens *t, size_t s);
/* Whether each line of the run is at least as wide as the next. */
bool aspect_decl_ordered(const DeclRun *run);

/* Report each run of 3 or more leading declaration lines. */
void aspect_decl_order(const AspectFile *f);

#endif
