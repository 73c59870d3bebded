/*
 * settings: rule names, conventions, and the keys that set them.
 *
 * The same keys are read from EditorConfig files, from --set KEY=VALUE
 * and from presets, so that each source of settings is only a way of
 * producing KEY=VALUE pairs in order; later pairs win.  EditorConfig
 * files are read with libeditorconfig, so sections, globs, "root" and
 * precedence behave exactly as they do for editors.  The library does
 * not say which line a property came from; for a bad value the nearest
 * .editorconfig line that sets it is found by reading the files again.
 * A preset's directories are paths from the top of the tree, not from
 * the operand; the top, and whether any .editorconfig applies, are
 * looked up once per directory, without recursion, at any depth.
 */
#include "settings.h"

#include <ctype.h>
#include <fcntl.h>
#include <fnmatch.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include <editorconfig/editorconfig.h>
#include <git2.h>

#include "buf.h"
#include "generated.h"
#include "imported.h"

static const char *const rule_names[R_NRULES] = {
	/* ORDER RULE */
	"comment-open", "comment-close", "comment-star", "line-comment",
	"bitwise-logical", "bitwise-effects", "precedence",
	"redundant-parens", "long-identifier", "unused-suppression",
	"decl-order", "brace-function", "else", "pointer-star", "sizeof",
	"spdx", "indent", "line-length",
};

static const char *const rule_helps[R_NRULES] = {
	/* ORDER RULE */
	"A multi-line block comment whose opening line does not follow the "
	"convention in force: customary puts '/*' alone on the first line, "
	"net starts the text there. Kernel-doc and banner comments, comments "
	"after code, the licence banner, code or a shell or configuration "
	"sample kept in a comment and a form the file writes in 40% of its comments are exempt.",
	"A multi-line block comment whose '*/' shares its line with text; "
	"the closer goes alone on the last line. Comments after code, boxes, "
	"the licence banner, code or a shell or configuration sample kept in "
	"a comment and a form the file writes in 40% of its comments are exempt.",
	"A multi-line block comment with continuation lines that do not begin "
	"with '*' after their indentation, or whose '*' is not under the '*' "
	"of the opening '/*': one finding a comment. Comments after code, "
	"tables, diagrams, frames and boxes, the licence banner, code or a "
	"shell or configuration sample kept in a comment (a line with no star "
	"that is a whole statement or a directive too) and a form the file "
	"writes in 40% of its comments (a '**' margin is one form wherever it "
	"stands) are exempt.",
	"A '//' comment where the settings ask for block comments.",
	"A bitwise '|' or '&' in a boolean context (a condition, an operand of "
	"'!', '&&', '||' or of '?') with a boolean operand, where '||' or '&&' "
	"was probably meant; not when the right operand does work (a call as "
	"the operand, an assignment, ++ or --), nor in a file that does this "
	"again and again (its own convention). A call whose result is "
	"compared or negated gives a truth value: reported, with no fix.",
	"A bitwise '|' or '&' in a boolean context with a boolean operand whose "
	"right operand does work (a call as the operand, an assignment, ++ or "
	"--) that '||' or '&&' would skip: the operator does work a reader may "
	"take for a slip. Off by default.",
	"A comparison written without parentheses as an operand of '&', '|' or "
	"'^' (a & b == c reads as a & (b == c)), or '!' applied to the left "
	"operand of '&' or '|' (!a & b reads as (!a) & b) or of '==' or '!=', "
	"or '~' applied to a truth value (~(a < b) is never 0).",
	"Parentheses that change nothing: around a name, literal, member "
	"access, call or subscript that is an operand of a binary operator, "
	"doubled parentheses, and return (x) with such an x where the file "
	"writes return x and is not laid out in KNF (uniform_return_parens). "
	"Not those kept for a column "
	"layout or for symmetry (with a parenthesized neighbour, a condition "
	"close by written alike, or, where the file writes the operands of "
	"its conditions in pairs as its habit, a chain of '&&' or '||', or of "
	"'&' or '|' in a condition, whose every operand is in parentheses, one "
	"around more than a plain operand), nor those of "
	"a file that writes such operands of that operator, or that operand, "
	"in parentheses as its habit (three times and 40% at least), nor "
	"those whose partner across the operator keeps its pair. With "
	"uniform_redundant_parens = strict also around a comparison that is "
	"an operand of '&&' or '||', and around any return value.",
	"A declared name (variable, field, function, parameter, macro, typedef, "
	"tag, enumerator) longer than uniform_max_identifier_length and "
	"unusually long for its directory (longer than 99% of the names "
	"declared there), reported where it is declared, once per file.",
	"A suppression comment (NOLINT(rule), NOLINTNEXTLINE(rule), "
	"NOLINTBEGIN(rule), uniform-disable:, uniform-disable-file:) that "
	"silences no finding of a rule it names, among the rules in force. A "
	"NOLINT form without a list is left alone: another tool may read it. "
	"Off by default.",
	"The declarations that open a block (3 lines or more, up to a blank "
	"line, a comment line, a directive or the first statement) not in "
	"reverse Christmas tree order, each line at least as long as the "
	"next (its code, tabs to 8 columns), where uniform_decl_order asks "
	"for it; one finding a block. Off by default; the linux preset turns "
	"it on in netdev's and tip's directories.",
	"The opening brace of a function's body placed against "
	"uniform_brace_function: own-line (the kernel's: alone at the start "
	"of the line after the declarator) or same-line. A body closed on "
	"the line it opens is left alone. Off by default.",
	"An else placed against uniform_else after the '}' of its if's "
	"branch: cuddled (the kernel's: \"} else\" on one line) or own-line "
	"(else at the start of the next line). Off by default.",
	"The '*' of a pointer declarator placed against uniform_pointer_star: "
	"by-name (the kernel's: \"type *name\"), by-type (\"type* name\") "
	"or spaced (\"type * name\"). Off by default.",
	"A sizeof on an expression written against uniform_sizeof: parens "
	"(the kernel's: \"sizeof(x)\") or bare (\"sizeof x\"). A sizeof on a "
	"type has its parentheses either way. Off by default.",
	"The SPDX-License-Identifier tag of a file's head in the comment "
	"uniform_spdx does not want: line (//), block (/* */) or kernel (// "
	"in C files, /* */ in headers, as the kernel's licence rules ask); "
	"a file with no tag before its first token is reported too. Off by "
	"default.",
	"A line of code indented with the other kind of blank: tabs or spaces "
	"as EditorConfig's indent_style says for the file, else as "
	"uniform_indent says; a mix (a space before a tab, or 8 spaces after "
	"tabs) whenever either is asked. Off by default.",
	"A line wider than max_line_length (EditorConfig's property; off by "
	"default), tabs to tab_width columns: one finding a line, at the "
	"column where it passes the limit. Off by default.",
};

static const char *const brace_names[] = {
	/* ORDER BRACE */
	"own-line", "same-line", "any", "majority",
};

static const char *const else_names[] = {
	/* ORDER ELSE */
	"cuddled", "own-line", "any", "majority",
};

static const char *const star_names[] = {
	/* ORDER STAR */
	"by-name", "by-type", "spaced", "any", "majority",
};

static const char *const sizeof_names[] = {
	/* ORDER SIZEOF */
	"parens", "bare", "any", "majority",
};

static const char *const spdx_names[] = {
	/* ORDER SPDX */
	"line", "block", "kernel", "any", "majority",
};

static const char *const indent_names[] = {
	/* ORDER INDENT */
	"tabs", "spaces", "any", "majority",
};

static const char *const decl_names[] = {
	/* ORDER DECL */
	"reverse-xmas", "any", "majority",
};

static const char *const scope_names[] = {
	/* ORDER SCOPE */
	"all", "changes",
};

static const char *const return_names[] = {
	/* ORDER RETURN */
	"majority", "remove", "keep",
};

static const char *const style_names[] = {
	/* ORDER STYLE */
	"customary", "net", "majority", "any",
};

static const char *const generated_names[] = {
	/* ORDER GENERATED */
	"skip", "check",
};

const char *rule_name(Rule r)
{
	return r < R_NRULES ? rule_names[r] : "?";
}

const char *rule_help(Rule r)
{
	return r < R_NRULES ? rule_helps[r] : "";
}

static bool rule_is_style(int r)
{
	return r != R_PRECEDENCE && r != R_BITWISE_EFFECTS;
}

bool rule_new_code_only(const Settings *s, int r)
{
	return rule_is_style(r) &&
	       (s->scope == SC_CHANGES || (r == R_DECL_ORDER && s->decl_new_only));
}

Rule rule_find(const char *name)
{
	for (int r = 0; r < R_NRULES; r++)
		if (!strcmp(rule_names[r], name))
			return (Rule)r;
	return R_NRULES;
}

const char *style_name(CommentStyle s)
{
	return style_names[s];
}

/*
 * Every aspect's key set to the kernel's variant (kernel), or to
 * majority: the directory's practice.
 */
static void aspects_want(Settings *s, bool kernel)
{
	s->decl_order = kernel ? DO_REVERSE_XMAS : DO_MAJORITY;
	s->brace_function = kernel ? BW_OWN_LINE : BW_MAJORITY;
	s->else_place = kernel ? EW_CUDDLED : EW_MAJORITY;
	s->pointer_star = kernel ? SW_BY_NAME : SW_MAJORITY;
	s->sizeof_want = kernel ? ZW_PARENS : ZW_MAJORITY;
	s->spdx = kernel ? XW_KERNEL : XW_MAJORITY;
	s->indent = kernel ? IW_TABS : IW_MAJORITY;
}

void settings_default(Settings *s)
{
	s->style = ST_MAJORITY;
	s->style_from = OR_DEFAULT;
	/* The aspects' rules, decl-order and after it, are opt-in. */
	for (int r = 0; r < R_NRULES; r++)
		s->rule[r] = r != R_LINE_COMMENT && r != R_LONG_IDENTIFIER &&
			     r != R_UNUSED_SUPPRESSION && r < R_DECL_ORDER;
	s->rule[R_BITWISE_EFFECTS] = false;	/* opt-in: see check_expr.c */
	s->tab_width = 8;
	s->strict_parens = false;
	s->max_ident = 24;
	s->usual_ident = 0;
	s->usual_dir = NULL;
	s->generated = GEN_SKIP;
	s->vendored = false;
	s->vendored_by = VB_SETTING;
	s->vendored_entry = NULL;
	s->generated_attr = -1;
	s->return_parens = RP_MAJORITY;
	s->scope = SC_ALL;
	s->file_practice = true;
	/*
	 * The aspects' variants: what the directory practises, as for the
	 * comments; a Linux tree's preset asks for the kernel's.
	 */
	aspects_want(s, false);
	s->decl_new_only = false;
	s->spdx_kernel = false;
	s->indent_style = false;
	s->max_line = 0;
	s->decl_dir = NULL;
	s->decl_count = s->decl_of = 0;
	s->new_code = false;
}

/*
 * The rules one item of a list names: a rule's name, a glob over the
 * names ("comment-*") or "all"; marked in hit, and how many.
 */
static int rules_named(const char *item, bool hit[R_NRULES])
{
	int n = 0;

	for (int r = 0; r < R_NRULES; r++) {
		hit[r] = !strcmp(item, "all") || !fnmatch(item, rule_names[r], 0);
		n += hit[r];
	}
	return n;
}

/*
 * The edit distance from a to b, a transposition counting as one edit
 * (optimal string alignment); both shorter than 64 bytes.
 */
static size_t edit_distance(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b), d[64][64];

	for (size_t i = 0; i <= la; i++)
		d[i][0] = i;
	for (size_t j = 0; j <= lb; j++)
		d[0][j] = j;
	for (size_t i = 1; i <= la; i++) {
		for (size_t j = 1; j <= lb; j++) {
			size_t best = d[i - 1][j - 1] + (a[i - 1] != b[j - 1]);

			if (d[i - 1][j] + 1 < best)
				best = d[i - 1][j] + 1;
			if (d[i][j - 1] + 1 < best)
				best = d[i][j - 1] + 1;
			if (i > 1 && j > 1 && a[i - 1] == b[j - 2] &&
			    a[i - 2] == b[j - 1] && d[i - 2][j - 2] + 1 < best)
				best = d[i - 2][j - 2] + 1;
			d[i][j] = best;
		}
	}
	return d[la][lb];
}

/*
 * The rule whose name is nearest to name, if fewer than least edits
 * away; NULL if none is.
 */
static const char *rule_within(const char *name, size_t least)
{
	const char *best = NULL;

	for (int r = 0; r < R_NRULES; r++) {
		size_t d = edit_distance(name, rule_names[r]);

		if (d < least) {
			least = d;
			best = rule_names[r];
		}
	}
	return best;
}

/* The rule whose name is nearest to name, if at most half of it differs. */
static const char *rule_nearest(const char *name)
{
	return rule_within(name, strlen(name) / 2 + 1);
}

const char *rule_misspelt(const char *name)
{
	size_t n = strlen(name);

	if (n >= 64)
		return NULL;
	return rule_within(name, (n / 4 > 2 ? n / 4 : 2) + 1);
}

/*
 * "-comment-star,+line-comment,comment-open": switch rules off and on;
 * each item is a name, a glob or "all" (so "-all,bitwise-logical" keeps
 * one rule alone).  An item that names no rule ends it: false, with
 * what is wrong with it in why when why is not NULL.
 */
static bool set_rules(bool rule[R_NRULES], const char *v, Buf *why)
{
	while (*v) {
		size_t n = strcspn(v, ", \t");
		bool on = true, hit[R_NRULES];
		char name[64];

		if (n && (v[0] == '+' || v[0] == '-')) {
			on = v[0] == '+';
			v++;
			n--;
		}
		if (n) {
			memcpy(name, v, n < sizeof(name) ? n : sizeof(name) - 1);
			name[n < sizeof(name) ? n : sizeof(name) - 1] = '\0';
			if (n >= sizeof(name) || !rules_named(name, hit)) {
				const char *near = n < sizeof(name) ? rule_nearest(name) : NULL;

				if (!why)
					return false;
				if (strpbrk(name, "*?["))
					buf_printf(why, "'%s' matches no rule", name);
				else
					buf_printf(why, "unknown rule '%.*s'", (int)n, v);
				if (near)
					buf_printf(why, "; did you mean '%s'?", near);
				return false;
			}
			for (int r = 0; r < R_NRULES; r++)
				if (hit[r])
					rule[r] = on;
		}
		v += n;
		v += strspn(v, ", \t");
	}
	return true;
}

bool rule_list_check(const char *list, Buf *why)
{
	bool scratch[R_NRULES];

	return set_rules(scratch, list, why);
}

/* The index of value in names[0 .. n), or -1. */
static const char *const bool_names[] = { "false", "true" };

static int name_index(const char *const *names, int n, const char *value)
{
	for (int i = 0; i < n; i++)
		if (!strcmp(value, names[i]))
			return i;
	return -1;
}

const char *settings_set(Settings *s, const char *key, const char *value)
{
	int i;

	if (!strcmp(key, "uniform_comment_style")) {
		if ((i = name_index(style_names, ST_ANY + 1, value)) < 0)
			return "uniform_comment_style is customary, net, majority or any";
		s->style = (CommentStyle)i;
		return NULL;
	}
	if (!strcmp(key, "uniform_rules"))
		return set_rules(s->rule, value, NULL) ? NULL : "uniform_rules names an unknown rule";
	if (!strcmp(key, "tab_width")) {
		char *end;
		long w = strtol(value, &end, 10);
		if (end == value || *end || w < 1 || w > 64)
			return "tab_width is a number from 1 to 64";
		s->tab_width = (int)w;
		return NULL;
	}
	if (!strcmp(key, "uniform_redundant_parens")) {
		if (strcmp(value, "basic") && strcmp(value, "strict"))
			return "uniform_redundant_parens is basic or strict";
		s->strict_parens = !strcmp(value, "strict");
		return NULL;
	}
	if (!strcmp(key, "uniform_max_identifier_length")) {
		char *end;
		long w = strtol(value, &end, 10);
		if (end == value || *end || w < 1 || w > 4096)
			return "uniform_max_identifier_length is a number from 1 to 4096";
		s->max_ident = (int)w;
		return NULL;
	}
	if (!strcmp(key, "uniform_generated")) {
		if ((i = name_index(generated_names, GEN_CHECK + 1, value)) < 0)
			return "uniform_generated is skip or check";
		s->generated = (Generated)i;
		return NULL;
	}
	if (!strcmp(key, "uniform_vendored")) {
		if ((i = name_index(bool_names, 2, value)) < 0)
			return "uniform_vendored is true or false";
		s->vendored = i;
		s->vendored_by = VB_SETTING;
		return NULL;
	}
	if (!strcmp(key, "uniform_return_parens")) {
		if ((i = name_index(return_names, RP_KEEP + 1, value)) < 0)
			return "uniform_return_parens is majority, remove or keep";
		s->return_parens = (ReturnParens)i;
		return NULL;
	}
	if (!strcmp(key, "uniform_file_practice")) {
		if ((i = name_index(bool_names, 2, value)) < 0)
			return "uniform_file_practice is true or false";
		s->file_practice = i;
		return NULL;
	}
	if (!strcmp(key, "uniform_scope")) {
		if ((i = name_index(scope_names, SC_CHANGES + 1, value)) < 0)
			return "uniform_scope is all or changes";
		s->scope = (Scope)i;
		if (s->scope == SC_ALL)	/* every rule on every line: decl-order too */
			s->decl_new_only = false;
		return NULL;
	}
	if (!strcmp(key, "uniform_decl_order")) {
		if ((i = name_index(decl_names, DO_MAJORITY + 1, value)) < 0)
			return "uniform_decl_order is reverse-xmas, any or majority";
		s->decl_order = (DeclOrder)i;
		s->decl_new_only = false;
		return NULL;
	}
	if (!strcmp(key, "uniform_brace_function")) {
		if ((i = name_index(brace_names, BW_MAJORITY + 1, value)) < 0)
			return "uniform_brace_function is own-line, same-line, any or majority";
		s->brace_function = (BraceWant)i;
		return NULL;
	}
	if (!strcmp(key, "uniform_else")) {
		if ((i = name_index(else_names, EW_MAJORITY + 1, value)) < 0)
			return "uniform_else is cuddled, own-line, any or majority";
		s->else_place = (ElseWant)i;
		return NULL;
	}
	if (!strcmp(key, "uniform_pointer_star")) {
		if ((i = name_index(star_names, SW_MAJORITY + 1, value)) < 0)
			return "uniform_pointer_star is by-name, by-type, spaced, any or majority";
		s->pointer_star = (StarWant)i;
		return NULL;
	}
	if (!strcmp(key, "uniform_sizeof")) {
		if ((i = name_index(sizeof_names, ZW_MAJORITY + 1, value)) < 0)
			return "uniform_sizeof is parens, bare, any or majority";
		s->sizeof_want = (SizeofWant)i;
		return NULL;
	}
	if (!strcmp(key, "uniform_spdx")) {
		if ((i = name_index(spdx_names, XW_MAJORITY + 1, value)) < 0)
			return "uniform_spdx is line, block, kernel, any or majority";
		s->spdx = (SpdxWant)i;
		return NULL;
	}
	if (!strcmp(key, "uniform_indent")) {
		if ((i = name_index(indent_names, IW_MAJORITY + 1, value)) < 0)
			return "uniform_indent is tabs, spaces, any or majority";
		s->indent = (IndentWant)i;
		s->indent_style = false;
		return NULL;
	}
	if (!strcmp(key, "max_line_length")) {
		char *end;
		long w = strtol(value, &end, 10);

		if (!strcasecmp(value, "off")) {
			s->max_line = 0;
			return NULL;
		}
		if (end == value || *end || w < 1 || w > 4096)
			return "max_line_length is a number from 1 to 4096, or off";
		s->max_line = (int)w;
		return NULL;
	}
	return "unknown key";
}

const char *settings_key(size_t i, const Settings *s, const char **values,
			 char buf[16], const char **def)
{
	switch (i) {
	case 0:
		*values = "customary, net, majority or any";
		*def = style_names[s->style];
		return "uniform_comment_style";
	case 1:
		*values = "rule names, globs or all, comma-separated: NAME or +NAME turns on, -NAME off";
		*def = "every rule but line-comment, long-identifier, bitwise-effects, unused-suppression and the aspects' (decl-order to line-length)";
		return "uniform_rules";
	case 2:
		*values = "a number from 1 to 64";
		snprintf(buf, 16, "%d", s->tab_width);
		*def = buf;
		return "tab_width";
	case 3:
		*values = "basic or strict";
		*def = s->strict_parens ? "strict" : "basic";
		return "uniform_redundant_parens";
	case 4:
		*values = "a number from 1 to 4096";
		snprintf(buf, 16, "%d", s->max_ident);
		*def = buf;
		return "uniform_max_identifier_length";
	case 5:
		*values = "skip or check";
		*def = generated_names[s->generated];
		return "uniform_generated";
	case 6:
		*values = "true or false";
		*def = bool_names[s->vendored];
		return "uniform_vendored";
	case 7:
		*values = "majority, remove or keep";
		*def = return_names[s->return_parens];
		return "uniform_return_parens";
	case 8:
		*values = "true or false";
		*def = bool_names[s->file_practice];
		return "uniform_file_practice";
	case 9:
		*values = "all or changes";
		*def = scope_names[s->scope];
		return "uniform_scope";
	case 10:
		*values = "reverse-xmas, any or majority";
		*def = decl_names[s->decl_order];
		return "uniform_decl_order";
	case 11:
		*values = "own-line, same-line, any or majority";
		*def = brace_names[s->brace_function];
		return "uniform_brace_function";
	case 12:
		*values = "cuddled, own-line, any or majority";
		*def = else_names[s->else_place];
		return "uniform_else";
	case 13:
		*values = "by-name, by-type, spaced, any or majority";
		*def = star_names[s->pointer_star];
		return "uniform_pointer_star";
	case 14:
		*values = "parens, bare, any or majority";
		*def = sizeof_names[s->sizeof_want];
		return "uniform_sizeof";
	case 15:
		*values = "line, block, kernel, any or majority";
		*def = spdx_names[s->spdx];
		return "uniform_spdx";
	case 16:
		*values = "tabs, spaces, any or majority";
		*def = indent_names[s->indent];
		return "uniform_indent";
	case 17:
		*values = "a number from 1 to 4096, or off";
		if (s->max_line)
			snprintf(buf, 16, "%d", s->max_line);
		*def = s->max_line ? buf : "off";
		return "max_line_length";
	default:
		return NULL;
	}
}

static const char *const preset_names[] = {
	/* ORDER PRESET */
	"none", "linux", "linux-6.10", "majority",
};

bool config_preset(Config *c, const char *name)
{
	for (int i = 0; i <= PR_MAJORITY; i++) {
		if (!strcmp(name, preset_names[i])) {
			c->preset = (Preset)i;
			c->preset_named = true;
			return true;
		}
	}
	return false;
}

const char *config_add(Config *c, const char *key, const char *value)
{
	Settings scratch;

	settings_default(&scratch);
	const char *err = settings_set(&scratch, key, value);
	if (err)
		return err;
	c->keys = xrealloc(c->keys, (c->n + 1) * sizeof(*c->keys));
	c->values = xrealloc(c->values, (c->n + 1) * sizeof(*c->values));
	c->keys[c->n] = xstrdup(key);
	c->values[c->n] = xstrdup(value);
	c->n++;
	return NULL;
}

/* Whether rel lies under dir, by whole path components. */
static bool under(const char *rel, const char *dir)
{
	size_t n = strlen(dir);

	return !strncmp(rel, dir, n) && rel[n] == '/';
}

/* path made absolute and lexically clean, as libeditorconfig wants it. */
char *settings_absolute(const char *cwd, const char *path)
{
	Buf b = { 0 };

	if (path[0] != '/')
		buf_puts(&b, cwd);
	for (const char *p = path; *p;) {
		size_t n = strcspn(p, "/");

		if (n == 0 || (n == 1 && p[0] == '.')) {
			/* empty or "." component */
		} else if (n == 2 && p[0] == '.' && p[1] == '.') {
			while (b.len && b.data[b.len - 1] != '/')
				b.len--;
			if (b.len)
				b.len--;
		} else {
			buf_putc(&b, '/');
			buf_add(&b, p, n);
		}
		p += n + (p[n] == '/');
	}
	if (!b.len)
		buf_putc(&b, '/');
	b.data[b.len] = '\0';
	return b.data;
}

FILE *config_fopen(const char *path)
{
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	struct stat st;

	if (fd < 0)
		return NULL;
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
		close(fd);
		return NULL;
	}
	FILE *f = fdopen(fd, "r");
	if (!f)
		close(fd);
	return f;
}

/* s with white space cut off both ends, in place. */
static char *trim(char *s)
{
	while (isspace((unsigned char)*s))
		s++;
	size_t n = strlen(s);
	while (n && isspace((unsigned char)s[n - 1]))
		s[--n] = '\0';
	return s;
}

/*
 * One line of an EditorConfig file, cut up in place: false for a blank
 * line or a comment; else true, with *header set for a "[section]" line,
 * or *name and *value the trimmed sides of "name = value" (or ':'), a
 * comment after white space cut off the value; *name is NULL when the
 * line is neither.  *line is the trimmed line.
 */
static bool ini_line(char **line, bool *header, char **name, char **value)
{
	char *s = trim(*line), *eq = strchr(s, '=');

	*line = s;
	*header = *s == '[';
	*name = *value = NULL;
	if (!*s || *s == '#' || *s == ';')
		return false;
	if (!eq)
		eq = strchr(s, ':');
	if (*header || !eq)
		return true;
	*eq = '\0';
	*name = trim(s);
	for (char *p = eq + 1; *p; p++) {
		if ((*p == '#' || *p == ';') && isspace((unsigned char)p[-1])) {
			*p = '\0';
			break;
		}
	}
	*value = trim(eq + 1);
	return true;
}

/* dir[0..n) + "/" + name in b, emptied first. */
static void dir_file(Buf *b, const char *dir, size_t n, const char *name)
{
	b->len = 0;
	buf_add(b, dir, n);
	buf_putc(b, '/');
	buf_puts(b, name);
}

/*
 * The nearest .editorconfig line that sets key to value (any value when
 * value is NULL), as "FILE:LINE", else ".editorconfig"; the directory of
 * abs upwards, stopping at root = true.
 */
static void locate(const char *abs, const char *key, const char *value,
		   Buf *where)
{
	Buf file = { 0 };
	char *line = NULL;
	size_t cap = 0;

	for (size_t n = strlen(abs); n > 0;) {
		while (n > 0 && abs[--n] != '/')
			;
		dir_file(&file, abs, n, ".editorconfig");
		FILE *f = config_fopen(file.data);
		bool root = false, preamble = true, header;
		unsigned ln = 0;
		while (f && getline(&line, &cap, f) > 0) {
			char *s = line, *k, *v;

			ln++;
			if (!ini_line(&s, &header, &k, &v) || !k) {
				preamble &= !header;
				continue;
			}
			root |= preamble && !strcasecmp(k, "root") && !strcasecmp(v, "true");
			if (!strcasecmp(k, key) && (!value || !strcasecmp(v, value))) {
				buf_printf(where, "%s:%u", file.data, ln);
				fclose(f);
				goto out;
			}
		}
		if (f)
			fclose(f);
		if (root)
			break;
	}
	buf_puts(where, ".editorconfig");
out:
	free(line);
	buf_free(&file);
}

/*
 * path made absolute with its directory's symbolic links resolved, so
 * that a link into a tree gets the tree's top, presets and .editorconfig
 * files (a directory that does not exist stays as settings_absolute
 * makes it); the last directory resolved is kept in cache, when there is
 * one, for the files of a directory come one after another.
 */
static char *real_absolute(EcCache *cache, const char *cwd, const char *path)
{
	char *abs = settings_absolute(cwd, path), *slash = strrchr(abs, '/'), *real;
	size_t n = (size_t)(slash - abs);
	Buf b = { 0 };

	if (cache && cache->dir && strlen(cache->dir) == n &&
	    !strncmp(cache->dir, abs, n)) {
		real = xstrdup(cache->real);
	} else {
		*slash = '\0';
		real = realpath(n ? abs : "/", NULL);
		*slash = '/';
		if (!real)
			return abs;
		if (cache) {
			free(cache->dir);
			free(cache->real);
			cache->dir = xmalloc(n + 1);
			memcpy(cache->dir, abs, n);
			cache->dir[n] = '\0';
			cache->real = xstrdup(real);
		}
	}
	buf_puts(&b, strcmp(real, "/") ? real : "");
	buf_puts(&b, slash);
	free(real);
	free(abs);
	return b.data;
}

/* Apply the EditorConfig properties of abs; false with a message. */
static bool apply_editorconfig(Settings *out, const char *abs, Buf *err)
{
	editorconfig_handle h = editorconfig_handle_init();
	int r = editorconfig_parse(abs, h);
	bool ok = true;

	if (r > 0) {
		buf_printf(err, "uniform: %s:%d: malformed EditorConfig file\n",
			   editorconfig_handle_get_err_file(h), r);
		ok = false;
	} else if (r < 0) {
		buf_printf(err, "uniform: %s: EditorConfig: %s\n", abs,
			   editorconfig_get_error_msg(r));
		ok = false;
	}
	int n = ok ? editorconfig_handle_get_name_value_count(h) : 0;
	const char *style = NULL;	/* indent_style, applied last */

	for (int i = 0; i < n; i++) {
		const char *name, *value;

		editorconfig_handle_get_name_value(h, i, &name, &value);
		if (!strcmp(name, "indent_style"))
			style = value;
		if (strncmp(name, "uniform_", 8) && strcmp(name, "tab_width") &&
		    strcmp(name, "max_line_length"))
			continue;
		const char *why = settings_set(out, name, value);
		if (!why && !strcmp(name, "uniform_comment_style"))
			out->style_from = OR_EDITORCONFIG;
		if (why) {
			Buf where = { 0 }, item = { 0 };
			locate(abs, name, value, &where);
			if (!strcmp(name, "uniform_rules") &&
			    !rule_list_check(value, &item))
				why = item.data;	/* names the item */
			buf_printf(err, "uniform: %s: %s = %s: %s\n", where.data,
				   name, value, why);
			buf_free(&where);
			buf_free(&item);
			ok = false;
		}
	}
	/*
	 * EditorConfig's own indent_style wins over a uniform_indent of the
	 * same files; another value (unset) says nothing.
	 */
	if (style && (!strcasecmp(style, "tab") || !strcasecmp(style, "space"))) {
		out->indent = !strcasecmp(style, "tab") ? IW_TABS : IW_SPACES;
		out->indent_style = true;
	}
	editorconfig_handle_destroy(h);
	return ok;
}

/*
 * What a directory and those above it bring, found once per directory:
 * whether an .editorconfig applies (EC_NONE, EC_SOME, or EC_BAD when
 * one of them must keep libeditorconfig away, see ec_probe), and where
 * the top of the tree is.
 */
enum { EC_NONE, EC_SOME, EC_BAD };
#define NO_TOP ((size_t)-1)

struct EcDir {
	char *dir;		/* absolute, no '/' at the end; "" is "/" */
	unsigned char ec;	/* EC_NONE, EC_SOME or EC_BAD */
	bool too_long;		/* EC_BAD: the path, not the kind of file */
	size_t bad;		/* EC_BAD: the length of the nearest bad one's directory */
	size_t top;		/* the length of the top of the tree, or NO_TOP */
	bool kernel;		/* that top is a Linux tree's (linux_top) */
};

/*
 * libeditorconfig (0.12.6 to 0.12.10 at least) matches a file against
 * each section through two stack buffers of 8194 bytes in ec_glob: the
 * pattern (the directory of the .editorconfig, escaped, then the
 * section), copied in unchecked, and the regular expression made of it.
 * A longer one overflows the stack (an abort with _FORTIFY_SOURCE) or
 * silently matches nothing.  A byte of the directory takes at most two
 * bytes in either, a byte of a section at most six ('*' is "[^\/]*").
 */
#define EC_GLOB_ROOM 8194

/*
 * An .editorconfig (a regular file) read for what the lookup needs:
 * whether it says root = true, and the length of its longest section
 * line.  One that cannot be opened is not read by libeditorconfig either.
 */
static void ec_scan(const char *file, bool *root, size_t *longest)
{
	FILE *f = config_fopen(file);
	char *line = NULL;
	size_t cap = 0;
	bool preamble = true, header;

	*root = false;
	*longest = 0;
	while (f && getline(&line, &cap, f) > 0) {
		char *s = line, *k, *v;

		if (!ini_line(&s, &header, &k, &v))
			continue;
		if (header) {
			preamble = false;
			if (strlen(s) > *longest)
				*longest = strlen(s);
		} else if (preamble && k && !strcasecmp(k, "root") &&
			   !strcasecmp(v, "true")) {
			*root = true;
		}
	}
	free(line);
	if (f)
		fclose(f);
}

/*
 * Whether abs[0..n) is the top of a Linux tree: it holds the files
 * MAINTAINERS, Kbuild, Kconfig and Makefile, as every kernel since 2.6
 * does and no directory below its top does.  A tarball or an export has
 * no .git, so without this the top would be wherever uniform runs, and
 * the linux preset's directories would depend on the operand.
 */
static bool linux_top(Buf *file, const char *abs, size_t n)
{
	static const char *const names[] = {
		"MAINTAINERS", "Kbuild", "Kconfig", "Makefile",
	};
	struct stat st;

	for (size_t i = 0; i < sizeof(names) / sizeof(*names); i++) {
		dir_file(file, abs, n, names[i]);
		if (stat(file->data, &st) != 0 || !S_ISREG(st.st_mode))
			return false;
	}
	return true;
}

/*
 * The entry of abs[0..n), a directory, made from what it holds and from
 * up, the entry of the one above it (NULL for "/").  An .editorconfig
 * that is a FIFO, a socket or a device is bad: libeditorconfig opens
 * every one up to "/", and opening a FIFO would block it for ever
 * (reading /dev/zero never ends).  One too deep for libeditorconfig's
 * buffers is bad too.  A directory of that name is skipped.  The top of
 * the tree is the nearest directory with an .editorconfig that says
 * root = true, with a .git (a git work tree) or that is a Linux tree's.
 */
static EcDir ec_probe(const char *abs, size_t n, const EcDir *up)
{
	EcDir d = { NULL, EC_NONE, false, 0, NO_TOP, false };
	struct stat st;
	Buf file = { 0 };
	bool root = false;

	if (up)
		d = *up;
	dir_file(&file, abs, n, ".editorconfig");
	if (stat(file.data, &st) == 0 && !S_ISDIR(st.st_mode)) {
		size_t longest = 0;

		if (S_ISREG(st.st_mode))
			ec_scan(file.data, &root, &longest);
		bool fits = 2 * n + 6 * (longest + 4) < EC_GLOB_ROOM;
		if (!S_ISREG(st.st_mode) || !fits) {
			d.ec = EC_BAD;
			d.too_long = S_ISREG(st.st_mode);
			d.bad = n;
		} else if (d.ec == EC_NONE) {
			d.ec = EC_SOME;
		}
	}
	dir_file(&file, abs, n, ".git");
	if (root || lstat(file.data, &st) == 0) {
		d.top = n;
		d.kernel = false;
	}
	if (linux_top(&file, abs, n)) {
		d.top = n;
		d.kernel = true;
	}
	buf_free(&file);
	return d;
}

static size_t hash(const char *s, size_t n)
{
	size_t h = 14695981039346656037ull;

	while (n--)
		h = (h ^ (unsigned char)*s++) * 1099511628211ull;
	return h;
}

/* The slot of dir[0..n) in the table: its entry, or the empty slot for it. */
static EcDir *ec_slot(const EcCache *c, const char *dir, size_t n)
{
	size_t k = hash(dir, n) & (c->nslots - 1);

	for (; c->slot[k].dir; k = (k + 1) & (c->nslots - 1))
		if (!strncmp(c->slot[k].dir, dir, n) && !c->slot[k].dir[n])
			return &c->slot[k];
	return &c->slot[k];
}

/* Keep d as the entry of dir[0..n), which has none yet. */
static void ec_keep(EcCache *c, const char *dir, size_t n, EcDir d)
{
	if (2 * (c->n + 1) > c->nslots) {
		EcCache old = *c;

		c->nslots = old.nslots ? old.nslots * 2 : 256;
		c->slot = xcalloc(c->nslots, sizeof(*c->slot));
		for (size_t i = 0; i < old.nslots; i++)
			if (old.slot[i].dir)
				*ec_slot(c, old.slot[i].dir, strlen(old.slot[i].dir)) = old.slot[i];
		free(old.slot);
	}
	d.dir = xmalloc(n + 1);
	memcpy(d.dir, dir, n);
	d.dir[n] = '\0';
	*ec_slot(c, dir, n) = d;
	c->n++;
}

/*
 * The entry of abs[0..n), a directory: from the nearest one above it
 * that is known, each directory below that is probed once, top down.
 */
static EcDir ec_lookup(EcCache *c, const char *abs, size_t n)
{
	const EcDir *e = NULL;
	size_t k = n;

	while (c->nslots && !(e = ec_slot(c, abs, k))->dir) {
		e = NULL;
		if (k == 0)
			break;
		while (abs[--k] != '/')
			;
	}
	EcDir d;
	if (e) {
		d = *e;
	} else {
		d = ec_probe(abs, 0, NULL);	/* "/" */
		ec_keep(c, abs, 0, d);
		k = 0;
	}
	while (k < n) {
		const char *slash = memchr(abs + k + 1, '/', n - k - 1);

		k = slash ? (size_t)(slash - abs) : n;
		d = ec_probe(abs, k, &d);
		ec_keep(c, abs, k, d);
	}
	return d;
}

/* The message for a file below an .editorconfig that is bad. */
static void ec_bad(const char *abs, const EcDir *d, Buf *err)
{
	Buf file = { 0 };

	dir_file(&file, abs, d->bad, ".editorconfig");
	buf_puts(err, "uniform: ");
	buf_path(err, file.data);
	buf_puts(err, d->too_long ? ": too deep for libeditorconfig to match "
		 "its sections, not read\n" : ": not a regular file, not read\n");
	buf_free(&file);
}

/*
 * The paths netdev's maintainers look after, read from a Linux tree's
 * MAINTAINERS: the F: patterns of each section whose tree (T:) is
 * netdev's net or net-next, or that has no tree of its own and names
 * netdev's list (its patches go through netdev's trees), less its X:
 * patterns; wireless drivers have their own trees.  Its guide turns down
 * clean-up patches; a header such as include/linux/netdevice.h or
 * include/uapi/linux/if_link.h is as much theirs as net/ is, and each
 * release's file says which they are.
 */
typedef struct NetdevPath {
	char *pattern;
	size_t plain;		/* its bytes before a '*', '?' or '[' */
	unsigned section;
	bool exclude;		/* X: */
} NetdevPath;

struct NetdevMap {
	char *top;		/* the tree's top, absolute */
	bool read;		/* its MAINTAINERS was read */
	NetdevPath *v;
	size_t n, cap;
	/*
	 * The patterns that may take a file of directory dir (a walk
	 * meets a directory's files one after another): those whose plain
	 * bytes and dir's path agree as far as both go.
	 */
	char *dir;
	size_t *near, nnear;
};

static void netdev_free(NetdevMap *m)
{
	if (!m)
		return;
	for (size_t i = 0; i < m->n; i++)
		free(m->v[i].pattern);
	free(m->v);
	free(m->top);
	free(m->dir);
	free(m->near);
	free(m);
}

/* Add the F: and X: lines of section (lines[0 .. n)) when it is netdev's. */
static void netdev_section(NetdevMap *m, char **lines, size_t n,
			   unsigned section)
{
	bool netdev = false, tree = false, list = false;

	for (size_t i = 0; i < n; i++) {
		tree |= lines[i][0] == 'T';
		netdev |= lines[i][0] == 'T' &&
			  (strstr(lines[i], "/netdev/net.git") ||
			   strstr(lines[i], "/netdev/net-next.git"));
		list |= lines[i][0] == 'L' && strstr(lines[i], "netdev@vger.kernel.org");
	}
	netdev |= !tree && list;	/* no tree of its own: through netdev's */
	for (size_t i = 0; netdev && i < n; i++) {
		if ((lines[i][0] != 'F' && lines[i][0] != 'X') || lines[i][1] != ':')
			continue;
		if (m->n == m->cap) {
			m->cap = m->cap ? 2 * m->cap : 64;
			m->v = xrealloc(m->v, m->cap * sizeof(*m->v));
		}
		char *pat = xstrdup(trim(lines[i] + 2));

		m->v[m->n++] = (NetdevPath){ pat, strcspn(pat, "*?["), section,
					     lines[i][0] == 'X' };
	}
}

/* Read top/MAINTAINERS into m; a tree without one leaves m empty. */
static void netdev_read(NetdevMap *m)
{
	Buf file = { 0 };
	char *line = NULL, **lines = NULL;
	size_t cap = 0, n = 0, ncap = 0;
	unsigned section = 0;

	dir_file(&file, m->top, strlen(m->top), "MAINTAINERS");
	FILE *f = config_fopen(file.data);

	m->read = f != NULL;
	while (f) {
		bool more = getline(&line, &cap, f) > 0;

		if (more && line[0] && line[0] != '\n' && line[1] == ':') {
			if (n == ncap) {
				ncap = ncap ? 2 * ncap : 32;
				lines = xrealloc(lines, ncap * sizeof(*lines));
			}
			lines[n++] = xstrdup(line);
			continue;
		}
		netdev_section(m, lines, n, section++);
		while (n)
			free(lines[--n]);
		if (!more)
			break;
	}
	free(lines);
	free(line);
	if (f)
		fclose(f);
	buf_free(&file);
}

/*
 * The netdev map of the Linux tree at top[0 .. n), read once per cache
 * (a run meets one tree, as a rule); NULL when its MAINTAINERS names no
 * path of netdev's (or there is none).
 */
static NetdevMap *netdev_map(EcCache *c, const char *top, size_t n)
{
	NetdevMap *m = c->netdev;

	if (!m || strncmp(m->top, top, n) || m->top[n]) {
		netdev_free(m);
		m = c->netdev = xcalloc(1, sizeof(*m));
		m->top = xmalloc(n + 1);
		memcpy(m->top, top, n);
		m->top[n] = '\0';
		netdev_read(m);
	}
	return m->read && m->n ? m : NULL;
}

/*
 * Whether rel (from the top) matches a MAINTAINERS pattern: a directory
 * (with or without its '/') takes everything below it; '*' and '?'
 * match across '/' as the file's own tools read them.  Most patterns
 * part from rel in their first bytes, which are plain.
 */
static bool maint_match(const NetdevPath *p, const char *rel)
{
	const char *pattern = p->pattern;
	size_t n = strlen(pattern);

	if (strncmp(rel, pattern, p->plain))
		return false;
	if (n && pattern[n - 1] == '/')
		return !strncmp(rel, pattern, n);
	return !fnmatch(pattern, rel, 0) ||
	       (!strncmp(rel, pattern, n) && rel[n] == '/');
}

/* Make m->near the patterns that may take a file in rel's directory. */
static void netdev_near(NetdevMap *m, const char *rel)
{
	const char *slash = strrchr(rel, '/');
	size_t n = slash ? (size_t)(slash - rel) + 1 : 0;	/* "dir/" */

	if (m->dir && strlen(m->dir) == n && !strncmp(m->dir, rel, n))
		return;
	free(m->dir);
	m->dir = xmalloc(n + 1);
	memcpy(m->dir, rel, n);
	m->dir[n] = '\0';
	if (!m->near)
		m->near = xmalloc(m->n * sizeof(*m->near));
	m->nnear = 0;
	for (size_t i = 0; i < m->n; i++) {
		size_t k = m->v[i].plain < n ? m->v[i].plain : n;

		if (!strncmp(m->v[i].pattern, rel, k))
			m->near[m->nnear++] = i;
	}
}

/* Whether netdev's maintainers look after rel, by m. */
static bool netdev_has(NetdevMap *m, const char *rel)
{
	netdev_near(m, rel);
	for (size_t j = 0; j < m->nnear; j++) {
		const NetdevPath *p = &m->v[m->near[j]];

		if (p->exclude || !maint_match(p, rel))
			continue;
		bool out = false;

		for (size_t k = 0; k < m->nnear && !out; k++) {
			const NetdevPath *x = &m->v[m->near[k]];

			out = x->exclude && x->section == p->section &&
			      maint_match(x, rel);
		}
		if (!out)
			return true;
	}
	return false;
}

/*
 * The git repository whose work tree's top is a file's, opened once for
 * its attributes (one per worker: a handle is not shared by threads).
 */
struct AttrRepo {
	char *top;		/* the top of the tree, as ec_lookup found it */
	git_repository *repo;	/* NULL: no .git there, or unreadable */
};

static void attr_repo_free(AttrRepo *a)
{
	if (!a)
		return;
	if (a->repo) {
		git_repository_free(a->repo);
		git_libgit2_shutdown();
	}
	free(a->top);
	free(a);
}

/* The repository of the tree whose top is top[0 .. n), or NULL. */
static git_repository *attr_repo(EcCache *c, const char *top, size_t n)
{
	AttrRepo *a = c->attrs;
	struct stat st;

	if (a && !strncmp(a->top, top, n) && !a->top[n])
		return a->repo;
	attr_repo_free(a);
	a = c->attrs = xcalloc(1, sizeof(*a));
	a->top = xmalloc(n + 2);
	memcpy(a->top, top, n);
	strcpy(a->top + n, "/");
	Buf git = { 0 };

	dir_file(&git, top, n, ".git");
	if (lstat(git.data, &st) == 0) {
		git_libgit2_init();
		if (git_repository_open_ext(&a->repo, n ? a->top : "/",
					    GIT_REPOSITORY_OPEN_NO_SEARCH, NULL)) {
			a->repo = NULL;
			git_libgit2_shutdown();
		}
	}
	a->top[n] = '\0';
	buf_free(&git);
	return a->repo;
}

/*
 * attr (a boolean attribute) for rel in repo: 1 set ("attr",
 * "attr=true"), 0 unset ("-attr", "attr=false"), -1 unsaid.
 */
static int attr_bool(git_repository *repo, const char *rel, const char *attr)
{
	const char *v = NULL;

	if (git_attr_get(&v, repo, GIT_ATTR_CHECK_FILE_THEN_INDEX, rel, attr))
		return -1;
	switch (git_attr_value(v)) {
	case GIT_ATTR_VALUE_TRUE:
		return 1;
	case GIT_ATTR_VALUE_FALSE:
		return 0;
	case GIT_ATTR_VALUE_STRING:
		return !strcmp(v, "true") ? 1 : !strcmp(v, "false") ? 0 : -1;
	default:
		return -1;
	}
}

/*
 * What the tree says of the file at rel from its top (top[0 .. n), or
 * NULL: then rel is from the current directory): uniform's lists of
 * imported code and test data, then what the repository's .gitattributes
 * say, which take precedence.  A path outside both (absolute, or up
 * with "..") has no place to match the list from, as it has none for a
 * preset's directories.
 */
static void imported_layer(EcCache *cache, const char *top, size_t n,
			   const char *rel, Settings *out)
{
	const char *entry = NULL;
	ImportedKind k = *rel == '/' || !strncmp(rel, "../", 3) ? IMP_NONE :
			 imported_path(rel, &entry);

	if (k != IMP_NONE) {
		out->vendored = true;
		out->vendored_by = k == IMP_TEST_DATA ? VB_TEST_DATA : VB_PATH;
		out->vendored_entry = entry;
	}
	git_repository *repo = top ? attr_repo(cache, top, n) : NULL;

	if (!repo)
		return;
	if (attr_bool(repo, rel, "diff") == 0) {
		out->vendored = true;
		out->vendored_by = VB_BINARY;
	}
	int v = attr_bool(repo, rel, "linguist-vendored");

	if (v >= 0) {
		out->vendored = v;
		out->vendored_by = VB_ATTR;
	}
	out->generated_attr = (signed char)attr_bool(repo, rel,
						     "linguist-generated");
}

void ec_cache_free(EcCache *c)
{
	for (size_t i = 0; i < c->nslots; i++)
		free(c->slot[i].dir);
	free(c->slot);
	free(c->dir);
	free(c->real);
	netdev_free(c->netdev);
	attr_repo_free(c->attrs);
	memset(c, 0, sizeof(*c));
}

/*
 * The path of the file abs from the top of its tree (d->top), else from
 * the current directory; a file outside it keeps its absolute path,
 * which no preset's directory matches.
 */
static const char *path_from_top(const Config *c, const char *abs,
				 const EcDir *d)
{
	size_t n = strlen(c->cwd);

	if (d->top != NO_TOP)
		return abs + d->top + 1;
	if (n == 1)
		return abs + 1;
	return !strncmp(abs, c->cwd, n) && abs[n] == '/' ? abs + n + 1 : abs;
}

/*
 * The kernel's imported code: maintained in another project and copied
 * in from there, so that a change of style belongs upstream, not in the
 * kernel (docs/imported.md says where each comes from and why it is
 * here).  A directory takes everything under it.
 */
static const char *const linux_vendored[] = {
	/* ACPICA (acpica.org), converted by its own tools */
	"drivers/acpi/acpica",
	"include/acpi/acbuffer.h", "include/acpi/acconfig.h",
	"include/acpi/acexcep.h", "include/acpi/acnames.h",
	"include/acpi/acoutput.h", "include/acpi/acpi.h",
	"include/acpi/acpiosxf.h", "include/acpi/acpixf.h",
	"include/acpi/acrestyp.h", "include/acpi/actbl.h",
	"include/acpi/actbl1.h", "include/acpi/actbl2.h",
	"include/acpi/actbl3.h", "include/acpi/actypes.h",
	"include/acpi/acuuid.h", "include/acpi/platform",
	"tools/power/acpi/common", "tools/power/acpi/os_specific",
	"tools/power/acpi/tools/acpidump",
	/* zstd (github.com/facebook/zstd), made by its contrib/linux-kernel */
	"lib/zstd", "include/linux/zstd.h", "include/linux/zstd_errors.h",
	"include/linux/zstd_lib.h",
	/* LZ4 (github.com/lz4/lz4) */
	"lib/lz4",
	/* XZ Embedded (tukaani.org/xz/embedded.html) */
	"lib/xz", "include/linux/xz.h",
	/* dtc and libfdt, copied by scripts/dtc/update-dtc-source.sh */
	"scripts/dtc",
	/* unifdef (dotat.at/prog/unifdef), kept in its upstream form */
	"scripts/unifdef.c",
	/* HP's floating-point emulation, kept in the form it came in */
	"arch/parisc/math-emu",
	/* the tools' copies of kernel headers (tools/perf/check-headers.sh) */
	"tools/include", "tools/arch",
	/* machine-generated, formally verified: fiat-crypto, HACL* */
	"lib/crypto/curve25519-fiat32.c", "lib/crypto/curve25519-hacl64.c",
	/* Xen's public headers (xen.git's xen/include/public), copied */
	"include/xen/interface",
	/* zlib's headers, beside lib/zlib_* (on uniform's list of imports) */
	"include/linux/zlib.h", "include/linux/zutil.h", "include/linux/zconf.h",
};

/*
 * Code kept in its vendor's form for its comments only: the comment
 * rules are off there, the expression rules on (drx39xyj, Trident's SDK
 * code, whose comment findings no patch takes and whose bitwise-logical
 * ones one does).  An .editorconfig's uniform_rules turns them on again.
 */
static const char *const linux_vendor_comments[] = {
	"drivers/media/dvb-frontends/drx39xyj",
};

/*
 * Code the kernel keeps only until it removes it: deprecated, with no
 * maintainer, taking fixes alone (reiserfs's Kconfig says "deprecated";
 * staging/media/deprecated holds drivers to be dropped unless converted).
 * A clean-up patch there is churn: the style rules report new code only.
 */
static const char *const linux_deprecated[] = {
	"fs/reiserfs", "drivers/staging/media/deprecated",
};

/*
 * The tip tree's directories (MAINTAINERS: the entries whose tree is
 * tip.git), whose guide asks for declarations in "reverse fir tree"
 * order as netdev's does; arch/x86's KVM and Xen have trees of their own.
 */
static const char *const linux_tip[] = {
	"arch/x86", "kernel/sched", "kernel/time", "kernel/irq",
	"kernel/locking", "kernel/futex", "kernel/entry", "kernel/events",
	"drivers/clocksource", "drivers/irqchip", "lib/vdso",
};

/* Whether rel is in the tip tree's directories. */
static bool tip_tree(const char *rel)
{
	if (under(rel, "arch/x86/kvm") || under(rel, "arch/x86/xen"))
		return false;
	for (size_t i = 0; i < sizeof(linux_tip) / sizeof(*linux_tip); i++)
		if (under(rel, linux_tip[i]))
			return true;
	return false;
}

/* Whether rel is path or lies under it. */
static bool at_or_under(const char *rel, const char *path)
{
	return !strcmp(rel, path) || under(rel, path);
}

/*
 * What preset p sets for a file at rel from the top of its tree; nd is
 * the tree's netdev map, or NULL (no MAINTAINERS to read).
 */
static void apply_preset(Preset p, const char *rel, NetdevMap *nd,
			 Settings *out)
{
	bool netdev = under(rel, "net") || under(rel, "drivers/net");

	if (p == PR_NONE)
		return;
	out->style_from = OR_PRESET;
	switch (p) {
	case PR_LINUX:
	case PR_LINUX_610:
		/*
		 * netdev wrote net-style comments until 6.11 and takes no
		 * patch restyling them: under linux either opener is fine
		 * there; linux-6.10 still asks for net style.
		 */
		out->style = ST_CUSTOMARY;
		if (netdev)
			out->style = p == PR_LINUX_610 ? ST_NET : ST_ANY;
		aspects_want(out, true);	/* coding-style.rst's, checkpatch's */
		/*
		 * And netdev takes no clean-up patches that are not part of
		 * other work (maintainer-netdev.rst since 2024): there the
		 * style rules report new code only, on the paths the tree's
		 * MAINTAINERS gives netdev (netdev_map; net/, drivers/net/
		 * and include/net/ without one).  Wireless drivers have their
		 * own tree, and staging its own, which take them.  linux-6.10
		 * stays what checkpatch of that release asks everywhere.
		 */
		if (p == PR_LINUX && !under(rel, "drivers/net/wireless") &&
		    !under(rel, "drivers/staging") &&
		    (nd ? netdev_has(nd, rel) :
		     netdev || under(rel, "include/net")))
			out->scope = SC_CHANGES;
		/*
		 * Both guides ask for a block's declarations longest
		 * first (netdev's "reverse xmas tree", tip's "reverse fir
		 * tree"); wireless drivers are not netdev's.
		 */
		if (p == PR_LINUX && (((netdev || under(rel, "include/net")) &&
				       !under(rel, "drivers/net/wireless")) ||
				      tip_tree(rel))) {
			out->rule[R_DECL_ORDER] = true;
			out->decl_order = DO_REVERSE_XMAS;
			out->decl_new_only = true;
		}
		for (size_t i = 0; p == PR_LINUX &&
		     i < sizeof(linux_deprecated) / sizeof(*linux_deprecated); i++)
			if (under(rel, linux_deprecated[i]))
				out->scope = SC_CHANGES;
		for (size_t i = 0; i < sizeof(linux_vendored) / sizeof(*linux_vendored); i++)
			out->vendored |= at_or_under(rel, linux_vendored[i]);
		for (size_t i = 0; i < sizeof(linux_vendor_comments) /
			     sizeof(*linux_vendor_comments); i++)
			if (at_or_under(rel, linux_vendor_comments[i]))
				out->rule[R_COMMENT_OPEN] = out->rule[R_COMMENT_CLOSE] =
					out->rule[R_COMMENT_STAR] = false;
		break;
	case PR_MAJORITY:
		out->style = ST_MAJORITY;
		aspects_want(out, false);
		break;
	case PR_NONE:
		break;
	}
}

void config_select(Config *c, const char *list)
{
	size_t n = c->select ? strlen(c->select) : 0;

	c->select = xrealloc(c->select, n + strlen(list) + 2);
	if (n)
		c->select[n++] = ',';
	strcpy(c->select + n, list);
}

/* --select: the rules it names take the place of those in force. */
static void select_rules(const Config *c, Settings *out)
{
	if (!c->select)
		return;
	for (int r = 0; r < R_NRULES; r++)
		out->rule[r] = false;
	set_rules(out->rule, c->select, NULL);
}

/*
 * The settings of path after each layer (st[0] the defaults, st[1] the
 * preset, st[2] the .editorconfig files, st[3] the command line), and
 * the preset that applied; config_resolve keeps the last.
 */
static bool resolve_layers(const Config *c, EcCache *cache, const char *path,
			   bool from_top, Settings st[4], Preset *used,
			   Buf *err)
{
	/* With no preset named, a Linux tree's top brings the linux preset. */
	bool ok = true, find_top = c->preset != PR_MAJORITY && !from_top;
	EcDir d = { NULL, EC_NONE, false, 0, NO_TOP, false };
	char *abs = NULL, *rel = from_top ? settings_absolute("", path) : NULL;
	Preset p = c->preset;

	if (c->editorconfig || find_top) {
		abs = real_absolute(cache, c->cwd, path);
		d = ec_lookup(cache, abs, (size_t)(strrchr(abs, '/') - abs));
	} else if (from_top && p == PR_NONE && !c->preset_named && c->cwd) {
		/* A path from the top: the tree is the one uniform runs in. */
		size_t n = strlen(c->cwd);

		d = ec_lookup(cache, c->cwd, n == 1 ? 0 : n);
	}
	Settings *out = &st[1];

	settings_default(&st[0]);
	*out = st[0];
	if (p == PR_NONE && !c->preset_named && d.kernel)
		p = PR_LINUX;
	NetdevMap *nd = NULL;

	if (p == PR_LINUX && d.kernel && d.top != NO_TOP && (abs || c->cwd))
		nd = netdev_map(cache, abs ? abs : c->cwd, d.top);
	const char *at = rel ? rel + 1 : find_top ? path_from_top(c, abs, &d) : path;

	apply_preset(p, at, nd, out);
	if (p != c->preset)
		out->style_from = OR_TREE;
	*used = p;
	st[2] = *out;
	out = &st[2];
	if (abs && d.top != NO_TOP)
		imported_layer(cache, abs, d.top, abs + d.top + 1, out);
	else
		imported_layer(cache, NULL, 0, at, out);
	if (c->editorconfig && d.ec == EC_BAD) {
		ec_bad(abs, &d, err);
		ok = false;
	} else if (c->editorconfig && d.ec == EC_SOME) {
		ok = apply_editorconfig(out, abs, err);
	}
	free(abs);
	free(rel);
	st[3] = *out;
	out = &st[3];
	select_rules(c, out);
	for (size_t i = 0; i < c->n; i++) {
		settings_set(out, c->keys[i], c->values[i]);
		if (!strcmp(c->keys[i], "uniform_comment_style"))
			out->style_from = OR_COMMAND;
	}
	return ok;
}

unsigned config_bound(const Config *c, EcCache *cache, const char *path)
{
	char *abs = real_absolute(cache, c->cwd, path), *home;
	size_t n = (size_t)(strrchr(abs, '/') - abs);
	EcDir d = ec_lookup(cache, abs, n);
	const char *h = getenv("HOME");
	unsigned up = 0;

	home = h && *h == '/' ? settings_absolute("", h) : NULL;
	if (d.top != NO_TOP && d.top > 0 &&
	    !(home && strlen(home) == d.top && !strncmp(abs, home, d.top)))
		for (size_t k = d.top; k < n; k++)
			up += abs[k] == '/';
	free(home);
	free(abs);
	return up;
}

bool config_resolve(const Config *c, EcCache *cache, const char *path,
		    bool from_top, Settings *out, Buf *err)
{
	Settings st[4];
	Preset used;
	bool ok = resolve_layers(c, cache, path, from_top, st, &used, err);

	*out = st[3];
	return ok;
}

/* The value of key i in s, as --show-settings prints it, into b. */
static void key_value(size_t i, const Settings *s, Buf *b)
{
	const char *values, *def;
	char num[16];
	const char *name = settings_key(i, s, &values, num, &def);

	b->len = 0;
	if (!strcmp(name, "uniform_rules")) {	/* the rules that are on */
		for (int r = 0; r < R_NRULES; r++)
			if (s->rule[r])
				buf_printf(b, "%s%s", b->len ? "," : "", rule_names[r]);
		if (!b->len)
			buf_puts(b, "none");
		return;
	}
	buf_puts(b, def);
	if (!strcmp(name, "uniform_decl_order") && s->decl_new_only)
		buf_puts(b, " (new code only)");
}

bool config_show(const Config *c, EcCache *cache, const char *path,
		 const Practise *practise, Buf *out, Buf *err)
{
	Settings st[4], done;
	Preset used;
	bool ok = resolve_layers(c, cache, path, false, st, &used, err);
	Buf v[5] = { { 0 } }, where = { 0 };
	const char *name, *values, *def;
	char num[16];
	char *abs = real_absolute(NULL, c->cwd, path);

	done = st[3];
	if (practise)
		practise->resolve(practise->ctx, path, &done);
	for (size_t i = 0; (name = settings_key(i, &st[0], &values, num, &def)); i++) {
		int from = 0;

		for (int k = 0; k < 4; k++) {
			key_value(i, &st[k], &v[k]);
			if (k && strcmp(v[k].data, v[k - 1].data))
				from = k;
		}
		key_value(i, &done, &v[4]);
		buf_printf(out, "%-30s %s", name, v[3].data);
		if (strcmp(v[4].data, v[3].data))	/* the practice found */
			buf_printf(out, ": %s", v[4].data);
		buf_puts(out, "  (");
		switch (from) {
		case 0:
			buf_puts(out, "default");
			break;
		case 1:
			buf_printf(out, "--preset %s%s", preset_names[used],
				   used != c->preset ? " for a Linux tree" : "");
			break;
		case 2:
			where.len = 0;
			if (!strcmp(name, "uniform_vendored") &&
			    st[2].vendored_by != VB_SETTING)
				settings_skip_why(&st[2], &where);
			else if (!strcmp(name, "uniform_indent") && st[2].indent_style)
				locate(abs, "indent_style", NULL, &where);
			else
				locate(abs, name, strcmp(name, "uniform_rules") ?
				       v[2].data : NULL, &where);
			buf_puts(out, where.data);
			break;
		default:
			buf_puts(out, "the command line");
			break;
		}
		buf_puts(out, ")\n");
	}
	for (int k = 0; k < 5; k++)
		buf_free(&v[k]);
	buf_free(&where);
	free(abs);
	return ok;
}

/* The settings of the defaults, the preset and the command line. */
static void command_settings(const Config *c, Settings *s)
{
	settings_default(s);
	apply_preset(c->preset, "", NULL, s);	/* linux-6.10 names one everywhere */
	select_rules(c, s);
	for (size_t i = 0; i < c->n; i++)
		settings_set(s, c->keys[i], c->values[i]);
}

bool config_may_use_majority(const Config *c)
{
	Settings s;

	command_settings(c, &s);
	return (s.style == ST_MAJORITY && s.rule[R_COMMENT_OPEN]) ||
	       settings_aspect_majority(&s);
}

bool settings_aspect_majority(const Settings *s)
{
	return (s->rule[R_DECL_ORDER] && s->decl_order == DO_MAJORITY) ||
	       (s->rule[R_BRACE_FUNCTION] && s->brace_function == BW_MAJORITY) ||
	       (s->rule[R_ELSE] && s->else_place == EW_MAJORITY) ||
	       (s->rule[R_POINTER_STAR] && s->pointer_star == SW_MAJORITY) ||
	       (s->rule[R_SIZEOF] && s->sizeof_want == ZW_MAJORITY) ||
	       (s->rule[R_SPDX] && s->spdx == XW_MAJORITY) ||
	       (s->rule[R_INDENT] && s->indent == IW_MAJORITY);
}

bool config_may_use_long_names(const Config *c)
{
	Settings s;

	command_settings(c, &s);
	return s.rule[R_LONG_IDENTIFIER];
}

void convention_text(const Convention *c, Buf *out)
{
	const char *name = style_names[c->style];

	if (c->practice) {
		unsigned long long pct = c->of ? (c->count * 100 + c->of / 2) / c->of : 0;

		buf_puts(out, "the practice in ");
		buf_path(out, c->dir && *c->dir ? c->dir : ".");
		buf_printf(out, " (%s, %llu%% of %llu customary or net-style "
			   "comments)", name, pct, c->of);
		return;
	}
	switch (c->from) {
	case OR_PRESET:
		buf_printf(out, "the convention of --preset %s",
			   preset_names[c->config->preset]);
		break;
	case OR_TREE:
		buf_puts(out, "the convention of --preset linux for a Linux tree");
		break;
	case OR_EDITORCONFIG: {
		/*
		 * Files are open in locate: memory running out there ends
		 * the run, as it does while the settings are resolved.
		 */
		MemTrap quiet;

		mem_trap_set(&quiet, c->path);
		quiet.armed = false;
		char *abs = real_absolute(NULL, c->config->cwd, c->path);

		buf_puts(out, "the convention set in ");
		locate(abs, "uniform_comment_style", name, out);
		free(abs);
		mem_trap_clear();
		break;
	}
	case OR_COMMAND:
		buf_puts(out, "the convention set by --set");
		break;
	case OR_DEFAULT:
		buf_puts(out, "the convention in force");
		break;
	}
	buf_printf(out, " (%s)", name);
}

void form_text(const Convention *c, CommentPart p, int kind, Buf *out)
{
	static const char *const names[CP_NPART][2] = {
		{ "customary", "net" },
		{ "'*/' alone", "'*/' after text" },
		{ "a margin of stars", "no stars" },
	};
	const FormPractice *f = &c->form[p][kind];
	unsigned long long pct = f->of ? (f->count * 100 + f->of / 2) / f->of : 0;

	buf_puts(out, "the practice in ");
	buf_path(out, f->dir && *f->dir ? f->dir : ".");
	buf_printf(out, " (%s, %llu%% of %llu %s)", names[p][f->form == 1], pct,
		   f->of, f->kind == 1 ? "function header comments" :
		   f->kind == 2 ? "multi-line comments that open with text" :
		   p == CP_OPEN ? "customary or net-style comments" :
		   "multi-line comments");
}

Skip settings_skip(const Settings *s, const char *buf, size_t len,
		   unsigned *line)
{
	*line = 0;
	if (s->vendored)
		return s->vendored_by == VB_TEST_DATA ? SKIP_TEST_DATA : SKIP_VENDORED;
	if (s->generated == GEN_SKIP && s->generated_attr == 1)
		return SKIP_GENERATED;
	if (s->generated == GEN_SKIP && s->generated_attr != 0 &&
	    generated_file(buf, len, line))
		return SKIP_GENERATED;
	if (s->generated == GEN_SKIP && imported_file(buf, len, line))
		return SKIP_VENDORED;
	if (s->generated == GEN_SKIP && as_is_file(buf, len, line))
		return SKIP_AS_IS;
	return SKIP_NONE;
}

void settings_skip_why(const Settings *s, Buf *out)
{
	if (!s->vendored && s->generated_attr == 1)
		buf_puts(out, ".gitattributes gives it linguist-generated");
	else if (s->vendored_by == VB_PATH || s->vendored_by == VB_TEST_DATA)
		buf_printf(out, "its path matches %s on uniform's list",
			   s->vendored_entry);
	else if (s->vendored_by == VB_ATTR)
		buf_printf(out, ".gitattributes gives it %slinguist-vendored",
			   s->vendored ? "" : "-");
	else if (s->vendored_by == VB_BINARY)
		buf_puts(out, ".gitattributes gives it -diff");
}

void config_free(Config *c)
{
	for (size_t i = 0; i < c->n; i++) {
		free(c->keys[i]);
		free(c->values[i]);
	}
	free(c->keys);
	free(c->values);
	free(c->select);
	free(c->cwd);
	memset(c, 0, sizeof(*c));
}
