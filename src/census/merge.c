/*
 * merge: read census JSON documents back and add them up.
 *
 * Counts only add (census.c), so the census of a tree is the sum of the
 * censuses of any split of it into shards, each run wherever it fits,
 * provided every shard was counted the same way: the same version of
 * uniform, the same method, the same grouping and the same aspects
 * (census --aspect), which are checked.  Group names are relative to
 * the operand each file was found under, so shards "a" and "b" merge
 * into the census of "a b".  The reading is strict: a member missing or
 * unknown, a count that is not a whole number, a derived count
 * (comments, multi-line, an aspect's places) that is not the sum of its
 * parts, or a share or practised variant that is not what the counts
 * give, is an error with its line and column, since it means the file
 * is not what census wrote.  A document is checked whole before any
 * of it is added; only a sum past the largest count (2^64 - 1), a group's
 * or the total's, is found as it is added.  Any error ends the merge,
 * with nothing written.
 */
#include "census/merge.h"

#include <stdlib.h>
#include <string.h>

#include "base/jsonread.h"
#include "base/version.h"

typedef struct Doc {
	const char *method;
	Buf grouping;		/* as in Merge */
	Buf by;			/* the prefixes, comma separated */
	long depth;
	bool group;		/* {"group": "maintainers"} */
	const JsonValue *byv;	/* the "by" array, or NULL */
	Counts *groups;		/* one per element of "groups" */
	const char **names;
	size_t ngroups;
	Counts total;
	AspectSet aspects;	/* those of the total, and of every group */
} Doc;

static bool bad(Buf *err, const JsonValue *v, const char *what, const char *name)
{
	buf_printf(err, "%u:%u: %s%s%s%s", v->line, v->col, what,
		   name ? " \"" : "", name ? name : "", name ? "\"" : "");
	return false;
}

/* A count member of o into *c; false with a message if it is not one. */
static bool count(const JsonValue *o, const char *key, Count *c, Buf *err)
{
	const JsonValue *v = jsonread_get(o, key);

	if (!v)
		return bad(err, o, "missing member", key);
	if (v->type != JS_NUMBER || !v->is_count)
		return bad(err, v, "not a count:", key);
	*c = v->count;
	return true;
}

static bool known_count_key(const char *k)
{
	static const char *const extra[] = {
		"name", "files", "comments", "multi-line", "trailing",
		"net-style-share", "aspects",
	};

	for (int i = 0; i < CM_NCLASS; i++)
		if (!strcmp(k, comment_class_name((CommentClass)i)))
			return true;
	for (size_t i = 0; i < sizeof(extra) / sizeof(*extra); i++)
		if (!strcmp(k, extra[i]))
			return true;
	return false;
}

/*
 * Whether the share member key of o agrees with the share the counts
 * give (has: whether they give one; else it must be null), to the six
 * decimals census writes.  A document whose share contradicts its
 * counts was edited, not written by census.
 */
static bool share_agrees(const JsonValue *o, const char *key, bool has,
			 double share, Buf *err)
{
	const JsonValue *v = jsonread_get(o, key);
	double d;

	if (!v)
		return true;
	if (!has && v->type == JS_NULL)
		return true;
	if (!has || v->type != JS_NUMBER)
		return bad(err, v, has ? "expected a number:" :
			   "expected null (no place to share):", key);
	d = v->num - share;
	if (d > 1e-6 || d < -1e-6)
		return bad(err, v, "not the share the counts give:", key);
	return true;
}

/* Whether the practised member of aspect a's counts agrees with them. */
static bool practised_agrees(const JsonValue *v, AspectId a, const Counts *c,
			     Buf *err)
{
	const JsonValue *p = jsonread_get(v, "practised");
	AspectVariant w;
	double share;
	bool one = counts_practised(c, a, &w, &share);

	if (p && !(one ? p->type == JS_STRING && !strcmp(p->str, aspect_variant_name(w))
		       : p->type == JS_NULL))
		return bad(err, p, "not the variant the counts give (the one with "
			   "most places; null for none or a tie):", "practised");
	return share_agrees(v, "share", counts_places(c, a) != 0, share, err);
}

/* The counts of aspect a, v, into c; places must be their sum. */
static bool aspect_counts(const JsonValue *v, AspectId a, Counts *c, Buf *err)
{
	const Aspect *x = aspect_table[a];
	Count places, sum = 0;

	if (v->type != JS_OBJECT)
		return bad(err, v, "expected an object of counts:", x->name);
	for (size_t i = 0; i < v->n; i++) {
		const char *k = v->key[i];
		bool known = !strcmp(k, "places") || !strcmp(k, "practised") ||
			     !strcmp(k, "share");

		for (int j = 0; j < aspect_nvariants[a] && !known; j++)
			known = !strcmp(k, aspect_variant_name(aspect_first[a] + j));
		if (!known)
			return bad(err, &v->item[i], "unknown member", k);
	}
	for (int j = 0; j < aspect_nvariants[a]; j++) {
		Count *n = &c->asp[aspect_first[a] + j];

		if (!count(v, aspect_variant_name(aspect_first[a] + j), n, err))
			return false;
		if (*n > COUNT_MAX - sum)
			return bad(err, v, "the variants overflow (past 2^64 - 1) when added up:", x->name);
		sum += *n;
	}
	if (!count(v, "places", &places, err))
		return false;
	if (places != sum)
		return bad(err, jsonread_get(v, "places"), "not the sum of the variants:", "places");
	return practised_agrees(v, a, c, err);
}

/* The member "aspects" of o, when there is one, into c and *set. */
static bool aspects(const JsonValue *o, Counts *c, AspectSet *set, Buf *err)
{
	const JsonValue *as = jsonread_get(o, "aspects");

	*set = 0;
	if (!as)
		return true;
	if (as->type != JS_OBJECT)
		return bad(err, as, "expected an object:", "aspects");
	for (size_t i = 0; i < as->n; i++) {
		int a = aspect_find(as->key[i], strlen(as->key[i]));

		if (a < 0)
			return bad(err, &as->item[i], "unknown aspect", as->key[i]);
		if (!aspect_counts(&as->item[i], (AspectId)a, c, err))
			return false;
		*set |= 1u << a;
	}
	return true;
}

/* The counts of a group or of the total, and the aspects they hold. */
static bool counts(const JsonValue *o, Counts *c, AspectSet *set, Buf *err)
{
	Count sum, multi;

	memset(c, 0, sizeof(*c));
	if (o->type != JS_OBJECT)
		return bad(err, o, "expected an object of counts", NULL);
	for (size_t i = 0; i < o->n; i++)
		if (!known_count_key(o->key[i]))
			return bad(err, &o->item[i], "unknown member", o->key[i]);
	for (int k = 0; k < CM_NCLASS; k++)
		if (!count(o, comment_class_name((CommentClass)k), &c->cls[k], err))
			return false;
	if (!count(o, "files", &c->files, err) ||
	    !count(o, "trailing", &c->trailing, err) ||
	    !count(o, "comments", &sum, err) || !count(o, "multi-line", &multi, err))
		return false;
	if (!counts_fit(c))
		return bad(err, jsonread_get(o, "comments"), "the classes overflow (past 2^64 - 1) when added up:", "comments");
	if (sum != counts_comments(c))
		return bad(err, jsonread_get(o, "comments"), "not the sum of the classes:", "comments");
	if (multi != counts_multi(c))
		return bad(err, jsonread_get(o, "multi-line"), "not the sum of the multi-line classes:", "multi-line");
	double share;
	bool has = counts_net_share(c, &share);

	if (!share_agrees(o, "net-style-share", has, share, err))
		return false;
	return aspects(o, c, set, err);
}

static const char *string_member(const JsonValue *o, const char *key, Buf *err)
{
	const JsonValue *v = jsonread_get(o, key);

	if (!v)
		return bad(err, o, "missing member", key), NULL;
	if (v->type != JS_STRING)
		return bad(err, v, "expected a string:", key), NULL;
	return v->str;
}

/* "grouping": {"by": [...]}, {"depth": N} or {"group": "maintainers"}. */
static bool grouping(const JsonValue *g, Doc *d, Buf *err)
{
	const JsonValue *by = jsonread_get(g, "by"), *depth = jsonread_get(g, "depth");
	const JsonValue *group = jsonread_get(g, "group");

	if (!g)
		return buf_puts(err, "missing member \"grouping\""), false;
	if (g->type != JS_OBJECT || g->n != 1 || (!by && !depth && !group))
		return bad(err, g, "expected {\"by\": [...]}, {\"depth\": N} or "
			   "{\"group\": \"maintainers\"}:", "grouping");
	if (group) {
		if (group->type != JS_STRING || strcmp(group->str, "maintainers"))
			return bad(err, group, "expected \"maintainers\":", "group");
		d->group = true;
		buf_puts(&d->grouping, "group:maintainers");
		return true;
	}
	if (depth) {
		if (depth->type != JS_NUMBER || !depth->is_count || depth->count > 64)
			return bad(err, depth, "not a depth from 0 to 64:", "depth");
		d->depth = (long)depth->count;
		buf_printf(&d->grouping, "depth:%ld", d->depth);
		return true;
	}
	if (by->type != JS_ARRAY)
		return bad(err, by, "expected an array:", "by");
	d->byv = by;
	buf_puts(&d->grouping, "by:");
	for (size_t i = 0; i < by->n; i++) {
		const JsonValue *p = &by->item[i];
		if (p->type != JS_STRING || !*p->str || strchr(p->str, ','))
			return bad(err, p, "expected a prefix (no comma)", NULL);
		buf_puts(&d->grouping, i ? "\n" : "");
		buf_puts(&d->grouping, p->str);
		buf_puts(&d->by, i ? "," : "");
		buf_puts(&d->by, p->str);
	}
	if (!by->n)
		buf_puts(&d->by, ",");	/* census_init's "no groups at all" */
	return true;
}

static bool groups(const JsonValue *a, Doc *d, Buf *err)
{
	if (!a)
		return buf_puts(err, "missing member \"groups\""), false;
	if (a->type != JS_ARRAY)
		return bad(err, a, "expected an array:", "groups");
	d->ngroups = a->n;
	d->groups = xmalloc((a->n + 1) * sizeof(*d->groups));
	d->names = xmalloc((a->n + 1) * sizeof(*d->names));
	for (size_t i = 0; i < a->n; i++) {
		AspectSet set;

		if (!counts(&a->item[i], &d->groups[i], &set, err) ||
		    !(d->names[i] = string_member(&a->item[i], "name", err)))
			return false;
		if (i && set != d->aspects)
			return bad(err, &a->item[i], "other aspects than the first group's", NULL);
		d->aspects = set;
	}
	return true;
}

static bool head(const JsonValue *doc, Doc *d, Buf *err)
{
	static const char *const keys[] = {
		"tool", "version", "command", "method", "grouping", "groups", "total",
	};
	const char *tool, *version, *command;

	if (doc->type != JS_OBJECT)
		return bad(err, doc, "expected the object census --format json writes", NULL);
	for (size_t i = 0; i < doc->n; i++) {
		size_t k = 0;
		while (k < sizeof(keys) / sizeof(*keys) && strcmp(doc->key[i], keys[k]))
			k++;
		if (k == sizeof(keys) / sizeof(*keys))
			return bad(err, &doc->item[i], "unknown member", doc->key[i]);
	}
	if (!(tool = string_member(doc, "tool", err)) ||
	    !(version = string_member(doc, "version", err)) ||
	    !(command = string_member(doc, "command", err)) ||
	    !(d->method = string_member(doc, "method", err)))
		return false;
	if (strcmp(tool, "uniform") || strcmp(command, "census"))
		return bad(err, doc, "not the output of uniform census", NULL);
	if (strcmp(version, UNIFORM_VERSION))
		return bad(err, jsonread_get(doc, "version"), "written by another version of uniform (this is " UNIFORM_VERSION "):", version);
	if (strcmp(d->method, "exact") && strcmp(d->method, "regex"))
		return bad(err, jsonread_get(doc, "method"), "unknown method", d->method);
	return true;
}

static bool read_doc(const JsonValue *doc, Doc *d, Buf *err)
{
	const JsonValue *total = jsonread_get(doc, "total");

	if (!head(doc, d, err) || !grouping(jsonread_get(doc, "grouping"), d, err) ||
	    !groups(jsonread_get(doc, "groups"), d, err))
		return false;
	AspectSet set;

	if (!total)
		return buf_puts(err, "missing member \"total\""), false;
	if (!counts(total, &d->total, &set, err))
		return false;
	if (d->ngroups && set != d->aspects)
		return bad(err, total, "other aspects than the groups'", NULL);
	d->aspects = set;
	return true;
}

/* Whether the groups are those the grouping gives. */
static bool fits(const Doc *d, const JsonValue *doc, Buf *err)
{
	const JsonValue *a = jsonread_get(doc, "groups");

	if (d->byv && d->ngroups != d->byv->n)
		return bad(err, a, "not one group per prefix", NULL);
	if (!d->byv && !d->depth && !d->group && d->ngroups)
		return bad(err, a, "groups with depth 0", NULL);
	for (size_t i = 0; d->byv && i < d->ngroups; i++)
		if (strcmp(d->names[i], d->byv->item[i].str))
			return bad(err, &a->item[i], "a group that is not its prefix:", d->names[i]);
	return true;
}

/* A count the sum would wrap around (the document is then added in part). */
static bool overflow(Buf *err, const JsonValue *v, const char *name)
{
	return bad(err, v, "a count overflows (past 2^64 - 1) when added to the documents before:", name);
}

/* Add the document if it was counted as the ones before. */
static bool add_doc(Merge *m, const Doc *d, const JsonValue *doc, Buf *err)
{
	if (!fits(d, doc, err))
		return false;
	if (!m->docs) {
		m->method = xstrdup(d->method);
		m->grouping = xstrdup(d->grouping.data);
		census_init(&m->census, d->byv ? d->by.data : NULL, (int)d->depth);
		m->census.group = d->group ? "maintainers" : NULL;
		m->census.aspects = d->aspects;
	} else if (m->census.aspects != d->aspects) {
		return bad(err, doc, "other aspects than the first document's", NULL);
	} else if (strcmp(m->method, d->method)) {
		return bad(err, jsonread_get(doc, "method"), "another method than the first document's:", d->method);
	} else if (strcmp(m->grouping, d->grouping.data)) {
		return bad(err, jsonread_get(doc, "grouping"), "another grouping than the first document's", NULL);
	}
	for (size_t i = 0; i < d->ngroups; i++) {
		Counts *g = census_group(&m->census, d->names[i]);

		if (g && !counts_add_checked(g, &d->groups[i]))
			return overflow(err, &jsonread_get(doc, "groups")->item[i], d->names[i]);
	}
	if (!counts_add_checked(&m->census.total, &d->total))
		return overflow(err, jsonread_get(doc, "total"), "total");
	m->docs++;
	return true;
}

bool merge_add(Merge *m, const char *text, size_t len, Buf *err)
{
	JsonValue doc;
	Doc d = { 0 };
	bool ok = jsonread_parse(text, len, &doc, err);

	if (ok) {
		ok = read_doc(&doc, &d, err) && add_doc(m, &d, &doc, err);
		jsonread_free(&doc);
	}
	buf_free(&d.grouping);
	buf_free(&d.by);
	free(d.groups);
	free(d.names);
	return ok;
}

void merge_finish(Merge *m)
{
	if (m->docs)
		census_finish(&m->census);
}

void merge_free(Merge *m)
{
	if (m->docs)
		census_free(&m->census);
	free(m->method);
	free(m->grouping);
	memset(m, 0, sizeof(*m));
}
