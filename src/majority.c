/*
 * majority: the "majority" convention, decided per directory.
 *
 * A first pass counts customary and net-style comments per directory, as
 * the census does: its own files in one pair of counts, its whole subtree
 * in another (every file adds to each directory above it).  A directory
 * decides by its own files when they say enough (MAJORITY_MIN comments);
 * otherwise the nearest ancestor that does, counting its subtree, decides
 * for it.  Directories are named as the paths are printed, so "net" and
 * "net/ipv4" are the ones the user typed, and "" is the top.
 *
 * The lengths of declared names are counted the same way, when
 * long-identifier wants them, and decide in the same way what length is
 * usual for a directory: the 99th percentile of its names.  So are the
 * blocks of declarations in order and not, when decl-order wants the
 * practice: they decide whether a directory practises reverse-xmas.
 */
#include "majority.h"

#include <stdlib.h>
#include <string.h>

typedef struct Dir {
	char *name;		/* directory as printed, "" for the top */
	Count own[2];		/* customary, net-style in its own files */
	Count tree[2];		/* the same over its subtree */
	Count *names;		/* names by length: its own files, then its subtree */
	Count nnames[2];	/* how many: its own, its subtree */
	Count asp[2][AV_NVARIANT];	/* aspects' places: own, subtree */
} Dir;

struct Majority {
	Dir *v;			/* open addressing, nslots entries */
	size_t nslots, n;
};

static size_t hash(const char *s, size_t n)
{
	size_t h = 14695981039346656037ull;

	while (n--)
		h = (h ^ (unsigned char)*s++) * 1099511628211ull;
	return h;
}

Majority *majority_new(void)
{
	Majority *m = xmalloc(sizeof(*m));

	m->nslots = 1024;
	m->n = 0;
	m->v = xcalloc(m->nslots, sizeof(*m->v));
	return m;
}

static Dir *lookup(const Majority *m, const char *name, size_t n)
{
	size_t i = hash(name, n) & (m->nslots - 1);

	for (; m->v[i].name; i = (i + 1) & (m->nslots - 1))
		if (!strncmp(m->v[i].name, name, n) && !m->v[i].name[n])
			return &m->v[i];
	return NULL;
}

static void grow(Majority *m)
{
	Dir *old = m->v;
	size_t n = m->nslots;

	m->nslots *= 2;
	m->v = xcalloc(m->nslots, sizeof(*m->v));
	for (size_t i = 0; i < n; i++) {
		if (!old[i].name)
			continue;
		size_t k = hash(old[i].name, strlen(old[i].name)) & (m->nslots - 1);
		while (m->v[k].name)
			k = (k + 1) & (m->nslots - 1);
		m->v[k] = old[i];
	}
	free(old);
}

static Dir *get(Majority *m, const char *name, size_t n)
{
	Dir *d = lookup(m, name, n);

	if (d)
		return d;
	if (2 * (m->n + 1) > m->nslots)
		grow(m);
	size_t i = hash(name, n) & (m->nslots - 1);
	while (m->v[i].name)
		i = (i + 1) & (m->nslots - 1);
	d = &m->v[i];
	d->name = xmalloc(n + 1);
	memcpy(d->name, name, n);
	d->name[n] = '\0';
	m->n++;
	return d;
}

/* Length of the directory part of path[0..n), 0 for none. */
static size_t parent(const char *path, size_t n)
{
	while (n > 0 && path[n - 1] != '/')
		n--;
	while (n > 1 && path[n - 1] == '/')
		n--;
	return n == 1 && path[0] == '/' ? 1 : n ? n : 0;
}

void majority_add(Majority *m, const char *path, const Counts *c)
{
	Count pair[2] = { c->cls[CM_CUSTOMARY], c->cls[CM_NET] };
	size_t n = parent(path, strlen(path));
	Dir *d = get(m, path, n);

	d->own[0] += pair[0];
	d->own[1] += pair[1];
	for (int v = 0; v < AV_NVARIANT; v++)
		d->asp[0][v] += c->asp[v];
	for (;;) {
		d = get(m, path, n);
		d->tree[0] += pair[0];
		d->tree[1] += pair[1];
		for (int v = 0; v < AV_NVARIANT; v++)
			d->asp[1][v] += c->asp[v];
		if (n == 0)
			break;
		size_t up = parent(path, n);
		n = up == n ? 0 : up;
	}
}

/* The style pair (of directory d) uses more, told in why. */
static CommentStyle decide(const Dir *d, const Count pair[2], Convention *why)
{
	CommentStyle s = pair[0] > pair[1] ? ST_CUSTOMARY :
			 pair[1] > pair[0] ? ST_NET : ST_ANY;

	if (why) {
		why->practice = true;
		why->dir = d->name;
		why->count = pair[s == ST_NET];
		why->of = pair[0] + pair[1];
	}
	return s;
}

CommentStyle majority_style(const Majority *m, const char *path,
			    Convention *why)
{
	size_t n = parent(path, strlen(path));
	const Dir *d = lookup(m, path, n);

	if (!d)
		return ST_ANY;
	if (d->own[0] + d->own[1] >= MAJORITY_MIN)
		return decide(d, d->own, why);
	while (n > 0) {
		size_t up = parent(path, n);
		n = up == n ? 0 : up;
		const Dir *a = lookup(m, path, n);
		if (a && a->tree[0] + a->tree[1] >= MAJORITY_MIN)
			return decide(a, a->tree, why);
	}
	/*
	 * Nothing says enough: the widest count there is decides, named
	 * after the deepest directory above the file that holds it all.
	 */
	const Dir *top = lookup(m, path, 0), *at = top;

	if (!top)
		return decide(d, d->own, why);
	for (n = parent(path, strlen(path)); at == top && n > 0;) {
		const Dir *a = lookup(m, path, n);
		size_t up = parent(path, n);

		if (a && a->tree[0] == top->tree[0] && a->tree[1] == top->tree[1])
			at = a;
		n = up == n ? 0 : up;
	}
	return decide(at, top->tree, why);
}

/* The places of aspect a in count. */
static Count places(const Count *count, AspectId a)
{
	Count n = 0;

	for (int i = 0; i < aspect_table[a].n; i++)
		n += count[aspect_table[a].first + i];
	return n;
}

/* The variant of aspect a that count (directory d's) has most of. */
static int variant_decide(const Dir *d, const Count *count, AspectId a,
			  AspectPractice *why)
{
	int best = -1;
	Count most = 0;

	for (int i = 0; i < aspect_table[a].n; i++) {
		Count n = count[aspect_table[a].first + i];

		if (n > most) {
			most = n;
			best = aspect_table[a].first + i;
		} else if (n == most) {
			best = -1;
		}
	}
	why->dir = d->name;
	why->count = most;
	why->of = places(count, a);
	return best;
}

int majority_variant(const Majority *m, const char *path, AspectId a,
		     AspectPractice *why)
{
	size_t n = parent(path, strlen(path));
	const Dir *d = lookup(m, path, n);

	why->dir = NULL;
	if (d && places(d->asp[0], a) >= MAJORITY_MIN)
		return variant_decide(d, d->asp[0], a, why);
	while (d && n > 0) {
		size_t up = parent(path, n);
		n = up == n ? 0 : up;
		const Dir *p = lookup(m, path, n);
		if (p && places(p->asp[1], a) >= MAJORITY_MIN)
			return variant_decide(p, p->asp[1], a, why);
	}
	return -1;
}

void majority_add_names(Majority *m, const char *path,
			const uint32_t hist[NAMES_BINS])
{
	size_t n = parent(path, strlen(path)), total = 0;
	bool own = true;

	for (int k = 0; k < NAMES_BINS; k++)
		total += hist[k];
	if (!total)
		return;
	for (;;) {
		Dir *d = get(m, path, n);

		if (!d->names)
			d->names = xcalloc(2 * NAMES_BINS, sizeof(*d->names));
		for (int k = 0; k < NAMES_BINS; k++) {
			d->names[NAMES_BINS + k] += hist[k];
			if (own)
				d->names[k] += hist[k];
		}
		d->nnames[1] += total;
		if (own)
			d->nnames[0] += total;
		own = false;
		if (n == 0)
			break;
		size_t up = parent(path, n);
		n = up == n ? 0 : up;
	}
}

/* The length that USUAL_PERCENT of the count[] names, nnames of them, reach. */
static unsigned percentile(const Count *count, Count nnames)
{
	Count want = (nnames * USUAL_PERCENT + 99) / 100, seen = 0;
	unsigned len = 0;

	while (len < NAMES_BINS - 1 && (seen += count[len]) < want)
		len++;
	return len;
}

unsigned majority_usual_length(const Majority *m, const char *path,
			       const char **dir)
{
	size_t n = parent(path, strlen(path));
	const Dir *d = lookup(m, path, n);

	if (d && d->nnames[0] >= USUAL_MIN) {
		*dir = d->name;
		return percentile(d->names, d->nnames[0]);
	}
	while (n > 0) {
		size_t up = parent(path, n);
		n = up == n ? 0 : up;
		d = lookup(m, path, n);
		if (d && d->nnames[1] >= USUAL_MIN) {
			*dir = d->name;
			return percentile(d->names + NAMES_BINS, d->nnames[1]);
		}
	}
	return 0;
}

void majority_free(Majority *m)
{
	for (size_t i = 0; i < m->nslots; i++) {
		free(m->v[i].name);
		free(m->v[i].names);
	}
	free(m->v);
	free(m);
}
