/*
 * check_form: the rules of pointer-star, sizeof, spdx, indent and
 * line-length, from the places their classifiers report, and the fixes
 * of the first three.
 *
 * Each fix is offered only where it is provably safe, and the guard
 * (fix/guard.c) checks it again on the fixed text:
 *   - pointer-star moves blanks only, on the declarator's line, where
 *     no comment lies between the stars and their neighbours: the
 *     tokens and the comments stay equal;
 *   - sizeof puts parentheses around an operand ("sizeof x" to
 *     "sizeof(x)") that is a name, a literal or a postfix expression on
 *     one of those, after unary '*', '&', '-', '+', '!' or '~': no
 *     cast, no compound literal, no parenthesized expression, whose
 *     extent a parser would have to know; a name in capitals only may
 *     be a macro for any expression, so it is refused, and so is an
 *     operand over several lines or with a bracket matched outside it.  It takes them
 *     off again ("sizeof(x)" to "sizeof x") only around such an operand
 *     that cannot be a type (it has '.', '->', a unary operator or a
 *     literal: "sizeof(name)" could name a type in a header) and that
 *     nothing of a postfix expression follows.  Never in a directive,
 *     where a macro's argument may be any expression.  The guard takes
 *     exactly the parentheses added after a sizeof, paired with each
 *     other, or removed in pairs;
 *   - spdx turns the tag's comment from // to a block or back, its text
 *     equal, and refuses a block comment that holds more than the tag
 *     or spans lines, and a // comment whose text holds a "*" "/".
 * indent and line-length have no fix: reindenting is the work of an
 * indenter, and where a long line breaks is a choice of the author's.
 */
#include "rules/check_form.h"

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* The rule's entry in the registry (config/rules.c). */
const RuleInfo rule_pointer_star = {
	.name = "pointer-star",
	.help =
		"The '*' of a pointer declarator placed against uniform_pointer_star: "
		"by-name (the kernel's: \"type *name\"), by-type (\"type* name\") "
		"or spaced (\"type * name\"). Off by default.",
	.on = false,
	.style = true,
	.fix = true,
	.settings =
		"`uniform_pointer_star` (by-name, the linux presets'; by-type; "
		"spaced; any turns it off; majority, the default, wants what the "
		"directory does most)",
	.details =
		"The `*` of a pointer declarator where `uniform_pointer_star` does "
		"not want it: `by-name` (the kernel's, `type *name`), `by-type` "
		"(`type* name`) or `spaced` (`type * name`). A cast or a "
		"multiplication is no declarator, nor an attribute macro after the "
		"stars (`void * __weak f(void)`); with a qualifier after the stars "
		"(`char * const p`) only the blank before them counts. `fix` moves "
		"blanks only, and leaves stars with a comment beside them alone.",
	.why =
		"The kernel's coding style binds the star to the name, since `char "
		"*a, b;` declares one pointer and one char. A place is the stars of "
		"a declarator, read from the tokens: a cast and a multiplication "
		"are none, nor stars an attribute macro follows (`void * __weak "
		"f(void)`, `struct t * __init f(void)`; docs/aspects.md lists the "
		"words taken for attributes). Where a qualifier follows the stars "
		"(`char * const p`) only the blank before them is the choice. The "
		"fix moves blanks only, on the declarator's line, and leaves the "
		"stars alone when a comment lies beside them. Off by default and in "
		"every preset, like the rules after it: checkpatch already holds "
		"the kernel's patches to these choices (POINTER_LOCATION, "
		"SIZEOF_PARENTHESIS, SPDX_LICENSE_TAG, CODE_INDENT, LONG_LINE), and "
		"the rules are for code bases that have no such tool.",
	.example = "--preset linux --rule pointer-star",
	.wrong =
		"int first(char* s)\n"
		"{\n"
		"\treturn s[0];\n"
		"}\n",
	.right =
		"int first(char *s)\n"
		"{\n"
		"\treturn s[0];\n"
		"}\n",
};

/* The rule's entry in the registry (config/rules.c). */
const RuleInfo rule_sizeof = {
	.name = "sizeof",
	.help =
		"A sizeof on an expression written against uniform_sizeof: parens "
		"(the kernel's: \"sizeof(x)\") or bare (\"sizeof x\"). A sizeof on a "
		"type has its parentheses either way. Off by default.",
	.on = false,
	.style = true,
	.fix = true,
	.settings =
		"`uniform_sizeof` (parens, the linux presets'; bare; any turns it "
		"off; majority, the default, wants what the directory does most)",
	.details =
		"A sizeof on an expression (not a type) where `uniform_sizeof` does "
		"not want its form: `parens` (the kernel's, `sizeof(x)`) or `bare`. "
		"`fix` adds the parentheses around an operand that is a name with a "
		"small letter or a literal, after unary operators and with "
		"subscripts, calls and members after it; it refuses a cast, a "
		"compound literal, parentheses in the operand, a name in capitals "
		"(maybe a macro), and any sizeof in a directive. It takes them off "
		"only around such an operand that cannot be a type (it has a "
		"member, a unary operator or a literal). The guard takes exactly "
		"the parentheses added after a sizeof around the operand it took "
		"without them, or removed in pairs.",
	.why =
		"The fix puts the parentheses around an operand whose extent is "
		"sure: a name with a small letter or a literal, with unary `*`, "
		"`&`, `-`, `+`, `!` or `~` before it and subscripts, calls, "
		"members, `++` or `--` after it. It refuses a cast, a compound "
		"literal or parentheses in the operand (`sizeof *(char *)p`), a "
		"name in capitals (a macro may stand for any expression), a comment "
		"after sizeof, an operand over several lines or with brackets "
		"matched outside it, and every sizeof in a directive, where a "
		"macro's argument may be any expression. With `bare` it takes the "
		"parentheses off only around such an operand that cannot be a type "
		"(`sizeof(*p)`, `sizeof(p->len)`; not `sizeof(n)`, which could name "
		"a type declared in a header) and when nothing of a postfix "
		"expression follows them. The guard of `uniform fix` then checks "
		"that the new text has exactly the parentheses added (each `(` "
		"right after a sizeof, matched with an added `)`, around the "
		"operand sizeof took without them) or removed in pairs, and every "
		"other token as it was.",
	.example = "--preset linux --rule sizeof",
	.wrong =
		"unsigned long size(int *p)\n"
		"{\n"
		"\treturn sizeof *p;\n"
		"}\n",
	.right =
		"unsigned long size(int *p)\n"
		"{\n"
		"\treturn sizeof(*p);\n"
		"}\n",
};

/* The rule's entry in the registry (config/rules.c). */
const RuleInfo rule_spdx = {
	.name = "spdx",
	.help =
		"The SPDX-License-Identifier tag of a file's head in the comment "
		"uniform_spdx does not want: line (//), block (/* */) or kernel (// "
		"in C files, /* */ in headers, as the kernel's licence rules ask); "
		"a file with no tag before its first token is reported too. Off by "
		"default.",
	.on = false,
	.style = true,
	.fix = true,
	.settings =
		"`uniform_spdx` (kernel, the linux presets'; line; block; any turns "
		"it off; majority, the default, wants what the directory does most, "
		"and nothing where most files have no tag)",
	.details =
		"The `SPDX-License-Identifier` tag in a comment before the file's "
		"first token of another kind than `uniform_spdx` wants: `line` "
		"(`//`), `block` or `kernel` (`//` in a `.c` file, a block comment "
		"in a `.h`, as the kernel's Documentation/process/license-rules.rst "
		"asks). A file with no tag there is reported at its first line, "
		"without a fix. `fix` turns the tag's comment into the other kind, "
		"its text equal; it refuses a block comment that spans lines or "
		"holds more than the tag.",
	.why =
		"The kernel's licence rules put the tag on the first line a file "
		"can have it, in a `//` comment in a `.c` file and in a block "
		"comment in a header, which assembly and linker scripts include. "
		"`missing` means no tag in a comment before the file's first token; "
		"the rule reports it (at line 1) whenever it asks for a form, since "
		"a licence scanner looks for the tag there, and has no fix for it: "
		"only the author knows the licence. The fix turns the tag's comment "
		"from `//` into a block or back, its text equal, and refuses a "
		"block comment that spans lines or holds more than the tag.",
	.example = "--preset linux --rule spdx",
	.wrong =
		"/* SPDX-License-Identifier: GPL-2.0 */\n"
		"int x;\n",
	.right =
		"// SPDX-License-Identifier: GPL-2.0\n"
		"int x;\n",
};

/* The rule's entry in the registry (config/rules.c). */
const RuleInfo rule_indent = {
	.name = "indent",
	.help =
		"A line of code indented with the other kind of blank: tabs or spaces "
		"as EditorConfig's indent_style says for the file, else as "
		"uniform_indent says; a mix (a space before a tab, or 8 spaces after "
		"tabs) whenever either is asked. Off by default.",
	.on = false,
	.style = true,
	.fix = false,
	.settings =
		"`uniform_indent` (tabs, the linux presets'; spaces; any turns it "
		"off; majority, the default, wants what the directory does most), "
		"and EditorConfig's own indent_style (tab or space), which wins "
		"over a `uniform_indent` of the same files",
	.details =
		"A line whose first token is code, indented with spaces where tabs "
		"are wanted, or with tabs where spaces are: an `.editorconfig`'s "
		"`indent_style` (`tab` or `space`) for the file, else "
		"`uniform_indent`. Tabs then up to 7 spaces of alignment are tabs; "
		"a space before a tab, or 8 spaces after tabs, is a mix, reported "
		"whenever tabs or spaces are wanted. No fix.",
	.why =
		"A line's indentation is that of its first token of code: "
		"continuation lines of comments, directives continued by a splice "
		"and labels are no place. Tabs then fewer than 8 spaces is tabs, "
		"the alignment the kernel's style allows after its indentation. A "
		"mix is reported whenever the rule asks for tabs or spaces (set, or "
		"the directory's majority): it is the form neither asks for. There "
		"is no fix: reindenting is the work of an indenter, which knows the "
		"nesting, and a change of every line of a file is no patch a "
		"maintainer takes.",
	.example = "--preset linux --rule indent",
	.wrong =
		"int answer(void)\n"
		"{\n"
		"    return 42;\n"
		"}\n",
	.right =
		"int answer(void)\n"
		"{\n"
		"\treturn 42;\n"
		"}\n",
};

/* The rule's entry in the registry (config/rules.c). */
const RuleInfo rule_line_length = {
	.name = "line-length",
	.help =
		"A line wider than max_line_length (EditorConfig's property; off by "
		"default), tabs to tab_width columns: one finding a line, at the "
		"column where it passes the limit. Off by default.",
	.on = false,
	.style = true,
	.fix = false,
	.settings =
		"`max_line_length` (a number, or off, the default: the rule reports "
		"nothing without a limit), `tab_width` (default 8)",
	.details =
		"A line wider than `max_line_length` (EditorConfig's property, off "
		"by default), tabs to `tab_width` columns, a UTF-8 character one "
		"column: one finding a line, at the character that passes the "
		"limit. No fix: where to break a line is the author's choice.",
	.why =
		"The limit is EditorConfig's own `max_line_length`, which editors "
		"already show, so that the rule and the editor agree; set it in an "
		"`.editorconfig` or with `--set`. A line's width counts characters "
		"(a UTF-8 sequence is one; so is each byte that starts no valid "
		"sequence, a lone continuation byte or 0xff, and a sequence cut "
		"short, which an editor shows as one replacement character each), "
		"tabs to the next multiple of `tab_width`, comments and directives "
		"alike. There is no fix: where a long line breaks is the author's "
		"choice, and the kernel's style allows a long line that is more "
		"readable than its broken form (a string a user greps for).",
	.example = "--rule line-length --set max_line_length=40",
	.wrong =
		"int answer(int first_argument, int second_argument);\n",
	.right =
		"int answer(int first, int second);\n",
};

#define SPDX_TAG "SPDX-License-Identifier:"

AspectSet check_form_wanted(const Settings *s)
{
	return (s->rule[R_POINTER_STAR] && s->want[AS_POINTER_STAR] <= SW_SPACED ?
		1u << AS_POINTER_STAR : 0) |
	       (s->rule[R_SIZEOF] && s->want[AS_SIZEOF] <= ZW_BARE ? 1u << AS_SIZEOF : 0) |
	       (s->rule[R_SPDX] && s->want[AS_SPDX] <= XW_KERNEL ? 1u << AS_SPDX : 0) |
	       (s->rule[R_INDENT] && s->want[AS_INDENT] <= IW_SPACES ? 1u << AS_INDENT : 0) |
	       (s->rule[R_LINE_LENGTH] && s->max_line ? 1u << AS_LINE_LENGTH : 0);
}

/* The variant of aspect a practised for path, as an offset in it; -1. */
static int practised(const Majority *m, const char *path, AspectId a)
{
	AspectPractice why = { 0 };
	int v = m ? majority_variant(m, path, a, &why) : -1;

	return v < 0 ? -1 : v - (int)aspect_first[a];
}

void check_form_resolve(Settings *s, const Majority *m, const char *path)
{
	AspectSet set = settings_aspects_majority(s);
	int v;

	if (set & 1u << AS_POINTER_STAR) {
		v = practised(m, path, AS_POINTER_STAR);
		s->want[AS_POINTER_STAR] = v < 0 ? SW_ANY : v;
	}
	if (set & 1u << AS_SIZEOF) {
		v = practised(m, path, AS_SIZEOF);
		s->want[AS_SIZEOF] = v < 0 ? ZW_ANY : v;
	}
	if (set & 1u << AS_SPDX) {	/* missing practised: no opinion */
		v = practised(m, path, AS_SPDX);
		s->want[AS_SPDX] = v == 0 ? XW_LINE : v == 1 ? XW_BLOCK : XW_ANY;
	}
	if (set & 1u << AS_INDENT) {	/* mixed practised: no opinion */
		v = practised(m, path, AS_INDENT);
		s->want[AS_INDENT] = v == 0 ? IW_TABS : v == 1 ? IW_SPACES : IW_ANY;
	}
	if (s->want[AS_SPDX] == XW_KERNEL) {
		size_t n = strlen(path);

		s->want[AS_SPDX] = n > 2 && !strcmp(path + n - 2, ".h") ? XW_BLOCK : XW_LINE;
		s->spdx_kernel = true;
	}
}

/* Whether buf[from, to) is spaces and tabs only. */
static bool spaces(const char *buf, size_t from, size_t to)
{
	for (size_t i = from; i < to; i++)
		if (buf[i] != ' ' && buf[i] != '\t')
			return false;
	return true;
}

/* Add a finding of rule r over tokens a .. z of one line. */
static void report(const FormFile *f, Rule r, const Token *a, const Token *z,
		   const char *msg)
{
	size_t bol = aspect_lines_start(f->lines, a->off);

	findings_add(f->out, r, a->off, a->line, (unsigned)(a->off - bol) + 1,
		     a->line, (unsigned)(z->off + z->len - bol), "%s", msg);
}

static bool is_qual(const Token *k)
{
	return k->kind == TK_IDENT && k->kw == KW_QUAL;
}

/*
 * pointer-star: the stars from k, placed as v.  With a qualifier after
 * them ("char * const p") only the blank before them is the choice.
 */
/*
 * Whether code token k lies in an argument that a macro of the file
 * stringifies or pastes: an edit there changes the text the macro makes.
 */
static bool quoted(const FormFile *f, const Token *k)
{
	uintptr_t at = (uintptr_t)k, code = (uintptr_t)f->t->v;

	return at >= code && at < code + f->t->n * sizeof(*f->t->v) &&
	       macro_quoting(macro_lazy(f->macros), f->t->v, (size_t)(k - f->t->v));
}

static void pointer_star(const FormFile *f, AspectVariant v, const Token *k)
{
	static const char *const form[] = { "type *name", "type* name", "type * name" };
	static const char *const where[] = {
		"against the name", "against the type", "between blanks",
	};
	const Token *z = k, *b = k - 1;
	StarWant w = f->s->want[AS_POINTER_STAR];
	char msg[160];

	while (token_is(&z[1], P_STAR))
		z++;
	bool qual = is_qual(&z[1]);
	if (qual && w == SW_SPACED)
		w = SW_BY_NAME;
	if ((int)w == (int)(v - AV_STAR_NAME))
		return;
	snprintf(msg, sizeof(msg), "pointer declarator written \"%s\"; the '*' "
		 "goes %s (\"%s\")", form[v - AV_STAR_NAME], where[w], form[w]);
	report(f, R_POINTER_STAR, k, z, msg);

	size_t before = b->off + b->len, after = z->off + z->len;
	if (!spaces(f->buf, before, k->off) || !spaces(f->buf, after, z[1].off))
		return;	/* a comment between: no fix */
	if (quoted(f, k))
		return;	/* a macro makes a string of the spelling */
	bool want_before = w != SW_BY_TYPE, want_after = w != SW_BY_NAME;

	if (before < k->off && !want_before)
		findings_edit(f->out, before, k->off - before, "");
	else if (before == k->off && want_before)
		findings_edit(f->out, k->off, 0, " ");
	if (qual)
		return;
	if (after < z[1].off && !want_after)
		findings_edit(f->out, after, z[1].off - after, "");
	else if (after == z[1].off && want_after)
		findings_edit(f->out, after, 0, " ");
}

/*
 * Whether every bracket of v[from .. to] is matched inside them, so
 * that parentheses put around them pair with each other.
 */
static bool balanced(const Token *v, size_t from, size_t to)
{
	for (size_t k = from; k <= to; k++) {
		switch (v[k].kind == TK_PUNCT ? v[k].p : P_NONE) {
		case P_LPAREN: case P_RPAREN: case P_LBRACK: case P_RBRACK:
		case P_LBRACE: case P_RBRACE:
			if (v[k].match == TOKEN_NO_MATCH || v[k].match < from ||
			    v[k].match > to)
				return false;
			break;
		default:
			break;
		}
	}
	return true;
}

/*
 * Whether a and b, with nothing between, could lex as other tokens: two
 * words, or two punctuators ("p++" then "+").
 */
static bool joins(const Token *a, const Token *b)
{
	if (b->flags & TF_SPACE || b->kind == TK_EOF)
		return false;
	if (a->kind != TK_PUNCT || b->kind != TK_PUNCT)
		return a->kind != TK_PUNCT && b->kind != TK_PUNCT;
	switch (b->p) {	/* the ends no punctuator starts with */
	case P_SEMI: case P_COMMA: case P_RPAREN: case P_RBRACK: case P_RBRACE:
		return a->p == P_LT || a->p == P_PERCENT || a->p == P_COLON;
	default:
		return true;
	}
}

/*
 * Why "sizeof x" at v[i] takes no parentheses safely, else NULL; with
 * apply set, its edits are given to the finding just added.
 */
static const char *add_parens(const FormFile *f, const Token *v, size_t i,
			      bool apply)
{
	const char *why = NULL;
	bool shape;
	size_t e = token_sizeof_operand(f->buf, v, i + 1, &shape, &why);
	size_t gap = v[i].off + v[i].len;

	if (e == SIZE_MAX)
		return why;
	if (token_postfix(&v[e + 1]) || !balanced(v, i + 1, e))
		return "the operand's end is not sure";
	if (v[e].line != v[i].line)
		return "the operand spans lines";
	if (!spaces(f->buf, gap, v[i + 1].off))
		return "a comment or a line break after sizeof";
	if (quoted(f, &v[i]))
		return "a macro of the file stringifies or pastes the text";
	if (macro_not_operand(macro_lazy(f->macros), v, i + 1, e + 1))
		return "the operand holds a macro of the file that expands to more than an operand";
	if (apply) {
		findings_edit(f->out, gap, v[i + 1].off - gap, "(");
		findings_edit(f->out, v[e].off + v[e].len, 0, ")");
	}
	return NULL;
}

/* The same for "sizeof(x)" at v[i] losing its parentheses. */
static const char *drop_parens(const FormFile *f, const Token *v, size_t i,
			       bool apply)
{
	const char *why = NULL;
	size_t open = i + 1, close = v[open].match;
	bool shape;
	size_t e = token_sizeof_operand(f->buf, v, open + 1, &shape, &why);

	if (e == SIZE_MAX)
		return why;
	if (e + 1 != close || token_postfix(&v[close + 1]))
		return "the parentheses do not hold the whole operand";
	if (!shape)
		return "the operand could name a type";
	if (quoted(f, &v[i]))
		return "a macro of the file stringifies or pastes the text";
	if (macro_not_operand(macro_lazy(f->macros), v, open + 1, close))
		return "the operand holds a macro of the file that expands to more than an operand";
	if (apply) {
		findings_edit(f->out, v[open].off, 1, v[open].flags & TF_SPACE ? "" : " ");
		findings_edit(f->out, v[close].off, 1, joins(&v[close - 1], &v[close + 1]) ?
			      " " : "");
	}
	return NULL;
}

static void size_of(const FormFile *f, AspectVariant v, const Token *k)
{
	const Tokens *t = f->t;
	/* The code's or a directive's: compared as addresses, two arrays. */
	uintptr_t at = (uintptr_t)k, code = (uintptr_t)t->v;
	bool pp = at < code || at >= code + t->n * sizeof(*t->v);
	const Token *base = pp ? t->pp : t->v;
	size_t i = (size_t)(k - base);
	const char *(*fix)(const FormFile *, const Token *, size_t, bool) =
		v == AV_SIZEOF_BARE ? add_parens : drop_parens;
	const char *why;
	size_t bol = aspect_lines_start(f->lines, k->off);

	if ((int)f->s->want[AS_SIZEOF] == (int)(v - AV_SIZEOF_PARENS))
		return;
	why = pp ? "in a directive, a macro's argument may be any expression" :
	      fix(f, base, i, false);
	findings_add(f->out, R_SIZEOF, k->off, k->line, (unsigned)(k->off - bol) + 1,
		     k->line, (unsigned)(k->off + k->len - bol), "%s%s%s",
		     v == AV_SIZEOF_BARE ? "sizeof without parentheses (\"sizeof "
		     "x\"); it takes them (\"sizeof(x)\")" : "sizeof with "
		     "parentheses around an expression (\"sizeof(x)\"); it goes "
		     "without (\"sizeof x\")", why ? "; no fix: " : "", why ? why : "");
	if (!why)
		fix(f, base, i, true);
}

/* The comment of f that starts at off, or NULL. */
static const LexComment *comment_at(const FormFile *f, size_t off)
{
	for (size_t i = 0; f->fc && i < f->fc->n; i++)
		if (f->fc->v[i].c.start == off)
			return &f->fc->v[i].c;
	return NULL;
}

/*
 * Why the tag's comment c cannot turn into the other kind; else the
 * comment it becomes, in out.
 */
static const char *spdx_swap(const FormFile *f, const LexComment *c, Buf *out)
{
	const char *s = f->buf + c->body, *e = f->buf + c->close;

	while (s < e && (*s == ' ' || *s == '\t'))
		s++;
	while (e > s && (e[-1] == ' ' || e[-1] == '\t'))
		e--;
	if (c->line != c->end_line || c->unterminated)
		return "the comment spans lines";
	if ((size_t)(e - s) < sizeof(SPDX_TAG) - 1 ||
	    memcmp(s, SPDX_TAG, sizeof(SPDX_TAG) - 1) || memchr(s, '/', (size_t)(e - s)) ||
	    memchr(s, '\\', (size_t)(e - s)))
		return "the comment holds more than the tag";
	if (c->kind != LC_LINE) {
		size_t eol = c->end;

		while (eol < f->len && f->buf[eol] != '\n' && f->buf[eol] != '\r')
			eol++;
		if (!spaces(f->buf, c->end, eol))
			return "code follows the comment on its line";
		buf_puts(out, "// ");
		buf_add(out, s, (size_t)(e - s));
		return NULL;
	}
	buf_puts(out, "/* ");
	buf_add(out, s, (size_t)(e - s));
	buf_puts(out, " */");
	return NULL;
}

static void spdx(const FormFile *f, AspectVariant v, const Token *k)
{
	SpdxWant w = f->s->want[AS_SPDX] == XW_BLOCK ? XW_BLOCK : XW_LINE;
	const char *rule = !f->s->spdx_kernel ? "" : w == XW_LINE ?
			   " (the kernel's rule for a .c file)" :
			   " (the kernel's rule for a header)";
	const LexComment *c = comment_at(f, k->off);
	Buf msg = { 0 }, text = { 0 };
	const char *why = NULL;

	if (v == AV_SPDX_MISSING) {
		findings_add(f->out, R_SPDX, 0, 1, 1, 1, 1, "no SPDX-License-Identifier "
			     "tag in the file's head, before its first token");
		return;
	}
	if ((v == AV_SPDX_LINE) == (w == XW_LINE) || !c)
		return;
	buf_printf(&msg, "SPDX-License-Identifier tag in a %s comment; it goes in "
		   "a %s comment%s", v == AV_SPDX_LINE ? "//" : "block",
		   w == XW_LINE ? "//" : "block", rule);
	why = spdx_swap(f, c, &text);
	if (why)
		buf_printf(&msg, "; no fix: %s", why);
	findings_add(f->out, R_SPDX, c->start, c->line, c->col, c->line,
		     c->col + (unsigned)(c->end - c->start) - 1, "%s", msg.data);
	if (!why)
		findings_edit_copy(f->out, c->start, c->end - c->start, text.data);
	buf_free(&msg);
	buf_free(&text);
}

static void indent(const FormFile *f, AspectVariant v, const Token *k)
{
	IndentWant w = f->s->want[AS_INDENT];
	size_t bol = aspect_lines_start(f->lines, k->off);
	const char *by = f->s->indent_style ? "the .editorconfig's indent_style" :
			 "uniform_indent";

	if (v == AV_INDENT_MIXED)
		findings_add(f->out, R_INDENT, bol, k->line, 1, k->line,
			     (unsigned)(k->off - bol), "indentation that mixes "
			     "tabs and spaces (a space before a tab, or 8 spaces "
			     "after tabs); %s asks for %s", by,
			     w == IW_TABS ? "tabs" : "spaces");
	else if ((int)w != (int)(v - AV_INDENT_TABS))
		findings_add(f->out, R_INDENT, bol, k->line, 1, k->line,
			     (unsigned)(k->off - bol), "indented with %s; %s asks "
			     "for %s", w == IW_TABS ? "spaces" : "tabs", by,
			     w == IW_TABS ? "tabs" : "spaces");
}

/*
 * line-length: the line that starts at k; most lines are narrow, so the
 * places up to 80 columns are passed over when the limit is 80 or more.
 */
static void line_length(const FormFile *f, AspectVariant v, const Token *k)
{
	unsigned max = (unsigned)f->s->max_line, tab = (unsigned)f->s->tab_width;
	unsigned col = 0, at = 0;
	size_t i = k->off, past = 0;

	if (v == AV_LINE_80 && max >= 80)
		return;
	for (size_t n; i < f->len && f->buf[i] != '\n' && f->buf[i] != '\r'; i += n) {
		n = f->buf[i] == '\t' ? 1 : aspect_char_len(f->buf + i, f->buf + f->len);
		col = f->buf[i] == '\t' ? (col / tab + 1) * tab : col + 1;
		if (col > max && !at) {
			at = col;
			past = i;
		}
	}
	if (!at)
		return;
	findings_add(f->out, R_LINE_LENGTH, past, k->line,
		     (unsigned)(past - k->off) + 1, k->line, (unsigned)(i - k->off),
		     "line %u columns wide, over max_line_length (%u)", col, max);
}

void check_form_place(const FormFile *f, AspectVariant v, const Token *k)
{
	switch (aspect_of(v)) {
	case AS_POINTER_STAR:
		pointer_star(f, v, k);
		return;
	case AS_SIZEOF:
		size_of(f, v, k);
		return;
	case AS_SPDX:
		spdx(f, v, k);
		return;
	case AS_INDENT:
		indent(f, v, k);
		return;
	case AS_LINE_LENGTH:
		line_length(f, v, k);
		return;
	default:
		return;
	}
}
