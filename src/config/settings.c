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
#include "base/spell.h"
#include "input/generated.h"
#include "input/imported.h"

static const char *const scope_names[] = {
	[SC_ALL] = "all",
	[SC_CHANGES] = "changes",
};

static const char *const return_names[] = {
	[RP_MAJORITY] = "majority",
	[RP_REMOVE] = "remove",
	[RP_KEEP] = "keep",
};

static const char *const style_names[] = {
	[ST_CUSTOMARY] = "customary",
	[ST_NET] = "net",
	[ST_MAJORITY] = "majority",
	[ST_ANY] = "any",
};

static const char *const generated_names[] = {
	[GEN_SKIP] = "skip",
	[GEN_CHECK] = "check",
};

const char *rule_name(Rule r)
{
	return r < R_NRULES ? rule_info(r)->name : "?";
}

const char *rule_help(Rule r)
{
	return r < R_NRULES ? rule_info(r)->help : "";
}

bool rule_new_code_only(const Settings *s, int r)
{
	return rule_info((Rule)r)->style &&
	       (s->scope == SC_CHANGES || (r == R_DECL_ORDER && s->decl_new_only));
}

Rule rule_find(const char *name)
{
	for (int r = 0; r < R_NRULES; r++)
		if (!strcmp(rule_info((Rule)r)->name, name))
			return (Rule)r;
	return R_NRULES;
}

const char *style_name(CommentStyle s)
{
	return style_names[s];
}

void settings_aspects_want(Settings *s, bool kernel)
{
	for (int a = 0; a < AS_NASPECT; a++)
		s->want[a] = !aspect_table[a]->key ? 0 :
			     kernel ? aspect_table[a]->kernel :
			     aspect_majority((AspectId)a);
}

void settings_default(Settings *s)
{
	s->style = ST_MAJORITY;
	s->style_from = OR_DEFAULT;
	s->asked = 0;
	for (int r = 0; r < R_NRULES; r++)
		s->rule[r] = rule_info((Rule)r)->on;
	s->tab_width = 8;
	s->strict_parens = false;
	s->max_ident = 24;
	s->usual_ident = 0;
	s->usual_dir = NULL;
	s->bitwise_habit = false;
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
	s->indent_fill = false;
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
	bool all = !strcmp(item, "all");
	bool glob = strpbrk(item, "*?[\\") != NULL;	/* else fnmatch is strcmp */

	for (int r = 0; r < R_NRULES; r++) {
		const char *name = rule_info((Rule)r)->name;

		hit[r] = all || (glob ? !fnmatch(item, name, 0) : !strcmp(item, name));
		n += hit[r];
	}
	return n;
}

/*
 * The rule whose name is nearest to name, if fewer than least edits
 * away; NULL if none is.
 */
static const char *rule_within(const char *name, size_t least)
{
	const char *names[R_NRULES];

	for (int r = 0; r < R_NRULES; r++)
		names[r] = rule_info((Rule)r)->name;
	return least ? spell_nearest(name, names, R_NRULES, least - 1) : NULL;
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
	return rule_within(name, spell_limit(n) + 1);
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
	for (int a = 0; a < AS_NASPECT; a++) {
		const Aspect *x = aspect_table[a];

		if (!x->key || strcmp(key, x->key))
			continue;
		if ((i = name_index(x->values, aspect_nvalues((AspectId)a), value)) < 0)
			return x->bad;
		s->want[a] = i;
		if (a == AS_DECL_ORDER)	/* one's own order, for all the code */
			s->decl_new_only = false;
		if (a == AS_INDENT)	/* not EditorConfig's indent_style */
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
	default:
		break;
	}
	i -= 10;	/* then each aspect's key, in the aspects' order */
	for (int a = 0; a < AS_NASPECT; a++) {
		const Aspect *x = aspect_table[a];

		if (x->key && !i--) {
			*values = x->bad + strlen(x->key) + strlen(" is ");
			*def = x->values[s->want[a]];
			return x->key;
		}
	}
	if (i == 0) {
		*values = "a number from 1 to 4096, or off";
		if (s->max_line)
			snprintf(buf, 16, "%d", s->max_line);
		*def = s->max_line ? buf : "off";
		return "max_line_length";
	}
	return NULL;
}

AspectSet settings_aspects_majority(const Settings *s)
{
	AspectSet set = 0;

	for (int a = 0; a < AS_NASPECT; a++)
		if (aspect_table[a]->key &&
		    s->want[a] == aspect_majority((AspectId)a) &&
		    s->rule[aspect_rule[a]])
			set |= 1u << a;
	return set;
}

bool settings_comment_rules(const Settings *s)
{
	return s->rule[R_COMMENT_OPEN] || s->rule[R_COMMENT_CLOSE] ||
	       s->rule[R_COMMENT_STAR];
}

bool settings_comments_majority(const Settings *s)
{
	return s->style == ST_MAJORITY && settings_comment_rules(s);
}

bool settings_bitwise_habit(const Settings *s)
{
	return s->rule[R_BITWISE_LOGICAL] && s->style == ST_MAJORITY;
}

bool settings_need_counts(const Settings *s)
{
	return settings_comments_majority(s) || settings_aspects_majority(s) ||
	       s->rule[R_LONG_IDENTIFIER] || settings_bitwise_habit(s);
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
