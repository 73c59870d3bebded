/*
 * convention: the comment convention in force, and what messages call it.
 */
#ifndef UNIFORM_CONVENTION_H
#define UNIFORM_CONVENTION_H

#include <stdbool.h>

#include "base/buf.h"
#include "config/config.h"
#include "config/settings.h"

/* The parts of a multi-line comment whose form a directory practises. */
typedef enum CommentPart { CP_OPEN, CP_CLOSE, CP_STAR, CP_NPART } CommentPart;

/*
 * What a directory practises for one part of its comments of one kind:
 * the form (0 the kernel's: '/' '*' alone, '*' '/' alone, a margin of
 * stars; 1 the other; -1 no opinion), and what decided it.
 */
typedef struct FormPractice {
	signed char form;
	const char *dir;	/* "" the top; NULL: nothing counted */
	unsigned long long count, of;	/* count of its of comments ... */
	int kind;		/* ... of this kind (-1: of every kind) */
} FormPractice;

/*
 * The comment convention in force for one file, resolved, and what the
 * messages say of it.
 */
typedef struct Convention {
	CommentStyle style;	/* customary, net or any: never majority */
	bool practice;		/* it is the practice (majority) ... */
	const char *dir;	/* ... of this directory ("" the top) ... */
	unsigned long long count, of;	/* ... count of its of comments */
	Origin from;		/* else where it was named */
	const Config *config;	/* for the preset's name, or ... */
	const char *path;	/* ... the .editorconfig line of this file */
	/*
	 * Under the practice (no convention named), what the directory does
	 * with each part of its comments, [1] of its header blocks (the
	 * comments right above a function), [0] of the others.
	 */
	bool forms;
	FormPractice form[CP_NPART][3];	/* [2]: those opening with text */
	int kind;		/* forms: the kind comment-open's style is of */
} Convention;

/*
 * What the messages call the convention: "the practice in net (net, 81%
 * of 230 customary or net-style comments)", "the convention of --preset
 * linux (customary)", "the convention set in DIR/.editorconfig:3 (net)".
 */
void convention_text(const Convention *c, Buf *out);
/*
 * What the messages call the practice of part p of the comments of kind
 * (c->forms): "the practice in lib ('*' '/' alone, 70% of 120 multi-line
 * comments)".
 */
void form_text(const Convention *c, CommentPart p, int kind, Buf *out);

#endif
