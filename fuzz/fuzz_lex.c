/*
 * fuzz_lex: libFuzzer target for the lexer and the comment classes.
 *
 * The input is lexed whole, then again as a stream in windows whose size
 * comes from the input's first byte, as source_lex feeds them.  Both runs
 * must report the same comments with the same classes, positions and
 * warnings; every position must lie inside the input; nothing may crash
 * or read out of bounds (the target runs under ASan and UBSan).  The
 * census with every aspect (which collects the comments its own way, to
 * tokenize the file) must count the comments and warn as the plain
 * census does, and list no more places than it counts.  The tokens of
 * token_scan_some must be token_scan's: the same code tokens, the same
 * directives at the same offsets, a kept directive's tokens the same, a
 * directive holding the kept word kept; and each list of marks must be
 * the code tokens of its kind.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "census/census.h"
#include "syntax/comment.h"
#include "syntax/lex.h"
#include "syntax/token.h"

typedef struct Seen {
	Buf out;		/* one line per comment or warning */
	size_t len;		/* input length, for the bounds checks */
	size_t base;		/* stream: offset of the window in the input */
} Seen;

static void on_comment(void *p, const char *buf, size_t len,
		       const LexComment *c)
{
	Seen *s = p;

	if (c->start >= c->end || c->end > len || c->body > c->end ||
	    c->close > c->end || c->line == 0 || c->col == 0 ||
	    c->end_line < c->line)
		abort();
	buf_printf(&s->out, "%zu %u:%u-%u %s%s%s\n", s->base + c->start,
		   c->line, c->col, c->end_line,
		   comment_class_name(comment_classify(buf, len, c)),
		   c->trailing ? " trailing" : "",
		   c->unterminated ? " unterminated" : "");
}

static void on_warning(void *p, unsigned line, unsigned col, const char *msg)
{
	Seen *s = p;

	buf_printf(&s->out, "! %u:%u %s\n", line, col, msg);
}

static void whole(const uint8_t *data, size_t size, Seen *s)
{
	char *buf = calloc(1, size + LEX_PAD);
	LexHooks h = { on_comment, NULL, on_warning, s };

	memcpy(buf, data, size);
	lex_comments(buf, size, &h);
	free(buf);
}

/* Feed the input in chunks, keeping what lex_stream asks to keep. */
static void stream(const uint8_t *data, size_t size, size_t chunk, Seen *s)
{
	size_t cap = 2 * chunk + LEX_PAD, len = 0, at = 0, pending = 0;
	char *win = malloc(cap);
	LexHooks h = { on_comment, NULL, on_warning, s };
	LexStream ls;

	lex_stream_init(&ls, &h);
	for (;;) {
		size_t n = size - at < chunk ? size - at : chunk;
		if (len + n + LEX_PAD > cap) {
			cap = 2 * (len + n) + LEX_PAD;
			win = realloc(win, cap);
		}
		memcpy(win + len, data + at, n);
		len += n;
		at += n;
		bool eof = at == size;
		if (!eof && len - pending < (pending > chunk ? pending : chunk))
			continue;
		memset(win + len, 0, LEX_PAD);
		size_t keep = lex_stream(&ls, win, len, eof);
		if (eof)
			break;
		if (keep > len)
			abort();
		s->base += keep;
		memmove(win, win + keep, len - keep);
		len -= keep;
		pending = len;
	}
	free(win);
}

static void aspects(const uint8_t *data, size_t size)
{
	char *buf = calloc(1, size + LEX_PAD);
	Counts plain, all;
	Buf d1 = { 0 }, d2 = { 0 }, list = { 0 };
	CensusScratch x = { 0 };
	Count places = 0;
	size_t lines = 0;

	memcpy(buf, data, size);
	census_scan(buf, size, "f", &plain, NULL, false, &d1);
	census_scan_aspects(buf, size, "f", ASPECT_ALL, false, &all, &list, false,
			    &d2, &x);
	for (int v = 0; v < AV_NVARIANT; v++)
		places += all.asp[v];
	for (size_t i = 0; i < list.len; i++)
		lines += list.data[i] == '\n';
	memset(all.asp, 0, sizeof(all.asp));
	if (memcmp(&plain, &all, sizeof(plain)) || d1.len != d2.len ||
	    (d1.len && memcmp(d1.data, d2.data, d1.len)) || lines != places)
		abort();
	census_scratch_free(&x);
	buf_free(&d1);
	buf_free(&d2);
	buf_free(&list);
	free(buf);
}

/* Whether the marks of t are its code tokens of each kind. */
static bool marks_right(const Tokens *t)
{
	size_t n[TM_NMARK] = { 0 };

	for (size_t i = 0; i + 1 < t->n; i++) {
		const Token *k = &t->v[i];
		bool is[TM_NMARK] = {
			[TM_BRACKET] = k->kind == TK_PUNCT &&
				       ((k->p >= P_LPAREN && k->p <= P_RBRACE) ||
					k->p == P_STAR),
			[TM_BOL] = k->flags & TF_BOL,
			[TM_KEYWORD] = k->kind == TK_IDENT &&
					(k->kw == KW_ELSE || k->kw == KW_SIZEOF ||
					 k->kw == KW_TYPEDEF),
		};

		for (int m = 0; m < TM_NMARK; m++)
			if (is[m] && (n[m] >= t->nmark[m] || t->mark[m][n[m]++] != i))
				return false;
	}
	for (int m = 0; m < TM_NMARK; m++)
		if (n[m] != t->nmark[m])
			return false;
	return true;
}

/* token_scan_some(keep) against token_scan (all). */
static bool some_right(const char *buf, size_t size, const Tokens *all,
		       const Tokens *some, const char *keep)
{
	if (some->n != all->n || memcmp(some->v, all->v, all->n * sizeof(Token)) ||
	    some->ndir != all->ndir || !marks_right(some))
		return false;
	for (size_t d = 0; d < all->ndir; d++) {
		const PpRange *a = &all->dir[d], *b = &some->dir[d];
		size_t n = a->end + 1 - a->first;	/* with its TK_EOF */
		const Token *last = &all->pp[a->end];
		bool held = false;

		for (size_t i = a->off; *keep && i + strlen(keep) <= last->off && i < size; i++)
			held |= !memcmp(buf + i, keep, strlen(keep));
		if (a->off != b->off || (held && b->first == b->end))
			return false;
		if (b->first == b->end)
			continue;
		if (b->end + 1 - b->first != n)
			return false;
		for (size_t i = 0; i < n; i++) {
			Token x = all->pp[a->first + i], y = some->pp[b->first + i];

			/* a match is an index into pp, where the ranges start apart */
			if (x.match != TOKEN_NO_MATCH)
				x.match -= a->first;
			if (y.match != TOKEN_NO_MATCH)
				y.match -= b->first;
			if (memcmp(&x, &y, sizeof(x)))
				return false;
		}
	}
	return true;
}

static void tokens(const uint8_t *data, size_t size)
{
	char *buf = calloc(1, size + LEX_PAD);
	FileComments fc = { 0 };
	Tokens all = { 0 }, some = { 0 };

	memcpy(buf, data, size);
	comment_collect(buf, size, &fc, NULL, NULL);
	token_scan(buf, size, &fc, &all);
	if (!marks_right(&all))
		abort();
	token_scan_some(buf, size, &fc, &some, "");
	if (!some_right(buf, size, &all, &some, ""))
		abort();
	token_scan_some(buf, size, &fc, &some, "sizeof");
	if (!some_right(buf, size, &all, &some, "sizeof"))
		abort();
	token_free(&all);
	token_free(&some);
	comment_free(&fc);
	free(buf);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	Seen a = { { 0 }, size, 0 }, b = { { 0 }, size, 0 };
	size_t chunk = size ? 1 + data[0] % 64 : 1;

	whole(data, size, &a);
	stream(data, size, chunk, &b);
	if ((a.out.len != b.out.len) ||
	    (a.out.len && memcmp(a.out.data, b.out.data, a.out.len))) {
		fprintf(stderr, "whole:\n%s\nstream (chunk %zu):\n%s\n",
			a.out.data ? a.out.data : "", chunk,
			b.out.data ? b.out.data : "");
		abort();
	}
	buf_free(&a.out);
	buf_free(&b.out);
	aspects(data, size);
	tokens(data, size);
	return 0;
}
