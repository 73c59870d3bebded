/*
 * aspect_brace: brace-function and else, where braces and else go.
 */
#ifndef UNIFORM_ASPECT_BRACE_H
#define UNIFORM_ASPECT_BRACE_H

#include "aspects/aspect.h"

/*
 * The values of uniform_else; their names: aspect_else_values (aspect_brace.c).
 */
typedef enum ElseWant {
	EW_CUDDLED,		/* "} else" */
	EW_OWN_LINE,		/* "}", then else on the next line */
	EW_ANY,			/* no opinion: else reports nothing */
	EW_MAJORITY,		/* whichever the directory practises */
} ElseWant;

extern const char *const aspect_else_values[];

/*
 * The values of uniform_brace_function; their names: aspect_brace_values (aspect_brace.c).
 */
typedef enum BraceWant {
	BW_OWN_LINE,		/* a function's '{' alone on the next line */
	BW_SAME_LINE,		/* ... at the end of the declarator's line */
	BW_ANY,			/* no opinion: brace-function reports nothing */
	BW_MAJORITY,		/* whichever the directory practises */
} BraceWant;

extern const char *const aspect_brace_values[];

/* Report the '{' of each function body. */
void aspect_brace_function(const AspectFile *f);
/* Report each else that follows a '}'. */
void aspect_else(const AspectFile *f);

#endif
