/*
 * aspect_line: indent and line-length, the aspects of whole lines.
 */
#ifndef UNIFORM_ASPECT_LINE_H
#define UNIFORM_ASPECT_LINE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "aspects/aspect.h"

/*
 * The values of uniform_indent; their names: aspect_indent_values (aspect_line.c).
 */
typedef enum IndentWant {
	IW_TABS,		/* tabs, then fewer than 8 spaces of alignment */
	IW_SPACES,		/* spaces only */
	IW_ANY,			/* no opinion: indent reports nothing */
	IW_MAJORITY,		/* whichever the directory practises */
} IndentWant;

extern const char *const aspect_indent_values[];

/*
 * The lines that start with a token of code, in order, each told a line
 * that begins a statement or a declaration, whose indentation is the
 * nesting's, or not: the file's first token, a brace of a block, or a
 * token after a ';' that ends a statement (not one of a for's header),
 * a brace of a block, a label's or a case's colon, "else" or "do", or
 * the ')' that closes the condition of an if, a while, a for or a
 * switch.  A continuation line (a declaration's parameters carried over,
 * an operand, an initializer's or an enum's elements) follows anything
 * else, and its blanks are alignment as much as indentation, a habit of
 * its own.  The walk keeps the brackets open around the line.
 */
typedef struct AspectIndentLines {
	const Tokens *t;
	size_t m, b;		/* the next TM_BOL and TM_BRACKET marks */
	size_t depth;		/* brackets open, up to ASPECT_MAX_DEPTH */
	uint32_t close[ASPECT_MAX_DEPTH];	/* each one's match */
	bool paren[ASPECT_MAX_DEPTH];	/* '(' or '[', not '{' */
} AspectIndentLines;

void aspect_indent_lines_init(AspectIndentLines *w, const Tokens *t);
/*
 * The next line, a label's ("name:" first on it, whose column is a
 * choice of its own) passed over: its first token's index and whether
 * it begins a statement.
 */
bool aspect_indent_lines_next(AspectIndentLines *w, size_t *at, bool *statement);
/* The blanks that start a line, as aspect_indent_measure reads them. */
typedef struct AspectIndent {
	AspectVariant v;	/* tabs, spaces or mixed */
	size_t spaces;		/* after the last tab (all of them: none) */
	bool space_tab;		/* a space before a tab */
} AspectIndent;

/*
 * The blanks before buf[off], when they run from the line's start: true
 * and *out; else (something before them on the line, or no blank) false.
 */
bool aspect_indent_measure(const char *buf, size_t off, AspectIndent *out);
/* Report the indentation of each indented line that begins a statement. */
void aspect_indent(const AspectFile *f);
/* Report the width of each line that is not blank. */
void aspect_line_length(const AspectFile *f);

#endif
