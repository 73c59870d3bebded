/*
 * aspect_line: indent and line-length, the aspects of whole lines.
 */
#ifndef UNIFORM_ASPECT_LINE_H
#define UNIFORM_ASPECT_LINE_H

#include "aspects/aspect.h"

/* Report the indentation of each indented line that starts with code. */
void aspect_indent(const AspectFile *f);
/* Report the width of each line that is not blank. */
void aspect_line_length(const AspectFile *f);

#endif
