/*
 * guard: the fixed text lexes to the same tokens and comments.
 *
 * After each round both texts are lexed (comments, then tokens) and
 * compared.  Every edit must lie inside a comment, between its opener
 * and closer, turn a one-line comment whole from // to a block or back
 * with its text equal (spdx's), cover exactly one token, put blanks for
 * blanks outside both (a misindented opener's indentation), or put a
 * parenthesis where there were blanks or nothing (sizeof's).
 * Parentheses so added must be tokens of the new text, in pairs the
 * lexer matches with each other, each '(' right after a sizeof; removed
 * ones go in pairs too.  A comment no edit touched must be
 * byte-identical, and one an edit touched must hold the same words in
 * the same order (only its layout changed).  The tokens must be
 * identical, except that a token an edit replaced whole must read as
 * the replacement, and one an edit removed must be gone; so a change of
 * meaning cannot slip through as a joined or split token.
 * Before that, the guard of meaning (vet.c) looks at each finding's
 * edits and refuses the fix of one that could change what the tokens
 * mean.  Edits that reorder whole lines (decl-order's) are verified
 * line by line (fix_guard, at the end).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fix/fix_internal.h"
#include "syntax/comment.h"
#include "syntax/lex.h"
#include "syntax/token.h"

void fix_lex_all(const char *buf, size_t len, Lexed *x)
{
	comment_collect(buf, len, &x->cs, NULL, NULL);
	token_scan(buf, len, &x->cs, &x->t);
}

void fix_lexed_free(Lexed *x)
{
	comment_free(&x->cs);
	token_free(&x->t);
}

/*
 * The words of a comment's text in order: what lies between its opener
 * and closer, split at blanks and line breaks, without the '*' that
 * begins a continuation line when a blank or line break follows it (a
 * margin star; "*ptr" is a word).
 */
typedef struct Words {
	const char *s;
	size_t i, end;
	bool bol;		/* at the start of a continuation line */
} Words;

static bool blank_or_eol(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* The length of the next word, at *p; 0 at the end. */
static size_t next_word(Words *w, const char **p)
{
	for (;;) {
		while (w->i < w->end && blank_or_eol(w->s[w->i])) {
			if (w->s[w->i] == '\n' || w->s[w->i] == '\r')
				w->bol = true;
			w->i++;
		}
		if (w->i >= w->end)
			return 0;
		bool star = w->bol && w->s[w->i] == '*' &&
			    (w->i + 1 == w->end || blank_or_eol(w->s[w->i + 1]));

		w->bol = false;
		if (star) {
			w->i++;
			continue;
		}
		size_t from = w->i;

		while (w->i < w->end && !blank_or_eol(w->s[w->i]))
			w->i++;
		*p = w->s + from;
		return w->i - from;
	}
}

static bool same_words(const char *a, const LexComment *c, const char *b,
		       const LexComment *d)
{
	Words x = { a, c->body, c->close, false }, y = { b, d->body, d->close, false };

	for (;;) {
		const char *p = NULL, *q = NULL;
		size_t n = next_word(&x, &p), m = next_word(&y, &q);

		if (n != m || (n && memcmp(p, q, n)))
			return false;
		if (!n)
			return true;
	}
}

/*
 * Blanks and line breaks: between tokens a line break matters only in a
 * directive or after a '//' comment, and either shows in the tokens or
 * comments compared.
 */
static bool blanks(const char *s, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (s[i] != ' ' && s[i] != '\t' && s[i] != '\n' && s[i] != '\r')
			return false;
	return true;
}

/*
 * Whether the edit puts blanks for blanks of a.  Outside comments, such
 * an edit that touched a token would show in the tokens compared.
 */
static bool blank_edit(const char *a, const FixEdit *e)
{
	return blanks(a + e->off, e->len) && blanks(e->text, strlen(e->text));
}

/* The text of comment c of s without blanks at either end, in *n. */
static const char *trimmed(const char *s, const LexComment *c, size_t *n)
{
	size_t from = c->body, to = c->close;

	while (from < to && (s[from] == ' ' || s[from] == '\t'))
		from++;
	while (to > from && (s[to - 1] == ' ' || s[to - 1] == '\t'))
		to--;
	*n = to - from;
	return s + from;
}

/*
 * Whether the edit e turns the one-line comment c of a, whole, into d of
 * b, the other kind (// to a block or back: spdx's fix), with the same
 * text, blanks at either end aside.
 */
static bool kind_swap(const char *a, const LexComment *c, const char *b,
		      const LexComment *d, const FixEdit *e)
{
	size_t n, m;
	const char *p, *q;

	if (e->off != c->start || e->len != c->end - c->start ||
	    c->line != c->end_line || d->line != d->end_line ||
	    (c->kind == LC_LINE) == (d->kind == LC_LINE) ||
	    c->unterminated || d->unterminated ||
	    strlen(e->text) != d->end - d->start)
		return false;
	p = trimmed(a, c, &n);
	q = trimmed(b, d, &m);
	return n == m && !memcmp(p, q, n);
}

/*
 * Whether the comments of b are those of a: byte-identical where no edit
 * fell, the same words in the same order where one did.  Edits inside a
 * comment (between its opener and closer) are counted in *inside, and
 * edits of blanks for blanks outside every comment in *outside.
 */
static bool same_comments(const char *a, const Lexed *x, const char *b,
			  const Lexed *y, const Edits *es, size_t *inside,
			  size_t *outside)
{
	size_t e = 0;

	*inside = *outside = 0;
	if (x->cs.n != y->cs.n)
		return false;
	for (size_t i = 0; i <= x->cs.n; i++) {
		size_t start = i < x->cs.n ? x->cs.v[i].c.start : SIZE_MAX;

		/* An insertion right at the opener goes before it: outside. */
		for (; e < es->n && (es->v[e].off < start ||
				     (es->v[e].off == start && es->v[e].len == 0)); e++)
			*outside += blank_edit(a, &es->v[e]);
		if (i == x->cs.n)
			break;

		const LexComment *c = &x->cs.v[i].c, *d = &y->cs.v[i].c;
		size_t edited = 0;

		if (e < es->n && kind_swap(a, c, b, d, &es->v[e])) {
			++*inside;
			e++;
			continue;
		}
		for (; e < es->n && es->v[e].off < c->end; e++) {
			if (es->v[e].off < c->body || es->v[e].off + es->v[e].len > c->close)
				return false;
			edited++;
		}
		*inside += edited;
		if (edited ? !same_words(a, c, b, d) || c->unterminated != d->unterminated :
		    c->end - c->start != d->end - d->start ||
		    memcmp(a + c->start, b + d->start, c->end - c->start))
			return false;
	}
	return true;
}

/* The edit that starts at off, if any. */
static const FixEdit *edit_at(const Edits *es, size_t off)
{
	size_t lo = 0, hi = es->n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (es->v[mid].off < off)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < es->n && es->v[lo].off == off ? &es->v[lo] : NULL;
}

bool fix_removal(const FixEdit *e)
{
	return e && (!strcmp(e->text, "") || !strcmp(e->text, " "));
}

/*
 * Whether the parentheses at v[open] and its partner, after a sizeof,
 * hold exactly the operand sizeof takes without them (rules/sizeof.c),
 * one that cannot be a type, with nothing of a postfix expression after
 * them: sizeof's fix may take them off.
 */
static bool sizeof_operand(const char *a, const Token *v, size_t open)
{
	const char *why;
	bool shape;
	size_t close = v[open].match;

	return token_sizeof_operand(a, v, open + 1, &shape, &why) + 1 == close &&
	       shape && !token_postfix(&v[close + 1]);
}

bool fix_after_sizeof(const Token *v, size_t i)
{
	return i > 0 && v[i - 1].kind == TK_IDENT && v[i - 1].kw == KW_SIZEOF;
}

/*
 * Whether an edit of token i is one the fixes may make: '|' to '||', '&'
 * to '&&', or a parenthesis removed together with its partner (right
 * after a sizeof, one that leaves it bare: around its operand alone).
 */
static bool allowed(const char *a, const Token *v, size_t i, const FixEdit *e,
		    const Edits *es)
{
	size_t open;

	if (token_is(&v[i], P_PIPE))
		return !strcmp(e->text, "||");
	if (token_is(&v[i], P_AMP))
		return !strcmp(e->text, "&&");
	if (!token_is(&v[i], P_LPAREN) && !token_is(&v[i], P_RPAREN))
		return false;
	if (v[i].match == TOKEN_NO_MATCH)
		return false;
	open = token_is(&v[i], P_LPAREN) ? i : v[i].match;
	/* A sizeof left bare takes what its parentheses held. */
	return fix_removal(e) && fix_removal(edit_at(es, v[v[i].match].off)) &&
	       (!fix_after_sizeof(v, open) || token_is(&v[open + 1], P_LPAREN) ||
		sizeof_operand(a, v, open));
}

/*
 * Whether the edit puts a parenthesis where a has blanks or nothing:
 * sizeof's fix ("sizeof x" to "sizeof(x)").
 */
bool fix_paren_added(const char *a, const FixEdit *e)
{
	return blanks(a + e->off, e->len) &&
	       (!strcmp(e->text, "(") || !strcmp(e->text, ")"));
}

/*
 * Whether the parentheses added to b, at u[added[0 .. n)] (in order),
 * are pairs the lexer matches with each other, each '(' right after a
 * sizeof and around exactly the operand it took without them
 * (rules/sizeof.c).
 */
static bool added_pairs(const char *b, const Token *u, const size_t *added,
			size_t n)
{
	for (size_t k = 0; k < n; k++) {
		const Token *x = &u[added[k]];
		const char *why;
		bool partner = false, shape;

		if (x->match == TOKEN_NO_MATCH ||
		    (token_is(x, P_LPAREN) && (!fix_after_sizeof(u, added[k]) ||
		     token_sizeof_operand(b, u, added[k] + 1, &shape, &why) + 1 != x->match ||
		     token_postfix(&u[x->match + 1]))))
			return false;
		for (size_t lo = 0, hi = n; lo < hi && !partner;) {
			size_t mid = lo + (hi - lo) / 2;	/* added grows */

			partner = added[mid] == x->match;
			if (added[mid] < x->match)
				lo = mid + 1;
			else
				hi = mid;
		}
		if (!partner)
			return false;
	}
	return true;
}

/*
 * Whether the tokens u[0..nu) of b are those of a (v[0..nv)) with the
 * edits made, and every edit one the fixes may make.  With added (the
 * code's tokens; NULL for the directives'), a parenthesis an edit puts
 * between tokens is taken as one more token of b, its index in b kept
 * in added[*nadded].
 */
static bool same_tokens(const char *a, const Token *v, size_t nv,
			const char *b, const Token *u, size_t nu,
			const Edits *es, size_t *matched, size_t *added,
			size_t *nadded)
{
	size_t j = 0, e = 0;

	for (size_t i = 0; i < nv; i++) {
		const char *want = a + v[i].off;
		size_t n = v[i].len;

		/* Blanks and parentheses put in before the token lie between two tokens. */
		for (; e < es->n && (es->v[e].off < v[i].off ||
				     (es->v[e].off == v[i].off && !es->v[e].len &&
				      (blanks(es->v[e].text, strlen(es->v[e].text)) ||
				       fix_paren_added(a, &es->v[e])))); e++) {
			if (!added || !fix_paren_added(a, &es->v[e]))
				continue;
			if (j >= nu || u[j].len != 1 || b[u[j].off] != es->v[e].text[0])
				return false;
			added[(*nadded)++] = j++;
			++*matched;
		}
		if (e < es->n && es->v[e].off < (size_t)v[i].off + v[i].len) {
			if (es->v[e].off != v[i].off || es->v[e].len != v[i].len ||
			    !allowed(a, v, i, &es->v[e], es))
				return false;	/* one whole token, as allowed */
			want = es->v[e].text;
			n = strlen(want);
			++*matched;
			if (fix_removal(&es->v[e]))
				continue;	/* the token is removed */
		}
		if (j >= nu || u[j].len != n || memcmp(b + u[j].off, want, n))
			return false;
		j++;
	}
	return j == nu && (!added || added_pairs(b, u, added, *nadded));
}

static bool guard_edits(const char *a, size_t alen, const char *b,
			size_t blen, const Edits *es)
{
	Lexed x = { 0 }, y = { 0 };
	size_t inside = 0, outside = 0, matched = 0, nadded = 0;
	size_t *added = xmalloc((es->n + 1) * sizeof(*added));
	bool ok;

	fix_lex_all(a, alen, &x);
	fix_lex_all(b, blen, &y);
	/*
	 * Every edit is inside a comment or turns one from // to a block
	 * or back, is exactly one allowed token's, puts blanks for blanks
	 * between them, or adds a parenthesis after a sizeof or paired
	 * with one so added.
	 */
	ok = !x.t.over && !y.t.over &&	/* not read: not proved */
	     same_comments(a, &x, b, &y, es, &inside, &outside) &&
	     same_tokens(a, x.t.v, x.t.n, b, y.t.v, y.t.n, es, &matched, added,
			 &nadded) &&
	     same_tokens(a, x.t.pp, x.t.npp, b, y.t.pp, y.t.npp, es, &matched,
			 NULL, NULL) &&
	     inside + outside + matched == es->n;
	fix_lexed_free(&x);
	fix_lexed_free(&y);
	free(added);
	return ok;
}

/* Compare two strings through pointers to them, for qsort. */
static int cmp_str(const void *x, const void *y)
{
	return strcmp(*(char *const *)x, *(char *const *)y);
}

/*
 * The lines of s[0 .. n) (split at '\n'), or a signature of each line of
 * a lexed text: its bytes, then where its tokens and comments lie in it;
 * sorted, as one string per line, into out.  False when a token or
 * comment crosses from one line to the next.
 */
static bool line_keys(const char *s, size_t from, size_t n, const Lexed *x,
		      char ***out, size_t *nout)
{
	size_t cap = 8, tk = 0, pk = 0, ck = 0;
	Buf b = { 0 };

	*out = xmalloc(cap * sizeof(**out));
	*nout = 0;
	if (x) {
		while (tk < x->t.n && x->t.v[tk].off < from)
			tk++;
		while (pk < x->t.npp && x->t.pp[pk].off < from)
			pk++;
		while (ck < x->cs.n && x->cs.v[ck].c.start < from)
			ck++;
	}
	for (size_t i = from; i <= from + n;) {
		const char *nl = memchr(s + i, '\n', from + n - i);
		size_t e = nl ? (size_t)(nl - s) : from + n;

		/* A splice at the end would join the line to the next. */
		if (e > i && (s[e - 1] == '\\' ||
			      (s[e - 1] == '\r' && e - 1 > i && s[e - 2] == '\\')))
			goto bad;
		b.len = 0;
		buf_add(&b, s + i, e - i);
		/* no line holds an LF: the signature is compared too, not cut off */
		buf_putc(&b, '\n');
		for (; x && tk < x->t.n && x->t.v[tk].off < e; tk++) {
			if (x->t.v[tk].off + x->t.v[tk].len > e)
				goto bad;
			buf_printf(&b, "t%zu,%u;", x->t.v[tk].off - i, x->t.v[tk].len);
		}
		for (; x && pk < x->t.npp && x->t.pp[pk].off < e; pk++) {
			if (x->t.pp[pk].off + x->t.pp[pk].len > e)
				goto bad;
			buf_printf(&b, "p%zu,%u;", x->t.pp[pk].off - i, x->t.pp[pk].len);
		}
		for (; x && ck < x->cs.n && x->cs.v[ck].c.start < e; ck++) {
			if (x->cs.v[ck].c.end > e)
				goto bad;
			buf_printf(&b, "c%zu,%zu;", x->cs.v[ck].c.start - i,
				   x->cs.v[ck].c.end - i);
		}
		if (*nout == cap)
			*out = xrealloc(*out, (cap *= 2) * sizeof(**out));
		(*out)[(*nout)++] = memcpy(xmalloc(b.len + 1), b.data, b.len + 1);
		i = e + 1;
	}
	buf_free(&b);
	qsort(*out, *nout, sizeof(**out), cmp_str);
	return true;
bad:
	buf_free(&b);
	return false;
}

static void keys_free(char **v, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(v[i]);
	free(v);
}

/*
 * Whether s[from, from + n) and t[to, to + n) hold the same lines in
 * some order (with lexed texts x and y: lexed the same way, line by
 * line).
 */
static bool same_lines(const char *s, size_t from, const Lexed *x,
		       const char *t, size_t to, const Lexed *y, size_t n)
{
	char **p = NULL, **q = NULL;
	size_t np = 0, nq = 0;
	bool ok = line_keys(s, from, n, x, &p, &np) &&
		  line_keys(t, to, n, y, &q, &nq) && np == nq;

	for (size_t i = 0; ok && i < np; i++)
		ok = !strcmp(p[i], q[i]);
	keys_free(p, np);
	keys_free(q, nq);
	return ok;
}

/*
 * The guard, with edits that reorder whole lines (decl-order's): each
 * must hold the lines it replaces, in another order; the other edits
 * must pass guard_edits on the text made with them alone (mid); and the
 * text b must be mid with the ranges reordered, each line lexing as it
 * did: the same tokens and comments at the same places in it, and none
 * crossing a line.
 */
bool fix_guard(const char *a, size_t alen, const char *b, size_t blen,
	       const Edits *es)
{
	Edits rest = { 0 };
	size_t *at = xmalloc((es->n + 1) * sizeof(*at)), nat = 0, shift = 0;
	Buf mid = { 0 };
	Lexed x = { 0 }, y = { 0 };
	bool ok = true;

	for (size_t i = 0; i < es->n && ok; i++) {
		const FixEdit *e = &es->v[i];

		if (!e->lines) {
			fix_edits_insert(&rest, e, rest.n);
			shift += strlen(e->text) - e->len;
			continue;
		}
		ok = strlen(e->text) == e->len &&
		     (e->off == 0 || a[e->off - 1] == '\n') &&
		     (e->off + e->len == alen || a[e->off + e->len] == '\n' ||
		      a[e->off + e->len - 1] == '\n') &&
		     same_lines(a, e->off, NULL, e->text, 0, NULL, e->len);
		at[nat++] = e->off + shift;
	}
	if (ok && !nat) {
		free(at);
		free(rest.v);
		return guard_edits(a, alen, b, blen, es);
	}
	if (ok) {
		fix_apply(a, alen, &rest, &mid);
		ok = mid.len == blen && guard_edits(a, alen, mid.data, mid.len, &rest);
	}
	if (ok) {
		fix_lex_all(mid.data, mid.len, &x);
		fix_lex_all(b, blen, &y);
		ok = !x.t.over && !y.t.over && x.t.n == y.t.n &&
		     x.t.npp == y.t.npp && x.cs.n == y.cs.n;
	}
	/* b is mid but for the ranges reordered, which lex line by line. */
	for (size_t k = 0, i = 0, pos = 0; ok && i <= es->n; i++) {
		const FixEdit *e = i < es->n ? &es->v[i] : NULL;
		size_t p = e ? at[k] : blen;

		if (e && !e->lines)
			continue;
		ok = !memcmp(mid.data + pos, b + pos, p - pos) &&
		     (!e || same_lines(mid.data, p, &x, b, p, &y, e->len));
		if (e) {
			pos = p + e->len;
			k++;
		}
	}
	if (nat) {
		fix_lexed_free(&x);
		fix_lexed_free(&y);
	}
	buf_free(&mid);
	free(rest.v);
	free(at);
	return ok;
}
