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

/*
 * What a guide of the tree asks of an aspect (or of the comments'
 * opener), and where it says so.  A claim is in force in a tree whose
 * document holds its witness: the words it is made with, gone from the
 * guide when the claim is (netdev's comment style left coding-style.rst
 * in 6.11).
 */
typedef struct Claim {
	const char *aspect;	/* "comment", or an aspect's name */
	const char *variant;	/* the variant it asks for, as census names it */
	const char *ext;	/* files of this extension only ("c", "h"), or NULL */
	const char *document;	/* the guide, from the top of the tree */
	const char *heading;	/* the section of it that asks */
	const char *witness;	/* words the document holds while it asks */
	const char *const *dirs;	/* the directories it speaks for; NULL: all */
	int guide;		/* a Guide whose sections it speaks for, or -1 */
} Claim;

/* The Linux tree's claims, *n of them, the whole tree's before a part's. */
const Claim *linux_claims(size_t *n);
/*
 * Which of them the tree at top makes, its documents read: in_force[i]
 * for linux_claims()[i]; false when the tree has no such document.
 */
void claims_in_force(const char *top, bool *in_force);
/* The tip tree's directories, NULL-ended (maintainer-tip.rst's subsystems). */
extern const char *const tip_dirs[];

/* Whether guide g speaks for a path whose sections are sec[0 .. n). */
bool guide_covers(Guide g, const Maintainers *m, const size_t *sec, size_t n);

#endif
