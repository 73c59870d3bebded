/*
 * vet: the guard of meaning, which refuses a fix that could change what
 * the code means.
 *
 * The tokens the guard (guard.c) compares can be the same while the
 * meaning is not: "(T)&x" is a cast, "sizeof len" with "#define len
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
#include "fix/fix.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "fix/fix_internal.h"
#include "syntax/expr.h"
#include "syntax/macro.h"
#include "syntax/reorder.h"
#include "syntax/token.h"

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
	fix_lex_all(buf, len, &w->x);
	macro_collect(buf, &w->x.t, &w->m);
}

static void vet_close(Vet *w)
{
	macro_free(&w->m);
	fix_lexed_free(&w->x);
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
		if (t->over)	/* the guard could not read them either */
			return refused(w, "%s", "the file has more tokens than "
				       "its memory budget, and the fix could "
				       "not be verified (see the warning)");
		if (in_comment(&w->x.cs, e->off, e->len))
			continue;
		i = token_index_from(t, e->off);
		if (i + 1 < t->n && (d = macro_quoting(&w->m, t->v, i)))
			return refused(w, "inside an argument that %.*s, a macro of "
				       "this file, stringifies or pastes: the fix "
				       "would change the text it makes",
				       TOKEN_TEXT(w, &t->pp[d->name]));
		if (i + 1 < t->n && t->v[i].off == e->off && e->len == 1 &&
		    token_is(&t->v[i], P_LPAREN) && fix_removal(e))
			why = vet_unparen(w, i);
		else if (fix_paren_added(w->buf, e) && !strcmp(e->text, "(") &&
			 fix_after_sizeof(t->v, i) && g->nedits == 2 && k == 0)
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

void fix_refusals_free(Refusals *r)
{
	for (size_t i = 0; i < r->n; i++)
		free(r->v[i].why);
	free(r->v);
}

/* Take the fix from each finding of fs the guard refuses; r says which. */
void fix_vet_findings(const char *buf, size_t len, Findings *fs,
		      Refusals *r)
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
