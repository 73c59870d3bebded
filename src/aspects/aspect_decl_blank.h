/*
 * aspect_decl_blank: decl-blank, the blank line after a block's leading
 * declarations.
 */
#ifndef UNIFORM_ASPECT_DECL_BLANK_H
#define UNIFORM_ASPECT_DECL_BLANK_H

#include "aspects/aspect.h"

/*
 * The values of uniform_decl_blank; their names: aspect_decl_blank_values
 * (aspect_decl_blank.c).
 */
typedef enum DeclBlank {
	DB_BLANK,		/* a blank line after the declarations */
	DB_NONE,		/* the code right after them */
	DB_ANY,			/* no opinion: decl-blank reports nothing */
	DB_MAJORITY,		/* whichever the directory practises */
} DeclBlank;

extern const char *const aspect_decl_blank_values[];

/*
 * Where a place of decl-blank lies: the line after its declarations
 * (past a comment that opens on the line of their last ';' and past
 * "#endif" lines), and the blank lines there or after the comment lines
 * that follow them (such comments are the declarations').
 */
typedef struct DeclGap {
	size_t after;		/* the start of that line */
	size_t blank;		/* the start of the blank lines, if any */
	size_t code;		/* ... and of the first line after them */
	const char *eol;	/* the line break of the line before after */
	bool fixable;		/* nothing but a whole line break comes before after */
} DeclGap;

/*
 * The gap of the place whose statement starts at code token k (k[-1] is
 * the last ';' of the declarations); fc may be NULL.
 */
void aspect_decl_gap(const char *buf, size_t len, const FileComments *fc,
		     const Token *k, DeclGap *g);

/* Report each block whose leading declarations a statement follows. */
void aspect_decl_blank(const AspectFile *f);

#endif
