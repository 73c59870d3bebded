/*
 * settings: rule names and helps, the keys that set the rules and their
 * values, and the defaults.
 *
 * The same keys are read from EditorConfig files, from --set KEY=VALUE
 * and from presets (config.c), so that each source of settings is only
 * a way of producing KEY=VALUE pairs in order; later pairs win.
 */
#include "config/settings.h"

#include <fnmatch.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "base/buf.h"
#include "input/generated.h"
#include "input/imported.h"

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

void settings_aspects_want(Settings *s, bool kernel)
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
	settings_aspects_want(s, false);
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

bool rule_list_set(bool rule[R_NRULES], const char *v, Buf *why)
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

	return rule_list_set(scratch, list, why);
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
		return rule_list_set(s->rule, value, NULL) ? NULL : "uniform_rules names an unknown rule";
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
