/*
 * fix: the safe fixes of the findings, applied in rounds and verified.
 *
 * A rule that can fix what it reports attaches the edits to its finding
 * (finding.h): byte ranges of the checked text and their replacement.  A
 * round checks the text, takes the edits of every fixable finding whose
 * edits overlap no edit already taken, and applies them at once.  Fixes
 * may enable one another (with '|' made '||', the parentheses around a
 * comparison become redundant under strict), so rounds go on until a
 * check finds nothing fixable, or FIX_MAX_ROUNDS have run: a chain where
 * each fix makes the next (the '|' of "a == 1 | b | c | ..." turn '||'
 * one per round, from the outermost) can be longer, and a message then
 * says that a second run has more to do.
 *
 * Fixing the changed lines only (fix --changed, --staged, --patch): the
 * lines become byte ranges of the text, which each round's edits move
 * and stretch (a comment fix adds lines), and a finding counts only when
 * it starts inside one.
 *
 * The guard: after each round both texts are lexed (comments, then
 * tokens) and compared.  Every edit must lie inside a comment, between
 * its opener and closer, turn a one-line comment whole from // to a
 * block or back with its text equal (spdx's), cover exactly one token,
 * put blanks for blanks outside both (a misindented opener's
 * indentation), or put a parenthesis where there were blanks or
 * nothing (sizeof's).  Parentheses so added must be tokens of the new
 * text, in pairs the lexer matches with each other, each '(' right
 * after a sizeof; removed ones go in pairs too.  A comment no edit
 * touched must be byte-identical, and one an edit touched must hold the
 * same words in the same order (only its layout changed).  The tokens
 * must be identical, except that a token an edit replaced whole must
 * read as the replacement, and one an edit removed must be gone; so a
 * change of meaning cannot slip through as a joined or split token.
 * Before that, the guard of meaning (below, above fix_buffer) looks at
 * each finding's edits with the file's own macros expanded, and refuses
 * the fix of one that could change what the tokens mean (a cast, a
 * macro, a stringified argument, a reorder), saying why: the finding is
 * left, the rest of the file fixed.
 */
#include "fix/fix.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <unistd.h>

#include "rules/check.h"
#include "syntax/comment.h"
#include "syntax/expr.h"
#include "base/interrupt.h"
#include "syntax/lex.h"
#include "syntax/macro.h"
#include "syntax/reorder.h"
#include "syntax/token.h"

#define FIX_MAX_ROUNDS 16

typedef struct Edits {
	FixEdit *v;		/* by offset */
	size_t n, cap;
} Edits;

/*
 * Whether e overlaps or touches an edit of the sorted set (two removals
 * side by side could join the words around them: each looked only at its
 * own neighbours); *at is where it would go.
 */
static bool overlaps(const Edits *es, const FixEdit *e, size_t *at)
{
	size_t lo = 0, hi = es->n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (es->v[mid].off < e->off)
			lo = mid + 1;
		else
			hi = mid;
	}
	*at = lo;
	if (lo < es->n && es->v[lo].off <= e->off + e->len)
		return true;
	return lo > 0 && es->v[lo - 1].off + es->v[lo - 1].len >= e->off;
}

static void insert(Edits *es, const FixEdit *e, size_t at)
{
	if (es->n == es->cap) {
		es->cap = es->cap ? 2 * es->cap : 16;
		es->v = xrealloc(es->v, es->cap * sizeof(*es->v));
	}
	memmove(&es->v[at + 1], &es->v[at], (es->n - at) * sizeof(*es->v));
	es->v[at] = *e;
	es->n++;
}

/* The edits of the fixable findings that fit together; counts per rule. */
static void take_edits(const Findings *fs, Edits *es, size_t per_rule[])
{
	es->n = 0;
	for (size_t i = 0; i < fs->n; i++) {
		const Finding *g = &fs->v[i];
		size_t at;
		bool fits = g->nedits > 0;

		for (unsigned k = 0; k < g->nedits && fits; k++)
			fits = !overlaps(es, &g->edit[k], &at);
		if (!fits)
			continue;
		for (unsigned k = 0; k < g->nedits; k++) {
			overlaps(es, &g->edit[k], &at);
			insert(es, &g->edit[k], at);
		}
		per_rule[g->rule]++;
	}
}

/* Byte ranges of the text, [v[2i], v[2i+1]), by offset. */
typedef struct Ranges {
	size_t *v;
	size_t n, cap;		/* pairs */
} Ranges;

/* The ranges of the lines of buf that only lists (LF ends a line). */
static void lines_to_ranges(const char *buf, size_t len, const FixLines *only,
			    Ranges *r)
{
	size_t k = 0, start = 0;
	unsigned line = 1;

	for (size_t i = 0; i <= len && k < only->n; i++) {
		if (i < len && buf[i] != '\n')
			continue;
		while (k < only->n && only->v[k] < line)
			k++;
		if (k < only->n && only->v[k] == line) {
			if (r->n == r->cap) {
				r->cap = r->cap ? 2 * r->cap : 16;
				r->v = xrealloc(r->v, 2 * r->cap * sizeof(*r->v));
			}
			r->v[2 * r->n] = start;
			r->v[2 * r->n + 1] = i + 1;
			r->n++;
		}
		start = i + 1;
		line++;
	}
}

/*
 * Where offset p of a text is once the sorted edits es are applied.  An
 * edit across p takes p to its start, or with end to the end of its new
 * text; an insertion at p stays after p (a range's start takes it, its
 * end does not).
 */
static size_t moved(const Edits *es, size_t p, bool end)
{
	long long d = 0;

	for (size_t i = 0; i < es->n; i++) {
		const FixEdit *e = &es->v[i];
		long long grow = (long long)strlen(e->text) - (long long)e->len;

		if (e->off + e->len < p || (e->off + e->len == p && e->len))
			d += grow;
		else if (e->off < p)
			return (size_t)((long long)e->off + d +
					(end ? (long long)strlen(e->text) : 0));
		else
			break;
	}
	return (size_t)((long long)p + d);
}

static void move_ranges(Ranges *r, const Edits *es)
{
	for (size_t i = 0; i < r->n; i++) {
		r->v[2 * i] = moved(es, r->v[2 * i], false);
		r->v[2 * i + 1] = moved(es, r->v[2 * i + 1], true);
	}
}

/* Keep the findings that start inside a range. */
static void keep_in_ranges(Findings *fs, const Ranges *r)
{
	size_t kept = 0;

	for (size_t i = 0; i < fs->n; i++) {
		bool in = false;

		for (size_t k = 0; k < r->n && !in; k++)
			in = fs->v[i].off >= r->v[2 * k] && fs->v[i].off < r->v[2 * k + 1];
		if (in)
			fs->v[kept++] = fs->v[i];
	}
	fs->n = kept;
}

/* out = buf with the edits applied, followed by LEX_PAD zero bytes. */
static void apply(const char *buf, size_t len, const Edits *es, Buf *out)
{
	size_t pos = 0;

	out->len = 0;
	for (size_t i = 0; i < es->n; i++) {
		buf_add(out, buf + pos, es->v[i].off - pos);
		buf_puts(out, es->v[i].text);
		pos = es->v[i].off + es->v[i].len;
	}
	buf_add(out, buf + pos, len - pos);
	for (int k = 0; k < LEX_PAD; k++)
		buf_putc(out, '\0');
	out->len -= LEX_PAD;
}

typedef struct Lexed {
	FileComments cs;
	Tokens t;
} Lexed;

static void lex_all(const char *buf, size_t len, Lexed *x)
{
	comment_collect(buf, len, &x->cs, NULL, NULL);
	token_scan(buf, len, &x->cs, &x->t);
}

static void lexed_free(Lexed *x)
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

static bool removal(const FixEdit *e)
{
	return e && (!strcmp(e->text, "") || !strcmp(e->text, " "));
}

/*
 * Whether the parentheses at v[open] and its partner, after a sizeof,
 * hold exactly the operand sizeof takes without them (check_form.h),
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

static bool after_sizeof(const Token *v, size_t i)
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
	return removal(e) && removal(edit_at(es, v[v[i].match].off)) &&
	       (!after_sizeof(v, open) || token_is(&v[open + 1], P_LPAREN) ||
		sizeof_operand(a, v, open));
}

/*
 * Whether the edit puts a parenthesis where a has blanks or nothing:
 * sizeof's fix ("sizeof x" to "sizeof(x)").
 */
static bool paren_added(const char *a, const FixEdit *e)
{
	return blanks(a + e->off, e->len) &&
	       (!strcmp(e->text, "(") || !strcmp(e->text, ")"));
}

/*
 * Whether the parentheses added to b, at u[added[0 .. n)] (in order),
 * are pairs the lexer matches with each other, each '(' right after a
 * sizeof and around exactly the operand it took without them
 * (check_form.h).
 */
static bool added_pairs(const char *b, const Token *u, const size_t *added,
			size_t n)
{
	for (size_t k = 0; k < n; k++) {
		const Token *x = &u[added[k]];
		const char *why;
		bool partner = false, shape;

		if (x->match == TOKEN_NO_MATCH ||
		    (token_is(x, P_LPAREN) && (!after_sizeof(u, added[k]) ||
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
				       paren_added(a, &es->v[e])))); e++) {
			if (!added || !paren_added(a, &es->v[e]))
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
			if (removal(&es->v[e]))
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

	lex_all(a, alen, &x);
	lex_all(b, blen, &y);
	/*
	 * Every edit is inside a comment or turns one from // to a block
	 * or back, is exactly one allowed token's, puts blanks for blanks
	 * between them, or adds a parenthesis after a sizeof or paired
	 * with one so added.
	 */
	ok = same_comments(a, &x, b, &y, es, &inside, &outside) &&
	     same_tokens(a, x.t.v, x.t.n, b, y.t.v, y.t.n, es, &matched, added,
			 &nadded) &&
	     same_tokens(a, x.t.pp, x.t.npp, b, y.t.pp, y.t.npp, es, &matched,
			 NULL, NULL) &&
	     inside + outside + matched == es->n;
	lexed_free(&x);
	lexed_free(&y);
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
static bool guard(const char *a, size_t alen, const char *b, size_t blen,
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
			insert(&rest, e, rest.n);
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
		apply(a, alen, &rest, &mid);
		ok = mid.len == blen && guard_edits(a, alen, mid.data, mid.len, &rest);
	}
	if (ok) {
		lex_all(mid.data, mid.len, &x);
		lex_all(b, blen, &y);
		ok = x.t.n == y.t.n && x.t.npp == y.t.npp && x.cs.n == y.cs.n;
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
		lexed_free(&x);
		lexed_free(&y);
	}
	buf_free(&mid);
	free(rest.v);
	free(at);
	return ok;
}

/*
 * The guard of meaning.  The tokens compared above can be the same while
 * the meaning is not: "(T)&x" is a cast, "sizeof len" with "#define len
 * 4 + 4" parses another way with parentheses, an argument a macro
 * stringifies makes a string of its spelling, and a reordered line can
 * read what another declares.  So before a round takes a finding's
 * edits, they are looked at in the text they apply to, with the macros
 * the file defines (macro.h) expanded, and refused with a reason when:
 *   - parentheses taken away hold what may be a type (names, then stars
 *     and qualifiers) and a token that can begin an operand follows:
 *     a possible cast, unless the one name is declared in the file as
 *     a variable, parameter or enumerator and nowhere as a type;
 *   - parentheses taken away or put around sizeof's operand hold a macro
 *     of the file whose expansion is not one operand;
 *   - an edit lies in an argument of a macro of the file that
 *     stringifies or pastes it ('#', '##', here or further on);
 *   - reordered lines are not independent after expansion: one whose
 *     place changes holds __LINE__, __COUNTER__ or a pasted name, or two
 *     whose order changes are such that one reads a name the other
 *     declares.
 * The rules decline these cases themselves; the guard is there so that
 * the next fix cannot bring them back.
 */
typedef struct Vet {
	const char *buf;
	Lexed x;
	Macros m;
	ExprNames names;	/* the names it declares, when asked for */
	Buf why;		/* the reason of the last refusal */
} Vet;

static void vet_open(Vet *w, const char *buf, size_t len)
{
	memset(w, 0, sizeof(*w));
	w->buf = buf;
	lex_all(buf, len, &w->x);
	macro_collect(buf, &w->x.t, &w->m);
}

static void vet_close(Vet *w)
{
	macro_free(&w->m);
	lexed_free(&w->x);
	expr_names_free(&w->names);
	buf_free(&w->why);
}

/* Whether the name t is declared as a variable in the file, never as a type. */
static bool known_variable(Vet *w, const Token *t)
{
	size_t count;

	return expr_known_variable(&w->names, w->buf, &w->x.t, t) &&
	       !macro_find(&w->m, w->buf + t->off, t->len, &count);
}

/* Whether bytes [off, off + len) lie inside one comment. */
static bool in_comment(const FileComments *cs, size_t off, size_t len)
{
	size_t lo = 0, hi = cs->n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (cs->v[mid].c.end <= off)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < cs->n && cs->v[lo].c.start < off &&
	       off + len <= cs->v[lo].c.end;
}

static const char *refused(Vet *w, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static const char *refused(Vet *w, const char *fmt, ...)
{
	va_list ap;

	w->why.len = 0;
	va_start(ap, fmt);
	char *what = xvasprintf(fmt, ap);
	va_end(ap);
	buf_puts(&w->why, what);
	free(what);
	return w->why.data;
}

#define TOKEN_TEXT(w, t) (int)(t)->len, (w)->buf + (t)->off

/* The parentheses at v[open] and its partner taken away. */
static const char *vet_unparen(Vet *w, size_t open)
{
	const Token *v = w->x.t.v, *bad;
	size_t close = v[open].match;

	if (close == TOKEN_NO_MATCH)
		return NULL;
	bad = macro_not_operand(&w->m, v, open + 1, close);
	if (bad)
		return refused(w, "the parentheses hold %.*s, a macro of this file "
			       "whose expansion is not one operand", TOKEN_TEXT(w, bad));
	if (token_may_be_type(v, open + 1, close) && token_begins_operand(&v[close + 1]) &&
	    !(close == open + 2 && known_variable(w, &v[open + 1])))
		return refused(w, "(%.*s) may be a cast: %.*s is not known to be a "
			       "variable, and '%.*s' can begin its operand",
			       (int)(v[close].off - v[open + 1].off),
			       w->buf + v[open + 1].off, TOKEN_TEXT(w, &v[open + 1]),
			       TOKEN_TEXT(w, &v[close + 1]));
	return NULL;
}

/* Parentheses put around sizeof's operand, from v[first] to before off. */
static const char *vet_sizeof_paren(Vet *w, size_t first, size_t off)
{
	const Token *bad = macro_not_operand(&w->m, w->x.t.v, first,
					     token_index_from(&w->x.t, off));

	if (bad)
		return refused(w, "sizeof's operand holds %.*s, a macro of this "
			       "file whose expansion is not one operand",
			       TOKEN_TEXT(w, bad));
	return NULL;
}

/* A reorder of whole lines (decl-order's): independent after expansion. */
static const char *vet_reorder(Vet *w, const FixEdit *e)
{
	w->why.len = 0;
	return reorder_dependent(w->buf, &w->x.t, &w->m, e->off, e->len, e->text,
				 &w->why) ? w->why.data : NULL;
}

/* Why the edits of g may change what the code means, or NULL. */
static const char *vet_finding(Vet *w, const Finding *g)
{
	const Tokens *t = &w->x.t;

	for (unsigned k = 0; k < g->nedits; k++) {
		const FixEdit *e = &g->edit[k];
		const char *why = NULL;
		const Macro *d;
		size_t i;

		if (e->lines) {
			why = vet_reorder(w, e);
			if (why)
				return why;
			continue;
		}
		if (in_comment(&w->x.cs, e->off, e->len))
			continue;
		i = token_index_from(t, e->off);
		if (i + 1 < t->n && (d = macro_quoting(&w->m, t->v, i)))
			return refused(w, "inside an argument that %.*s, a macro of "
				       "this file, stringifies or pastes: the fix "
				       "would change the text it makes",
				       TOKEN_TEXT(w, &t->pp[d->name]));
		if (i + 1 < t->n && t->v[i].off == e->off && e->len == 1 &&
		    token_is(&t->v[i], P_LPAREN) && removal(e))
			why = vet_unparen(w, i);
		else if (paren_added(w->buf, e) && !strcmp(e->text, "(") &&
			 after_sizeof(t->v, i) && g->nedits == 2 && k == 0)
			why = vet_sizeof_paren(w, i, g->edit[1].off);
		if (why)
			return why;
	}
	return NULL;
}

char *fix_vet(const char *buf, size_t len, const Finding *g)
{
	Vet w;
	const char *why;
	char *out;

	vet_open(&w, buf, len);
	why = vet_finding(&w, g);
	out = why ? xstrdup(why) : NULL;
	vet_close(&w);
	return out;
}

/* The findings of a round whose fixes the guard refused, and why. */
typedef struct Refusals {
	struct {
		size_t finding;	/* index in the round's findings */
		char *why;
	} *v;
	size_t n, cap;
} Refusals;

static void refusals_free(Refusals *r)
{
	for (size_t i = 0; i < r->n; i++)
		free(r->v[i].why);
	free(r->v);
}

/* Take the fix from each finding of fs the guard refuses; r says which. */
static void vet_findings(const char *buf, size_t len, Findings *fs, Refusals *r)
{
	Vet w;
	bool open = false;

	for (size_t i = 0; i < r->n; i++)
		free(r->v[i].why);
	r->n = 0;
	for (size_t i = 0; i < fs->n; i++) {
		const char *why;

		if (!fs->v[i].nedits)
			continue;
		if (!open) {
			vet_open(&w, buf, len);
			open = true;
		}
		why = vet_finding(&w, &fs->v[i]);
		if (!why)
			continue;
		if (r->n == r->cap) {
			r->cap = r->cap ? 2 * r->cap : 8;
			r->v = xrealloc(r->v, r->cap * sizeof(*r->v));
		}
		r->v[r->n].finding = i;
		r->v[r->n++].why = xstrdup(why);
		fs->v[i].nedits = 0;	/* left, with no safe fix */
	}
	if (open)
		vet_close(&w);
}

void fix_buffer(const char *buf, size_t len, const char *path,
		const Settings *s, const Convention *conv, const FixLines *only,
		bool inject_bad_edit, FixResult *out, Buf *diag)
{
	Buf cur = { 0 }, next = { 0 }, scratch = { 0 };
	Edits es = { 0 };
	Ranges in = { 0 };
	Refusals refusals = { 0 };

	memset(out, 0, sizeof(*out));
	apply(buf, len, &es, &cur);
	if (only)
		lines_to_ranges(buf, len, only, &in);
	for (;;) {
		Findings fs = { 0 };
		size_t per_rule[R_NRULES] = { 0 };

		check_buffer(cur.data, cur.len, path, s, conv, &fs,
			     out->rounds ? &scratch : diag, NULL);
		scratch.len = 0;
		if (only)
			keep_in_ranges(&fs, &in);
		vet_findings(cur.data, cur.len, &fs, &refusals);
		take_edits(&fs, &es, per_rule);
		if (es.n == 0 || out->rounds == FIX_MAX_ROUNDS) {
			/* The refusals of the last round: once each. */
			out->refused = refusals.n;
			for (size_t i = 0; i < refusals.n; i++) {
				const Finding *g = &fs.v[refusals.v[i].finding];

				buf_path(diag, path);
				buf_printf(diag, ":%u:%u: %s: fix refused: %s\n", g->line,
					   g->col, rule_name(g->rule), refusals.v[i].why);
			}
			for (size_t i = 0; i < fs.n; i++)
				out->pending += fs.v[i].nedits > 0;
			out->left = fs.n - out->pending;
			out->unsettled = out->pending > 0;
			if (out->unsettled)
				buf_printf(diag, "%s: more fixes after %d rounds, each "
					   "made possible by the one before; run "
					   "uniform fix again\n", path, FIX_MAX_ROUNDS);
			findings_free(&fs);
			break;
		}
		if (inject_bad_edit && out->rounds == 0)
			es.v[0].text = "@";
		apply(cur.data, cur.len, &es, &next);
		move_ranges(&in, &es);	/* before the findings own no texts */
		out->rounds++;
		bool ok = guard(cur.data, cur.len, next.data, next.len, &es);

		findings_free(&fs);	/* it owns some of the edits' texts */
		if (!ok) {
			buf_printf(diag, "%s: internal error: the fixed text does not "
				   "lex to the same tokens and comments; the file "
				   "is left as it is\n", path);
			out->guard_failed = true;
			break;
		}
		for (int r = 0; r < R_NRULES; r++) {
			out->per_rule[r] += per_rule[r];
			out->fixed += per_rule[r];
		}
		Buf t = cur;

		cur = next;
		next = t;
	}
	out->changed = !out->guard_failed && out->rounds > 0 &&
		       (cur.len != len || memcmp(cur.data, buf, len));
	out->text = cur;
	buf_free(&next);
	buf_free(&scratch);
	free(es.v);
	free(in.v);
	refusals_free(&refusals);
}

void fix_result_free(FixResult *r)
{
	buf_free(&r->text);
}


/*
 * Writing the fixed file.  The text goes to a temporary file beside the
 * file itself (a symlink is followed: the link stays, its target is
 * fixed), which gets the original's owner, group, mode and extended
 * attributes (ACLs among them) or is given up.  Just before the
 * replacement the original is compared with what was read once more,
 * and the two files are exchanged in one step (renameat2 with
 * RENAME_EXCHANGE), so the original lives on under the temporary name;
 * compared once more, it is removed, or, when another program wrote to
 * it in between, exchanged back and reported.  A file with other hard
 * links is refused: a new file under one name would part it from the
 * others, which would keep the old text.
 *
 * Comparing cannot see a writer that opened the original before the
 * exchange and writes after the last comparison: its text would go to
 * the file that is removed.  So, where the kernel grants one (the file's
 * owner, or root; a local file system), a read lease is held on the
 * original from the last look to its removal.  A lease is refused while
 * another program has the file open for writing (then the file is left
 * alone), and any open for writing during the lease makes the kernel
 * hold that program back until the lease is released, and marks the
 * lease as broken: the exchange is then undone before the program can
 * write, and the file reported.
 */
typedef struct Target {
	const char *path;	/* as named: the messages say it */
	char *real;		/* the file itself, symlinks resolved */
	int fd;			/* the original, open for reading */
	struct stat st;		/* its status when it was opened */
	char *tmp;		/* the temporary file's name */
	int tfd;		/* the temporary file, open for writing */
	bool leased;		/* a read lease is held on fd */
} Target;

static bool write_all(int fd, const char *p, size_t n)
{
	while (n > 0) {
		ssize_t w = write(fd, p, n);

		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return false;
		p += w;
		n -= (size_t)w;
	}
	return true;
}

/* "uniform: PATH: what; not fixed" in diag; false. */
static bool refuse(const Target *t, Buf *diag, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static bool refuse(const Target *t, Buf *diag, const char *fmt, ...)
{
	va_list ap;

	buf_puts(diag, "uniform: ");
	buf_path(diag, t->path);
	buf_puts(diag, ": ");
	va_start(ap, fmt);
	char *what = xvasprintf(fmt, ap);
	va_end(ap);
	buf_puts(diag, what);
	buf_puts(diag, "; not fixed\n");
	free(what);
	return false;
}

/* Whether the open file fd holds exactly old[0..oldlen). */
static bool holds(int fd, const char *old, size_t oldlen)
{
	char chunk[65536];
	size_t pos = 0;

	for (;;) {
		ssize_t n = pread(fd, chunk, sizeof(chunk), (off_t)pos);

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return false;
		if (n == 0)
			return pos == oldlen;
		if (pos + (size_t)n > oldlen || memcmp(chunk, old + pos, (size_t)n))
			return false;
		pos += (size_t)n;
	}
}

bool fix_file_holds(const char *path, const char *data, size_t len)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
	bool yes = fd >= 0 && holds(fd, data, len);

	if (fd >= 0)
		close(fd);
	return yes;
}

/* Whether the original is as it was read: status and bytes. */
static bool intact(const Target *t, const char *old, size_t oldlen)
{
	struct stat now;

	return fstat(t->fd, &now) == 0 && now.st_size == t->st.st_size &&
	       now.st_mtim.tv_sec == t->st.st_mtim.tv_sec &&
	       now.st_mtim.tv_nsec == t->st.st_mtim.tv_nsec &&
	       holds(t->fd, old, oldlen);
}

/* Open the file itself and see that it may be replaced; else a message. */
static bool open_target(Target *t, const char *old, size_t oldlen, Buf *diag)
{
	struct stat lst;

	if (lstat(t->path, &lst) != 0)
		return refuse(t, diag, "%s", strerror(errno));
	t->real = S_ISLNK(lst.st_mode) ? realpath(t->path, NULL) : xstrdup(t->path);
	if (!t->real)
		return refuse(t, diag, "%s", strerror(errno));
	t->fd = open(t->real, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK);
	if (t->fd < 0 || fstat(t->fd, &t->st) != 0)
		return refuse(t, diag, "%s", strerror(errno));
	if (!S_ISREG(t->st.st_mode))
		return refuse(t, diag, "not a regular file");
	if (t->st.st_nlink > 1)
		return refuse(t, diag, "the file has %ju hard links, and a fix would "
			      "part them (the other names would keep the old text)",
			      (uintmax_t)t->st.st_nlink);
	if (!(t->st.st_mode & 0222))
		return refuse(t, diag, "the file is read-only");
	if (faccessat(AT_FDCWD, t->real, W_OK, AT_EACCESS) != 0)
		return refuse(t, diag, "you may not write the file: %s", strerror(errno));
	if (!intact(t, old, oldlen))
		return refuse(t, diag, "changed on disk since it was read");
	return true;
}

/* The temporary file, ".NAME.uniform-XXXXXX" beside the file itself. */
static bool make_temp(Target *t, Buf *diag)
{
	const char *slash = strrchr(t->real, '/');
	size_t dir = slash ? (size_t)(slash - t->real) + 1 : 0;
	Buf b = { 0 };

	buf_add(&b, t->real, dir);
	buf_printf(&b, ".%s.uniform-XXXXXX", t->real + dir);
	interrupt_enter();	/* after a signal: no return, the run ends */
	t->tfd = mkostemp(b.data, O_CLOEXEC);
	if (t->tfd < 0) {
		int err = errno;

		interrupt_leave();
		buf_free(&b);
		return refuse(t, diag, "cannot create a temporary file beside it: %s",
			      strerror(err));
	}
	t->tmp = b.data;
	return true;
}

/* Give the temporary file the original's extended attributes. */
static bool copy_xattrs(Target *t, Buf *diag)
{
	ssize_t n = flistxattr(t->fd, NULL, 0);

	if (n < 0 && (errno == ENOTSUP || errno == ENOSYS))
		return true;	/* the file system has none */
	if (n <= 0)
		return n == 0 || refuse(t, diag, "cannot list its extended "
					"attributes: %s", strerror(errno));
	char *names = xmalloc((size_t)n);
	bool ok = true;

	n = flistxattr(t->fd, names, (size_t)n);
	ok = n >= 0 || refuse(t, diag, "cannot list its extended attributes: %s",
			      strerror(errno));
	for (ssize_t i = 0; ok && i < n; i += (ssize_t)strlen(names + i) + 1) {
		const char *name = names + i;
		ssize_t m = fgetxattr(t->fd, name, NULL, 0);
		char *v = m >= 0 ? xmalloc((size_t)m + 1) : NULL;

		if (m >= 0)
			m = fgetxattr(t->fd, name, v, (size_t)m);
		if (m < 0 || fsetxattr(t->tfd, name, v, (size_t)m, 0) != 0)
			ok = refuse(t, diag, "cannot keep its extended attribute %s: %s",
				    name, strerror(errno));
		free(v);
	}
	free(names);
	return ok;
}

/* Owner, group, mode and extended attributes, then the text, synced. */
static bool fill_temp(Target *t, const char *new, size_t newlen, Buf *diag)
{
	if (fchown(t->tfd, t->st.st_uid, t->st.st_gid) != 0)
		return refuse(t, diag, "its owner and group (uid %ju, gid %ju) cannot "
			      "be given to the fixed file: %s",
			      (uintmax_t)t->st.st_uid, (uintmax_t)t->st.st_gid,
			      strerror(errno));
	if (fchmod(t->tfd, t->st.st_mode & 07777) != 0)
		return refuse(t, diag, "its mode cannot be kept: %s", strerror(errno));
	if (!copy_xattrs(t, diag))
		return false;
	if (!write_all(t->tfd, new, newlen) || fsync(t->tfd) != 0)
		return refuse(t, diag, "cannot write the fixed file: %s", strerror(errno));
	int fd = t->tfd;

	t->tfd = -1;
	if (close(fd) != 0)
		return refuse(t, diag, "cannot write the fixed file: %s", strerror(errno));
	return true;
}

/* The test's pause, when it is due at this point; true. */
static bool pause_if(const FixPause *pause, bool after_check)
{
	if (!pause || !pause->seconds || pause->after_check != after_check)
		return true;
	if (pause->mark) {
		int fd = open(pause->mark, O_WRONLY | O_CREAT | O_CLOEXEC, 0644);

		if (fd >= 0)
			close(fd);	/* the test may edit the file now */
	}
	sleep(pause->seconds);
	return true;
}

/* Whether NAME leads to the file that was opened (no symlink followed). */
static bool names_file(const Target *t, const char *name)
{
	struct stat now;

	return lstat(name, &now) == 0 && now.st_dev == t->st.st_dev &&
	       now.st_ino == t->st.st_ino;
}

/*
 * Take a read lease on the original; false when another program has it
 * open for writing.  The lease break's signal (SIGIO) would end the
 * process unless it is ignored, so no lease is taken where it is not
 * (interrupt_init() ignores it for fix).  Where the kernel grants no
 * lease (not the owner, a network file system), true without one.
 */
static bool lease(Target *t)
{
	struct sigaction io;

	if (sigaction(SIGIO, NULL, &io) != 0 || io.sa_handler != SIG_IGN)
		return true;
	if (fcntl(t->fd, F_SETLEASE, F_RDLCK) == 0) {
		t->leased = true;
		return true;
	}
	return errno != EAGAIN;
}

/* Whether a program opened the original for writing under the lease. */
static bool lease_broken(const Target *t)
{
	return t->leased && fcntl(t->fd, F_GETLEASE) != F_RDLCK;
}

/*
 * Put the temporary file in the original's place, if the original is
 * still as it was read; the original goes (it is under the temporary
 * name after the exchange, or gone after a plain rename).
 */
static bool replace(Target *t, const char *old, size_t oldlen,
		    const FixPause *pause, Buf *diag)
{
	pause_if(pause, false);
	if (!lease(t))
		return refuse(t, diag, "another program has it open for writing");
	if (!names_file(t, t->real) || !intact(t, old, oldlen))
		return refuse(t, diag, "changed on disk since it was read");
	pause_if(pause, true);
	if (renameat2(AT_FDCWD, t->tmp, AT_FDCWD, t->real, RENAME_EXCHANGE) != 0) {
		if (errno != EINVAL && errno != ENOSYS)
			return refuse(t, diag, "cannot replace it: %s", strerror(errno));
		/* No exchange on this file system: the last check was just now. */
		if (rename(t->tmp, t->real) != 0)
			return refuse(t, diag, "cannot replace it: %s", strerror(errno));
		free(t->tmp);
		t->tmp = NULL;
		return true;
	}
	bool opened = lease_broken(t);
	/*
	 * The temporary name must now hold the file that was read: another
	 * program may have put a new file under the name between the last
	 * look and the exchange (an editor saving by rename), and the
	 * exchange then took that file out.
	 */
	bool swapped = names_file(t, t->tmp);

	if (!opened && swapped && intact(t, old, oldlen))
		return true;	/* the original, now t->tmp, is removed */
	/*
	 * Written to since the last check, or replaced by another file (an
	 * editor that saves by rename): the other program's text wins.
	 */
	if (renameat2(AT_FDCWD, t->tmp, AT_FDCWD, t->real, RENAME_EXCHANGE) != 0) {
		buf_puts(diag, "uniform: ");
		buf_path(diag, t->path);
		buf_puts(diag, ": changed on disk while it was replaced, and cannot "
			 "be put back; the changed original is ");
		buf_path(diag, t->tmp);
		buf_putc(diag, '\n');
		free(t->tmp);
		t->tmp = NULL;	/* kept: it holds the other program's text */
		return false;
	}
	if (opened)
		return refuse(t, diag, "another program opened it for writing "
			      "while it was replaced");
	if (!swapped)
		return refuse(t, diag, "replaced by another file (a save by "
			      "rename?) while it was fixed");
	return refuse(t, diag, "changed on disk since it was read");
}

static void sync_dir(const char *path)
{
	const char *slash = strrchr(path, '/');
	char *dir = slash ? strndup(path, (size_t)(slash - path) + 1) : strdup(".");
	int fd = dir ? open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC) : -1;

	if (fd >= 0) {
		fsync(fd);
		close(fd);
	}
	free(dir);
}

bool fix_write(const char *path, const char *old, size_t oldlen,
	       const char *new, size_t newlen, const FixPause *pause, Buf *diag)
{
	Target t = { .path = path, .fd = -1, .tfd = -1 };
	bool made = false, ok;

	ok = open_target(&t, old, oldlen, diag) && (made = make_temp(&t, diag)) &&
	     fill_temp(&t, new, newlen, diag) && replace(&t, old, oldlen, pause, diag);
	if (t.tfd >= 0)
		close(t.tfd);
	if (t.tmp)
		unlink(t.tmp);	/* the original after the exchange, or ours */
	if (ok && lease_broken(&t)) {
		/*
		 * Opened for writing between the last comparison and the
		 * removal: that program, held back until the lease goes,
		 * writes to the removed original.  Rare; never silent.
		 */
		buf_puts(diag, "uniform: ");
		buf_path(diag, t.path);
		buf_puts(diag, ": fixed, but another program opened the original "
			 "for writing as it was replaced; what it writes there is "
			 "not in the fixed file\n");
		ok = false;
	}
	if (ok)
		sync_dir(t.real);
	if (made)
		interrupt_leave();
	if (t.fd >= 0)
		close(t.fd);
	free(t.tmp);
	free(t.real);
	return ok;
}
