/*
 * comment_shape: what the lines of a multi-line comment read as, for the
 * comment rules.
 */
#ifndef UNIFORM_COMMENT_SHAPE_H
#define UNIFORM_COMMENT_SHAPE_H

#include <stdbool.h>
#include <stddef.h>

#include "syntax/lex.h"

/*
 * The forms of a comment's stars, for the file's practice: a comment's
 * form is that of its first line whose star is off, STAR_NONE when it has
 * no star, or STAR_OFF plus how far and which way the star stands from
 * the opener's (a file may put them all one column left); STAR_DSTAR,
 * wherever they stand, when its stars are off and a line's margin is
 * "**" (parisc, efs): a margin a file chooses, never a slip.
 */
enum { STAR_OK, STAR_NONE, STAR_DSTAR, STAR_OFF, STAR_FORMS = 64 };

/* What the comment rules see in one multi-line comment. */
typedef struct Shape {
	unsigned text;	/* continuation lines holding text */
	unsigned code;	/* ... of them read as code */
	unsigned call;	/* ... of them end a statement with ");" */
	unsigned stars;	/* lines that are a row of six stars or more */
	unsigned box;	/* ... that end in a star after a blank: a box */
	unsigned table;	/* ... read as rows of a table or a diagram */
	unsigned sample;	/* ... quoted from a shell or a configuration file */
	unsigned dstar;		/* ... whose margin is "**": no fix of stars */
	unsigned draw;		/* ... that hold no word (draw_line) */
	unsigned drawn;		/* ... of them drawing lines */
	unsigned star;	/* its star form (STAR_OK when all are in place) */
} Shape;

/*
 * Whether the text of comment c, margins and line breaks aside, is code
 * put out of use: one statement (statement_at: a dev_dbg() call spread
 * over four lines has one line ending in ");", which call_line alone
 * does not count as enough), or rows of an initializer (initializer_at);
 * or its first line of text, on the opener's line, is a statement or a
 * directive, whatever follows (a call put out of use, a note set after
 * it).
 */
bool shape_statement_comment(const char *buf, const LexComment *c);

/*
 * Whether the line buf[from, to), which has no margin star, is a whole
 * statement (statement_at) or a directive (directive_at): code put out
 * of use inside a comment of prose, which the patch to take deletes or
 * keeps as it is, never stars.  A line of prose that quotes a call among
 * other words is no such line.
 */
bool shape_loose_code_line(const char *buf, size_t from, size_t to);

/* What the continuation lines of comment c are, into sh (tab: tab_width). */
void shape_body_lines(const char *buf, const LexComment *c, int tab,
		      Shape *sh);

/*
 * Whether the starless line buf[k, e) reads as code, which a margin star
 * would present as prose: a condition (control_line), a declaration
 * (decl_line), a brace alone or ending the line, a line that ends in an
 * operator carrying it on ('|', '&', '=', '(', '\\': a list of flags or
 * an expression put out of use), a branch of a drawn tree ("|--"), or a
 * statement: ';' at its end and an assignment, a comparison, an
 * arithmetic operator between blanks or "->" in it, an operator first
 * ("& 0xdc00;"), or two names alone ("u64 size;", a member).  Prose may quote a call or end
 * a clause with ';' ("then reset(dev);", "as in this list;"): no such line.
 * Such a comment's stars are not added: its maintainer deletes the code
 * or keeps it as it is.
 */
bool shape_unstarrable(const char *buf, size_t k, size_t e);

/*
 * Whether the star at k is the first of a closer "**\/" (the closer's own
 * star right after it), which stands in place one column left of the
 * opener's star: the closer's "*\/" is then under it, and the star before
 * it a mark of the comment's end (lz4's and zstd's "**\/" in column 1
 * under " * " margins).
 */
static inline bool shape_closer_star(const LexComment *c, size_t k)
{
	return k + 1 == c->close;
}

#endif
