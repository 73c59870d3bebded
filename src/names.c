/*
 * names: the lengths of the names a file declares.
 *
 * The counting pass of check runs this over every file when
 * long-identifier is on, so that a directory's names say what length is
 * usual there (majority.c keeps the counts per directory).  It parses
 * as the expression rules do, with only the declaration hook: a
 * declaration the parser takes back (a statement parsed again another
 * way) takes its names back with it.
 */
#include "names.h"

#include <stdlib.h>

#include "buf.h"
#include "comment.h"
#include "expr.h"
#include "token.h"

typedef struct Seen {
	uint32_t *len;		/* the length of each name declared so far */
	size_t n, cap;
} Seen;

static void on_declare(void *ctx, const ExprFile *f, uint32_t tok, DeclKind k)
{
	Seen *s = ctx;

	(void)k;
	if (s->n == s->cap) {
		s->cap = s->cap ? 2 * s->cap : 256;
		s->len = xrealloc(s->len, s->cap * sizeof(*s->len));
	}
	s->len[s->n++] = f->v[tok].len;
}

static size_t on_mark(void *ctx)
{
	return ((Seen *)ctx)->n;
}

static void on_rollback(void *ctx, size_t mark)
{
	((Seen *)ctx)->n = mark;
}

static void seen_release(void *p)
{
	free(((Seen *)p)->len);
}

static void tokens_release(void *p)
{
	token_free(p);
}

static void comments_release(void *p)
{
	comment_free(p);
}

void names_count(const char *buf, size_t len, uint32_t hist[NAMES_BINS])
{
	FileComments fc = { 0 };
	Tokens t = { 0 };
	Seen s = { 0 };
	ExprHooks h = { .declare = on_declare, .mark = on_mark,
			.rollback = on_rollback, .ctx = &s, .skip_plain = true,
			.long_name = 0 };
	MemHold hold[3];	/* should memory run out on the way (buf.h) */

	if (len > TOKEN_MAX_LEN)
		return;
	mem_hold(&hold[0], comments_release, &fc);
	mem_hold(&hold[1], tokens_release, &t);
	mem_hold(&hold[2], seen_release, &s);
	comment_collect(buf, len, &fc, NULL, NULL);
	token_scan(buf, len, &fc, &t);
	expr_parse(buf, &t, &h);
	for (size_t i = 0; i < s.n; i++)
		hist[s.len[i] < NAMES_BINS ? s.len[i] : NAMES_BINS - 1]++;
	mem_let_go(&hold[2]);
	mem_let_go(&hold[1]);
	mem_let_go(&hold[0]);
	free(s.len);
	token_free(&t);
	comment_free(&fc);
}
