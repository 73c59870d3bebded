/*
 * trend: count comments at many revisions, analysing each blob once.
 *
 * Between two releases most files do not change, and a file that did not
 * change is the same blob: its counts are the same whatever revision or
 * path it is met at.  So the counts are cached by blob id, and only the
 * grouping, which depends on the path, is done again per revision.  All
 * revisions go through one pool: the calling thread walks each tree in
 * turn and looks every blob up in the cache; a blob not seen before gets
 * an entry, filled when its item is done, and a later item of the same
 * blob waits on nothing because done() runs in push order, after the
 * first item's.  The cache is only touched by the calling thread (the
 * walk and done()), so it needs no lock; workers fill their own items.
 * A blob's messages (binary, unterminated comment) are given once, when
 * it is analysed.
 */
#include "output/trend.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "base/json.h"
#include "base/pool.h"
#include "output/report.h"
#include "output/svg.h"
#include "base/version.h"

#define NONE ((size_t)-1)

typedef struct Entry {
	GitBlobId id;
	Counts counts;		/* the blob's, once status is known */
	SourceStatus status;
} Entry;

/* Blob id to counts: open addressing over entries. */
typedef struct Cache {
	Entry *v;
	size_t n, cap;
	size_t *slot;		/* nslots indices into v, NONE when empty */
	size_t nslots;
} Cache;

typedef struct Item {
	char *path;		/* as printed; NULL for a message */
	size_t rel;		/* where the part relative to the root starts */
	char *msg;		/* the walk's message */
	bool msg_error;
	GitBlobId id;
	size_t rev;		/* index of the revision */
	size_t entry;		/* its cache entry */
	bool analyse;		/* the first item of its blob: work on it */
	Counts counts;		/* when analysed */
	SourceStatus status;
	Buf diag;		/* messages of the analysis */
} Item;

typedef struct Run {
	GitSrc *g;
	Trend *t;
	const TrendOptions *o;
	Cache cache;
	Source *sources;	/* one per worker */
	CensusScratch *scratch;	/* ... for the aspects */
	Pool *pool;
	size_t rev;		/* the revision being walked */
	FILE *msgs;
	Buf said;		/* the walk's notes given, each NUL-ended */
} Run;

/*
 * Whether the walk's note msg was given already: a submodule is met at
 * every revision, and said once.
 */
static bool said_before(Run *r, const char *msg)
{
	for (size_t i = 0; i < r->said.len; i += strlen(r->said.data + i) + 1)
		if (!strcmp(r->said.data + i, msg))
			return true;
	buf_add(&r->said, msg, strlen(msg) + 1);
	return false;
}

static size_t id_hash(const GitBlobId *id)
{
	size_t h;

	memcpy(&h, id->id, sizeof(h));	/* a hash already */
	return h;
}

static void cache_grow(Cache *c)
{
	free(c->slot);
	c->nslots = c->nslots ? c->nslots * 2 : 1024;
	c->slot = xmalloc(c->nslots * sizeof(*c->slot));
	for (size_t i = 0; i < c->nslots; i++)
		c->slot[i] = NONE;
	for (size_t e = 0; e < c->n; e++) {
		size_t i = id_hash(&c->v[e].id) & (c->nslots - 1);

		while (c->slot[i] != NONE)
			i = (i + 1) & (c->nslots - 1);
		c->slot[i] = e;
	}
}

/* A new entry for id, outside the table. */
static size_t cache_append(Cache *c, const GitBlobId *id)
{
	if (c->n == c->cap) {
		c->cap = c->cap ? c->cap * 2 : 1024;
		c->v = xrealloc(c->v, c->cap * sizeof(*c->v));
	}
	memset(&c->v[c->n], 0, sizeof(c->v[c->n]));
	c->v[c->n].id = *id;
	return c->n++;
}

/* The entry of id; *fresh when it was made now. */
static size_t cache_get(Cache *c, const GitBlobId *id, bool *fresh)
{
	if (2 * (c->n + 1) > c->nslots)
		cache_grow(c);
	size_t i = id_hash(id) & (c->nslots - 1);
	for (; c->slot[i] != NONE; i = (i + 1) & (c->nslots - 1)) {
		if (!memcmp(c->v[c->slot[i]].id.id, id->id, sizeof(id->id))) {
			*fresh = false;
			return c->slot[i];
		}
	}
	*fresh = true;
	return c->slot[i] = cache_append(c, id);
}

static void work(void *ctx, void *item, int worker)
{
	Run *r = ctx;
	Item *f = item;
	Source *s = &r->sources[worker];

	if (!f->path || !f->analyse)
		return;
	f->status = gitsrc_read(r->g, worker, &f->id, f->path, s, &f->diag);
	if (f->status == SRC_OK)
		census_scan_aspects(s->data, s->len, f->path, r->o->aspects,
				    false, &f->counts, NULL, false, &f->diag,
				    &r->scratch[worker]);
}

static void done(void *ctx, void *item)
{
	Run *r = ctx;
	Item *f = item;

	if (!f->path || f->diag.len)
		progress_hide(r->o->progress);
	if (!f->path) {
		if (f->msg_error || !said_before(r, f->msg))
			fputs(f->msg, r->msgs);
		r->t->errors += f->msg_error;
		free(f->msg);
		return;
	}
	Entry *e = &r->cache.v[f->entry];
	if (f->analyse) {
		e->counts = f->counts;
		e->status = f->status;
		buf_write(&f->diag, r->msgs);
		buf_free(&f->diag);
		r->t->errors += f->status == SRC_ERROR;
	}
	r->t->blobs++;
	r->t->hits += !f->analyse;
	if (e->status == SRC_OK)
		census_add(&r->t->v[f->rev].census, f->path + f->rel, &e->counts);
	free(f->path);
}

static void push_blob(void *ctx, char *path, size_t rel, const GitBlobId *id)
{
	Run *r = ctx;
	Item it = { .path = path, .rel = rel, .id = *id, .rev = r->rev,
		    .analyse = true };

	if (r->o->no_cache)
		it.entry = cache_append(&r->cache, id);
	else
		it.entry = cache_get(&r->cache, id, &it.analyse);
	pool_push(r->pool, &it);
}

static void push_message(void *ctx, char *msg, bool error)
{
	Run *r = ctx;
	Item it = { .msg = msg, .msg_error = error };

	pool_push_message(r->pool, &it);
}

/* Resolve every revision first, so that a typo costs no work. */
static bool resolve(GitSrc *g, char *const *revs, size_t n, Trend *t,
		    FILE *msgs)
{
	Buf err = { 0 };
	bool ok = true;

	t->v = xmalloc((n ? n : 1) * sizeof(*t->v));
	memset(t->v, 0, (n ? n : 1) * sizeof(*t->v));	/* trend_free-able */
	for (size_t i = 0; i < n; i++) {
		TrendRev *v = &t->v[t->n];

		if (!gitsrc_rev(g, revs[i], &v->rev, &err)) {
			fprintf(msgs, "uniform: %s\n", err.data);
			err.len = 0;
			ok = false;
			continue;
		}
		v->name = xstrdup(revs[i]);
		t->n++;
	}
	buf_free(&err);
	return ok;
}

bool trend_run(GitSrc *g, char *const *revs, size_t nrevs,
	       const TrendOptions *o, Trend *out, FILE *msgs)
{
	Run r = { .g = g, .t = out, .o = o, .msgs = msgs };
	GitSink sink = { push_blob, push_message, &r };

	memset(out, 0, sizeof(*out));
	if (!resolve(g, revs, nrevs, out, msgs))
		return false;
	for (size_t i = 0; i < out->n; i++) {
		census_init(&out->v[i].census, o->by, o->depth);
		out->v[i].census.aspects = o->aspects;
	}
	r.sources = xcalloc((size_t)o->jobs, sizeof(*r.sources));
	r.scratch = xcalloc((size_t)o->jobs, sizeof(*r.scratch));
	r.pool = pool_start(o->jobs, sizeof(Item), work, done, &r);
	pool_watch(r.pool, o->progress);
	for (r.rev = 0; r.rev < out->n; r.rev++) {
		gitsrc_walk(&out->v[r.rev].rev, NULL, 0, &o->walk, &sink);
		gitsrc_rev_free(&out->v[r.rev].rev);
	}
	pool_finish(r.pool);
	for (size_t i = 0; i < out->n; i++)
		census_finish(&out->v[i].census);
	for (int i = 0; i < o->jobs; i++) {
		source_free(&r.sources[i]);
		census_scratch_free(&r.scratch[i]);
	}
	free(r.sources);
	free(r.scratch);
	free(r.cache.v);
	free(r.cache.slot);
	buf_free(&r.said);
	return true;
}

static void table_rows(Table *t, const TrendRev *v, bool thousands)
{
	char cells[REPORT_NCELLS][32];
	const char *row[REPORT_NCELLS + 3] = { v->name, v->rev.date };

	for (size_t g = 0; g <= v->census.ngroups; g++) {
		bool total = g == v->census.ngroups;

		row[2] = total ? "total" : v->census.groups[g].name;
		report_cells(total ? &v->census.total : &v->census.groups[g].counts,
			     thousands, cells, row + 3);
		table_row(t, row);
	}
}

static void json_rev(Buf *o, const TrendRev *v)
{
	buf_puts(o, "\n    {\"revision\": ");
	json_string(o, v->name);
	buf_printf(o, ", \"commit\": \"%s\", \"date\": \"%s\",\n     \"groups\": [",
		   v->rev.commit, v->rev.date);
	for (size_t g = 0; g < v->census.ngroups; g++) {
		buf_puts(o, g ? ",\n      {\"name\": " : "\n      {\"name\": ");
		json_string(o, v->census.groups[g].name);
		buf_puts(o, ", ");
		report_json_counts(o, &v->census.groups[g].counts);
		report_json_aspects(o, &v->census.groups[g].counts,
				    v->census.aspects);
		buf_putc(o, '}');
	}
	buf_puts(o, v->census.ngroups ? "\n     ],\n     \"total\": {" : "],\n     \"total\": {");
	report_json_counts(o, &v->census.total);
	report_json_aspects(o, &v->census.total, v->census.aspects);
	buf_puts(o, "}}");
}

static void trend_json(Buf *o, const Trend *t)
{
	buf_printf(o, "{\n  \"tool\": \"uniform\", \"version\": \"%s\", "
		   "\"command\": \"trend\",\n  \"grouping\": ", UNIFORM_VERSION);
	if (t->n)
		report_json_grouping(o, &t->v[0].census);
	else
		buf_puts(o, "null");
	buf_puts(o, ",\n  \"revisions\": [");
	for (size_t i = 0; i < t->n; i++) {
		if (i)
			buf_putc(o, ',');
		json_rev(o, &t->v[i]);
	}
	buf_puts(o, t->n ? "\n  ]\n}\n" : "]\n}\n");
}

/* The rows of aspect a at revision v: one per group, then the total. */
static void aspect_rows(Table *t, const TrendRev *v, AspectId a,
			bool thousands)
{
	char cells[REPORT_ASPECT_NCELLS][32];
	const char *row[REPORT_ASPECT_NCELLS + 3] = { v->name, v->rev.date };

	for (size_t g = 0; g <= v->census.ngroups; g++) {
		bool total = g == v->census.ngroups;

		row[2] = total ? "total" : v->census.groups[g].name;
		report_aspect_cells(total ? &v->census.total
					  : &v->census.groups[g].counts,
				    a, thousands, cells, row + 3);
		table_row(t, row);
	}
}

/* One table per aspect counted, each after a blank line. */
static void aspect_tables(Buf *o, const Trend *t, TableFormat tf)
{
	AspectSet set = t->n ? t->v[0].census.aspects : 0;

	for (int a = 0; a < AS_NASPECT; a++) {
		const char *head[REPORT_ASPECT_NCELLS + 3] = {
			"revision", "date", aspect_table[a]->name,
		};
		Table tab;

		if (!(set & (1u << a)))
			continue;
		table_init(&tab, report_aspect_head((AspectId)a, head + 3) + 3);
		tab.left = 3;
		table_row(&tab, head);
		for (size_t i = 0; i < t->n; i++)
			aspect_rows(&tab, &t->v[i], (AspectId)a, tf == TF_TEXT);
		buf_putc(o, '\n');
		table_render(&tab, tf, o);
		table_free(&tab);
	}
}

void trend_report(Buf *o, const Trend *t, TableFormat tf, bool json)
{
	const char *head[REPORT_NCELLS + 3] = { "revision", "date", "group" };
	Table tab;

	if (json) {
		trend_json(o, t);
		return;
	}
	for (int k = 0; k < REPORT_NCELLS; k++)
		head[k + 3] = report_head[k];
	table_init(&tab, REPORT_NCELLS + 3);
	tab.left = 3;
	table_row(&tab, head);
	for (size_t i = 0; i < t->n; i++)
		table_rows(&tab, &t->v[i], tf == TF_TEXT);
	table_render(&tab, tf, o);
	table_free(&tab);
	aspect_tables(o, t, tf);
}

/* The names of the groups over all revisions, in order, then "total". */
static size_t series_names(const Trend *t, const char ***names)
{
	size_t n = 0;
	const char **v = NULL;

	for (size_t i = 0; i < t->n; i++) {
		for (size_t g = 0; g < t->v[i].census.ngroups; g++) {
			const char *name = t->v[i].census.groups[g].name;
			size_t k = 0;

			while (k < n && strcmp(v[k], name))
				k++;
			if (k < n)
				continue;
			v = xrealloc(v, (n + 1) * sizeof(*v));
			v[n++] = name;
		}
	}
	v = xrealloc(v, (n + 1) * sizeof(*v));
	v[n++] = "total";
	*names = v;
	return n;
}

/* The share of the group called name at revision v, or NAN. */
static double share_of(const TrendRev *v, const char *name, bool total)
{
	const Counts *c = total ? &v->census.total : NULL;
	double s;

	for (size_t g = 0; !c && g < v->census.ngroups; g++)
		if (!strcmp(v->census.groups[g].name, name))
			c = &v->census.groups[g].counts;
	return c && counts_net_share(c, &s) ? s : NAN;
}

void trend_chart(Buf *o, const Trend *t)
{
	const char **names;
	size_t ns = series_names(t, &names);
	SvgSeries *series = xmalloc(ns * sizeof(*series));
	double *v = xmalloc((ns * t->n + 1) * sizeof(*v));
	const char **label = xmalloc((t->n + 1) * sizeof(*label));
	SvgChart ch = {
		"Net-style share of multi-line comments over revisions",
		"revision", "net-style / (customary + net-style)",
		label, t->n, series, ns, true,
	};

	for (size_t i = 0; i < t->n; i++)
		label[i] = t->v[i].name;
	for (size_t s = 0; s < ns; s++) {
		series[s] = (SvgSeries){ names[s], v + s * t->n };
		for (size_t i = 0; i < t->n; i++)
			v[s * t->n + i] = share_of(&t->v[i], names[s], s + 1 == ns);
	}
	svg_lines(o, &ch);
	free(label);
	free(v);
	free(series);
	free(names);
}

void trend_free(Trend *t)
{
	for (size_t i = 0; i < t->n; i++) {
		free(t->v[i].name);
		gitsrc_rev_free(&t->v[i].rev);
		census_free(&t->v[i].census);
	}
	free(t->v);
	memset(t, 0, sizeof(*t));
}
