/*
 * reorder: whether lines reordered (decl-order's fix) are independent of
 * one another once the file's own macros are expanded, for the rule
 * that offers the reorder and for fix's guard, which must agree.
 */
#include "syntax/reorder.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

typedef struct Reorder {
	const char *buf;
	const Tokens *t;
	const Macros *m;
} Reorder;

/* The reason, in why; true. */
static bool say(Buf *why, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static bool say(Buf *why, const char *fmt, ...)
{
	va_list ap;

	why->len = 0;
	va_start(ap, fmt);
	char *what = xvasprintf(fmt, ap);
	va_end(ap);
	buf_puts(why, what);
	free(what);
	return true;
}

#define TOKEN_TEXT(w, t) (int)(t)->len, (w)->buf + (t)->off

/* One line of a reordered range: its bytes, code tokens, expansion. */
typedef struct RLine {
	size_t start, end;	/* bytes, without the '\n' */
	size_t first, last;	/* its code tokens, [first, last) */
	size_t to;		/* its place among the reordered lines */
	bool taken;		/* a new line was matched with it */
	MacroOut x;		/* its tokens, the file's macros expanded */
} RLine;

/* Whether code token k of a line declares a name there (depth 0). */
static bool declares(const Token *v, size_t first, size_t k)
{
	const Token *n = &v[k + 1], *p = k > first ? &v[k - 1] : NULL;

	if (v[k].kind != TK_IDENT || v[k].kw != KW_NONE || !p)
		return false;
	if (token_is(n, P_LBRACE))
		return p->kind == TK_IDENT && (p->kw == KW_STRUCT || p->kw == KW_UNION ||
					       p->kw == KW_ENUM);
	return (token_is(n, P_ASSIGN) || token_is(n, P_COMMA) || token_is(n, P_SEMI) ||
		token_is(n, P_LBRACK) || token_is(n, P_COLON)) &&
	       (p->kind == TK_IDENT || token_is(p, P_STAR) || token_is(p, P_COMMA));
}

/*
 * Whether the line's code token k (of v[first .. ]) declares a name:
 * outside brackets and initializers, and in a declarator's place.
 */
static bool declared_at(const Token *v, size_t first, size_t k)
{
	int depth = 0;
	bool init = false;

	for (size_t i = first; i < k; i++) {
		depth += token_is(&v[i], P_LPAREN) || token_is(&v[i], P_LBRACK) ||
			 token_is(&v[i], P_LBRACE);
		depth -= token_is(&v[i], P_RPAREN) || token_is(&v[i], P_RBRACK) ||
			 token_is(&v[i], P_RBRACE);
		if (!depth && token_is(&v[i], P_ASSIGN))
			init = true;
		else if (!depth && token_is(&v[i], P_COMMA))
			init = false;
	}
	return !depth && !init && declares(v, first, k);
}

/*
 * The name line r reads that line d declares, or NULL: a name of r's
 * expansion (not a member's, not one r itself declares) spelled as one
 * d declares.
 */
static const Token *reads(const Reorder *w, const RLine *r, const RLine *d)
{
	const Token *v = w->t->v;

	for (size_t k = d->first; k < d->last; k++) {
		if (!declared_at(v, d->first, k))
			continue;
		for (size_t i = 0; i < r->x.n; i++) {
			const Token *t = &r->x.v[i];
			size_t q = token_index_from(w->t, t->off);

			if (t->kind == TK_IDENT && token_same_text(w->buf, t, &v[k]) &&
			    !(i > 0 && (token_is(&t[-1], P_DOT) || token_is(&t[-1], P_ARROW))) &&
			    !(q < r->last && v[q].off == t->off && declared_at(v, r->first, q)))
				return &v[k];
		}
	}
	return NULL;
}

/* Split s[from .. to) at '\n' into lines; their number. */
static size_t split_lines(const char *s, size_t from, size_t to, RLine *l, size_t max)
{
	size_t n = 0;

	for (size_t i = from; n < max;) {
		const char *nl = memchr(s + i, '\n', to - i);
		size_t e = nl ? (size_t)(nl - s) : to;

		l[n++] = (RLine){ .start = i, .end = e };
		if (!nl)
			break;
		i = e + 1;
	}
	return n;
}

/* Where text puts each line of the old; false if it cannot tell. */
static bool new_places(const char *a, const char *text, RLine *l, size_t n)
{
	RLine *nl = xmalloc(n * sizeof(*nl));
	/* No allocation until it is freed: nothing to hold. */
	size_t m = split_lines(text, 0, strlen(text), nl, n);
	bool ok = m == n;

	for (size_t j = 0; ok && j < m; j++) {
		size_t i = 0, len = nl[j].end - nl[j].start;

		while (i < n && (l[i].taken || l[i].end - l[i].start != len ||
				 memcmp(a + l[i].start, text + nl[j].start, len)))
			i++;
		ok = i < n;
		if (ok) {
			l[i].taken = true;
			l[i].to = j;
		}
	}
	free(nl);
	return ok;
}

/* The lines reorder_dependent reads, for mem_hold. */
typedef struct HeldLines {
	RLine *l;
	size_t n;
} HeldLines;

static void lines_release(void *what)
{
	HeldLines *h = what;

	for (size_t i = 0; i < h->n; i++)
		macro_out_free(&h->l[i].x);
	free(h->l);
	h->l = NULL;
}

bool reorder_dependent(const char *buf, const Tokens *t, const Macros *m,
		       size_t off, size_t len, const char *text, Buf *why)
{
	Reorder rw = { buf, t, m }, *w = &rw;
	size_t max = 1;
	bool bad = false;

	for (size_t i = 0; i < len; i++)
		max += buf[off + i] == '\n';
	RLine *l = xcalloc(max, sizeof(*l));
	HeldLines held = { l, max };
	MemHold hold;

	mem_hold(&hold, lines_release, &held);
	size_t n = split_lines(buf, off, off + len, l, max);

	if (!new_places(buf, text, l, n)) {
		mem_let_go(&hold);
		free(l);
		return false;	/* not a reorder: the token guard refuses it */
	}
	for (size_t i = 0; i < n; i++) {
		l[i].first = token_index_from(w->t, l[i].start);
		l[i].last = token_index_from(w->t, l[i].end);
		macro_expand(w->m, w->t->v + l[i].first, l[i].last - l[i].first, &l[i].x);
		if (!bad && l[i].to != i &&
		    (l[i].x.flags & (MX_COUNTER | MX_PASTED | MX_UNSURE)))
			bad = say(why, "line %u, moved, holds %s once the file's "
				  "macros are expanded", w->t->v[l[i].first].line,
				      l[i].x.flags & MX_COUNTER ? "__LINE__ or __COUNTER__" :
				      l[i].x.flags & MX_PASTED ? "a name made by '##'" :
				      "a macro that could not be expanded");
	}
	for (size_t i = 0; i < n && !bad; i++) {
		for (size_t j = 0; j < n && !bad; j++) {
			const Token *name;

			if (i == j || (i < j) == (l[i].to < l[j].to) ||
			    !(name = reads(w, &l[i], &l[j])))
				continue;
			bad = say(why, "line %u reads %.*s, which line %u declares, "
				      "and the reorder changes which comes first (the "
				      "file's macros expanded)", w->t->v[l[i].first].line,
				      TOKEN_TEXT(w, name), w->t->v[l[j].first].line);
		}
	}
	mem_let_go(&hold);
	lines_release(&held);
	return bad;
}
