/*
 * init: the conventions a tree practises clearly, as EditorConfig.
 *
 * The census gives each directory's own files; a directory's subtree is
 * them and its subdirectories'.  Top down, each aspect that a key can
 * state is written where the subtree practises one variant clearly and
 * the value in force from above is another (none at the top), and set
 * back to majority where a value written above is not clearly practised.
 */
#include "census/init.h"

#include <stdlib.h>
#include <string.h>

/* An aspect init can write: its key, and the value naming each variant. */
typedef struct Written {
	int a;			/* an AspectId */
	const char *key;
	const char *values[3];	/* per variant in order; NULL: no key names it */
	bool rule;		/* its rule is off by default: turn it on */
} Written;

/*
 * Not the comments: their practice is read form by form (opener, stars,
 * closer, each by kind of comment), which one key cannot state; a
 * uniform_comment_style written down holds the stars and the closer to
 * the kernel's forms as well (each of Lua's comments of text from the
 * opener to the closer would be three findings).
 */
static const Written written[] = {
	{ AS_DECL_ORDER, "uniform_decl_order", { "reverse-xmas", NULL }, true },
	{ AS_DECL_BLANK, "uniform_decl_blank", { "blank", "none" }, true },
	{ AS_BRACE_FUNCTION, "uniform_brace_function", { "own-line", "same-line" }, true },
	{ AS_ELSE, "uniform_else", { "cuddled", "own-line" }, true },
	{ AS_INDENT, "uniform_indent", { "tabs", "spaces", NULL }, true },
	{ AS_POINTER_STAR, "uniform_pointer_star", { "by-name", "by-type", "spaced" }, true },
	{ AS_SIZEOF, "uniform_sizeof", { "parens", "bare" }, true },
};
#define NWRITTEN (sizeof(written) / sizeof(*written))

typedef struct Dir {
	const char *name;	/* "." for the top */
	Counts sub;		/* its subtree's counts */
	long parent;		/* index, -1 for the top */
	int in_force[NWRITTEN];	/* the variant a section states, -1: none */
} Dir;

static int by_name(const void *x, const void *y)
{
	const Dir *a = x, *b = y;

	if (strcmp(a->name, b->name) && (!strcmp(a->name, ".") || !strcmp(b->name, ".")))
		return !strcmp(a->name, ".") ? -1 : 1;	/* the top first */
	return strcmp(a->name, b->name);
}

static long find(const Dir *v, size_t n, const char *name)
{
	Dir key = { .name = name };
	const Dir *d = bsearch(&key, v, n, sizeof(*v), by_name);

	return d ? d - v : -1;
}

/* The parent of directory name ("a/b" -> "a", "a" -> "."), into b. */
static const char *parent_name(const char *name, Buf *b)
{
	const char *slash = strrchr(name, '/');

	b->len = 0;
	if (!slash)
		buf_puts(b, ".");
	else
		buf_add(b, name, (size_t)(slash - name));
	buf_putc(b, '\0');
	return b->data;
}

/*
 * The places of w's aspect in c, the variant most of them take (its
 * index among the aspect's) and how many do: counts_practised's.
 */
static Count practice(const Counts *c, const Written *w, int *variant, Count *top)
{
	AspectVariant v;
	double share;

	counts_practised(c, (AspectId)w->a, &v, &share);
	*variant = (int)(v - aspect_first[w->a]);
	*top = c->asp[v];
	return counts_places(c, (AspectId)w->a);
}

/* All the directories of c's groups and their ancestors, sorted, into *n. */
static Dir *dirs_of(const Census *c, size_t *n)
{
	size_t cap = 16, m = 0, k = 0;
	Dir *v = xcalloc(cap, sizeof(*v));

	v[m++] = (Dir){ .name = xstrdup(".") };
	for (size_t g = 0; g < c->ngroups; g++) {
		const char *name = c->groups[g].name;

		if (!strcmp(name, "."))
			continue;
		for (const char *e = name;; e++) {	/* "a", "a/b", ... name */
			if (*e && *e != '/')
				continue;
			if (m == cap)
				v = xrealloc(v, (cap *= 2) * sizeof(*v));
			char *dir = xmalloc((size_t)(e - name) + 1);

			memcpy(dir, name, (size_t)(e - name));
			dir[e - name] = '\0';
			v[m++] = (Dir){ .name = dir };
			if (!*e)
				break;
		}
	}
	qsort(v, m, sizeof(*v), by_name);
	for (size_t i = 0; i < m; i++) {	/* each once */
		if (k && !strcmp(v[k - 1].name, v[i].name))
			free((char *)v[i].name);
		else
			v[k++] = v[i];
	}
	*n = k;
	return v;
}

/* Add each group's counts to its directory and every directory above it. */
static void add_subtrees(const Census *c, Dir *v, size_t n)
{
	Buf b = { 0 };

	for (size_t i = 0; i < n; i++)
		v[i].parent = strcmp(v[i].name, ".") ? find(v, n, parent_name(v[i].name, &b)) : -1;
	for (size_t g = 0; g < c->ngroups; g++)
		for (long d = find(v, n, c->groups[g].name); d >= 0; d = v[d].parent)
			counts_add(&v[d].sub, &c->groups[g].counts);
	buf_free(&b);
}

/* One decision: key = value for dir, and why, into the section and why. */
static void decide(const Dir *d, const Written *w, const char *value,
		   Count top, Count n, Buf *section, Buf *why)
{
	buf_printf(section, "%s = %s\n", w->key, value);
	buf_printf(why, "%s: %s = %s (", d->name, w->key, value);
	if (strcmp(value, "majority"))
		buf_printf(why, "%llu of %llu places, %.1f%%)\n", top, n,
			   100.0 * (double)top / (double)n);
	else
		buf_printf(why, "%llu places, %.1f%% in one variant: not clear, "
			   "and the value above does not hold)\n", n,
			   n ? 100.0 * (double)top / (double)n : 0.0);
}

/* The rules of the aspects whose values are in force in d, as bits of written[]. */
static unsigned rules_in_force(const Dir *d)
{
	unsigned bits = 0;

	for (size_t k = 0; k < NWRITTEN; k++)
		if (d->in_force[k] >= 0 && written[k].rule)
			bits |= 1u << k;
	return bits;
}

/*
 * "uniform_rules = +a,+b": the aspects' rules in force in a section, each
 * on where its key holds a value and nowhere else (+NAME adds to the
 * rules of the defaults and the preset, and a section's value replaces
 * the one above it); "," names none, so that the defaults apply again.
 */
static void rules_line(Buf *out, unsigned bits)
{
	bool any = false;

	buf_puts(out, "uniform_rules = ");
	for (size_t k = 0; k < NWRITTEN; k++)
		if (bits >> k & 1) {
			buf_printf(out, "%s+%s", any ? "," : "", aspect_table[written[k].a]->name);
			any = true;
		}
	buf_puts(out, any ? "\n" : ",\n");
}

void init_sections(const Census *c, Buf *out, Buf *why)
{
	size_t n;
	Dir *v = dirs_of(c, &n);
	Buf section = { 0 };

	add_subtrees(c, v, n);
	for (size_t i = 0; i < n; i++) {
		Dir *d = &v[i];

		section.len = 0;
		for (size_t k = 0; k < NWRITTEN; k++) {
			const Written *w = &written[k];
			int above = d->parent >= 0 ? v[d->parent].in_force[k] : -1, var;
			Count top, places = practice(&d->sub, w, &var, &top);
			bool clear = places >= INIT_MIN_PLACES && var >= 0 && w->values[var] &&
				     100 * top >= INIT_MIN_PERCENT * places;

			d->in_force[k] = above;
			if (clear && var != above) {
				decide(d, w, w->values[var], top, places, &section, why);
				d->in_force[k] = var;
			} else if (!clear && above >= 0 && places >= INIT_MIN_PLACES) {
				decide(d, w, "majority", top, places, &section, why);
				d->in_force[k] = -1;
			}
		}
		unsigned bits = rules_in_force(d);
		unsigned before = d->parent >= 0 ? rules_in_force(&v[d->parent]) : 0;

		if (!section.len && bits == before)
			continue;
		if (!strcmp(d->name, "."))
			buf_puts(out, "[*.{c,h}]\n");
		else
			buf_printf(out, "%s[%s/**.{c,h}]\n", out->len ? "\n" : "", d->name);
		if (bits != before)
			rules_line(out, bits);
		buf_add(out, section.data ? section.data : "", section.len);
	}
	for (size_t i = 0; i < n; i++)
		free((char *)v[i].name);
	free(v);
	buf_free(&section);
}

/* s with '\\' before the characters an EditorConfig glob reads. */
static void glob_escaped(Buf *out, const char *s)
{
	for (; *s; s++) {
		if (strchr("*?[]{}!\\#;", *s))
			buf_putc(out, '\\');
		buf_putc(out, *s);
	}
}

/* The name most files that name a project name, when it is the tree's. */
static const char *own_name(const InitFile *v, size_t n)
{
	size_t best = 0, best_n = 0, named = 0;
	size_t *k = xmalloc((n ? n : 1) * sizeof(*k));

	for (size_t i = 0; i < n; i++)
		if (v[i].origin.part_of[0])
			k[named++] = i;
	for (size_t i = 0; i < named; i++) {
		size_t same = 0;

		for (size_t j = 0; j < named; j++)
			same += origin_same_project(v[k[i]].origin.part_of,
						    v[k[j]].origin.part_of);
		if (same > best_n) {
			best_n = same;
			best = k[i];
		}
	}
	free(k);
	if (best_n < 10 || 3 * best_n < 2 * named || 10 * best_n < n)
		return NULL;
	return v[best].origin.part_of;
}

void init_imported(const char *top, const InitFile *v, size_t n, Buf *out,
		   Buf *why)
{
	const char *own = own_name(v, n);

	for (size_t i = 0; i < n; i++) {
		const FileOrigin *o = &v[i].origin;
		bool other = o->part_of[0] && !origin_same_project(o->part_of, top) &&
			     !(own && origin_same_project(o->part_of, own));

		if (!other && !o->copied[0])
			continue;
		buf_printf(out, "%s[", out->len ? "\n" : "");
		glob_escaped(out, v[i].rel);
		buf_puts(out, "]\nuniform_vendored = true\n");
		if (o->copied[0])
			buf_printf(why, "%s: uniform_vendored = true (it says \"%s\")\n",
				   v[i].rel, o->copied);
		else
			buf_printf(why, "%s: uniform_vendored = true (it says it is part "
				   "of \"%s\", the tree is %s)\n", v[i].rel, o->part_of,
				   own ? own : top);
	}
}
