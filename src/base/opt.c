/*
 * opt: parse options against a table of OptSpec.
 *
 * Each option is written once, in the table that each command keeps in
 * its cmd_*.c; the same table prints --help, so the two cannot disagree.
 * Accepted forms: --name, --name=ARG, --name ARG, -x, -xARG, -x ARG,
 * clusters of short flags (-Lq), and "--" before operands that start
 * with a dash.  Operands and options may be mixed.  A row with no help
 * is an old spelling kept for a release: parsed, never listed.
 */
#include "base/opt.h"

#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "base/spell.h"

void opt_init(OptState *s, const OptSpec *table, int argc, char **argv)
{
	memset(s, 0, sizeof(*s));
	s->table = table;
	s->argc = argc;
	s->argv = argv;
	s->i = 0;
	s->operands = xmalloc(sizeof(char *) * (size_t)(argc + 1));
}

void opt_free(OptState *s)
{
	free(s->operands);
	s->operands = NULL;
}

static const OptSpec *find_long(const OptSpec *t, const char *name, size_t n)
{
	for (; t->id; t++)
		if (strlen(t->name) == n && memcmp(t->name, name, n) == 0)
			return t;
	return NULL;
}

static const OptSpec *find_short(const OptSpec *t, char c)
{
	for (; t->id; t++)
		if (t->short_name && t->short_name == c)
			return t;
	return NULL;
}

static int parse_long(OptState *s, const char *a, const char **arg)
{
	const char *eq = strchr(a, '=');
	size_t n = eq ? (size_t)(eq - a) : strlen(a);
	const OptSpec *o = find_long(s->table, a, n);

	if (!o) {
		const char *names[128], *near;
		char word[64];
		size_t k = 0;

		for (const OptSpec *t = s->table; t->id && k < 128; t++)
			names[k++] = t->help ? t->name : NULL;
		snprintf(word, sizeof(word), "%.*s", (int)n, a);
		near = n < sizeof(word) ? spell_nearest(word, names, k, spell_limit(n)) : NULL;
		if (near)
			snprintf(s->err, sizeof(s->err), "unknown option '--%.*s'; did "
				 "you mean '--%s'?", (int)(n < 100 ? n : 100), a, near);
		else
			snprintf(s->err, sizeof(s->err), "unknown option '--%.*s'",
				 (int)(n < 200 ? n : 200), a);
		return -1;
	}
	if (!o->arg) {
		if (eq) {
			snprintf(s->err, sizeof(s->err), "option '--%s' takes no argument", o->name);
			return -1;
		}
		return o->id;
	}
	if (eq) {
		*arg = eq + 1;
	} else if (s->i < s->argc) {
		*arg = s->argv[s->i++];
	} else {
		snprintf(s->err, sizeof(s->err), "option '--%s' needs an argument (%s)", o->name, o->arg);
		return -1;
	}
	return o->id;
}

static int parse_short(OptState *s, const char **arg)
{
	char c = *s->cluster++;
	const OptSpec *o = find_short(s->table, c);

	if (!o) {
		snprintf(s->err, sizeof(s->err), "unknown option '-%c'", c);
		return -1;
	}
	if (o->arg) {
		if (*s->cluster) {
			*arg = s->cluster;
		} else if (s->i < s->argc) {
			*arg = s->argv[s->i++];
		} else {
			snprintf(s->err, sizeof(s->err), "option '-%c' needs an argument (%s)", c, o->arg);
			return -1;
		}
		s->cluster = NULL;
	} else if (!*s->cluster) {
		s->cluster = NULL;
	}
	return o->id;
}

int opt_next(OptState *s, const char **arg)
{
	*arg = NULL;
	if (s->cluster)
		return parse_short(s, arg);
	while (s->i < s->argc) {
		char *a = s->argv[s->i++];

		if (s->done || a[0] != '-' || a[1] == '\0') {
			s->operands[s->noperands++] = a;
			continue;
		}
		if (a[1] == '-') {
			if (a[2] == '\0') {
				s->done = 1;
				continue;
			}
			return parse_long(s, a + 2, arg);
		}
		s->cluster = a + 1;
		return parse_short(s, arg);
	}
	s->operands[s->noperands] = NULL;
	return 0;
}

void opt_help(FILE *f, const OptSpec *t)
{
	for (; t->id; t++) {
		char left[64];
		int n;

		if (!t->help)
			continue;
		if (t->short_name)
			n = snprintf(left, sizeof(left), "-%c, --%s", t->short_name, t->name);
		else
			n = snprintf(left, sizeof(left), "    --%s", t->name);
		if (t->arg && n > 0 && (size_t)n < sizeof(left))
			snprintf(left + n, sizeof(left) - (size_t)n, " %s", t->arg);
		fprintf(f, "  %-28s %s\n", left, t->help);
	}
}
