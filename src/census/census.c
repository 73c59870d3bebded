/*
 * census: turn a file's comments and aspects into counts, and counts
 * into groups.
 *
 * Counts only ever add, so a file's result, a worker's, a group's and a
 * whole run's are the same kind of thing; this is what makes -j and the
 * merging of shards free of order effects.  A file belongs to every
 * --by prefix that is a whole-component prefix of its path (so "net"
 * takes net/ipv4/x.c but not drivers/net/ or netfilter/), or to the one
 * directory that --depth cuts from its path; the total row counts every
 * file once.  The aspects (census --aspect) need the whole file and its
 * tokens: census_scan_aspects collects the comments once for both, so
 * the comment counts are those of census_scan, which is all a census
 * without aspects runs.
 */
#include "census/census.h"

#include <stdlib.h>
#include <string.h>

#include "base/json.h"

void counts_add(Counts *to, const Counts *from)
{
	to->files += from->files;
	for (int i = 0; i < CM_NCLASS; i++)
		to->cls[i] += from->cls[i];
	to->trailing += from->trailing;
	for (int i = 0; i < AV_NVARIANT; i++)
		to->asp[i] += from->asp[i];
}

Count counts_comments(const Counts *c)
{
	Count n = 0;

	for (int i = 0; i < CM_NCLASS; i++)
		n += c->cls[i];
	return n;
}

Count counts_multi(const Counts *c)
{
	return c->cls[CM_CUSTOMARY] + c->cls[CM_KERNEL_DOC] +
	       c->cls[CM_BANNER] + c->cls[CM_NET];
}

bool counts_fit(const Counts *c)
{
	Count n = 0;

	for (int i = 0; i < CM_NCLASS; i++) {
		if (c->cls[i] > COUNT_MAX - n)
			return false;
		n += c->cls[i];
	}
	return true;
}

bool counts_add_checked(Counts *to, const Counts *from)
{
	Counts sum = *to;

	if (from->files > COUNT_MAX - sum.files ||
	    from->trailing > COUNT_MAX - sum.trailing)
		return false;
	sum.files += from->files;
	sum.trailing += from->trailing;
	for (int i = 0; i < CM_NCLASS; i++) {
		if (from->cls[i] > COUNT_MAX - sum.cls[i])
			return false;
		sum.cls[i] += from->cls[i];
	}
	for (int i = 0; i < AV_NVARIANT; i++) {
		if (from->asp[i] > COUNT_MAX - sum.asp[i])
			return false;
		sum.asp[i] += from->asp[i];
	}
	if (!counts_fit(&sum))
		return false;
	*to = sum;
	return true;
}

bool counts_net_share(const Counts *c, double *share)
{
	Count d = c->cls[CM_CUSTOMARY] + c->cls[CM_NET];

	*share = d ? (double)c->cls[CM_NET] / (double)d : 0.0;
	return d != 0;
}

Count counts_places(const Counts *c, AspectId a)
{
	Count n = 0;

	for (int i = 0; i < aspect_nvariants[a]; i++)
		n += c->asp[aspect_first[a] + i];
	return n;
}

bool counts_practised(const Counts *c, AspectId a, AspectVariant *v,
		      double *share)
{
	Count n = counts_places(c, a);

	bool tie = false;

	*v = aspect_first[a];
	for (int i = 1; i < aspect_nvariants[a]; i++) {
		Count k = c->asp[aspect_first[a] + i];

		tie = k == c->asp[*v] || (tie && k < c->asp[*v]);
		if (k > c->asp[*v])
			*v = (AspectVariant)(aspect_first[a] + i);
	}
	*share = n ? (double)c->asp[*v] / (double)n : 0.0;
	return n != 0 && !tie;
}

void census_list_line(Buf *out, const char *path, const char *buf,
		      size_t off, unsigned line, unsigned col, CommentClass k,
		      bool trailing, bool json)
{
	/*
	 * A window of the stream starts at a line's start, but for a line
	 * longer than the window: its bytes before the window count as
	 * code points.
	 */
	for (size_t i = col - 1 <= off ? off - (col - 1) : 0; i < off; i++)
		col -= ((unsigned char)buf[i] & 0xc0) == 0x80;
	if (json) {
		buf_puts(out, "{\"path\": ");
		json_string(out, path);
		buf_printf(out, ", \"line\": %u, \"column\": %u, \"class\": \"%s\", "
			   "\"trailing\": %s}\n", line, col, comment_class_name(k),
			   trailing ? "true" : "false");
		return;
	}
	buf_path(out, path);
	buf_printf(out, ":%u:%u: %s%s\n", line, col, comment_class_name(k),
		   trailing ? " trailing" : "");
}

static void on_comment(void *p, const char *buf, size_t len,
		       const LexComment *c)
{
	CensusFile *f = p;
	CommentClass k = comment_classify(buf, len, c);

	f->counts->cls[k]++;
	f->counts->trailing += c->trailing;
	if (f->list)
		census_list_line(f->list, f->path, buf, c->start, c->line,
				 c->col, k, c->trailing, f->json);
}

static void on_warning(void *p, unsigned line, unsigned col, const char *msg)
{
	CensusFile *f = p;

	buf_path(f->diag, f->path);
	buf_printf(f->diag, ":%u:%u: warning: %s\n", line, col, msg);
}

void census_file(CensusFile *f, const char *path, Counts *out, Buf *list,
		 Buf *diag)
{
	*f = (CensusFile){ path, out, list, false, diag,
			   { on_comment, NULL, on_warning, f } };
	memset(out, 0, sizeof(*out));
	out->files = 1;
}

void census_scan(const char *buf, size_t len, const char *path,
		 Counts *out, Buf *list, bool json, Buf *diag)
{
	CensusFile f;

	census_file(&f, path, out, list, diag);
	f.json = json;
	lex_comments(buf, len, &f.hooks);
}

void census_aspect_line(Buf *out, const char *path, unsigned line,
			unsigned col, AspectVariant v, const char *detail,
			bool json)
{
	const char *a = aspect_table[aspect_of(v)]->name;

	if (json) {
		buf_puts(out, "{\"path\": ");
		json_string(out, path);
		buf_printf(out, ", \"line\": %u, \"column\": %u, \"aspect\": \"%s\", "
			   "\"variant\": \"%s\"", line, col, a,
			   aspect_variant_name(v));
		if (detail) {
			buf_puts(out, ", \"detail\": ");
			json_string(out, detail);
		}
		buf_puts(out, "}\n");
		return;
	}
	buf_path(out, path);
	buf_printf(out, ":%u:%u: %s %s", line, col, a, aspect_variant_name(v));
	if (detail)
		buf_printf(out, " (%s)", detail);
	buf_putc(out, '\n');
}

/* A place found, for the list: in order of position once sorted. */
typedef struct Place {
	uint32_t off;		/* its token's offset */
	uint32_t line;
	AspectVariant v;
	char *detail;		/* or NULL */
} Place;

/* Where census_scan_aspects counts a place, and keeps it for the list. */
typedef struct PlaceSink {
	CensusFile *f;
	Place *v;
	size_t n, cap;
} PlaceSink;

static void on_place(void *p, AspectVariant v, const Token *k,
		     const char *detail)
{
	PlaceSink *x = p;

	x->f->counts->asp[v]++;
	if (!x->f->list)
		return;
	/* Room, then the copy, then the place: memory may run out at each. */
	if (x->n == x->cap) {
		size_t cap = x->cap ? 2 * x->cap : 64;

		x->v = xrealloc(x->v, cap * sizeof(*x->v));
		x->cap = cap;
	}
	char *copy = detail ? xstrdup(detail) : NULL;

	x->v[x->n] = (Place){ k->off, k->line, v, copy };
	x->n++;
}

/* The places kept so far and their details (mem_hold's release). */
static void places_release(void *p)
{
	PlaceSink *x = p;

	for (size_t i = 0; i < x->n; i++)
		free(x->v[i].detail);
	free(x->v);
	x->v = NULL;
	x->n = x->cap = 0;
}

static int by_position(const void *a, const void *b)
{
	const Place *x = a, *y = b;

	if (x->off != y->off)
		return x->off < y->off ? -1 : 1;
	return (int)x->v - (int)y->v;
}

/* List the places of x in order of position, and let them go. */
static void list_places(PlaceSink *x, const char *buf, size_t len)
{
	size_t from = 0;	/* the column of buf[from] is col */
	unsigned col = 1;	/* in code points, as census_list_line */
	AspectLines lines;

	aspect_lines_init(&lines, buf, len);
	if (x->n)
		qsort(x->v, x->n, sizeof(*x->v), by_position);
	for (size_t i = 0; i < x->n; i++) {
		size_t bol = aspect_lines_start(&lines, x->v[i].off);

		/* from the place before when on its line: a long line once */
		if (bol > from) {
			from = bol;
			col = 1;
		}
		for (; from < x->v[i].off; from++)
			col += ((unsigned char)buf[from] & 0xc0) != 0x80;
		census_aspect_line(x->f->list, x->f->path, x->v[i].line, col,
				   x->v[i].v, x->v[i].detail, x->f->json);
		free(x->v[i].detail);
		x->v[i].detail = NULL;	/* should a later line run out of memory */
	}
	places_release(x);
}

void census_scratch_free(CensusScratch *x)
{
	comment_free(&x->fc);
	token_free(&x->t);
	aspect_blocks_free(&x->blocks);
	memset(x, 0, sizeof(*x));
}

void census_scan_aspects(const char *buf, size_t len, const char *path,
			 AspectSet set, bool comments, Counts *out, Buf *list,
			 bool json, Buf *diag, CensusScratch *x)
{
	if (!set && (!comments || list)) {	/* a list of comments: census_scan's */
		census_scan(buf, len, path, out, list, json, diag);
		if (comments)
			comment_collect(buf, len, &x->fc, NULL, NULL);
		return;
	}
	CensusFile f;

	census_file(&f, path, out, list, diag);
	f.json = json;
	comment_collect(buf, len, &x->fc, on_warning, &f);
	for (size_t i = 0; i < x->fc.n; i++) {
		out->cls[x->fc.v[i].cls]++;
		out->trailing += x->fc.v[i].c.trailing;
	}
	if (!set)
		return;
	token_scan_some(buf, len, &x->fc, &x->t, aspect_directives(set));
	if (x->t.over) {
		buf_path(diag, path);
		buf_puts(diag, ": warning: " TOKEN_OVER "; its aspects are not "
			 "counted\n");
		return;
	}
	aspect_blocks(buf, &x->t, &x->blocks);
	PlaceSink places = { &f, NULL, 0, 0 };
	AspectFile af = { buf, len, &x->t, x->blocks.v, x->blocks.n,
			  x->blocks.star, x->blocks.nstar, on_place,
			  &places, &x->fc, list ? NULL : out->asp };
	MemHold hold;

	mem_hold(&hold, places_release, &places);
	aspect_scan(set, &af);
	list_places(&places, buf, len);
	mem_let_go(&hold);
}

static char *normalize_prefix(const char *s, size_t n)
{
	while (n >= 2 && s[0] == '.' && s[1] == '/') {
		s += 2;
		n -= 2;
	}
	while (n > 1 && s[n - 1] == '/')
		n--;
	char *p = xmalloc(n + 1);
	memcpy(p, s, n);
	p[n] = '\0';
	return p;
}

static size_t new_group(Census *c, const char *name, size_t n)
{
	if (c->ngroups == c->cap) {
		c->cap = c->cap ? c->cap * 2 : 16;
		c->groups = xrealloc(c->groups, c->cap * sizeof(*c->groups));
	}
	CensusGroup *g = &c->groups[c->ngroups];
	memset(g, 0, sizeof(*g));
	g->name = xmalloc(n + 1);
	memcpy(g->name, name, n);
	g->name[n] = '\0';
	return c->ngroups++;
}

void census_init(Census *c, const char *by, int depth)
{
	memset(c, 0, sizeof(*c));
	c->depth = depth;
	if (!by)
		return;
	while (*by) {
		size_t n = strcspn(by, ",");

		if (n) {
			c->prefixes = xrealloc(c->prefixes,
				(c->nprefixes + 1) * sizeof(*c->prefixes));
			c->prefixes[c->nprefixes] = normalize_prefix(by, n);
			new_group(c, c->prefixes[c->nprefixes], strlen(c->prefixes[c->nprefixes]));
			c->nprefixes++;
		}
		by += n + (by[n] == ',');
	}
	if (!c->prefixes)	/* "--by ," is the same as no groups at all */
		c->prefixes = xmalloc(sizeof(*c->prefixes));
}

static bool has_prefix(const char *rel, const char *prefix)
{
	size_t n = strlen(prefix);

	if (n == 1 && prefix[0] == '.')
		return true;
	return strncmp(rel, prefix, n) == 0 && (rel[n] == '/' || rel[n] == '\0');
}

static size_t hash(const char *s, size_t n)
{
	size_t h = 14695981039346656037ull;

	while (n--)
		h = (h ^ (unsigned char)*s++) * 1099511628211ull;
	return h;
}

static void rehash(Census *c)
{
	free(c->slots);
	c->nslots = c->nslots ? c->nslots * 2 : 64;
	c->slots = xmalloc(c->nslots * sizeof(*c->slots));
	for (size_t i = 0; i < c->nslots; i++)
		c->slots[i] = (size_t)-1;
	for (size_t g = 0; g < c->ngroups; g++) {
		const char *name = c->groups[g].name;
		size_t i = hash(name, strlen(name)) & (c->nslots - 1);

		while (c->slots[i] != (size_t)-1)
			i = (i + 1) & (c->nslots - 1);
		c->slots[i] = g;
	}
}

/* The group called name[0..n), made when there is none (depth mode). */
static size_t named_group(Census *c, const char *name, size_t n)
{
	if (2 * (c->ngroups + 1) > c->nslots)
		rehash(c);
	size_t i = hash(name, n) & (c->nslots - 1);
	for (; c->slots[i] != (size_t)-1; i = (i + 1) & (c->nslots - 1)) {
		const char *g = c->groups[c->slots[i]].name;

		if (strncmp(g, name, n) == 0 && g[n] == '\0')
			return c->slots[i];
	}
	c->slots[i] = new_group(c, name, n);
	return c->slots[i];
}

/* The group of the directory that the first depth components name. */
static size_t depth_group(Census *c, const char *rel)
{
	size_t n = 0;
	const char *s;
	int d = 0;

	for (s = rel; d < c->depth && (s = strchr(s, '/')); s++, d++)
		n = (size_t)(s - rel);
	return named_group(c, n ? rel : ".", n ? n : 1);
}

void census_add(Census *c, const char *rel, const Counts *counts)
{
	counts_add(&c->total, counts);
	if (c->prefixes) {
		for (size_t i = 0; i < c->nprefixes; i++)
			if (has_prefix(rel, c->prefixes[i]))
				counts_add(&c->groups[i].counts, counts);
	} else if (c->depth > 0) {
		size_t g = depth_group(c, rel);	/* may move c->groups */

		counts_add(&c->groups[g].counts, counts);
	}
}

void census_add_group(Census *c, const char *group, const Counts *counts)
{
	size_t g;

	counts_add(&c->total, counts);
	g = named_group(c, group, strlen(group));	/* may move c->groups */
	counts_add(&c->groups[g].counts, counts);
}

Counts *census_group(Census *c, const char *name)
{
	size_t g = 0;

	if (c->prefixes) {
		while (g < c->nprefixes && strcmp(c->prefixes[g], name))
			g++;
		if (g == c->nprefixes)
			return NULL;
	} else if (c->depth > 0 || c->group) {
		g = named_group(c, name, strlen(name));
	} else {
		return NULL;
	}
	return &c->groups[g].counts;
}

static int by_name(const void *a, const void *b)
{
	return strcmp(((const CensusGroup *)a)->name,
		      ((const CensusGroup *)b)->name);
}

void census_finish(Census *c)
{
	if (!c->prefixes && c->ngroups)
		qsort(c->groups, c->ngroups, sizeof(*c->groups), by_name);
	free(c->slots);
	c->slots = NULL;
	c->nslots = 0;
}

void census_free(Census *c)
{
	for (size_t i = 0; i < c->ngroups; i++)
		free(c->groups[i].name);
	for (size_t i = 0; i < c->nprefixes; i++)
		free(c->prefixes[i]);
	free(c->groups);
	free(c->prefixes);
	free(c->slots);
	memset(c, 0, sizeof(*c));
}
