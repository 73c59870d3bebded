/*
 * macro: the file's own macros, read from its #define directives, and
 * the expansion of tokens with them (macro.h).
 *
 * A definition is read from the directive's tokens: '#', "define", the
 * name, then, when a '(' follows the name with no blank between, the
 * parameters up to the ')', and the rest is the body.  Expansion is the
 * preprocessor's, recursive: a function-like macro's arguments are
 * expanded before they are put in (unless a '#' or '##' takes them as
 * written), and the result is scanned again with the macro switched off,
 * so that a name of a macro inside its own expansion stays a name.
 */
#include "syntax/macro.h"

#include <stdlib.h>
#include <string.h>

#include "base/buf.h"

/* Nesting of expansions, and tokens of one, beyond which it is unsure. */
#define MACRO_MAX_DEPTH 64
#define MACRO_MAX_TOKENS (1u << 20)
/* Macros passing an argument on, followed for macro_quoted. */
#define MACRO_QUOTE_DEPTH 8

static bool spelled(const char *buf, const Token *t, const char *s, size_t n)
{
	return t->len == n && !memcmp(buf + t->off, s, n);
}

static int cmp_name(const Macros *m, const Macro *a, const Macro *b)
{
	const Token *x = &m->t->pp[a->name], *y = &m->t->pp[b->name];
	size_t n = x->len < y->len ? x->len : y->len;
	int c = memcmp(m->buf + x->off, m->buf + y->off, n);

	if (c)
		return c;
	if (x->len != y->len)
		return x->len < y->len ? -1 : 1;
	return a->name < b->name ? -1 : a->name > b->name;
}

/* By name, then in the file's order: a stable merge sort, bottom up. */
static void sort_macros(Macros *m)
{
	Macro *tmp = m->n ? xmalloc(m->n * sizeof(*tmp)) : NULL;

	for (size_t w = 1; w < m->n; w *= 2) {
		for (size_t lo = 0; lo < m->n; lo += 2 * w) {
			size_t mid = lo + w < m->n ? lo + w : m->n;
			size_t hi = lo + 2 * w < m->n ? lo + 2 * w : m->n;
			size_t i = lo, j = mid, k = lo;

			while (i < mid || j < hi)
				tmp[k++] = j >= hi || (i < mid && cmp_name(m, &m->v[i], &m->v[j]) <= 0) ?
					   m->v[i++] : m->v[j++];
		}
		memcpy(m->v, tmp, m->n * sizeof(*tmp));
	}
	free(tmp);
}

static void add_param(Macros *m, uint32_t at, size_t *cap)
{
	if (m->nparams == *cap) {
		*cap = *cap ? 2 * *cap : 64;
		m->params = xrealloc(m->params, *cap * sizeof(*m->params));
	}
	m->params[m->nparams++] = at;
}

/*
 * Read the parameters of d from pp[i], the token after its '(': names
 * between commas, a "..." last; the index after the ')', or 0.
 */
static uint32_t read_params(Macros *m, Macro *d, uint32_t i, uint32_t end,
			    size_t *cap)
{
	const Token *pp = m->t->pp;

	d->param = (uint32_t)m->nparams;
	if (i < end && token_is(&pp[i], P_RPAREN))
		return i + 1;
	while (i < end) {
		if (token_is(&pp[i], P_ELLIPSIS)) {
			d->variadic = true;
			add_param(m, i, cap);
			i++;
		} else if (pp[i].kind == TK_IDENT) {
			add_param(m, i, cap);
			i++;
			if (i < end && token_is(&pp[i], P_ELLIPSIS)) {
				d->variadic = true;	/* GNU's "args..." */
				i++;
			}
		} else {
			return 0;
		}
		d->nparam++;
		if (i < end && token_is(&pp[i], P_RPAREN))
			return i + 1;
		if (d->variadic || i >= end || !token_is(&pp[i], P_COMMA))
			return 0;
		i++;
	}
	return 0;
}

const Macro *macro_at(const Macros *m, const char *s, size_t n, size_t at,
		      size_t *live)
{
	size_t count;
	const Macro *d = macro_find(m, s, n, &count), *last = NULL;

	*live = 0;
	for (size_t c = 0; c < count; c++) {
		if (d[c].from < at && at < d[c].until) {
			last = &d[c];
			++*live;
		}
	}
	return last;
}

int macro_param(const Macros *m, const Macro *d, const char *s, size_t n)
{
	const Token *pp = m->t->pp;

	for (uint32_t k = 0; k < d->nparam; k++) {
		const Token *p = &pp[m->params[d->param + k]];

		if (token_is(p, P_ELLIPSIS) ? n == 11 && !memcmp(s, "__VA_ARGS__", 11) :
		    p->len == n && !memcmp(m->buf + p->off, s, n))
			return (int)k;
	}
	if (d->variadic && n == 11 && !memcmp(s, "__VA_ARGS__", 11))
		return (int)d->nparam - 1;
	return -1;
}

/* The parameter pp[i] names in d's body, or -1. */
static int param_at(const Macros *m, const Macro *d, uint32_t i)
{
	const Token *t = &m->t->pp[i];

	if (!d->function || t->kind != TK_IDENT)
		return -1;
	return macro_param(m, d, m->buf + t->off, t->len);
}

static uint64_t bit(int k)
{
	return 1ull << (k < MACRO_PARAM_BITS ? k : MACRO_PARAM_BITS - 1);
}

/* Which parameters d's body stringifies or pastes. */
static void mark_quoted(const Macros *m, Macro *d)
{
	const Token *pp = m->t->pp;

	for (uint32_t i = d->body; i < d->end; i++) {
		int k;

		if (d->function && token_is(&pp[i], P_HASH) && i + 1 < d->end &&
		    (k = param_at(m, d, i + 1)) >= 0)
			d->hashed |= bit(k);
		if (!token_is(&pp[i], P_HASHHASH))
			continue;
		if (i > d->body && (k = param_at(m, d, i - 1)) >= 0)
			d->pasted |= bit(k);
		if (i + 1 < d->end && (k = param_at(m, d, i + 1)) >= 0)
			d->pasted |= bit(k);
	}
}

/* Each #undef ends the definitions of its name made before it. */
static void end_undefined(Macros *m)
{
	const Tokens *t = m->t;

	for (size_t k = 0; m->n && k < t->ndir; k++) {
		uint32_t i = t->dir[k].first, end = t->dir[k].end;
		const Token *pp = t->pp;
		size_t count;
		const Macro *d;

		if (end < i + 3 || !token_is(&pp[i], P_HASH) ||
		    !spelled(m->buf, &pp[i + 1], "undef", 5) || pp[i + 2].kind != TK_IDENT)
			continue;
		d = macro_find(m, m->buf + pp[i + 2].off, pp[i + 2].len, &count);
		for (size_t c = 0; c < count; c++) {
			Macro *e = &m->v[(size_t)(d - m->v) + c];

			if (e->from < t->dir[k].off && e->until == UINT32_MAX)
				e->until = t->dir[k].off;
		}
	}
}

void macro_collect(const char *buf, const Tokens *t, Macros *out)
{
	size_t cap = 0, pcap = 0;

	memset(out, 0, sizeof(*out));
	out->buf = buf;
	out->t = t;
	for (size_t k = 0; k < t->ndir; k++) {
		uint32_t i = t->dir[k].first, end = t->dir[k].end;
		const Token *pp = t->pp;
		Macro d = { 0 };

		if (end < i + 3 || !token_is(&pp[i], P_HASH) ||
		    !spelled(buf, &pp[i + 1], "define", 6) ||
		    pp[i + 2].kind != TK_IDENT)
			continue;
		d.name = i + 2;
		d.body = i + 3;
		d.end = end;	/* the directive's TK_EOF */
		if (d.body < end && token_is(&pp[d.body], P_LPAREN) &&
		    !(pp[d.body].flags & TF_SPACE)) {
			size_t mark = out->nparams;

			d.function = true;
			d.body = read_params(out, &d, d.body + 1, end, &pcap);
			if (!d.body) {
				out->nparams = mark;
				continue;
			}
		}
		d.from = t->dir[k].off;
		d.until = UINT32_MAX;
		mark_quoted(out, &d);
		if (out->n == cap) {
			cap = cap ? 2 * cap : 64;
			out->v = xrealloc(out->v, cap * sizeof(*out->v));
		}
		out->v[out->n++] = d;
	}
	sort_macros(out);
	end_undefined(out);
}

void macro_free(Macros *m)
{
	free(m->v);
	free(m->params);
	memset(m, 0, sizeof(*m));
}

void macro_release(void *m)
{
	macro_free(m);
}

void macro_out_release(void *o)
{
	macro_out_free(o);
}

const Macro *macro_find(const Macros *m, const char *s, size_t n,
			size_t *count)
{
	size_t lo = 0, hi = m->n;

	*count = 0;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		const Token *x = &m->t->pp[m->v[mid].name];
		size_t k = x->len < n ? x->len : n;
		int c = memcmp(m->buf + x->off, s, k);

		if (c < 0 || (!c && x->len < n))
			lo = mid + 1;
		else
			hi = mid;
	}
	for (size_t i = lo; i < m->n && spelled(m->buf, &m->t->pp[m->v[i].name], s, n); i++)
		++*count;
	return *count ? &m->v[lo] : NULL;
}

/*
 * The arguments of an invocation whose '(' is v[open], split at the
 * commas outside brackets (with a variadic d, the commas of the last
 * are its own): arg[k] is the index of the first token of argument k,
 * arg[nargs] one past the ')'.  The index of the ')', or 0 when there
 * is none before n.
 */
static size_t split_args(const Token *v, size_t open, size_t n, const Macro *d,
			 size_t **arg, size_t *nargs)
{
	size_t depth = 0, cap = 8;

	*arg = xmalloc(cap * sizeof(**arg));
	(*arg)[0] = open + 1;
	*nargs = 0;
	for (size_t i = open + 1; i < n; i++) {
		if (token_is(&v[i], P_LPAREN) || token_is(&v[i], P_LBRACK) ||
		    token_is(&v[i], P_LBRACE)) {
			depth++;
		} else if (token_is(&v[i], P_RPAREN) || token_is(&v[i], P_RBRACK) ||
			   token_is(&v[i], P_RBRACE)) {
			if (depth == 0 && token_is(&v[i], P_RPAREN)) {
				(*arg)[++*nargs] = i + 1;
				return i;
			}
			if (depth)
				depth--;
		} else if (depth == 0 && token_is(&v[i], P_COMMA) &&
			   (!d || !d->variadic || *nargs + 1 < d->nparam)) {
			if (*nargs + 2 >= cap)
				*arg = xrealloc(*arg, (cap *= 2) * sizeof(**arg));
			(*arg)[++*nargs] = i + 1;
		}
	}
	return 0;
}

/* The tokens of argument k: v[arg[k] .. arg[k + 1] - 1), none past nargs. */
static void arg_range(const size_t *arg, size_t nargs, size_t k, size_t *from,
		      size_t *to)
{
	*from = *to = 0;
	if (k < nargs) {
		*from = arg[k];
		*to = arg[k + 1] - 1;
	}
}

static uint64_t quoted_depth(const Macros *m, const Macro *d, unsigned depth);

/*
 * The parameters of d passed, in its body, to a parameter of another
 * function-like macro of the file that quotes it.
 */
static uint64_t passed_on(const Macros *m, const Macro *d, unsigned depth)
{
	const Token *pp = m->t->pp;
	uint64_t mask = 0;

	for (uint32_t i = d->body; i + 1 < d->end; i++) {
		size_t count, *arg, nargs, close;
		const Macro *e;

		if (pp[i].kind != TK_IDENT || !token_is(&pp[i + 1], P_LPAREN))
			continue;
		e = macro_find(m, m->buf + pp[i].off, pp[i].len, &count);
		if (!e || !e->function)
			continue;
		close = split_args(pp, i + 1, d->end, e, &arg, &nargs);
		for (size_t c = 0; c < count; c++) {
			uint64_t q = quoted_depth(m, &e[c], depth + 1);

			for (size_t k = 0; close && k < nargs; k++) {
				size_t from, to;

				if (!macro_param_in(q, (unsigned)k))
					continue;
				arg_range(arg, nargs, k, &from, &to);
				for (size_t j = from; j < to; j++) {
					int p = param_at(m, d, (uint32_t)j);

					if (p >= 0)
						mask |= bit(p);
				}
			}
		}
		free(arg);
	}
	return mask;
}

static uint64_t quoted_depth(const Macros *m, const Macro *d, unsigned depth)
{
	if (!d->function)
		return 0;
	if (depth > MACRO_QUOTE_DEPTH)
		return ~0ull;
	return d->hashed | d->pasted | passed_on(m, d, depth);
}

uint64_t macro_quoted(const Macros *m, const Macro *d)
{
	return quoted_depth(m, d, 0);
}

/* The macros being expanded, innermost last: switched off in a rescan. */
typedef struct Active {
	const Macro *d;
	const struct Active *up;
} Active;

static bool active(const Active *a, const Macro *d)
{
	for (; a; a = a->up)
		if (a->d == d)
			return true;
	return false;
}

static void put(MacroOut *o, Token t)
{
	if (o->n == o->cap) {
		o->cap = o->cap ? 2 * o->cap : 64;
		o->v = xrealloc(o->v, o->cap * sizeof(*o->v));
	}
	t.flags &= (uint8_t)~TF_PP;
	t.match = TOKEN_NO_MATCH;
	o->v[o->n++] = t;
}

static void expand(const Macros *m, const Token *in, size_t n, MacroOut *out,
		   const Active *act, unsigned depth, size_t at);

/*
 * Tokens in[from .. to) put in a body, after a '##' when paste is set:
 * then the first is joined to the token before it (left as that one).
 */
static void put_pasted(MacroOut *o, const Token *in, size_t from, size_t to,
		       bool *paste)
{
	if (*paste && from < to) {
		from++;
		o->flags |= MX_PASTED;
	}
	*paste = false;
	for (size_t i = from; i < to; i++)
		put(o, in[i]);
}

/*
 * The body of d with the arguments (in v, split at arg) put in: into
 * tmp, before it is scanned again.
 */
static void substitute(const Macros *m, const Macro *d, const Token *v,
		       const size_t *arg, size_t nargs, MacroOut *tmp,
		       const Active *act, unsigned depth, size_t at)
{
	const Token *pp = m->t->pp;
	bool paste = false;

	for (uint32_t i = d->body; i < d->end; i++) {
		int k = param_at(m, d, i);
		size_t from, to;

		if (token_is(&pp[i], P_HASHHASH)) {
			paste = true;
			tmp->flags |= MX_PASTED;
			continue;
		}
		if (d->function && token_is(&pp[i], P_HASH) && i + 1 < d->end &&
		    param_at(m, d, i + 1) >= 0) {
			Token s = pp[i];

			s.kind = TK_STR;
			s.p = P_NONE;
			put_pasted(tmp, &s, 0, 1, &paste);
			i++;
			continue;
		}
		if (k < 0) {
			put_pasted(tmp, pp, i, i + 1, &paste);
			continue;
		}
		arg_range(arg, nargs, (size_t)k, &from, &to);
		if (paste || (i + 1 < d->end && token_is(&pp[i + 1], P_HASHHASH))) {
			put_pasted(tmp, v, from, to, &paste);
			continue;
		}
		MacroOut e = { 0 };

		expand(m, v + from, to - from, &e, act, depth + 1, at);
		put_pasted(tmp, e.v, 0, e.n, &paste);
		tmp->flags |= e.flags;
		tmp->expanded += e.expanded;
		macro_out_free(&e);
	}
}

static bool counter(const Token *t, const char *buf)
{
	return spelled(buf, t, "__LINE__", 8) || spelled(buf, t, "__COUNTER__", 11);
}

/*
 * Whether the expansion res ends with the name of a function-like macro,
 * not painted, and in[from .. n) begins with the '(' it waits for.
 */
static bool waits(const Macros *m, const MacroOut *res, const Token *in,
		  size_t from, size_t n, size_t at)
{
	const Token *t = res->n ? &res->v[res->n - 1] : NULL;
	size_t count;
	const Macro *d;

	if (!t || t->kind != TK_IDENT || (t->flags & MACRO_TF_PAINTED) ||
	    from >= n || !token_is(&in[from], P_LPAREN))
		return false;
	d = macro_at(m, m->buf + t->off, t->len, at, &count);
	return d && d->function;
}

static void expand(const Macros *m, const Token *in, size_t n, MacroOut *out,
		   const Active *act, unsigned depth, size_t at)
{
	for (size_t i = 0; i < n; i++) {
		const Token *t = &in[i];
		size_t count, *arg = NULL, nargs = 0, close = i;
		const Macro *d;

		if (t->kind != TK_IDENT || (t->flags & MACRO_TF_PAINTED)) {
			put(out, *t);
			continue;
		}
		if (counter(t, m->buf))
			out->flags |= MX_COUNTER;
		d = macro_at(m, m->buf + t->off, t->len, at, &count);
		if (d && active(act, d)) {
			Token p = *t;

			p.flags |= MACRO_TF_PAINTED;
			put(out, p);
			continue;
		}
		if (!d || (d->function && (i + 1 == n || !token_is(&in[i + 1], P_LPAREN)))) {
			put(out, *t);
			continue;
		}
		if (depth >= MACRO_MAX_DEPTH || out->n >= MACRO_MAX_TOKENS) {
			out->flags |= MX_UNSURE;
			put(out, *t);
			continue;
		}
		if (d->function && !(close = split_args(in, i + 1, n, d, &arg, &nargs))) {
			free(arg);
			out->flags |= MX_UNSURE;
			put(out, *t);
			continue;
		}
		MacroOut tmp = { 0 }, res = { 0 };
		Active here = { d, act };

		substitute(m, d, in, arg, nargs, &tmp, act, depth, at);
		free(arg);
		out->expanded++;
		if (tmp.n)
			tmp.v[0].flags = (uint8_t)((tmp.v[0].flags & ~(TF_BOL | TF_SPACE)) |
						   (t->flags & (TF_BOL | TF_SPACE)));
		expand(m, tmp.v, tmp.n, &res, &here, depth + 1, at);
		out->flags |= tmp.flags | res.flags;
		out->expanded += tmp.expanded + res.expanded;
		macro_out_free(&tmp);
		if (waits(m, &res, in, close + 1, n, at)) {
			/* Its '(' follows in the rest: scan the name with the rest. */
			Token last = res.v[res.n - 1];

			for (size_t k = 0; k + 1 < res.n; k++)
				put(out, res.v[k]);
			res.n = 0;
			put(&res, last);
			for (size_t k = close + 1; k < n; k++)
				put(&res, in[k]);
			expand(m, res.v, res.n, out, act, depth + 1, at);
			macro_out_free(&res);
			return;
		}
		for (size_t k = 0; k < res.n; k++)
			put(out, res.v[k]);
		macro_out_free(&res);
		i = close;
	}
}

/* Pair the brackets of v[from .. n) among themselves. */
static void match_brackets(Token *v, size_t from, size_t n)
{
	size_t *open = NULL, nopen = 0, cap = 0;

	for (size_t i = from; i < n; i++) {
		Punct p = v[i].kind == TK_PUNCT ? v[i].p : P_NONE;

		if (p == P_LPAREN || p == P_LBRACK || p == P_LBRACE) {
			if (nopen == cap)
				open = xrealloc(open, (cap = cap ? 2 * cap : 16) * sizeof(*open));
			open[nopen++] = i;
		} else if ((p == P_RPAREN || p == P_RBRACK || p == P_RBRACE) && nopen &&
			   v[open[nopen - 1]].p + 1u == (unsigned)p) {
			nopen--;
			v[open[nopen]].match = (uint32_t)i;
			v[i].match = (uint32_t)open[nopen];
		}
	}
	free(open);
}

void macro_expand(const Macros *m, const Token *in, size_t n, MacroOut *out)
{
	size_t from = out->n;

	expand(m, in, n, out, NULL, 0, n ? in[0].off : 0);
	match_brackets(out->v, from, out->n);
}

void macro_out_free(MacroOut *o)
{
	free(o->v);
	memset(o, 0, sizeof(*o));
}

/* The index of the argument holding v[k] of the invocation at v[open]. */
static size_t arg_index(const Token *v, size_t open, size_t k)
{
	size_t idx = 0;

	for (size_t i = open + 1; i < k; i++) {
		if ((token_is(&v[i], P_LPAREN) || token_is(&v[i], P_LBRACK) ||
		     token_is(&v[i], P_LBRACE)) && v[i].match != TOKEN_NO_MATCH &&
		    v[i].match < k)
			i = v[i].match;
		else
			idx += token_is(&v[i], P_COMMA);
	}
	return idx;
}

/* Whether a definition of name in force there quotes argument idx. */
static const Macro *quotes(const Macros *m, const Token *name, size_t idx)
{
	size_t count;
	const Macro *d = macro_find(m, m->buf + name->off, name->len, &count);

	for (size_t c = 0; c < count; c++) {
		size_t k = idx;

		if (!d[c].function || d[c].from >= name->off || name->off >= d[c].until)
			continue;
		if (d[c].variadic && k >= d[c].nparam)
			k = d[c].nparam - 1;
		if (macro_param_in(macro_quoted(m, &d[c]), (unsigned)k))
			return &d[c];
	}
	return NULL;
}

const Macro *macro_quoting(const Macros *m, const Token *v, size_t k)
{
	if (!m->n)
		return NULL;
	for (size_t i = k; i > 0;) {
		const Token *t = &v[--i];

		if (token_is(t, P_SEMI) || token_is(t, P_LBRACE) || token_is(t, P_RBRACE))
			return NULL;
		if ((token_is(t, P_RPAREN) || token_is(t, P_RBRACK)) &&
		    t->match != TOKEN_NO_MATCH && t->match < i) {
			i = t->match;
			continue;
		}
		if (!token_is(t, P_LPAREN) || i == 0 || v[i - 1].kind != TK_IDENT)
			continue;
		const Macro *d = quotes(m, &v[i - 1], arg_index(v, i, k));

		if (d)
			return d;
	}
	return NULL;
}

/* Whether v[0 .. n) is one operand, as macro_not_operand says. */
static bool one_operand(const Token *v, size_t n)
{
	size_t i = 0;

	if (n == 0)
		return false;
	if (v[0].kind == TK_STR) {
		while (i < n && v[i].kind == TK_STR)
			i++;
	} else if ((v[0].kind == TK_IDENT && (v[0].kw == KW_NONE || v[0].kw == KW_TRUE ||
					      v[0].kw == KW_FALSE)) ||
		   v[0].kind == TK_NUM || v[0].kind == TK_CHAR) {
		i = 1;
	} else if (token_is(&v[0], P_LPAREN) && v[0].match != TOKEN_NO_MATCH) {
		i = v[0].match + 1;
	} else {
		return false;
	}
	while (i < n) {
		if ((token_is(&v[i], P_LBRACK) || token_is(&v[i], P_LPAREN)) &&
		    v[i].match != TOKEN_NO_MATCH)
			i = v[i].match + 1;
		else if ((token_is(&v[i], P_DOT) || token_is(&v[i], P_ARROW)) &&
			 i + 1 < n && v[i + 1].kind == TK_IDENT)
			i += 2;
		else if (token_is(&v[i], P_INC) || token_is(&v[i], P_DEC))
			i++;
		else
			return false;
	}
	return true;
}

const Token *macro_not_operand(const Macros *m, const Token *v, size_t from,
			       size_t to)
{
	for (size_t i = from; m->n && i < to; i++) {
		size_t count, end = i + 1;
		const Macro *d;

		if (v[i].kind != TK_IDENT ||
		    !(d = macro_at(m, m->buf + v[i].off, v[i].len, v[i].off, &count)))
			continue;
		if (d->function) {
			if (i + 1 >= to || !token_is(&v[i + 1], P_LPAREN))
				continue;	/* a name, not an invocation */
			if (v[i + 1].match == TOKEN_NO_MATCH || v[i + 1].match >= to)
				return &v[i];
			end = v[i + 1].match + 1;
		}
		MacroOut o = { 0 };

		macro_expand(m, v + i, end - i, &o);
		bool one = !(o.flags & MX_UNSURE) && one_operand(o.v, o.n);

		macro_out_free(&o);
		if (!one || count > 1)
			return &v[i];
		i = end - 1;
	}
	return NULL;
}
