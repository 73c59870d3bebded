/*
 * decl_safe: what decl-order's fix must know of a declaration line
 * before it moves it.
 *
 * A line is pinned to its place (it may not change places with another
 * line of its run) when it declares a label (__label__, which must come
 * first), defines a structure, union or enumeration (a later line may
 * use it), declares a variable with a cleanup (cleanup(f), __free(f),
 * __cleanup(f): the cleanups run in the reverse order of the
 * declarations), reads __LINE__ or __COUNTER__ (the place is the
 * value), or whose initializer uses a name that may be a macro hiding a
 * call or a name of the run: a name the file does not define (as a
 * macro, a function, a variable at file scope or an enumerator) that is
 * written in capitals or used like a call, unless decl_safe_pure lists
 * it.  All this is asked of the line with the file's own macros
 * expanded (macro.h): "#define NEXT next()" hides a call, "#define N n"
 * a name, and one whose expansion pastes tokens or goes too deep pins
 * the line.  An initializer that reads a volatile (jiffies, or what the file
 * declares volatile) keeps its order with another that does.
 */
#include "syntax/decl_safe.h"

#include <stdlib.h>
#include <string.h>

#include "base/buf.h"

/*
 * Names written in capitals or used like calls that hide no call and no
 * name: constants of the C library and of the kernel, and macros that
 * only compute from their arguments.  Sorted (strcmp).
 */
static const char *const decl_safe_pure[] = {
	/* C */
	"CHAR_BIT", "INT_MAX", "INT_MIN", "LLONG_MAX", "LLONG_MIN",
	"LONG_MAX", "LONG_MIN", "NULL", "SIZE_MAX", "UINT_MAX", "ULLONG_MAX",
	"ULONG_MAX", "USHRT_MAX", "offsetof", "strlen",
	/* errno */
	"E2BIG", "EACCES", "EAGAIN", "EBADF", "EBUSY", "ECHILD", "EEXIST",
	"EFAULT", "EFBIG", "EINTR", "EINVAL", "EIO", "EISDIR", "EMFILE",
	"EMLINK", "EMSGSIZE", "ENFILE", "ENOBUFS", "ENODATA", "ENODEV",
	"ENOENT", "ENOEXEC", "ENOMEM", "ENOSPC", "ENOSYS", "ENOTDIR",
	"ENOTSUPP", "ENOTTY", "ENXIO", "EOPNOTSUPP", "EPERM", "EPIPE",
	"EPROTO", "ERANGE", "EROFS", "ESPIPE", "ESRCH", "ETIMEDOUT", "EXDEV",
	/* the kernel's constants and arithmetic */
	"ALIGN", "ARRAY_SIZE", "BIT", "BITS_PER_LONG", "BIT_ULL",
	"DIV_ROUND_UP", "ETH_ALEN", "FIELD_GET", "FIELD_PREP", "GENMASK",
	"GENMASK_ULL", "HZ", "IFNAMSIZ", "PAGE_SHIFT", "PAGE_SIZE", "S16_MAX",
	"S16_MIN", "S32_MAX", "S32_MIN", "S64_MAX", "S64_MIN", "S8_MAX",
	"S8_MIN", "U16_MAX", "U32_MAX", "U64_MAX", "U8_MAX", "clamp",
	"clamp_t", "container_of", "max", "max_t", "min", "min_t",
	"offsetofend", "round_down", "round_up", "sizeof_field",
	/* the kernel's byte order */
	"be16_to_cpu", "be32_to_cpu", "be64_to_cpu", "cpu_to_be16",
	"cpu_to_be32", "cpu_to_be64", "cpu_to_le16", "cpu_to_le32",
	"cpu_to_le64", "htonl", "htons", "le16_to_cpu", "le32_to_cpu",
	"le64_to_cpu", "ntohl", "ntohs",
	/* the kernel's accessors: a pointer or a field from their argument */
	"dev_net", "eth_hdr", "inet6_sk", "inet_sk", "ip_hdr", "ipv6_hdr",
	"netdev_priv", "nla_data", "nla_len", "nlmsg_data", "qdisc_priv",
	"sock_net", "tcp_hdr", "tcp_sk", "udp_hdr", "udp_sk",
};

/* Volatiles of the kernel a file reads without declaring them. */
static const char *const decl_safe_volatile[] = { "jiffies", "jiffies_64" };

static bool is_name(const Token *k)
{
	return k->kind == TK_IDENT && k->kw == KW_NONE;
}

static int cmp_name(const void *x, const void *y)
{
	const DeclName *a = x, *b = y;
	int c = memcmp(a->s, b->s, a->n < b->n ? a->n : b->n);

	return c ? c : (a->n > b->n) - (a->n < b->n);
}

static void add(DeclName **v, size_t *n, size_t *cap, const char *buf,
		const Token *k)
{
	if (*n == *cap) {
		*cap = *cap ? 2 * *cap : 64;
		*v = xrealloc(*v, *cap * sizeof(**v));
	}
	(*v)[(*n)++] = (DeclName){ buf + k->off, k->len };
}

/* Whether the sorted list v[0 .. n) holds name. */
static bool listed(const DeclName *v, size_t n, DeclName name)
{
	return n && bsearch(&name, v, n, sizeof(*v), cmp_name);
}

/* Whether the table of strings holds name. */
static bool in_table(const char *const *v, size_t n, DeclName name)
{
	for (size_t i = 0; i < n; i++)
		if (strlen(v[i]) == name.n && !memcmp(v[i], name.s, name.n))
			return true;
	return false;
}

/* The name a "volatile" at t->v[i] qualifies: the next declarator's. */
static const Token *qualified(const Tokens *t, size_t i)
{
	for (size_t j = i + 1; j < t->n && j < i + 32; j++) {
		const Token *k = &t->v[j], *n = k + 1;

		if (token_is(k, P_SEMI) || token_is(k, P_LBRACE) ||
		    token_is(k, P_RBRACE))
			return NULL;
		if (is_name(k) && (token_is(n, P_SEMI) || token_is(n, P_ASSIGN) ||
				   token_is(n, P_COMMA) || token_is(n, P_LBRACK)))
			return k;
	}
	return NULL;
}

/*
 * Whether the name at t->v[i], outside braces, is declared there: a
 * function's (before its '(') or a variable's (before what ends a
 * declarator), after a type, a name or a star.
 */
static bool declared_at_top(const Tokens *t, size_t i)
{
	const Token *p = &t->v[i - 1], *n = &t->v[i + 1];

	if (!(p->kind == TK_IDENT || token_is(p, P_STAR)))
		return false;
	return token_is(n, P_LPAREN) || token_is(n, P_SEMI) ||
	       token_is(n, P_ASSIGN) || token_is(n, P_COMMA) ||
	       token_is(n, P_LBRACK);
}

/* Whether the name at t->v[i] is an enumerator of the braces ending at end. */
static bool enumerator(const Tokens *t, size_t i, size_t end)
{
	const Token *p = &t->v[i - 1], *n = &t->v[i + 1];

	return end != TOKEN_NO_MATCH && i < end &&
	       (token_is(p, P_LBRACE) || token_is(p, P_COMMA)) &&
	       (token_is(n, P_COMMA) || token_is(n, P_ASSIGN) ||
		token_is(n, P_RBRACE));
}

/* The names and macros the file defines, and what it declares volatile. */
static void collect(DeclFile *f)
{
	const Tokens *t = f->t;
	size_t cap = 0, vcap = 0, depth = 0, enum_end = TOKEN_NO_MATCH;

	f->made = true;
	for (size_t i = 1; i + 1 < t->n; i++) {
		const Token *k = &t->v[i];

		if (token_is(k, P_LBRACE)) {
			depth++;
			if (t->v[i - 1].kw == KW_ENUM ||
			    (i > 1 && t->v[i - 2].kw == KW_ENUM))
				enum_end = k->match;
		} else if (token_is(k, P_RBRACE) && depth) {
			depth--;
		} else if (k->kind == TK_IDENT && k->kw == KW_QUAL &&
			   token_spelled(f->buf, k, "volatile") && qualified(t, i)) {
			add(&f->vols, &f->nvols, &vcap, f->buf, qualified(t, i));
		} else if (is_name(k) && ((!depth && declared_at_top(t, i)) ||
					  enumerator(t, i, enum_end))) {
			add(&f->defs, &f->ndefs, &cap, f->buf, k);
		}
	}
	if (f->ndefs)
		qsort(f->defs, f->ndefs, sizeof(*f->defs), cmp_name);
	if (f->nvols)
		qsort(f->vols, f->nvols, sizeof(*f->vols), cmp_name);
}

/* Pin l for why, naming k (or nothing when k is NULL); the first pin stays. */
static void pin(DeclLine *l, const char *buf, const Token *k, DeclPin why)
{
	if (l->pin != DP_NONE)
		return;
	l->pin = why;
	if (k)
		l->pin_name = (DeclName){ buf + k->off, k->len };
}

/* What pins the line of tokens v[0 .. n) by its form. */
static void pinned_form(const char *buf, const Token *v, size_t n, DeclLine *l)
{
	if (token_spelled(buf, &v[0], "__label__"))
		pin(l, buf, NULL, DP_LABEL);
	for (size_t k = 0; k + 1 < n; k++) {
		const Token *x = &v[k];

		if ((x->kw == KW_STRUCT || x->kw == KW_UNION || x->kw == KW_ENUM) &&
		    (token_is(&x[1], P_LBRACE) ||
		     (k + 2 < n && token_is(&x[2], P_LBRACE))))
			pin(l, buf, NULL, DP_TYPE);
		if (x->kind == TK_IDENT && token_is(&x[1], P_LPAREN) &&
		    (token_spelled(buf, x, "cleanup") ||
		     token_spelled(buf, x, "__cleanup__") ||
		     token_spelled(buf, x, "__cleanup") ||
		     token_spelled(buf, x, "__free")))
			pin(l, buf, x, DP_CLEANUP);
		if (token_spelled(buf, x, "__LINE__") ||
		    token_spelled(buf, x, "__COUNTER__"))
			pin(l, buf, x, DP_PLACE);
	}
}

/* Whether the name k is on the list of pure ones. */
static bool is_pure(const char *buf, const Token *k)
{
	return in_table(decl_safe_pure, sizeof(decl_safe_pure) /
			sizeof(*decl_safe_pure), (DeclName){ buf + k->off, k->len });
}

/*
 * Whether the name k, which the line's initializer uses, may be a macro
 * hiding a call or a name: the file does not define it, it is written in
 * capitals or used like a call, and it is not known to be pure.
 */
static bool hides(DeclFile *f, const Token *k)
{
	DeclName name = { f->buf + k->off, k->len };

	if ((token_has_lower(f->buf, k) && !token_is(&k[1], P_LPAREN)) ||
	    is_pure(f->buf, k))
		return false;
	size_t count;

	macro_find(macro_lazy(f->macros), name.s, name.n, &count);
	return !count && !listed(f->defs, f->ndefs, name);
}

/* Whether the name k is a volatile. */
static bool is_volatile(DeclFile *f, const Token *k)
{
	DeclName name = { f->buf + k->off, k->len };

	if (in_table(decl_safe_volatile, sizeof(decl_safe_volatile) /
		     sizeof(*decl_safe_volatile), name))
		return true;
	return listed(f->vols, f->nvols, name);
}

/*
 * The initializers of the line v[0 .. n), and whether one has an
 * effect: a call, ++, --, an assignment (a second '=', one inside
 * parentheses, an operator like "+="); an '=' in braces is a
 * designator's.  The names they read that are volatiles or may hide a
 * call or a name.
 */
static void initializer(DeclFile *f, const Token *v, size_t n, DeclLine *l)
{
	int paren = 0, brace = 0;
	bool in_init = false;

	for (size_t k = 0; k < n; k++) {
		const Token *x = &v[k];

		if (token_is(x, P_LPAREN) || token_is(x, P_LBRACK))
			paren++;
		else if (token_is(x, P_RPAREN) || token_is(x, P_RBRACK))
			paren--;
		else if (token_is(x, P_LBRACE))
			brace++;
		else if (token_is(x, P_RBRACE))
			brace--;
		else if (!paren && !brace && token_is(x, P_COMMA))
			in_init = false;
		if (token_is(x, P_ASSIGN) && !brace) {
			l->effect |= in_init || paren;
			in_init = l->init = true;
		}
		if (in_init && (token_is(x, P_INC) || token_is(x, P_DEC) ||
				token_is(x, P_ASSIGN_OP) ||
				(k && token_is(x, P_LPAREN) && is_name(&v[k - 1]) &&
				 !is_pure(f->buf, &v[k - 1]))))
			l->effect = true;
		if (!in_init || !is_name(x) || (k && (token_is(&v[k - 1], P_DOT) ||
						      token_is(&v[k - 1], P_ARROW))))
			continue;
		if (!l->vol.n && is_volatile(f, x))
			l->vol = (DeclName){ f->buf + x->off, x->len };
		if (hides(f, x))
			pin(l, f->buf, x, DP_HIDES);
	}
}

void decl_safe_line(DeclFile *f, size_t first, size_t last, DeclLine *l)
{
	MacroOut o = { 0 };
	MemHold hold;

	if (!f->made)
		collect(f);
	l->init = l->effect = false;
	l->vol = l->pin_name = (DeclName){ NULL, 0 };
	l->pin = DP_NONE;
	mem_hold(&hold, macro_out_release, &o);
	macro_expand(macro_lazy(f->macros), &f->t->v[first], last - first + 1, &o);
	mem_let_go(&hold);
	l->use = o.v;
	l->nuse = o.n;
	if (o.flags & (MX_PASTED | MX_UNSURE))
		pin(l, f->buf, NULL, DP_UNSURE);
	pinned_form(f->buf, l->use, l->nuse, l);
	initializer(f, l->use, l->nuse, l);
}

void decl_safe_line_free(DeclLine *l)
{
	free(l->use);
	l->use = NULL;
	l->nuse = 0;
}

void decl_safe_release(void *f)
{
	decl_safe_free(f);
}

void decl_safe_free(DeclFile *f)
{
	free(f->defs);
	free(f->vols);
	f->defs = f->vols = NULL;
	f->ndefs = f->nvols = 0;
	f->made = false;
}

void decl_safe_why(const DeclLine *l, unsigned line, Buf *why)
{
	int n = (int)l->pin_name.n;
	const char *s = l->pin_name.s;

	switch (l->pin) {
	case DP_NONE:
		return;
	case DP_LABEL:
		buf_printf(why, "line %u declares a local label (__label__), "
			   "which goes first", line);
		return;
	case DP_TYPE:
		buf_printf(why, "line %u defines a type a later line may use", line);
		return;
	case DP_CLEANUP:
		buf_printf(why, "line %u has a cleanup (%.*s), and cleanups run in "
			   "the reverse order of the declarations", line, n, s);
		return;
	case DP_PLACE:
		buf_printf(why, "line %u reads %.*s, which is where it is", line, n, s);
		return;
	case DP_UNSURE:
		buf_printf(why, "line %u uses a macro of the file that pastes "
			   "tokens or goes too deep to follow", line);
		return;
	case DP_HIDES:
		buf_printf(why, "line %u uses %.*s, which may be a macro hiding a "
			   "call or a name", line, n, s);
		return;
	}
}
