/*
 * test_lex: one-line assertions on the lexer and the comment classes.
 *
 * Each CHECK lexes a source string (its exact bytes, NULs included) and
 * compares a compact description of what was found: "LINE:COL class" per
 * comment, "+t" when trailing, "!msg" for each warning, separated by
 * "; ".  Every assertion prints "pass NAME" or "fail NAME".
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "buf.h"
#include "census.h"
#include "comment.h"
#include "lex.h"

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

static void on_comment(void *p, const LexComment *c)
{
	Got *g = p;

	sep(&g->out);
	buf_printf(&g->out, "%u:%u %s%s", c->line, c->col,
		   comment_class_name(comment_classify(g->src, g->len, c)),
		   c->trailing ? "+t" : "");
}

static void on_warning(void *p, unsigned line, unsigned col, const char *msg)
{
	Got *g = p;

	sep(&g->out);
	buf_printf(&g->out, "!%u:%u %s", line, col, msg);
}

static int failures, passes;

static void check(int line, const char *src, size_t len, const char *want)
{
	char *copy = calloc(1, len + LEX_PAD);
	Got g = { { 0 }, copy, len };
	LexHooks h = { on_comment, NULL, on_warning, &g };

	memcpy(copy, src, len);
	lex_comments(copy, len, &h);
	const char *got = g.out.data ? g.out.data : "";
	if (strcmp(got, want)) {
		printf("fail lex:%d\n  source: ", line);
		for (size_t i = 0; i < len; i++)
			printf(src[i] >= ' ' && src[i] < 127 ? "%c" : "\\x%02x",
			       (unsigned char)src[i]);
		printf("\n  want:   %s\n  got:    %s\n", want, got);
		failures++;
	} else {
		printf("pass lex:%d\n", line);
		passes++;
	}
	buf_free(&g.out);
	free(copy);
}

#define CHECK(src, want) check(__LINE__, src, sizeof(src) - 1, want)

int main(void)
{
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

	/* C23 digit separators are part of the number. */
	CHECK("x = 1'000; /* c */", "1:12 single+t");
	CHECK("x = 0x1'2'3; // c", "1:14 line+t");
	CHECK("x = 1.5e+1'0; // c", "1:15 line+t");
	CHECK("x = a'b'; // c", "1:11 line+t");
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

	printf("%d passed, %d failed\n", passes, failures);
	return failures != 0;
}
