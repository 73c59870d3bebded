/*
 * aspect_line: indent and line-length, the aspects of whole lines.
 */
#ifndef UNIFORM_ASPECT_LINE_H
#define UNIFORM_ASPECT_LINE_H

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

/* Report the indentation of each indented line that starts with code. */
void aspect_indent(const AspectFile *f);
/* Report the width of each line that is not blank. */
void aspect_line_length(const AspectFile *f);

#endif
