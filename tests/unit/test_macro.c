/*
 * test_macro: assertions on the file's own macros (macro.h), run by
 * test_lex's main.
 *
 * MACROS describes the definitions a source makes, in the order
 * macro_find keeps them: "NAME" for an object-like macro, "NAME(a,b)"
 * for a function-like one ("..." last for a variadic one), then "#k" per
 * stringified and "##k" per pasted parameter, "q=MASK" for those
 * macro_quoted finds, and "= body".  EXPANDS expands the code of a
 * source and gives its tokens' texts ("#" for a stringified argument,
 * "!" after a name painted), then the flags: "+pasted", "+counter",
 * "+unsure", and "xN" macros expanded.
 */
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "syntax/comment.h"
#include "fix/fix.h"
#include "syntax/lex.h"
#include "syntax/macro.h"
#include "syntax/token.h"

int test_macro(int *passes);

typedef struct Src {
	char *buf;
	FileComments cs;
	Tokens t;
	Macros m;
} Src;

static void src_open(Src *s, const char *text)
{
	size_t len = strlen(text);

	memset(s, 0, sizeof(*s));
	s->buf = calloc(1, len + LEX_PAD);
	memcpy(s->buf, text, len);
	comment_collect(s->buf, len, &s->cs, NULL, NULL);
	token_scan(s->buf, len, &s->cs, &s->t);
	macro_collect(s->buf, &s->t, &s->m);
}

static void src_close(Src *s)
{
	macro_free(&s->m);
	token_free(&s->t);
	comment_free(&s->cs);
	free(s->buf);
}

static void text(Buf *b, const char *buf, const Token *t)
{
	if (b->len)
		buf_putc(b, ' ');
	buf_add(b, buf + t->off, t->len);
}

static void describe_macro(const Src *s, const Macro *d, Buf *b)
{
	const Token *pp = s->t.pp;

	buf_add(b, s->buf + pp[d->name].off, pp[d->name].len);
	if (d->function) {
		buf_putc(b, '(');
		for (uint32_t k = 0; k < d->nparam; k++) {
			const Token *p = &pp[s->m.params[d->param + k]];

			buf_printf(b, "%s%.*s", k ? "," : "", (int)p->len, s->buf + p->off);
		}
		buf_putc(b, ')');
	}
	for (unsigned k = 0; k < d->nparam; k++) {
		if (macro_param_in(d->hashed, k))
			buf_printf(b, " #%u", k);
		if (macro_param_in(d->pasted, k))
			buf_printf(b, " ##%u", k);
	}
	if (macro_quoted(&s->m, d))
		buf_printf(b, " q=%llx", (unsigned long long)macro_quoted(&s->m, d));
	buf_puts(b, " =");
	for (uint32_t i = d->body; i < d->end; i++)
		buf_printf(b, " %.*s", (int)pp[i].len, s->buf + pp[i].off);
}

static int report(int line, const char *got, const char *want, int *passes)
{
	if (!strcmp(got, want)) {
		printf("pass macro:%d\n", line);
		++*passes;
		return 0;
	}
	printf("fail macro:%d\n  want:   %s\n  got:    %s\n", line, want, got);
	return 1;
}

static int check_macros(int line, const char *src, const char *want, int *passes)
{
	Src s;
	Buf b = { 0 };
	int bad;

	src_open(&s, src);
	for (size_t i = 0; i < s.m.n; i++) {
		if (i)
			buf_puts(&b, "; ");
		describe_macro(&s, &s.m.v[i], &b);
	}
	buf_putc(&b, '\0');
	bad = report(line, b.data, want, passes);
	buf_free(&b);
	src_close(&s);
	return bad;
}

static int check_expands(int line, const char *src, const char *want, int *passes)
{
	Src s;
	Buf b = { 0 };
	MacroOut o = { 0 };
	int bad;

	src_open(&s, src);
	macro_expand(&s.m, s.t.v, s.t.n - 1, &o);
	for (size_t i = 0; i < o.n; i++) {
		if (o.v[i].kind == TK_STR && s.buf[o.v[i].off] == '#')
			buf_puts(&b, b.len ? " #" : "#");
		else
			text(&b, s.buf, &o.v[i]);
		if (o.v[i].flags & MACRO_TF_PAINTED)
			buf_putc(&b, '!');
	}
	buf_printf(&b, "%s%s%s x%u", o.flags & MX_PASTED ? " +pasted" : "",
		   o.flags & MX_COUNTER ? " +counter" : "",
		   o.flags & MX_UNSURE ? " +unsure" : "", o.expanded);
	buf_putc(&b, '\0');
	bad = report(line, b.data, want, passes);
	buf_free(&b);
	macro_out_free(&o);
	src_close(&s);
	return bad;
}

/* Brackets of an expansion are matched among its own tokens. */
static int check_matched(int *passes)
{
	Src s;
	MacroOut o = { 0 };
	char got[64];

	src_open(&s, "#define P(x) (x)\nf(P(a[1]));\n");
	macro_expand(&s.m, s.t.v, s.t.n - 1, &o);
	/* f ( ( a [ 1 ] ) ) ; */
	snprintf(got, sizeof(got), "%u %u %u", o.v[1].match, o.v[2].match, o.v[4].match);
	macro_out_free(&o);
	src_close(&s);
	return report(__LINE__, got, "8 7 6", passes);
}

/*
 * macro_quoting and macro_not_operand at the first token spelled at in
 * the code of src (with "to" its end for the second): the macro's name
 * or "-", then the name or "-".
 */
static int check_at(int line, const char *src, const char *at, const char *to,
		    const char *want, int *passes)
{
	Src s;
	char got[128];
	size_t k = 0, e = 0;

	src_open(&s, src);
	for (size_t i = 0; i + 1 < s.t.n; i++) {
		const Token *t = &s.t.v[i];

		if (!k && t->len == strlen(at) && !memcmp(s.buf + t->off, at, t->len))
			k = i;
		if (k && !e && i > k && t->len == strlen(to) &&
		    !memcmp(s.buf + t->off, to, t->len))
			e = i;
	}
	const Macro *d = macro_quoting(&s.m, s.t.v, k);
	const Token *n = macro_not_operand(&s.m, s.t.v, k, e ? e : k + 1);

	snprintf(got, sizeof(got), "%.*s %.*s", d ? (int)s.t.pp[d->name].len : 1,
		 d ? s.buf + s.t.pp[d->name].off : "-", n ? (int)n->len : 1,
		 n ? s.buf + n->off : "-");
	src_close(&s);
	return report(line, got, want, passes);
}

/*
 * The guard of meaning on one finding of src: "ok", or its reason up to
 * the first ':'.  With paren set, the finding takes away the first '('
 * of src after at, and its ')'; else it puts "sizeof" at at in
 * parentheses ("sizeof x;" to "sizeof(x);").
 */
static int check_vet(int line, const char *src, const char *at, bool paren,
		     const char *want, int *passes)
{
	size_t len = strlen(src);
	char *buf = calloc(1, len + LEX_PAD), got[160];
	Finding g = { .nedits = 2 };
	size_t open, close, depth = 0;

	memcpy(buf, src, len);
	open = (size_t)(strstr(buf, at) - buf);
	if (paren) {
		open += strcspn(buf + open, "(");
		for (close = open; close < len; close++) {
			depth += buf[close] == '(';
			depth -= buf[close] == ')';
			if (!depth)
				break;
		}
		g.edit[0] = (FixEdit){ open, 1, "", false };
		g.edit[1] = (FixEdit){ close, 1, "", false };
	} else {
		open += strlen("sizeof");
		close = open + strcspn(buf + open, ";");
		g.edit[0] = (FixEdit){ open, 1, "(", false };
		g.edit[1] = (FixEdit){ close, 0, ")", false };
	}
	char *why = fix_vet(buf, len, &g);

	snprintf(got, sizeof(got), "%s", why ? why : "ok");
	if (strchr(got, ':'))
		*strchr(got, ':') = '\0';
	free(why);
	free(buf);
	return report(line, got, want, passes);
}

/* The guard of meaning on the lines "from" of src put as "to". */
static int check_reorder(int line, const char *src, const char *from,
			 const char *to, const char *want, int *passes)
{
	size_t len = strlen(src);
	char *buf = calloc(1, len + LEX_PAD), got[160];
	Finding g = { .nedits = 1 };

	memcpy(buf, src, len);
	g.edit[0] = (FixEdit){ (size_t)(strstr(buf, from) - buf), strlen(from), to, true };
	char *why = fix_vet(buf, len, &g);

	snprintf(got, sizeof(got), "%s", why ? why : "ok");
	free(why);
	free(buf);
	return report(line, got, want, passes);
}

#define REORDER(src, from, to, want) \
	bad += check_reorder(__LINE__, src, from, to, want, passes)
#define UNPAREN(src, at, want) bad += check_vet(__LINE__, src, at, true, want, passes)
#define SIZEOF(src, at, want) bad += check_vet(__LINE__, src, at, false, want, passes)

#define AT(src, at, to, want) bad += check_at(__LINE__, src, at, to, want, passes)
#define MACROS(src, want) bad += check_macros(__LINE__, src, want, passes)
#define EXPANDS(src, want) bad += check_expands(__LINE__, src, want, passes)

int test_macro(int *passes)
{
	int bad = 0;

	MACROS("#define N 4 + 4\n", "N = 4 + 4");
	MACROS("#define F(a, b) a + b\n", "F(a,b) = a + b");
	/* A blank before the '(' makes it the body's. */
	MACROS("#define G (a) + 1\n", "G = ( a ) + 1");
	MACROS("#define E()\n#define V(f, ...) f(__VA_ARGS__)\n#define W(x...) x\n",
	       "E() =; V(f,...) = f ( __VA_ARGS__ ); W(x) = x");
	MACROS("#define S(x) #x\n#define C(a, b) a ## b\n#define M(x, y) # y x\n",
	       "C(a,b) ##0 ##1 q=3 = a ## b; M(x,y) #1 q=2 = # y x; S(x) #0 q=1 = # x");
	/* __stringify passes its argument to a macro that quotes it. */
	MACROS("#define Q1(x) #x\n#define Q(x) Q1(x)\n#define R(x, y) Q(y) + x\n",
	       "Q(x) q=1 = Q1 ( x ); Q1(x) #0 q=1 = # x; R(x,y) q=2 = Q ( y ) + x");
	/* Not definitions; a second definition is kept after the first. */
	MACROS("#undef N\n#define\n#define 1\n#define B(x\n#define N 1\n#define N 2\n",
	       "N = 1; N = 2");
	MACROS("# define X y\n#  define Y\n", "X = y; Y =");

	EXPANDS("int a = N;\n", "int a = N ; x0");
	EXPANDS("#define N 4 + 4\nint a = sizeof N;\n", "int a = sizeof 4 + 4 ; x1");
	EXPANDS("#define A_PLUS (a + 1)\nint b = A_PLUS;\n", "int b = ( a + 1 ) ; x1");
	EXPANDS("#define F(x, y) y - x\nF(1, (2, 3));\n", "( 2 , 3 ) - 1 ; x1");
	/* Arguments are expanded before they are put in, and the result again. */
	EXPANDS("#define ONE 1\n#define TWICE(x) x + x\n#define T TWICE\nT(ONE);\n",
		"1 + 1 ; x4");
	/* A function-like name with no '(' after it stays a name. */
	EXPANDS("#define F(x) x\nint F;\nF(2);\n", "int F ; 2 ; x1");
	/* A macro inside its own expansion is left, painted, as C does. */
	EXPANDS("#define foo foo + 1\nfoo;\n", "foo! + 1 ; x1");
	EXPANDS("#define a b\n#define b a\na;\n", "a! ; x2");
	EXPANDS("#define f(x) x * f(x)\nf(2);\n", "2 * f! ( 2 ) ; x1");
	EXPANDS("#define S(x) #x\n#define C(a, b) a ## b\nS(y + 1); C(p, q);\n",
		"# ; p ; +pasted x2");
	EXPANDS("#define L __LINE__\nint l = L;\n", "int l = __LINE__ ; +counter x1");
	EXPANDS("int c = __COUNTER__;\n", "int c = __COUNTER__ ; +counter x0");
	EXPANDS("#define V(f, ...) f(__VA_ARGS__)\nV(g, 1, 2);\n",
		"g ( 1 , 2 ) ; x1");
	/* The '(' a name in an expansion waits for may come from the rest. */
	EXPANDS("#define F(x) x\n#define G F\nG(3);\n", "3 ; x2");
	EXPANDS("#define F(x) x\nF(1;\n", "F ( 1 ; +unsure x0");
	bad += check_matched(passes);

	/* In an argument stringified here or further on, or pasted. */
	AT("#define S(x) #x\nS(a * b);\n", "a", "b", "S -");
	AT("#define Q1(x) #x\n#define Q(x) Q1(x)\nf(Q(g(a)));\n", "a", ")", "Q -");
	AT("#define T(a, b) a + #b\nT(x, y);\n", "x", ";", "- -");
	AT("#define T(a, b) a + #b\nT(x, y);\n", "y", ";", "T -");
	AT("#define V(f, ...) #__VA_ARGS__\nV(x, y, z);\n", "z", ";", "V -");
	AT("#define C(a, b) a ## b\nC(x, y);\n", "y", ";", "C -");
	/* The search ends with the statement; a macro of another file is unknown. */
	AT("#define S(x) #x\nS(a); b;\n", "b", ";", "- -");
	AT("S(a);\n", "a", ")", "- -");
	/* Expansions that are one operand, and not. */
	AT("#define len 4 + 4\nn = sizeof len;\n", "len", ";", "- len");
	AT("#define one (4 + 4)\n#define p s.a[1]\nn = one * p;\n", "one", ";", "- -");
	AT("#define F(x) x - 1\nn = F(2) * 3;\n", "F", ";", "- F");
	AT("#define F(x) (x - 1)\nn = F(2) * 3;\n", "F", ";", "- -");
	AT("#define N\nn = N;\n", "N", ";", "- N");
	/* A definition is in force from its line to an #undef of it. */
	AT("#define N 4 + 4\n#undef N\nn = sizeof N;\n", "N", ";", "- -");
	AT("n = sizeof N;\n#define N 4 + 4\n", "N", ";", "- -");
	AT("#define N 4 + 4\n#undef N\n#define N 2 * 2\nn = sizeof N;\n", "N", ";", "- N");
	AT("#define S(x) #x\n#undef S\nS(a * b);\n", "a", "b", "- -");

	/* The guard of meaning, on edits no rule offers now. */
	UNPAREN("void f(void) { n = (LPBYTE)&x; }\n", "= ", "(LPBYTE) may be a cast");
	UNPAREN("void f(void) { n = (unsigned long)-1; }\n", "= ",
		"(unsigned long) may be a cast");
	UNPAREN("void f(void) { n = (struct s *)p; }\n", "= ", "(struct s *) may be a cast");
	UNPAREN("void f(int v) { n = (v)&x; }\n", "= ", "ok");
	UNPAREN("typedef int v;\nvoid f(int v) { n = (v)&x; }\n", "= ", "(v) may be a cast");
	UNPAREN("void f(void) { n = (a.b)&x; }\n", "= ", "ok");
	UNPAREN("void f(void) { n = (T); }\n", "= ", "ok");
	UNPAREN("#define N 4 + 4\nvoid f(void) { n = (N) * 2; }\n", "= ",
		"the parentheses hold N, a macro of this file whose expansion is not one operand");
	UNPAREN("#define N (4 + 4)\nvoid f(void) { n = (N); }\n", "= ", "ok");
	UNPAREN("#define S(x) #x\nvoid f(void) { puts(S((a == b) && c)); }\n", "(a ==",
		"inside an argument that S, a macro of this file, stringifies or pastes");
	UNPAREN("#define S(x) #x\nvoid f(void) { puts(S(a)); n = ((a == b) && c); }\n",
		"n = (", "ok");
	SIZEOF("#define len 4 + 4\nint n = sizeof len;\n", "sizeof",
	       "sizeof's operand holds len, a macro of this file whose expansion is not "
	       "one operand");
	SIZEOF("#define len (4 + 4)\nint n = sizeof len;\n", "sizeof", "ok");
	REORDER("#define A (a + 1)\nint a;\nvoid f(void)\n{\n\tint b = A;\n\tlong a = 4;\n}\n",
		"\tint b = A;\n\tlong a = 4;", "\tlong a = 4;\n\tint b = A;",
		"line 5 reads a, which line 6 declares, and the reorder changes which "
		"comes first (the file's macros expanded)");
	REORDER("#define L __COUNTER__\nvoid f(void)\n{\n\tint b = L;\n\tlong a = 4;\n}\n",
		"\tint b = L;\n\tlong a = 4;", "\tlong a = 4;\n\tint b = L;",
		"line 4, moved, holds __LINE__ or __COUNTER__ once the file's macros are expanded");
	REORDER("void f(int *p)\n{\n\tint b = *p;\n\tlong a = p[1];\n}\n",
		"\tint b = *p;\n\tlong a = p[1];", "\tlong a = p[1];\n\tint b = *p;", "ok");
	REORDER("#define A (a + 1)\nvoid f(void)\n{\n\tint c = 1;\n\tlong a = 4;\n\tint b = A;\n}\n",
		"\tint c = 1;\n\tlong a = 4;\n\tint b = A;", "\tlong a = 4;\n\tint b = A;\n\tint c = 1;",
		"ok");
	return bad;
}
