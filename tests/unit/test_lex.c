/*
 * test_lex: one-line assertions on the lexer and the comment classes.
 *
 * Each CHECK lexes a source string (its exact bytes, NULs included) and
 * compares a compact description of what was found: "LINE:COL class" per
 * comment, "+t" when trailing, "!msg" for each warning, separated by
 * "; ".  Every assertion prints "pass NAME" or "fail NAME".
 *
 * Each source is also written to a file and lexed as it is read, in
 * chunks of 1, 2, 3, 7, 16, 17 and 100 bytes, which must give the same
 * description: that exercises every way a window can end inside a
 * construct.  A seeded random differential test does the same on
 * generated sources made of the bytes that matter to the lexer.
 *
 * TOKENS checks the expression rules' tokenizer the same way: each token
 * as its text, then "#" for a directive's, "_" for one after blanks and
 * "^" for one first on its line; "|" closes a directive.  The sources
 * put runs of identifier bytes and blanks across the 64-byte blocks the
 * tokenizer classifies at a time.  The keyword lookup and the parser's
 * stepping over of statements with nothing to report have a test each.
 *
 * GENERATED checks the markers of generated files: the line of the
 * comment that says so, or 0 for a file written by hand.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "aspects/aspect.h"
#include "base/buf.h"
#include "census/census.h"
#include "syntax/comment.h"
#include "syntax/expr.h"
#include "input/generated.h"
#include "base/json.h"
#include "syntax/lex.h"
#include "input/source.h"
#include "syntax/token.h"

int test_macro(int *passes);

typedef struct Got {
	Buf out;		/* the description */
	const char *src;	/* padded copy of the source */
	size_t len;
} Got;

static void sep(Buf *b)
{
	if (b->len)
		buf_puts(b, "; ");
}

static void on_comment(void *p, const char *buf, size_t len,
		       const LexComment *c)
{
	Got *g = p;

	sep(&g->out);
	buf_printf(&g->out, "%u:%u %s%s", c->line, c->col,
		   comment_class_name(comment_classify(buf, len, c)),
		   c->trailing ? "+t" : "");
}

static void on_warning(void *p, unsigned line, unsigned col, const char *msg)
{
	Got *g = p;

	sep(&g->out);
	buf_printf(&g->out, "!%u:%u %s", line, col, msg);
}

static int failures, passes;
static char tmp_path[] = "/tmp/test_lex.XXXXXX";

/* The description of a whole-buffer scan; the caller frees it. */
static char *describe(const char *src, size_t len)
{
	char *copy = calloc(1, len + LEX_PAD);
	Got g = { { 0 }, copy, len };
	LexHooks h = { on_comment, NULL, on_warning, &g };

	memcpy(copy, src, len);
	lex_comments(copy, len, &h);
	free(copy);
	return g.out.data ? g.out.data : calloc(1, 1);
}

/* The description of the same source lexed from a file, chunk by chunk. */
static char *describe_stream(const char *src, size_t len, size_t chunk)
{
	Got g = { { 0 }, NULL, 0 };
	LexHooks h = { on_comment, NULL, on_warning, &g };
	Source s = { 0 };
	Buf msg = { 0 };
	FILE *f = fopen(tmp_path, "wb");

	fwrite(src, 1, len, f);
	fclose(f);
	if (source_lex(&s, tmp_path, &h, chunk, &msg) != SRC_OK)
		buf_printf(&g.out, "[source: %s]", msg.data ? msg.data : "?");
	source_free(&s);
	buf_free(&msg);
	return g.out.data ? g.out.data : calloc(1, 1);
}

static void show(const char *src, size_t len)
{
	printf("  source: ");
	for (size_t i = 0; i < len; i++)
		printf(src[i] >= ' ' && src[i] < 127 ? "%c" : "\\x%02x",
		       (unsigned char)src[i]);
	printf("\n");
}

/* Whether lexing from a file in every chunk size agrees with want. */
static int stream_agrees(const char *src, size_t len, const char *want)
{
	static const size_t chunks[] = { 1, 2, 3, 7, 16, 17, 100 };

	if (memchr(src, '\0', len))	/* a binary file: skipped, by design */
		return 1;
	for (size_t i = 0; i < sizeof(chunks) / sizeof(chunks[0]); i++) {
		char *got = describe_stream(src, len, chunks[i]);
		int same = !strcmp(got, want);

		if (!same) {
			show(src, len);
			printf("  whole:  %s\n  chunk %zu: %s\n", want, chunks[i], got);
		}
		free(got);
		if (!same)
			return 0;
	}
	return 1;
}

static void check(int line, const char *src, size_t len, const char *want)
{
	char *got = describe(src, len);

	if (strcmp(got, want)) {
		printf("fail lex:%d\n", line);
		show(src, len);
		printf("  want:   %s\n  got:    %s\n", want, got);
		failures++;
	} else if (!stream_agrees(src, len, got)) {
		printf("fail lex:%d (stream)\n", line);
		failures++;
	} else {
		printf("pass lex:%d\n", line);
		passes++;
	}
	free(got);
}

/* A padded copy of src, its comments and its tokens. */
static char *tokenize(const char *src, size_t len, FileComments *cs, Tokens *t)
{
	char *buf = calloc(1, len + LEX_PAD);

	memcpy(buf, src, len);
	comment_collect(buf, len, cs, NULL, NULL);
	token_scan(buf, len, cs, t);
	return buf;
}

/* The tokens of src, described as TOKENS's comment says. */
static char *describe_tokens(const char *src, size_t len)
{
	FileComments cs = { 0 };
	Tokens t = { 0 };
	Buf out = { 0 };
	char *buf = tokenize(src, len, &cs, &t);

	for (size_t i = 0; i + 1 < t.n; i++) {
		sep(&out);
		buf_printf(&out, "%s%s%.*s", t.v[i].flags & TF_BOL ? "^" : "",
			   t.v[i].flags & TF_SPACE ? "_" : "", (int)t.v[i].len,
			   buf + t.v[i].off);
	}
	for (size_t i = 0; i < t.npp; i++) {
		sep(&out);
		if (t.pp[i].kind == TK_EOF)
			buf_putc(&out, '|');
		else
			buf_printf(&out, "#%.*s", (int)t.pp[i].len, buf + t.pp[i].off);
	}
	buf_putc(&out, '\0');
	token_free(&t);
	comment_free(&cs);
	free(buf);
	return out.data;
}

static void check_tokens(int line, const char *src, size_t len,
			 const char *want)
{
	char *got = describe_tokens(src, len);

	if (strcmp(got, want)) {
		printf("fail token:%d\n  want:   %s\n  got:    %s\n", line, want,
		       got);
		failures++;
	} else {
		printf("pass token:%d\n", line);
		passes++;
	}
	free(got);
}

#define TOKENS(src, want) check_tokens(__LINE__, src, sizeof(src) - 1, want)

/* The code tokens of src with their lines: "text@line; ...". */
static void check_token_lines(int line, const char *src, size_t len,
			      const char *want)
{
	FileComments cs = { 0 };
	Tokens t = { 0 };
	Buf got = { 0 };
	char *buf = tokenize(src, len, &cs, &t);

	for (size_t i = 0; i + 1 < t.n; i++)
		buf_printf(&got, "%s%.*s@%u", i ? "; " : "", (int)t.v[i].len,
			   buf + t.v[i].off, t.v[i].line);
	if (strcmp(got.data ? got.data : "", want)) {
		printf("fail token-lines:%d\n  want:   %s\n  got:    %s\n", line,
		       want, got.data ? got.data : "");
		failures++;
	} else {
		printf("pass token-lines:%d\n", line);
		passes++;
	}
	buf_free(&got);
	token_free(&t);
	comment_free(&cs);
	free(buf);
}

#define TOKEN_LINES(src, want) \
	check_token_lines(__LINE__, src, sizeof(src) - 1, want)

/*
 * token_scan_some(keep) on src, described: each directive as its
 * offset and "+" (split) or "-" (passed over); then the code tokens
 * with their lines, which must be token_scan's; then each list of
 * marks as the texts of its tokens.
 */
static void check_token_some(int line, const char *src, size_t len,
			     const char *keep, const char *want)
{
	FileComments cs = { 0 };
	Tokens all = { 0 }, t = { 0 };
	Buf got = { 0 };
	char *buf = tokenize(src, len, &cs, &all);
	static const char *const mark[TM_NMARK] = { "brackets", "bol", "keywords" };

	token_scan_some(buf, len, &cs, &t, keep);
	buf_puts(&got, "dirs");
	for (size_t d = 0; d < t.ndir; d++)
		buf_printf(&got, " %u%c", t.dir[d].off, t.dir[d].first < t.dir[d].end ? '+' : '-');
	buf_puts(&got, "; code");
	for (size_t i = 0; i + 1 < t.n; i++)
		buf_printf(&got, " %.*s@%u", (int)t.v[i].len, buf + t.v[i].off, t.v[i].line);
	for (int m = 0; m < TM_NMARK; m++) {
		buf_printf(&got, "; %s", mark[m]);
		for (size_t i = 0; i < t.nmark[m]; i++)
			buf_printf(&got, " %.*s", (int)t.v[t.mark[m][i]].len,
				   buf + t.v[t.mark[m][i]].off);
	}
	if (t.n != all.n || memcmp(t.v, all.v, t.n * sizeof(*t.v)) ||
	    strcmp(got.data, want)) {
		printf("fail token-some:%d\n  want:   %s\n  got:    %s%s\n", line,
		       want, got.data, t.n != all.n || memcmp(t.v, all.v, t.n * sizeof(*t.v)) ?
		       " (not token_scan's code tokens)" : "");
		failures++;
	} else {
		printf("pass token-some:%d\n", line);
		passes++;
	}
	buf_free(&got);
	token_free(&t);
	token_free(&all);
	comment_free(&cs);
	free(buf);
}

#define TOKEN_SOME(src, keep, want) \
	check_token_some(__LINE__, src, sizeof(src) - 1, keep, want)

/*
 * Every keyword is found as itself, and names that differ from one by a
 * byte, a length or a case are none: the perfect hash and the masked
 * comparison of token.c, at the end of the buffer too.
 */
static void check_keywords(void)
{
	static const struct {
		const char *name;
		Keyword kw;
	} kws[] = {
		{ "_Alignas", KW_ATTRIBUTE },
		{ "_Alignof", KW_ALIGNOF },
		{ "_Atomic", KW_QUAL },
		{ "_Bool", KW_TYPE },
		{ "_Complex", KW_TYPE },
		{ "_Noreturn", KW_QUAL },
		{ "_Static_assert", KW_STATIC_ASSERT },
		{ "_Thread_local", KW_QUAL },
		{ "__alignof", KW_ALIGNOF },
		{ "__alignof__", KW_ALIGNOF },
		{ "__asm", KW_ATTRIBUTE },
		{ "__asm__", KW_ATTRIBUTE },
		{ "__attribute", KW_ATTRIBUTE },
		{ "__attribute__", KW_ATTRIBUTE },
		{ "__builtin_va_list", KW_TYPE },
		{ "__const", KW_QUAL },
		{ "__declspec", KW_ATTRIBUTE },
		{ "__extension__", KW_EXTENSION },
		{ "__inline", KW_QUAL },
		{ "__inline__", KW_QUAL },
		{ "__int128", KW_TYPE },
		{ "__restrict", KW_QUAL },
		{ "__restrict__", KW_QUAL },
		{ "__signed", KW_TYPE },
		{ "__signed__", KW_TYPE },
		{ "__thread", KW_QUAL },
		{ "__typeof", KW_TYPEOF },
		{ "__typeof__", KW_TYPEOF },
		{ "__typeof_unqual__", KW_TYPEOF },
		{ "__volatile", KW_QUAL },
		{ "__volatile__", KW_QUAL },
		{ "alignas", KW_ATTRIBUTE },
		{ "alignof", KW_ALIGNOF },
		{ "asm", KW_ATTRIBUTE },
		{ "auto", KW_QUAL },
		{ "bool", KW_TYPE },
		{ "break", KW_BREAK },
		{ "case", KW_CASE },
		{ "char", KW_TYPE },
		{ "const", KW_QUAL },
		{ "continue", KW_CONTINUE },
		{ "default", KW_DEFAULT },
		{ "define", KW_DEFINE },
		{ "do", KW_DO },
		{ "double", KW_TYPE },
		{ "else", KW_ELSE },
		{ "enum", KW_ENUM },
		{ "extern", KW_QUAL },
		{ "false", KW_FALSE },
		{ "float", KW_TYPE },
		{ "for", KW_FOR },
		{ "goto", KW_GOTO },
		{ "if", KW_IF },
		{ "inline", KW_QUAL },
		{ "int", KW_TYPE },
		{ "long", KW_TYPE },
		{ "register", KW_QUAL },
		{ "restrict", KW_QUAL },
		{ "return", KW_RETURN },
		{ "short", KW_TYPE },
		{ "signed", KW_TYPE },
		{ "sizeof", KW_SIZEOF },
		{ "static", KW_QUAL },
		{ "static_assert", KW_STATIC_ASSERT },
		{ "struct", KW_STRUCT },
		{ "switch", KW_SWITCH },
		{ "thread_local", KW_QUAL },
		{ "true", KW_TRUE },
		{ "typedef", KW_TYPEDEF },
		{ "typeof", KW_TYPEOF },
		{ "typeof_unqual", KW_TYPEOF },
		{ "union", KW_UNION },
		{ "unsigned", KW_TYPE },
		{ "void", KW_TYPE },
		{ "volatile", KW_QUAL },
		{ "while", KW_WHILE },
		{ "i", KW_NONE }, { "iff", KW_NONE }, { "If", KW_NONE },
		{ "whilex", KW_NONE }, { "whil", KW_NONE }, { "sizeof_", KW_NONE },
		{ "__attribute__x", KW_NONE }, { "_Bool_", KW_NONE },
		{ "__builtin_va_lisT", KW_NONE }, { "__typeof_unqual_", KW_NONE },
		{ "__typeof_unqual___", KW_NONE },
		{ "struct_with_a_very_long_name", KW_NONE }, { "int", KW_TYPE },
	};
	size_t n = sizeof(kws) / sizeof(kws[0]);
	Buf src = { 0 };
	FileComments cs = { 0 };
	Tokens t = { 0 };
	int bad = 0;

	for (size_t i = 0; i < n; i++)
		buf_printf(&src, "%s%s", i ? " " : "", kws[i].name);
	char *buf = tokenize(src.data, src.len, &cs, &t);
	if (t.n != n + 1)
		bad = 1;
	for (size_t i = 0; !bad && i < n; i++) {
		if (t.v[i].kw != kws[i].kw) {
			printf("  keyword '%s': got %d, want %d\n", kws[i].name,
			       t.v[i].kw, kws[i].kw);
			bad = 1;
		}
	}
	printf("%s token:keywords\n", bad ? "fail" : "pass");
	bad ? failures++ : passes++;
	token_free(&t);
	comment_free(&cs);
	buf_free(&src);
	free(buf);
}

/* What the parser told the hooks: operators formed, names declared. */
typedef struct Told {
	int binary, declare;
} Told;

static void told_binary(void *ctx, const ExprFile *f, const Expr *l,
			uint32_t op, const Expr *r)
{
	(void)f, (void)l, (void)op, (void)r;
	((Told *)ctx)->binary++;
}

static void told_declare(void *ctx, const ExprFile *f, uint32_t tok,
			 DeclKind k)
{
	(void)f, (void)tok, (void)k;
	((Told *)ctx)->declare++;
}

/*
 * With skip_plain, a statement with nothing the hooks care for is not
 * parsed: its operators are not formed.  One with a parenthesis around
 * an operand is, and so is a declaration of a long name.
 */
static void check_stepping(void)
{
	static const char src[] =
		"void f(void)\n{\n\tint i = a + b;\n\tx = c * d;\n"
		"\ty = (e) + g;\n\tif (h < j)\n\t\tk();\n\treturn l - m;\n"
		"\tint a_name_of_thirty_bytes_long = n + o;\n}\n";
	int want[2][2] = { { 6, 3 }, { 2, 2 } };	/* binary, declare */
	int bad = 0;

	for (int skip = 0; skip < 2; skip++) {
		FileComments cs = { 0 };
		Tokens t = { 0 };
		Told told = { 0, 0 };
		ExprHooks h = { told_binary, NULL, NULL, told_declare, NULL,
				NULL, NULL, &told, skip, 24, NULL };
		char *buf = tokenize(src, sizeof(src) - 1, &cs, &t);

		expr_parse(buf, &t, &h);
		if (told.binary != want[skip][0] || told.declare != want[skip][1]) {
			printf("  skip_plain %d: %d operators and %d names told, "
			       "want %d and %d\n", skip, told.binary, told.declare,
			       want[skip][0], want[skip][1]);
			bad = 1;
		}
		token_free(&t);
		comment_free(&cs);
		free(buf);
	}
	printf("%s expr:stepping-over\n", bad ? "fail" : "pass");
	bad ? failures++ : passes++;
}

/*
 * Random sources from the bytes and pieces that matter to the lexer,
 * lexed whole and in chunks; a fixed seed keeps the run repeatable.
 */
static void random_differential(int rounds)
{
	static const char *const pieces[] = {
		"/", "*", "\\", "\n", "\r", "\r\n", "\"", "'", " ", "\t", "a",
		"1", "x", "e", "+", ".", "/*", "*/", "//", "\\\n", "u8", "#",
		"/**", "/*-", "0x1'2", "int y;", "\xc3\xa9",
	};
	size_t npieces = sizeof(pieces) / sizeof(pieces[0]);
	unsigned long long seed = 0x9e3779b97f4a7c15ull;
	int bad = 0;

	for (int r = 0; r < rounds && !bad; r++) {
		Buf src = { 0 };
		size_t n = 1 + (r % 97) * 3;

		for (size_t i = 0; i < n; i++) {
			seed = seed * 6364136223846793005ull + 1442695040888963407ull;
			buf_puts(&src, pieces[(seed >> 33) % npieces]);
		}
		char *want = describe(src.data, src.len);
		if (!stream_agrees(src.data, src.len, want))
			bad = 1;
		free(want);
		buf_free(&src);
	}
	printf("%s lex:random-differential\n", bad ? "fail" : "pass");
	bad ? failures++ : passes++;
}

/*
 * json_string against a byte-at-a-time reference, on fixed strings and
 * on random ones of the bytes that matter (quotes, backslashes, control
 * bytes, UTF-8 both valid and broken), long enough to put them on every
 * side of the sixteen-byte steps of its scan.
 */
static void json_reference(Buf *out, const unsigned char *s)
{
	buf_putc(out, '"');
	for (int n; *s; s += n) {
		n = json_utf8_len(s);
		if (*s >= 0x20 && *s < 0x80 && *s != '"' && *s != '\\')
			buf_putc(out, (char)*s);
		else if (*s == '"' || *s == '\\')
			buf_putc(out, '\\'), buf_putc(out, (char)*s);
		else if (*s < 0x20)
			buf_printf(out, "\\u%04x", *s);
		else if (n > 0)
			buf_add(out, s, (size_t)n);
		else
			buf_puts(out, "\\ufffd");
		if (n == 0)
			n = 1;
	}
	buf_putc(out, '"');
}

/* Whether src is taken for a generated file, said on line want (0: no). */
static void check_generated(int line, const char *src, unsigned want)
{
	unsigned got = 0;

	if (!generated_file(src, strlen(src), &got))
		got = 0;
	if (got != want) {
		printf("fail generated:%d\n", line);
		show(src, strlen(src));
		printf("  want line %u, got %u\n", want, got);
		failures++;
	} else {
		printf("pass generated:%d\n", line);
		passes++;
	}
}

#define GENERATED(src, want) check_generated(__LINE__, src, want)

static void check_json(void)
{
	static const char *fixed[] = {
		"", "a", "\"", "\\", "\x01", "\x7f", "caf\xc3\xa9", "\xff",
		"\xc3", "\xe2\x82\xac euro", "\xf0\x9f\x98\x80",
		"0123456789abcde\"", "0123456789abcdef\"", "0123456789abcdefg\\",
		"0123456789abcdef0123456789abcde\xc3\xa9 and more after it",
		"a message of some length, 'quoted', with no escape at all",
	};
	static const char alphabet[] = "ab \"\\\x01\x1f\x7f\xc3\xa9\xe2\x82\xac\xff";
	unsigned seed = 12345;
	char str[80];
	int bad = 0;

	for (int t = 0; t < 2000 + (int)(sizeof(fixed) / sizeof(*fixed)); t++) {
		Buf got = { 0 }, want = { 0 };
		const char *s = str;

		if (t < (int)(sizeof(fixed) / sizeof(*fixed))) {
			s = fixed[t];
		} else {
			int n = (int)((seed = seed * 1103515245 + 12345) >> 16) % 70;

			for (int i = 0; i < n; i++) {
				seed = seed * 1103515245 + 12345;
				str[i] = alphabet[(seed >> 16) % (sizeof(alphabet) - 1)];
			}
			str[n] = '\0';
		}
		json_string(&got, s);
		json_reference(&want, (const unsigned char *)s);
		if (got.len != want.len || memcmp(got.data, want.data, got.len)) {
			if (!bad)
				printf("fail json:string\n  want:   %s\n  got:    %s\n",
				       want.data, got.data);
			bad = 1;
		}
		buf_free(&got);
		buf_free(&want);
	}
	if (!bad)
		printf("pass json:string\n");
	bad ? failures++ : passes++;
}

/*
 * Each aspect's key, from its descriptor: uniform_ and its name, what a
 * bad value is told says the values as they are ("KEY is A, B or C"),
 * and "any" and "majority" end them.
 */
static void check_aspect_keys(void)
{
	for (int a = 0; a < AS_NASPECT; a++) {
		const Aspect *x = aspect_table[a];
		char want[256] = "uniform_", *p = want + 8;
		int n = aspect_nvalues((AspectId)a);

		if (!x->key)
			continue;
		for (const char *q = x->name; *q; q++)
			*p++ = *q == '-' ? '_' : *q;
		*p = 0;
		if (strcmp(x->key, want) || n < 3 ||
		    strcmp(x->values[n - 2], "any") ||
		    strcmp(x->values[n - 1], "majority")) {
			printf("fail aspect-key:%s\n", x->name);
			failures++;
			continue;
		}
		p += sprintf(p, " is ");
		for (int i = 0; i < n; i++)
			p += sprintf(p, "%s%s", i == 0 ? "" : i == n - 1 ? " or " : ", ",
				     x->values[i]);
		if (strcmp(x->bad, want)) {
			printf("fail aspect-key:%s\n  want: %s\n  got:  %s\n",
			       x->name, want, x->bad);
			failures++;
		} else {
			printf("pass aspect-key:%s\n", x->name);
		}
	}
}

#define CHECK(src, want) check(__LINE__, src, sizeof(src) - 1, want)

int main(void)
{
	int fd = mkstemp(tmp_path);

	if (fd < 0) {
		perror("mkstemp");
		return 2;
	}
	close(fd);

	/* The classes. */
	CHECK("// x\n", "1:1 line");
	CHECK("/* x */\n", "1:1 single");
	CHECK("/**/", "1:1 single");
	CHECK("/*\n * x\n */\n", "1:1 customary");
	CHECK("/*   \t\n */", "1:1 customary");
	CHECK("/**\n * x\n */\n", "1:1 kernel-doc");
	CHECK("/** \n */", "1:1 kernel-doc");
	CHECK("/** x\n */", "1:1 net-style");
	CHECK("/***\n */", "1:1 banner");
	CHECK("/*-----\n */", "1:1 banner");
	CHECK("/*====*/\n", "1:1 single");
	CHECK("/* x\n */", "1:1 net-style");
	CHECK("/*1\n*/", "1:1 net-style");
	CHECK("/*\xc3\xa9\n*/", "1:1 net-style");
	CHECK("/* * */\n", "1:1 single");
	CHECK("/* *\n */", "1:1 kernel-doc");

	/* Comments do not nest; the closer needs its own star. */
	CHECK("/* /* */ x", "1:1 single");
	CHECK("/*/ x */", "1:1 single");
	CHECK("/*/\n*/", "1:1 banner");
	CHECK("// a /* b */\n", "1:1 line");
	CHECK("/* a // b */ c", "1:1 single");
	CHECK("///\n", "1:1 line");

	/* Literals hide comment openers; escapes are honoured. */
	CHECK("\"/* no */\" /* yes */", "1:12 single+t");
	CHECK("\"\\\\\" /* c */", "1:6 single+t");
	CHECK("\"\\\"/*\" // c", "1:8 line+t");
	CHECK("'\\'' /* c */", "1:6 single+t");
	CHECK("'\"' /* c */ \"'\"", "1:5 single+t");
	CHECK("L\"/*\" u\"/*\" U\"/*\" u8\"/*\" // c", "1:26 line+t");
	CHECK("u8'/' /* c */", "1:7 single+t");
	CHECK("'/*' /* c */", "1:6 single+t");

	/* An unmatched quote ends at the end of its line. */
	CHECK("#error don't /* c */\n/* d */", "2:1 single");
	CHECK("#if 0\nit's\n#endif\n// c\n", "4:1 line");
	CHECK("\"abc\n/* c */", "2:1 single");
	CHECK("#define M \\\n don't \\\n /* in the literal */ x\n// c\n", "4:1 line");

	/* C23 digit separators are part of the number. */
	CHECK("x = 1'000; /* c */", "1:12 single+t");
	CHECK("x = 0x1'2'3; // c", "1:14 line+t");
	CHECK("x = 1.5e+1'0; // c", "1:15 line+t");
	CHECK("x = a'b'; // c", "1:11 line+t");
	CHECK("x = a$1'b'; /* c */", "1:13 single+t");
	/* 0'a is one number, so the last quote opens a literal. */
	CHECK("x = 0'a' /* c */;", "!1:8 unterminated character literal");

	/* Line splices, LF and CRLF and CR. */
	CHECK("// a \\\n b\n/* c */", "1:1 line; 3:1 single");
	CHECK("// a \\\r\n b\r\n/* c */", "1:1 line; 3:1 single");
	CHECK("/\\\n* c */", "1:1 net-style");
	CHECK("/\\\n/ c\n", "1:1 line");
	CHECK("/* c *\\\n/ x /* d */", "1:1 net-style; 2:5 single+t");
	CHECK("/* c *\\\r\n/ x", "1:1 net-style");
	CHECK("/*\\\n * x\n */", "1:1 customary");
	CHECK("/** \\\n */", "1:1 kernel-doc");
	CHECK("\"a\\\\\nb /* c */\"", "");
	CHECK("\"a\\\nb\" /* c */", "2:4 single+t");

	/* Line ends: CRLF, lone CR, none at the end. */
	CHECK("/*\r\n * x\r\n */\r\n// y\r\n", "1:1 customary; 4:1 line");
	CHECK("/* x\r */\r/* y */", "1:1 net-style; 3:1 single");
	CHECK("x;\r// a\r/* b */", "2:1 line; 3:1 single");
	CHECK("int x; /* no newline */", "1:8 single+t");

	/* Trailing: code before the comment on its opening line. */
	CHECK("x; /* a */ /* b */", "1:4 single+t; 1:12 single+t");
	CHECK("/* a */ /* b */", "1:1 single; 1:9 single");
	CHECK("x; /* a\n */ /* b */", "1:4 net-style+t; 2:5 single");
	CHECK("  \t/* a */", "1:4 single");
	CHECK("x \\\n/* a */", "2:1 single");
	CHECK("\"s\" /* a */", "1:5 single+t");

	/* Unterminated at end of file. */
	CHECK("/* open", "!1:1 unterminated comment; 1:1 single");
	CHECK("/* open\n", "!1:1 unterminated comment; 1:1 net-style");
	CHECK("x;\n/*\n * open", "!2:1 unterminated comment; 2:1 customary");
	CHECK("/* a */ \"open", "1:1 single; !1:9 unterminated string literal");
	CHECK("/* a */ 'x\\", "1:1 single; !1:9 unterminated character literal");
	CHECK("// open", "1:1 line");

	/* NUL bytes and bytes that are not UTF-8 are ordinary bytes. */
	CHECK("/* a\0b */ // \xff\xfe\n\0/* c\n*/", "1:1 single; 1:11 line; 2:2 net-style+t");
	CHECK("\"\0/*\" /* c */", "1:7 single+t");
	CHECK("", "");
	CHECK("/", "");
	CHECK("\\", "");

	/* Longer sources, so that windows end inside constructs. */
	CHECK("int a; /* first comment here */ int b; // a line comment\n"
	      "/* a multi-line comment that goes on\n * and on\n */\n"
	      "char *s = \"a string /* with an opener */ inside\"; /**\n */\n"
	      "x = 1'000'000; // \\\n continued line comment\n/\\\n* spliced */\n",
	      "1:8 single+t; 1:40 line+t; 2:1 net-style; 5:51 kernel-doc+t; "
	      "7:16 line+t; 9:1 net-style");
	CHECK("/*\r\n * CRLF\r\n */\r\n// a \\\r\n b\r\nx; /* c */\r\n"
	      "y; /* d\r */\r/* e */ /* f */\r\n",
	      "1:1 customary; 4:1 line; 6:4 single+t; 7:4 net-style+t; "
	      "9:1 single; 9:9 single");

	/* The tokenizer: punctuators, literals, directives, splices. */
	TOKENS("a<<=b>>c...d->e", "^a; <<=; b; >>; c; ...; d; ->; e");
	TOKENS("x = L\"s\" + u8'c' .5e+3;",
	       "^x; _=; _L\"s\"; _+; _u8'c'; _.5e+3; ;");
	TOKENS("#define F(x) ((x) | 1)\nf();",
	       "^_f; (; ); ;; ##; #define; #F; #(; #x; #); #(; #(; #x; #); #|; "
	       "#1; #); |");
	TOKENS("a\\\nb /* c */ d", "^a; _b; _d");
	/*
	 * A backslash and a blank before a line end: outside a literal the
	 * lines are joined, as gcc does; inside one it is the lexer's
	 * escaped blank, so the literal ends at the line end and the
	 * comment on the next line stays a comment (a fuzzed find: the
	 * tokens swallowed the comment the lexer had found).
	 */
	TOKENS("a\\ \nb", "^a; _b");
	TOKENS("'\\ \n/*\n*/ x", "^'\\ ; ^_x");
	/* Runs across the 64-byte blocks: 63 bytes, then 64, then 100. */
	TOKENS("aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa+"
	       "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"
	       "                                                               c",
	       "^aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa; +; "
	       "bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb; _c");
	TOKENS("x\n\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t"
	       "\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t"
	       "\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t"
	       "\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t\t"
	       "y\r\nz", "^x; ^_y; ^_z");
	TOKENS("\xc3\xa9t\xc3\xa9 = 1;", "^\xc3\xa9t\xc3\xa9; _=; _1; ;");
	/*
	 * Literals are where the lexer says: a digit separator is no quote,
	 * and a literal continued by splices is one token on its first line;
	 * the lines after it count its splices.
	 */
	TOKENS("x = 1'000 + '0';", "^x; _=; _1'000; _+; _'0'; ;");
	TOKEN_LINES("x = \"a\\\nb\\\r\nc\";\ny = L'\\\n';",
		    "x@1; =@1; \"a\\\nb\\\r\nc\"@1; ;@3; y@4; =@4; L'\\\n'@4; ;@5");

	/* Generated files: what their openings say. */
	GENERATED("#ifndef A_XML\n#define A_XML\n\n/* Autogenerated file, DO NOT "
		  "EDIT manually!\n\nThis file was generated by the rules-ng-ng "
		  "headergen tool */\n", 4);
	GENERATED("/* SPDX-License-Identifier: GPL-2.0\n *\n * Copyright 2016\n"
		  " */\n\n/****\n ** This is an auto-generated file **\n"
		  " **       DO NOT EDIT BELOW        **\n ****/\n", 6);
	GENERATED("/* Do not edit directly, auto-generated from: */\n", 1);
	GENERATED("/*\n * Generated by tools/gen.sh;\n * do not modify.\n */\n", 1);
	GENERATED("/*\n * linux/fs/nls/nls_cp437.c\n *\n * Charset cp437 tables.\n"
		  " * Generated automatically from the Unicode tables.\n */\n", 1);
	GENERATED("/*\n * Copyright 2014 Intel\n *\n * Generated by: tools-1.8\n */\n", 1);
	GENERATED("/*\n * WARNING - THIS FILE HAS BEEN GENERATED - DO NOT CHANGE\n */\n", 1);
	GENERATED("// Code generated by x. DO NOT EDIT.\n\npackage x\n", 1);
	GENERATED("/*\n * The contents of this file are generated using the tools.\n */\n", 1);
	GENERATED("/* RoCE HSI File - Autogenerated */\n", 1);
	GENERATED("/*\n * licence\n */\n/* Hardware registers automatically\n"
		  " * generated from RTL code. Do not modify.\n */\n", 4);
	GENERATED("#line 2 \"lex.c\"\n#define YY_INT_ALIGNED short int\n\n"
		  "/* A lexical scanner generated by flex */\n", 4);
	GENERATED("/* A Bison parser, made by GNU Bison 3.8.2.  */\n", 1);
	GENERATED("/*  GIMP RGB C-Source image dump (logo.c) */\n\n"
		  "static const struct {\n", 1);
	GENERATED("/*  GIMP header image file format (RGB): logo.h  */\n", 1);
	GENERATED("/* ppport.h -- Perl/Pollution/Portability Version 3.19\n *\n"
		  " * Automatically created by Devel::PPPort running under perl"
		  " 5.010001.\n */\n", 1);
	GENERATED("/* Loads a GIMP image, written by hand. */\n", 0);
	GENERATED("\xef\xbb\xbf/* @generated by codegen */\n", 1);
	/* Written by hand: the words are about something else, or late. */
	GENERATED("/*\n * Driver for keys on GPIO lines capable of generating "
		  "interrupts.\n * Interrupts that are generated by the CPU.\n */\n", 0);
	GENERATED("/*\n * This description can be automatically generated from "
		  "the TI\n * hardware database.\n */\n", 0);
	GENERATED("/*\n * Auto - Generated by the SQG (overflows)\n */\n", 0);
	GENERATED("/*\n *\t<<the following list was autogenerated, please "
		  "review>>\n */\n", 0);
	GENERATED("/* Do not edit this table without updating the parser. */\n", 0);
	GENERATED("/*\n * Because they are generated even if the data do not "
		  "change.\n */\n", 0);
	GENERATED("#define A 1\n\n/*\n * Ethernet addresses.\n * Generated by "
		  "OUI | ID\n */\n", 0);
	GENERATED("int x;\n/* This file is generated. */\n", 0);
	GENERATED("/*\n * The code generated by the compiler for this.\n */\n", 0);
	GENERATED("/*\n * Generated with the panel driver generator.\n */\n", 0);
	GENERATED("\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n"
		  "\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n\n"
		  "/* This file is generated. */\n", 0);
	GENERATED("", 0);

	/*
	 * Directives passed over unless they hold the word, a comment or a
	 * literal; "##" first on a line opens none; a spliced directive
	 * passed over still moves the lines on.
	 */
	TOKEN_SOME("#include <a.h>\n#define N sizeof(int)\n#define S \"x\"\n"
		   "#define C 1 /* c */\n## x\nint *f(void)\n{\n\tif (N) return;\n"
		   "\telse g(a[1]);\n}\n#define L \\\n 1\ny;\n", "sizeof",
		   "dirs 0- 15+ 37+ 51+ 124-; code ##@5 x@5 int@6 *@6 f@6 (@6 void@6 )@6 "
		   "{@7 if@8 (@8 N@8 )@8 return@8 ;@8 else@9 g@9 (@9 a@9 [@9 1@9 ]@9 )@9 "
		   ";@9 }@10 y@13 ;@13; brackets * ( ) { ( ) ( [ ] ) }; bol ## int { if "
		   "else } y; keywords else");
	TOKEN_SOME("#define N sizeof(int)\nx;\n", "", "dirs 0-; code x@2 ;@2; "
		   "brackets; bol x; keywords");
	/* Only the keywords a reader looks for are marked. */
	TOKEN_SOME("typedef int t;\nstatic t x = sizeof x;\n", "", "dirs; code "
		   "typedef@1 int@1 t@1 ;@1 static@2 t@2 x@2 =@2 sizeof@2 x@2 ;@2; "
		   "brackets; bol typedef static; keywords typedef sizeof");
	check_keywords();
	check_stepping();
	check_json();
	check_aspect_keys();
	random_differential(1000);
	failures += test_macro(&passes);
	unlink(tmp_path);
	printf("%d passed, %d failed\n", passes, failures);
	return failures != 0;
}
