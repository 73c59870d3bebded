/*
 * comment: classify a comment found by the lexer.
 *
 * A block comment that spans physical lines is judged by the rest of its
 * opening line: the bytes after the opener up to the line end or the
 * closer, whichever comes first, less a trailing splice backslash and
 * surrounding blanks.  Empty is customary, exactly "*" is kernel-doc,
 * bytes with no ASCII letter or digit (and no byte >= 0x80, which is taken
 * as text) form a banner, and anything else is text on the first line,
 * the style the networking code used to ask for.
 */
#include "syntax/comment.h"

#include <stdlib.h>
#include <string.h>

#include "base/buf.h"

static const char *const class_names[CM_NCLASS] = {
	/* ORDER CLASS */
	"line", "single", "customary", "kernel-doc", "banner", "net-style",
};

const char *comment_class_name(CommentClass c)
{
	return c < CM_NCLASS ? class_names[c] : "?";
}

static int is_blank(unsigned char c)
{
	return c == ' ' || c == '\t' || c == '\v' || c == '\f';
}

static int is_text(unsigned char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9') || c >= 0x80;
}

static CommentClass classify_rest(const char *b, size_t i, size_t e)
{
	while (i < e && is_blank((unsigned char)b[i]))
		i++;
	while (e > i && is_blank((unsigned char)b[e - 1]))
		e--;
	if (i == e)
		return CM_CUSTOMARY;
	if (e - i == 1 && b[i] == '*')
		return CM_KERNEL_DOC;
	for (; i < e; i++)
		if (is_text((unsigned char)b[i]))
			return CM_NET;
	return CM_BANNER;
}

CommentClass comment_classify(const char *buf, size_t len,
			      const LexComment *c)
{
	if (c->kind == LC_LINE)
		return CM_LINE;
	if (c->end_line == c->line)
		return CM_SINGLE;

	size_t e = c->body;
	while (e < c->close && buf[e] != '\n' && buf[e] != '\r')
		e++;
	/* A backslash right before a line end is a splice, not text. */
	if (e < len && e < c->close && e > c->body && buf[e - 1] == '\\')
		e--;
	return classify_rest(buf, c->body, e);
}

typedef struct Collect {
	FileComments *out;	/* where the comments go */
	void (*warn)(void *ctx, unsigned line, unsigned col, const char *msg);
	void *ctx;		/* for warn */
} Collect;

static void on_comment(void *p, const char *buf, size_t len,
		       const LexComment *c)
{
	FileComments *fc = ((Collect *)p)->out;

	if (fc->n == fc->cap) {
		fc->cap = fc->cap ? fc->cap * 2 : 64;
		fc->v = xrealloc(fc->v, fc->cap * sizeof(*fc->v));
	}
	fc->v[fc->n].c = *c;
	fc->v[fc->n].cls = comment_classify(buf, len, c);
	fc->n++;
}

static void on_literal(void *p, size_t start, size_t end)
{
	FileComments *fc = ((Collect *)p)->out;

	if (fc->nlit == fc->caplit) {
		fc->caplit = fc->caplit ? fc->caplit * 2 : 64;
		fc->lit = xrealloc(fc->lit, fc->caplit * sizeof(*fc->lit));
	}
	fc->lit[fc->nlit++] = (LexSpan){ start, end };
}

static void on_warning(void *p, unsigned line, unsigned col, const char *msg)
{
	Collect *x = p;

	if (x->warn)
		x->warn(x->ctx, line, col, msg);
}

void comment_collect(const char *buf, size_t len, FileComments *out,
		     void (*warn)(void *ctx, unsigned line, unsigned col,
				  const char *msg), void *ctx)
{
	Collect x = { out, warn, ctx };
	LexHooks h = { on_comment, on_literal, on_warning, &x };

	out->n = out->nlit = 0;
	out->has_cr = lex_comments(buf, len, &h);
}

size_t comment_first_at(const FileComment *v, size_t n, size_t off)
{
	size_t lo = 0, hi = n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (v[mid].c.start < off)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

void comment_free(FileComments *fc)
{
	free(fc->v);
	free(fc->lit);
	memset(fc, 0, sizeof(*fc));
}
