/*
 * report: render a census, as a table or as JSON.
 *
 * The JSON document holds every raw count of every group and of the
 * total, with the grouping and the method, so that documents from runs
 * over parts of a tree add up (merge.c) to the document of one run over
 * the whole; the derived members (comments, multi-line, the share) are
 * written for readers and checked, not trusted, when merging.
 */
#include "output/report.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "config/editorconfig.h"
#include "base/json.h"
#include "output/svg.h"
#include "base/version.h"

const char *const report_head[REPORT_NCELLS] = {
	"files", "comments", "line", "single", "customary", "kernel-doc",
	"banner", "net-style", "multi-line", "net share",
};

const char *report_share(char *buf, const Counts *c)
{
	double s;

	if (!counts_net_share(c, &s))
		return "-";
	snprintf(buf, 32, "%.1f%%", 100.0 * s);
	return buf;
}

void report_cells(const Counts *c, bool thousands,
		  char cells[REPORT_NCELLS][32], const char **row)
{
	Count v[REPORT_NCELLS - 1] = {
		c->files, counts_comments(c), c->cls[CM_LINE],
		c->cls[CM_SINGLE], c->cls[CM_CUSTOMARY], c->cls[CM_KERNEL_DOC],
		c->cls[CM_BANNER], c->cls[CM_NET], counts_multi(c),
	};

	for (int k = 0; k < REPORT_NCELLS - 1; k++) {
		if (thousands)
			row[k] = table_thousands(cells[k], v[k]);
		else
			row[k] = (snprintf(cells[k], 32, "%llu", v[k]), cells[k]);
	}
	row[REPORT_NCELLS - 1] = report_share(cells[REPORT_NCELLS - 1], c);
}

static void table_counts(Table *t, const char *name, const Counts *c,
			 bool thousands)
{
	char cells[REPORT_NCELLS][32];
	const char *row[REPORT_NCELLS + 1] = { name };
	Buf quoted = { 0 };

	buf_path(&quoted, name);	/* a newline must not break the text table */
	if (thousands)
		row[0] = quoted.data;
	report_cells(c, thousands, cells, row + 1);
	table_row(t, row);
	buf_free(&quoted);
}

void report_json_counts(Buf *o, const Counts *c)
{
	double s;

	buf_printf(o, "\"files\": %llu, \"comments\": %llu, \"line\": %llu, "
		   "\"single\": %llu, \"customary\": %llu, \"kernel-doc\": %llu, "
		   "\"banner\": %llu, \"net-style\": %llu, \"multi-line\": %llu, "
		   "\"trailing\": %llu, \"net-style-share\": ",
		   c->files, counts_comments(c), c->cls[CM_LINE], c->cls[CM_SINGLE],
		   c->cls[CM_CUSTOMARY], c->cls[CM_KERNEL_DOC], c->cls[CM_BANNER],
		   c->cls[CM_NET], counts_multi(c), c->trailing);
	if (counts_net_share(c, &s))
		buf_printf(o, "%.6f", s);
	else
		buf_puts(o, "null");
}

void report_json_grouping(Buf *o, const Census *c)
{
	if (c->group) {
		buf_puts(o, "{\"group\": ");
		json_string(o, c->group);
		buf_putc(o, '}');
	} else if (c->prefixes) {
		buf_puts(o, "{\"by\": [");
		for (size_t i = 0; i < c->nprefixes; i++) {
			if (i)
				buf_puts(o, ", ");
			json_string(o, c->prefixes[i]);
		}
		buf_puts(o, "]}");
	} else {
		buf_printf(o, "{\"depth\": %d}", c->depth);
	}
}

void report_json_aspects(Buf *o, const Counts *c, AspectSet set)
{
	const char *sep = ", \"aspects\": {";

	for (int a = 0; a < AS_NASPECT; a++) {
		const Aspect *x = aspect_table[a];
		AspectVariant v;
		double share;

		if (!(set & (1u << a)))
			continue;
		buf_printf(o, "%s\"%s\": {\"places\": %llu", sep, x->name,
			   counts_places(c, a));
		for (int i = 0; i < aspect_nvariants[a]; i++)
			buf_printf(o, ", \"%s\": %llu",
				   aspect_variant_name(aspect_first[a] + i),
				   c->asp[aspect_first[a] + i]);
		bool one = counts_practised(c, a, &v, &share);

		buf_puts(o, ", \"practised\": ");
		if (one)
			buf_printf(o, "\"%s\"", aspect_variant_name(v));
		else
			buf_puts(o, "null");	/* no place, or a tie */
		if (counts_places(c, a))
			buf_printf(o, ", \"share\": %.6f}", share);
		else
			buf_puts(o, ", \"share\": null}");
		sep = ", ";
	}
	if (set)
		buf_putc(o, '}');
}

static void census_json(Buf *o, const Census *c, const char *method)
{
	buf_printf(o, "{\n  \"tool\": \"uniform\", \"version\": \"%s\", "
		   "\"command\": \"census\", \"method\": \"%s\",\n  \"grouping\": ",
		   UNIFORM_VERSION, method);
	report_json_grouping(o, c);
	buf_puts(o, ",\n  \"groups\": [");
	for (size_t i = 0; i < c->ngroups; i++) {
		buf_puts(o, i ? ",\n    {\"name\": " : "\n    {\"name\": ");
		json_string(o, c->groups[i].name);
		buf_puts(o, ", ");
		report_json_counts(o, &c->groups[i].counts);
		report_json_aspects(o, &c->groups[i].counts, c->aspects);
		buf_putc(o, '}');
	}
	buf_puts(o, c->ngroups ? "\n  ],\n  \"total\": {" : "],\n  \"total\": {");
	report_json_counts(o, &c->total);
	report_json_aspects(o, &c->total, c->aspects);
	buf_puts(o, "}\n}\n");
}

int report_aspect_head(AspectId a, const char **head)
{

	head[0] = "places";
	for (int i = 0; i < aspect_nvariants[a]; i++)
		head[i + 1] = aspect_variant_name(aspect_first[a] + i);
	head[aspect_nvariants[a] + 1] = "practised";
	head[aspect_nvariants[a] + 2] = "share";
	return aspect_nvariants[a] + 3;
}

int report_aspect_cells(const Counts *c, AspectId a, bool thousands,
			char cells[REPORT_ASPECT_NCELLS][32], const char **row)
{
	Count v[AV_NVARIANT + 1] = { counts_places(c, a) };
	AspectVariant p;
	double share;

	for (int i = 0; i < aspect_nvariants[a]; i++)
		v[i + 1] = c->asp[aspect_first[a] + i];
	for (int k = 0; k <= aspect_nvariants[a]; k++) {
		if (thousands)
			row[k] = table_thousands(cells[k], v[k]);
		else
			row[k] = (snprintf(cells[k], 32, "%llu", v[k]), cells[k]);
	}
	row[aspect_nvariants[a] + 1] = row[aspect_nvariants[a] + 2] = "-";
	bool one = counts_practised(c, a, &p, &share);
	if (v[0]) {
		row[aspect_nvariants[a] + 1] = one ? aspect_variant_name(p) : "tie";
		snprintf(cells[aspect_nvariants[a] + 1], 32, "%.1f%%", 100.0 * share);
		row[aspect_nvariants[a] + 2] = cells[aspect_nvariants[a] + 1];
	}
	return aspect_nvariants[a] + 3;
}

/* A row of aspect a's table: the group's name, then its cells. */
static void aspect_row(Table *t, const char *name, const Counts *c,
		       AspectId a, bool thousands)
{
	char cells[REPORT_ASPECT_NCELLS][32];
	const char *row[REPORT_ASPECT_NCELLS + 1] = { name };

	report_aspect_cells(c, a, thousands, cells, row + 1);
	table_row(t, row);
}

/* One table per aspect of c, each after a blank line. */
static void aspect_tables(Buf *o, const Census *c, TableFormat tf)
{
	for (int a = 0; a < AS_NASPECT; a++) {
		const char *head[REPORT_ASPECT_NCELLS + 1] = { aspect_table[a]->name };
		Buf quoted = { 0 };
		Table t;

		if (!(c->aspects & (1u << a)))
			continue;
		table_init(&t, report_aspect_head((AspectId)a, head + 1) + 1);
		t.left = 1;
		table_row(&t, head);
		for (size_t i = 0; i < c->ngroups; i++) {
			quoted.len = 0;
			buf_path(&quoted, c->groups[i].name);
			aspect_row(&t, tf == TF_TEXT ? quoted.data : c->groups[i].name,
				   &c->groups[i].counts, a, tf == TF_TEXT);
		}
		t.rule_before = t.nrows;
		aspect_row(&t, "total", &c->total, a, tf == TF_TEXT);
		buf_putc(o, '\n');
		table_render(&t, tf, o);
		table_free(&t);
		buf_free(&quoted);
	}
}

void report_census(Buf *o, const Census *c, TableFormat tf, bool json,
		   const char *method)
{
	const char *head[REPORT_NCELLS + 1] = { "group" };
	Table t;

	if (json) {
		census_json(o, c, method);
		return;
	}
	for (int k = 0; k < REPORT_NCELLS; k++)
		head[k + 1] = report_head[k];
	table_init(&t, REPORT_NCELLS + 1);
	table_row(&t, head);
	for (size_t i = 0; i < c->ngroups; i++)
		table_counts(&t, c->groups[i].name, &c->groups[i].counts,
			     tf == TF_TEXT);
	t.rule_before = t.nrows;
	table_counts(&t, "total", &c->total, tf == TF_TEXT);
	table_render(&t, tf, o);
	table_free(&t);
	aspect_tables(o, c, tf);
}

bool report_practice(const Counts *c, int a, Count *places,
		     const char **variant, double *share)
{
	AspectVariant v;

	if (a < AS_NASPECT) {
		*places = counts_places(c, (AspectId)a);
		if (!counts_practised(c, (AspectId)a, &v, share))
			return false;
		*variant = aspect_variant_name(v);
		return true;
	}
	*places = c->cls[CM_CUSTOMARY] + c->cls[CM_NET];
	if (!counts_net_share(c, share) || 2 * c->cls[CM_NET] == *places)
		return false;	/* none, or a tie */
	*variant = *share > 0.5 ? comment_class_name(CM_NET)
				: comment_class_name(CM_CUSTOMARY);
	if (*share <= 0.5)
		*share = 1.0 - *share;
	return true;
}

typedef ExceptionRow ExcRow;

/* The share of variant of aspect a (AS_NASPECT: the comments) in c. */
static double variant_share(const Counts *c, int a, const char *variant)
{
	Count n, of = 0;

	if (a == AS_NASPECT) {
		n = c->cls[CM_CUSTOMARY] + c->cls[CM_NET];
		of = !strcmp(variant, comment_class_name(CM_NET)) ? c->cls[CM_NET]
								   : c->cls[CM_CUSTOMARY];
	} else {
		n = counts_places(c, (AspectId)a);
		for (int v = aspect_first[a]; v < aspect_first[a] + aspect_nvariants[a]; v++)
			if (!strcmp(aspect_variant_name((AspectVariant)v), variant))
				of = c->asp[v];
	}
	return n ? (double)of / (double)n : 0;
}

/* The places of aspect a (AS_NASPECT: the comments) in c, and its largest variant's. */
static Count kept(const Counts *c, int a, Count *top)
{
	AspectVariant v;
	double share;

	if (a == AS_NASPECT) {
		*top = c->cls[CM_CUSTOMARY] > c->cls[CM_NET] ? c->cls[CM_CUSTOMARY]
							      : c->cls[CM_NET];
		return c->cls[CM_CUSTOMARY] + c->cls[CM_NET];
	}
	counts_practised(c, (AspectId)a, &v, &share);	/* a tie too: v is one of them */
	*top = c->asp[v];
	return counts_places(c, (AspectId)a);
}

/*
 * The claim row of aspect a in force for group g (NULL: for the total):
 * of those whose claim speaks for it, the deepest directory's; else the
 * whole tree's, or NULL.
 */
static const ClaimRow *claim_for(const ClaimRow *cr, size_t n, const char *a,
				 const char *g, const ClaimScope *scope,
				 bool *by_kind)
{
	const ClaimRow *tree = NULL, *best = NULL;

	*by_kind = false;
	for (size_t i = 0; i < n; i++) {
		if (strcmp(cr[i].claim->aspect, a))
			continue;
		*by_kind |= cr[i].claim->ext != NULL;
		if (!cr[i].dir && !cr[i].claim->ext)
			tree = &cr[i];
		else if (g && cr[i].dir &&
			 (scope ? scope->covers(scope->ctx, &cr[i], g) : path_within(g, cr[i].dir)) &&
			 (!best || strlen(cr[i].dir) > strlen(best->dir)))
			best = &cr[i];
	}
	return best ? best : tree;
}

/* The group g's parent: the longest other group its path lies under, or NULL. */
static const CensusGroup *parent_of(const Census *c, const CensusGroup *g)
{
	const CensusGroup *p = NULL;

	if (c->group)	/* sections are no tree */
		return NULL;
	for (size_t j = 0; j < c->ngroups; j++)
		if (&c->groups[j] != g && strcmp(c->groups[j].name, ".") &&
		    path_within(g->name, c->groups[j].name) &&
		    (!p || strlen(c->groups[j].name) > strlen(p->name)))
			p = &c->groups[j];
	return p;
}

/* Add row r, held to claim row k, to v[*n]: the claim's share in it. */
static void add_claimed(ExcRow *v, size_t *n, ExcRow r, const ClaimRow *k,
			int a)
{
	r.claim = k ? k->claim : NULL;
	if (r.claim)
		r.asked = variant_share(r.c, a, r.claim->variant);
	v[(*n)++] = r;
}

ExcRow *report_exception_rows(const Census *c, const ClaimRow *cr, size_t ncr,
			      const ClaimScope *scope, Count min, size_t *n)
{
	ExcRow *v = xmalloc((AS_NASPECT + 1) * (c->ngroups + ncr + 1) * sizeof(*v));

	*n = 0;
	for (int i = 0; i <= AS_NASPECT; i++) {
		int k = i ? i - 1 : AS_NASPECT;	/* the comments first */
		const char *name = k == AS_NASPECT ? "comment" : aspect_table[k]->name;
		ExcRow r = { name, k, NULL, &c->total, 0, NULL, 0, NULL, NULL, 0, false };
		bool by_kind;
		const ClaimRow *tree = claim_for(cr, ncr, name, NULL, scope, &by_kind);

		if (k < AS_NASPECT && !(c->aspects & (1u << k)))
			continue;
		if (!report_practice(&c->total, k, &r.places, &r.variant, &r.share))
			continue;
		add_claimed(v, n, r, tree, k);
		const char *tv = r.variant;

		for (size_t j = 0; j < ncr; j++) {	/* the claims' own rows */
			if (strcmp(cr[j].claim->aspect, name) || (!cr[j].dir && !cr[j].claim->ext))
				continue;
			r.group = cr[j].dir ? cr[j].dir : cr[j].claim->ext[0] == 'c' ? "*.c" : "*.h";
			r.c = &cr[j].counts;
			r.own = true;
			if (!report_practice(r.c, k, &r.places, &r.variant, &r.share)) {
				if (!r.places)
					continue;
				Count top, all = kept(r.c, k, &top);

				r.variant = "tie";	/* a claim's row is shown all the same */
				r.share = (double)top / (double)all;
			}
			add_claimed(v, n, r, &cr[j], k);
		}
		r.own = false;
		for (size_t j = 0; j < c->ngroups && !by_kind; j++) {
			const CensusGroup *g = &c->groups[j];
			const ClaimRow *held = claim_for(cr, ncr, name, g->name, scope,
							 &by_kind);
			const CensusGroup *p = held ? NULL : parent_of(c, g);
			const char *want = tv;
			Count pp;
			double ps;
			bool named = false;

			for (size_t q = 0; q < ncr && !named; q++)
				named = cr[q].dir && !strcmp(cr[q].claim->aspect, name) &&
					!strcmp(cr[q].dir, g->name);
			r.group = g->name;
			r.c = &g->counts;
			r.parent = p ? p->name : NULL;
			if (named || !report_practice(r.c, k, &r.places, &r.variant, &r.share) ||
			    r.places < min)
				continue;
			if (held)
				want = held->claim->variant;
			else if (p && !report_practice(&p->counts, k, &pp, &want, &ps))
				continue;	/* the parent practises no one variant */
			if (strcmp(r.variant, want))
				add_claimed(v, n, r, held, k);
		}
		r.parent = NULL;
	}
	return v;
}

/* "maintainer-netdev.rst, What is ...": a claim's document and section. */
static void claim_source(Buf *b, const Claim *k)
{
	const char *slash = strrchr(k->document, '/');

	b->len = 0;
	buf_printf(b, "%s, %s", slash ? slash + 1 : k->document, k->heading);
}

static void exception_row(Table *t, const ExcRow *r, bool text, bool claims,
			  Buf *quoted, Buf *source)
{
	char files[32], n[32], pct[32], asked[32];
	const char *row[9] = { r->group && text ? "" : r->aspect,
			       r->group ? r->group : "total", files, n,
			       r->variant, pct, "", "", "" };

	if (text) {
		table_thousands(files, r->c->files);
		table_thousands(n, r->places);
		if (r->group) {
			quoted->len = 0;
			buf_path(quoted, r->group);
			row[1] = quoted->data;
		}
	} else {
		snprintf(files, sizeof(files), "%llu", r->c->files);
		snprintf(n, sizeof(n), "%llu", r->places);
	}
	snprintf(pct, sizeof(pct), "%.1f%%", 100.0 * r->share);
	if (r->claim) {
		snprintf(asked, sizeof(asked), "%.1f%%", 100.0 * r->asked);
		claim_source(source, r->claim);
		row[6] = r->claim->variant;
		row[7] = asked;
		row[8] = source->data;
	} else if (claims) {
		row[8] = !r->group ? "no claim" : r->parent ? "practice of the group above"
							    : "practice of the total";
	}
	table_row(t, row);
}

/* The opening of a row's JSON object: its "name", unless it is the total's. */
static void json_row(Buf *o, const char *name)
{
	buf_putc(o, '{');
	if (name) {
		buf_puts(o, "\"name\": ");
		json_string(o, name);
		buf_puts(o, ", ");
	}
}

/* The members of one row of the JSON document. */
static void exception_json(Buf *o, const ExcRow *r)
{
	json_row(o, r->group);
	buf_printf(o, "\"files\": %llu, \"places\": %llu, \"practised\": \"%s\", "
		   "\"share\": %.6f", r->c->files, r->places, r->variant, r->share);
	if (r->claim) {
		buf_printf(o, ", \"claim\": {\"variant\": \"%s\", \"share\": %.6f, "
			   "\"document\": ", r->claim->variant, r->asked);
		json_string(o, r->claim->document);
		buf_puts(o, ", \"section\": ");
		json_string(o, r->claim->heading);
		buf_putc(o, '}');
	} else if (r->parent) {
		buf_puts(o, ", \"parent\": ");
		json_string(o, r->parent);
	}
	buf_putc(o, '}');
}

static void exceptions_json(Buf *o, const Census *c, const ExcRow *v,
			    size_t n, Count min)
{
	buf_printf(o, "{\n  \"tool\": \"uniform\", \"version\": \"%s\", "
		   "\"command\": \"census\", \"report\": \"exceptions\", "
		   "\"min-places\": %llu,\n  \"grouping\": ", UNIFORM_VERSION, min);
	report_json_grouping(o, c);
	buf_puts(o, ",\n  \"aspects\": [");
	for (size_t i = 0; i < n; i++) {
		if (!v[i].group) {
			buf_printf(o, "%s\n    {\"aspect\": \"%s\", \"total\": ",
				   i ? "]}," : "", v[i].aspect);
			exception_json(o, &v[i]);
			buf_puts(o, ",\n     \"exceptions\": [");
			continue;
		}
		buf_puts(o, v[i - 1].group ? ",\n       " : "\n       ");
		exception_json(o, &v[i]);
	}
	buf_puts(o, n ? "]}\n  ]\n}\n" : "]\n}\n");
}

void report_exceptions(Buf *o, const Census *c, const ClaimRow *claims,
		       size_t nclaims, const ClaimScope *scope, TableFormat tf,
		       bool json, Count min_places)
{
	static const char *const head[9] = {
		"aspect", "group", "files", "places", "practised", "share",
		"asked", "its share", "source",
	};
	size_t n;
	ExcRow *v = report_exception_rows(c, claims, nclaims, scope, min_places, &n);
	Buf quoted = { 0 }, source = { 0 };
	Table t;
	int cols = nclaims ? 9 : 6;	/* no claim: no columns for them */

	if (json) {
		exceptions_json(o, c, v, n, min_places);
		free(v);
		return;
	}
	table_init(&t, cols);
	t.left = 2;
	t.left_last = nclaims ? 1 : 0;	/* the source */
	table_row(&t, head);
	for (size_t i = 0; i < n; i++)
		exception_row(&t, &v[i], tf == TF_TEXT, nclaims > 0, &quoted, &source);
	table_render(&t, tf, o);
	table_free(&t);
	buf_free(&quoted);
	buf_free(&source);
	free(v);
}

/* One group's consistency (see report_consistency). */
typedef struct Consistency {
	const char *name;	/* NULL for the total */
	const Counts *c;
	int n;			/* aspects counted */
	double mean;		/* of their shares; NAN when n is 0 */
	double index;		/* minority places over places */
	int worst;		/* the least kept aspect, -1 when none */
	double worst_share;
} Consistency;

/*
 * Whether the variant a convention asks of aspect a depends on the kind
 * of file (the kernel's licence line: // in .c, a block in .h): a group
 * of both kinds practises neither, however well it keeps the rule, so
 * consistency leaves it out (census --ext c, --ext h count a kind).
 */
static bool by_kind(int a)
{
	return a == AS_SPDX;
}

/*
 * The i-th aspect in the order of the reports (the comments first) as *a,
 * when consistency counts it in c: in set, not by kind, min places or
 * more (*n, its largest variant's *top).
 */
static bool counted(const Counts *c, AspectSet set, Count min, int i, int *a,
		    Count *n, Count *top)
{
	*a = i ? i - 1 : AS_NASPECT;
	if (*a < AS_NASPECT && (!(set & (1u << *a)) || by_kind(*a)))
		return false;
	*n = kept(c, *a, top);
	return *n >= min;
}

static void consistency_of(Consistency *k, AspectSet set, Count min)
{
	Count all = 0, minority = 0;
	double sum = 0;

	k->n = 0;
	k->worst = -1;
	for (int i = 0; i <= AS_NASPECT; i++) {
		int a;
		Count top, n;

		if (!counted(k->c, set, min, i, &a, &n, &top))
			continue;
		double share = (double)top / (double)n;

		sum += share;
		k->n++;
		all += n;
		minority += n - top;
		if (k->worst < 0 || share < k->worst_share) {
			k->worst = a;
			k->worst_share = share;
		}
	}
	k->mean = k->n ? sum / k->n : NAN;
	k->index = all ? (double)minority / (double)all : NAN;
}

static int by_consistency(const void *x, const void *y)
{
	const Consistency *a = x, *b = y;

	if (!a->n || !b->n)
		return !a->n - !b->n;	/* none counted: last */
	if (a->mean != b->mean)
		return a->mean < b->mean ? -1 : 1;
	return strcmp(a->name, b->name);
}

static const char *aspect_label(int a)
{
	return a == AS_NASPECT ? "comment" : aspect_table[a]->name;
}

static void consistency_json(Buf *o, const Consistency *k, AspectSet set, Count min)
{
	json_row(o, k->name);
	buf_printf(o, "\"files\": %llu, \"aspects-counted\": %d", k->c->files, k->n);
	if (k->n)
		buf_printf(o, ", \"consistency\": %.6f, \"inconsistency\": %.6f",
			   k->mean, k->index);
	else
		buf_puts(o, ", \"consistency\": null, \"inconsistency\": null");
	buf_puts(o, ", \"aspects\": {");
	int first = 1;

	for (int i = 0; i <= AS_NASPECT; i++) {
		int a;
		Count top, n;

		if (!counted(k->c, set, min, i, &a, &n, &top))
			continue;
		buf_printf(o, "%s\"%s\": {\"places\": %llu, \"share\": %.6f, "
			   "\"inconsistency\": %.6f}", first ? "" : ", ", aspect_label(a),
			   n, (double)top / (double)n, (double)(n - top) / (double)n);
		first = 0;
	}
	buf_puts(o, "}}");
}

void report_consistency(Buf *o, const Census *c, TableFormat tf, bool json,
			Count min)
{
	static const char *const head[6] = {
		"group", "files", "aspects", "consistency", "inconsistency", "least kept",
	};
	Consistency *v = xmalloc((c->ngroups + 1) * sizeof(*v));
	Consistency total = { .name = NULL, .c = &c->total };
	Table t;
	Buf quoted = { 0 }, worst = { 0 };

	for (size_t i = 0; i < c->ngroups; i++) {
		v[i] = (Consistency){ .name = c->groups[i].name, .c = &c->groups[i].counts };
		consistency_of(&v[i], c->aspects, min);
	}
	consistency_of(&total, c->aspects, min);
	qsort(v, c->ngroups, sizeof(*v), by_consistency);
	if (json) {
		buf_printf(o, "{\n  \"tool\": \"uniform\", \"version\": \"%s\", "
			   "\"command\": \"census\", \"report\": \"consistency\", "
			   "\"min-places\": %llu,\n  \"grouping\": ", UNIFORM_VERSION, min);
		report_json_grouping(o, c);
		buf_puts(o, ",\n  \"groups\": [");
		for (size_t i = 0; i < c->ngroups; i++) {
			buf_puts(o, i ? ",\n    " : "\n    ");
			consistency_json(o, &v[i], c->aspects, min);
		}
		buf_puts(o, c->ngroups ? "\n  ],\n  \"total\": " : "],\n  \"total\": ");
		consistency_json(o, &total, c->aspects, min);
		buf_puts(o, "\n}\n");
		free(v);
		return;
	}
	table_init(&t, 6);
	t.left_last = 1;
	table_row(&t, head);
	for (size_t i = 0; i <= c->ngroups; i++) {
		const Consistency *k = i < c->ngroups ? &v[i] : &total;
		char files[32], n[16], mean[16] = "-", index[16] = "-";
		const char *row[6] = { "total", files, n, mean, index, "" };

		if (i == c->ngroups)
			t.rule_before = t.nrows;
		if (k->name) {
			quoted.len = 0;
			buf_path(&quoted, k->name);
			row[0] = tf == TF_TEXT ? quoted.data : k->name;
		}
		if (tf == TF_TEXT)
			table_thousands(files, k->c->files);
		else
			snprintf(files, sizeof(files), "%llu", k->c->files);
		snprintf(n, sizeof(n), "%d", k->n);
		if (k->n) {
			snprintf(mean, sizeof(mean), "%.1f%%", 100.0 * k->mean);
			snprintf(index, sizeof(index), "%.1f%%", 100.0 * k->index);
			worst.len = 0;
			buf_printf(&worst, "%s %.1f%%", aspect_label(k->worst),
				   100.0 * k->worst_share);
			row[5] = worst.data;
		}
		table_row(&t, row);
	}
	table_render(&t, tf, o);
	table_free(&t);
	buf_free(&quoted);
	buf_free(&worst);
	free(v);
}

void report_census_chart(Buf *o, const Census *c)
{
	size_t n = c->ngroups + 1;
	const char **label = xmalloc(n * sizeof(*label));
	double *v = xmalloc(n * sizeof(*v));
	SvgSeries s = { "net share", v };
	SvgChart ch = {
		"Net-style share of multi-line comments, per group",
		"net-style / (customary + net-style)", "", label, n, &s, 1, true,
	};

	for (size_t i = 0; i < n; i++) {
		const Counts *k = i < c->ngroups ? &c->groups[i].counts : &c->total;

		label[i] = i < c->ngroups ? c->groups[i].name : "total";
		if (!counts_net_share(k, &v[i]))
			v[i] = NAN;
	}
	svg_bars(o, &ch);
	free(label);
	free(v);
}
