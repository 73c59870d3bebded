/*
 * claims: the kernel's guides that speak for part of the tree, and the
 * MAINTAINERS sections each speaks for, as data.
 */
#ifndef UNIFORM_CLAIMS_H
#define UNIFORM_CLAIMS_H

#include <stdbool.h>
#include <stddef.h>

#include "config/maintainers.h"

typedef enum Guide {
	GUIDE_NETDEV,		/* maintainer-netdev.rst */
	GUIDE_TIP,		/* maintainer-tip.rst */
	GUIDE_N
} Guide;

/* A section a guide names apart from its rule, and why. */
typedef struct SectionWhy {
	const char *title;	/* as MAINTAINERS writes it */
	const char *why;
} SectionWhy;

/*
 * Which sections a guide speaks for.  A path that a section in
 * .not_named takes is not the guide's.  Else its sections are read from
 * the most specific: one named in .named is the guide's; the catch-all
 * ("F: *", THE REST) is not; one with a tree (T:) is the guide's when
 * its tree is one of .trees, else not; one with no tree that names
 * .list (when set) sends its patches through the guide's trees; one with
 * neither sends them where the broader sections' go, so the next decides.
 */
typedef struct GuideScope {
	const char *name;		/* "netdev", "tip" */
	const char *document;		/* the guide, from the top of the tree */
	const char *const *trees;	/* texts of the guide's own T: lines */
	const char *list;		/* its list, or NULL */
	const SectionWhy *named;	/* ... ending with { NULL } */
	const SectionWhy *not_named;
} GuideScope;

const GuideScope *guide_scope(Guide g);

/* Whether guide g speaks for a path whose sections are sec[0 .. n). */
bool guide_covers(Guide g, const Maintainers *m, const size_t *sec, size_t n);

#endif
