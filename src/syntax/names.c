/*
 * names: the names a file declares.
 *
 * The counting pass of check runs names_count over every file when
 * long-identifier is on, so that a directory's names say what length is
 * usual there (majority.c keeps the counts per directory); the
 * expression rules ask names_declared which names are variables.  Both
 * parse as the expression rules do, with only the declaration hook, and
 * with every declaration read (none is stepped over as plain): a
 * declaration the parser takes back (a statement parsed again another
 * way) takes its names back with it.
 */
#include "syntax/names.h"

#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "syntax/comment.h"

static void on_declare(void *ctx, const ExprFile *f, uint32_t tok, DeclKind k)
{
	DeclaredNames *s = ctx;

	if (s->n == s->cap) {
		s->cap = s->cap ? 2 * s->cap : 256;
		s->v = xrealloc(s->v, s->cap * sizeof(*s->v));
	}
	s->v[s->n++] = (Declared){ tok, (uint8_t)k, f->in_define };
}

static size_t on_mark(void *ctx)
{
	return ((DeclaredNames *)ctx)->n;
}

static void on_rollback(void *ctx, size_t mark)
{
	((DeclaredNames *)ctx)->n = mark;
}

void names_declared(const char *buf, const Tokens *t, DeclaredNames *out)
{
	/* long_name 0: every name is long, so every declaration is read. */
	ExprHooks h = { .declare = on_declare, .mark = on_mark,
			.rollback = on_rollback, .ctx = out, .skip_plain = true,
			.long_name = 0 };

	expr_parse(buf, t, &h);
}

static void declared_release(void *p)
{
	free(((DeclaredNames *)p)->v);
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
	DeclaredNames s = { 0 };
	MemHold hold[3];	/* should memory run out on the way (buf.h) */

	if (len > TOKEN_MAX_LEN)
		return;
	mem_hold(&hold[0], comments_release, &fc);
	mem_hold(&hold[1], tokens_release, &t);
	mem_hold(&hold[2], declared_release, &s);
	comment_collect(buf, len, &fc, NULL, NULL);
	token_scan(buf, len, &fc, &t);
	if (!t.over)	/* the file's check says so */
		names_declared(buf, &t, &s);
	for (size_t i = 0; i < s.n; i++) {
		const Token *v = s.v[i].in_define ? t.pp : t.v;
		uint32_t n = v[s.v[i].tok].len;

		hist[n < NAMES_BINS ? n : NAMES_BINS - 1]++;
	}
	mem_let_go(&hold[2]);
	mem_let_go(&hold[1]);
	mem_let_go(&hold[0]);
	free(s.v);
	token_free(&t);
	comment_free(&fc);
}

/*
 * --- variables in scope ---
 *
 * A variable declared in braces is seen in the outermost braces around
 * it (its function, as a rule: a name declared in an inner block is
 * still one of the function's variables, not a type), one declared
 * outside every brace in the whole file after it, and a parameter in the
 * braces that follow its list when nothing ends the declaration first
 * (a definition's, not a prototype's).  A name also declared otherwise
 * (a typedef, a field, a macro) still counts as a variable where one is
 * seen.
 */
#define NAMES_FILE_SCOPE UINT32_MAX

struct NameBlock {
	uint32_t start;		/* the ';' or '}' before, at file scope */
	uint32_t open, close;
};

struct ScopedName {
	uint32_t tok;		/* the declaring token */
	uint32_t scope;		/* the '{' of its braces, or NAMES_FILE_SCOPE */
};

void names_scopes_free(NameScopes *s)
{
	free(s->v);
	free(s->b);
	*s = (NameScopes){ 0 };
}

/* The outermost braces of the code, in order. */
static void outer_blocks(const Tokens *t, NameScopes *s)
{
	size_t cap = 0;
	uint32_t start = 0;

	for (uint32_t k = 0; t->v[k].kind != TK_EOF; k++) {
		const Token *x = &t->v[k];

		if (token_is(x, P_SEMI)) {
			start = k;
		} else if (token_is(x, P_LBRACE) && x->match != TOKEN_NO_MATCH &&
			   x->match > k) {
			if (s->nb == cap) {
				cap = cap ? 2 * cap : 64;
				s->b = xrealloc(s->b, cap * sizeof(*s->b));
			}
			s->b[s->nb++] = (struct NameBlock){ start, k, x->match };
			start = k = x->match;
		}
	}
}

/* The index of the first block opening after token k. */
static size_t block_after(const NameScopes *s, uint32_t k)
{
	size_t lo = 0, hi = s->nb;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (s->b[mid].open <= k)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* The '{' of the outermost braces around token k, or NAMES_FILE_SCOPE. */
static uint32_t block_of(const NameScopes *s, uint32_t k)
{
	size_t i = block_after(s, k);

	return i > 0 && s->b[i - 1].close > k ? s->b[i - 1].open :
	       NAMES_FILE_SCOPE;
}

/* Where the name declared at d is seen; 0 when it is not a variable's. */
static uint32_t scope_of(const NameScopes *s, const Declared *d)
{
	uint32_t in = block_of(s, d->tok);
	size_t next;

	if (d->in_define)
		return 0;
	if (d->kind == DK_VARIABLE)
		return in;
	if (d->kind != DK_PARAMETER || in != NAMES_FILE_SCOPE)
		return 0;
	next = block_after(s, d->tok);
	return next < s->nb && s->b[next].start < d->tok ? s->b[next].open : 0;
}

typedef struct ScopeOrder {
	const char *buf;
	const Token *v;
} ScopeOrder;

/* By spelling, then scope. */
static int name_scope_cmp(const ScopeOrder *o, const struct ScopedName *x,
			  const struct ScopedName *y)
{
	const Token *s = &o->v[x->tok], *u = &o->v[y->tok];
	int c = memcmp(o->buf + s->off, o->buf + u->off,
		       s->len < u->len ? s->len : u->len);

	if (c || s->len != u->len)
		return c ? c : s->len < u->len ? -1 : 1;
	return (x->scope > y->scope) - (x->scope < y->scope);
}

/* By spelling, then scope, then position. */
static int scope_cmp(const void *a, const void *b, void *ctx)
{
	const struct ScopedName *x = a, *y = b;
	int c = name_scope_cmp(ctx, x, y);

	return c ? c : (x->tok > y->tok) - (x->tok < y->tok);
}

void names_scopes(const char *buf, const Tokens *t, NameScopes *out)
{
	DeclaredNames d = { 0 };
	MemHold hold;
	ScopeOrder o = { buf, t->v };

	*out = (NameScopes){ 0 };
	mem_hold(&hold, declared_release, &d);
	outer_blocks(t, out);
	names_declared(buf, t, &d);
	out->v = xmalloc((d.n + 1) * sizeof(*out->v));
	for (size_t i = 0; i < d.n; i++) {
		uint32_t scope = scope_of(out, &d.v[i]);

		if (scope)
			out->v[out->n++] = (struct ScopedName){ d.v[i].tok, scope };
	}
	mem_let_go(&hold);
	free(d.v);
	qsort_r(out->v, out->n, sizeof(*out->v), scope_cmp, &o);
}

/* Whether the name at use is declared in scope before use. */
static bool seen_in(const NameScopes *s, const ScopeOrder *o, uint32_t use,
		    uint32_t scope)
{
	struct ScopedName key = { use, scope };
	size_t lo = 0, hi = s->n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (name_scope_cmp(o, &s->v[mid], &key) < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	/* The first of its spelling and scope is the earliest. */
	return lo < s->n && !name_scope_cmp(o, &s->v[lo], &key) &&
	       s->v[lo].tok < use;
}

bool names_variable(const NameScopes *s, const char *buf, const Tokens *t,
		    uint32_t use)
{
	ScopeOrder o = { buf, t->v };
	uint32_t in = block_of(s, use);

	return seen_in(s, &o, use, NAMES_FILE_SCOPE) ||
	       (in != NAMES_FILE_SCOPE && seen_in(s, &o, use, in));
}
