/*
 * maintainers: a Linux tree's MAINTAINERS read into its sections, and
 * the sections that look after a path, the most specific first.
 */
#ifndef UNIFORM_MAINTAINERS_H
#define UNIFORM_MAINTAINERS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* A section: the line that names it, and its "X:" lines. */
typedef struct MaintSection {
	char *title;
	char **tag;		/* "T:\tgit ...", blanks cut off both ends */
	size_t ntags;
} MaintSection;

typedef struct Maintainers Maintainers;

/*
 * Read the MAINTAINERS file at path: NULL when it cannot be read or names
 * no section.  What is read is never changed after: threads share it,
 * each with a cursor of its own.
 */
Maintainers *maintainers_read(const char *path);
void maintainers_free(Maintainers *m);
size_t maintainers_count(const Maintainers *m);
const MaintSection *maintainers_at(const Maintainers *m, size_t i);
/* The section titled title, or MAINT_NONE. */
#define MAINT_NONE ((size_t)-1)
size_t maintainers_find(const Maintainers *m, const char *title);
/* Whether section s has a line of tag (T, L, F, ...) holding text. */
bool maint_has(const MaintSection *s, char tag, const char *text);

/* What one thread keeps from one path to the next of the same directory. */
typedef struct MaintCursor {
	char *dir;		/* the directory of the last path, "a/b/" */
	uint32_t *near;		/* the F: and X: patterns that may take some of its files */
	size_t nnear;
	struct MaintHit *hit;	/* the sections that take all of them ... */
	size_t nhit;
	uint32_t *out;		/* ... less these, whose X: does */
	size_t nout;
	void *match;		/* N:'s match data */
} MaintCursor;

void maint_cursor_free(MaintCursor *c);

/*
 * The sections that look after rel, a path from the top of the tree:
 * a section takes it when one of its F: or N: patterns matches and none
 * of its X: patterns does.  They go into out[0 .. max), the most
 * specific first, as get_maintainer.pl orders them: by the depth of
 * their most specific pattern that matches (an F: pattern's '/'s, one
 * more when it does not end in '/', -1 when it begins with '*'; an N:
 * pattern's is 0), then by its
 * length in bytes, then the first in the file; the count of all is
 * returned.  F: is a path (a directory takes what is below it; '*' and
 * '?' match across '/'), N: a regular expression anywhere in the path;
 * K: looks at content and takes none.
 */
size_t maintainers_sections(const Maintainers *m, MaintCursor *c,
			    const char *rel, size_t *out, size_t max);

#endif
