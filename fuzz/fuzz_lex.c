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
 * census does, and list no more places than it counts.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "census.h"
#include "comment.h"
#include "lex.h"

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
	census_scan_aspects(buf, size, "f", ASPECT_ALL, &all, &list, false,
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
	return 0;
}
