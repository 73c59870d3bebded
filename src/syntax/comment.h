/*
 * comment: the class of each comment, by the census definitions.
 */
#ifndef UNIFORM_COMMENT_H
#define UNIFORM_COMMENT_H

#include "syntax/lex.h"

/* ORDER CLASS: keep comment_class_name() in step. */
typedef enum CommentClass {
	CM_LINE,	/* a // comment */
	CM_SINGLE,	/* block comment closed on its opening line */
	CM_CUSTOMARY,	/* multi-line, nothing after the opener */
	CM_KERNEL_DOC,	/* multi-line, opener exactly slash-star-star */
	CM_BANNER,	/* multi-line, opener followed by no letter or digit */
	CM_NET,		/* multi-line, text on the opening line */
	CM_NCLASS
} CommentClass;

const char *comment_class_name(CommentClass c);

/* Whether a class is one of the four multi-line classes. */
static inline int comment_is_multi(CommentClass c)
{
	return c >= CM_CUSTOMARY && c <= CM_NET;
}

CommentClass comment_classify(const char *buf, size_t len,
			      const LexComment *c);

/* A comment of a file held whole in memory, with its class. */
typedef struct FileComment {
	LexComment c;		/* where it is */
	CommentClass cls;	/* what it is */
} FileComment;

/* A string or character literal: its opening quote, and just past it. */
typedef struct LexSpan {
	size_t start, end;
} LexSpan;

typedef struct FileComments {
	FileComment *v;		/* in order of position */
	size_t n, cap;
	LexSpan *lit;		/* the literals, in order of position */
	size_t nlit, caplit;
	bool has_cr;		/* the buffer holds a CR byte */
} FileComments;

/*
 * All the comments of buf, and where its literals are; warnings go to
 * warn (may be NULL).
 */
void comment_collect(const char *buf, size_t len, FileComments *out,
		     void (*warn)(void *ctx, unsigned line, unsigned col,
				  const char *msg), void *ctx);
void comment_free(FileComments *fc);
/* The index of the first of v[0 .. n) that starts at off or after it, else n. */
size_t comment_first_at(const FileComment *v, size_t n, size_t off);

#endif
