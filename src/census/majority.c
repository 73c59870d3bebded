/*
 * majority: the "majority" convention, decided per directory.
 *
 * A first pass counts customary and net-style comments per directory, as
 * the census does: its own files in one pair of counts, its whole subtree
 * in another (every file adds to each directory above it).  A directory
 * decides by its own files when they say enough (MAJORITY_MIN comments);
 * otherwise the nearest ancestor that does, counting its subtree, decides
 * for it, up to the top of the file's project (a directory with a .git,
 * a root .editorconfig or a Linux tree's files; with none, the file's own
 * directory), never above.  Directories are kept absolute, so that a file
 * has one practice however it is named; the messages name them from the
 * current directory.
 *
 * The lengths of declared names are counted the same way, when
 * long-identifier wants them, and decide in the same way what length is
 * usual for a directory: the 99th percentile of its names.  So are the
 * places of the aspects, and the forms of the comments' openers,
 * closers and margins, header blocks apart.
 */
#include "census/majority.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "config/editorconfig.h"

typedef struct Dir {
	char *name;		/* absolute, no '/' at the end: "" is "/" */
	char *shown;		/* as the messages name it (shown) */
	unsigned round;		/* the round that counted its own files; 0: none */
	bool bound;		/* the top of its project: nothing above counts */
	bool own_files;		/* it has files of its own */
	Count own[2];		/* customary, net-style in its own files */
	Count tree[2];		/* the same over its subtree */
	Count form[2][CF_N];	/* comments' forms: its own files, its subtree */
	Count *names;		/* names by length: its own files, then its subtree */
	Count nnames[2];	/* how many: its own, its subtree */
	Count asp[2][AV_NVARIANT];	/* aspects' places: own, subtree */
	Count practised;	/* own files that join truth values with & or | */
	Count joins[2][2];	/* such joins: own, subtree; lone, practised */
} Dir;

struct Majority {
	Dir *v;			/* open addressing, nslots entries */
	size_t nslots, n;
	char *cwd;		/* absolute, "" for "/" */
	size_t ncwd;
	unsigned round;
};

static size_t hash(const char *s, size_t n)
{
	size_t h = 14695981039346656037ull;

	while (n--)
		h = (h ^ (unsigned char)*s++) * 1099511628211ull;
	return h;
}

Majority *majority_new(const char *cwd)
{
	Majority *m = xmalloc(sizeof(*m));

	m->nslots = 1024;
	m->n = 0;
	m->v = xcalloc(m->nslots, sizeof(*m->v));
	m->cwd = settings_absolute("", cwd ? cwd : "/");
	if (!strcmp(m->cwd, "/"))
		m->cwd[0] = '\0';
	m->ncwd = strlen(m->cwd);
	m->round = 1;
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

/*
 * The directory name (absolute) as the messages name it: from the
 * current directory, "" for it, ".." for the one above it and so on;
 * else absolute.
 */
static char *shown(const Majority *m, const char *name)
{
	size_t n = strlen(name);
	Buf b = { 0 };

	if (!strncmp(name, m->cwd, m->ncwd) &&
	    (!name[m->ncwd] || name[m->ncwd] == '/'))
		return xstrdup(name[m->ncwd] ? name + m->ncwd + 1 : "");
	if (!strncmp(m->cwd, name, n) && m->cwd[n] == '/') {
		for (const char *p = m->cwd + n; *p; p++)
			if (*p == '/')
				buf_puts(&b, b.len ? "/.." : "..");
		return b.data;
	}
	return xstrdup(n ? name : "/");
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
	d->shown = shown(m, d->name);
	m->n++;
	return d;
}

/* The length of the directory above abs[0..n) (absolute): 0 is "/". */
static size_t up(const char *abs, size_t n)
{
	while (n > 0 && abs[--n] != '/')
		;
	return n;
}

/* The absolute path of path (as printed), and its directory's length. */
static char *absolute(const Majority *m, const char *path, size_t *dir)
{
	char *abs = settings_absolute(*m->cwd ? m->cwd : "/", path);

	*dir = up(abs, strlen(abs));
	return abs;
}

void majority_add(Majority *m, const char *path, const Counts *c,
		  const Count form[CF_N], unsigned bound)
{
	Count pair[2] = { c->cls[CM_CUSTOMARY], c->cls[CM_NET] };
	size_t n;
	char *abs = absolute(m, path, &n);
	Dir *d = get(m, abs, n);

	if (!d->round)
		d->round = m->round;
	d->own_files = true;
	d->own[0] += pair[0];
	d->own[1] += pair[1];
	for (int v = 0; v < AV_NVARIANT; v++)
		d->asp[0][v] += c->asp[v];
	for (int k = 0; form && k < CF_N; k++)
		d->form[0][k] += form[k];
	for (unsigned level = 0;; level++) {
		d = get(m, abs, n);
		d->bound |= level == bound;
		d->tree[0] += pair[0];
		d->tree[1] += pair[1];
		for (int v = 0; v < AV_NVARIANT; v++)
			d->asp[1][v] += c->asp[v];
		for (int k = 0; form && k < CF_N; k++)
			d->form[1][k] += form[k];
		if (n == 0)
			break;
		n = up(abs, n);
	}
	free(abs);
}

void majority_round(Majority *m)
{
	m->round++;
}

bool majority_counted(const Majority *m, const char *path)
{
	size_t n;
	char *abs = absolute(m, path, &n);
	const Dir *d = lookup(m, abs, n);

	free(abs);
	return d && d->round && d->round < m->round;
}

void majority_bound(Majority *m, const char *dir)
{
	char *abs = settings_absolute(*m->cwd ? m->cwd : "/", dir);
	size_t n = strlen(abs);

	get(m, abs, n == 1 ? 0 : n)->bound = true;
	free(abs);
}

/* The places of aspect a in count. */
static Count places(const Count *count, AspectId a)
{
	Count n = 0;

	for (int i = 0; i < aspect_nvariants[a]; i++)
		n += count[aspect_first[a] + i];
	return n;
}

static bool style_enough(const Dir *d, int t, const void *arg)
{
	const Count *pair = t ? d->tree : d->own;

	(void)arg;
	return pair[0] + pair[1] >= MAJORITY_MIN;
}

/*
 * A level decides the habit when it has MAJORITY_MIN joins, or none
 * that are no practice (then there is nothing to decide).
 */
static bool joins_enough(const Dir *d, int t, const void *arg)
{
	(void)arg;
	return d->joins[t][0] == 0 ||
	       d->joins[t][0] + d->joins[t][1] >= MAJORITY_MIN;
}

/* The counts of part p's two forms for kind in form, or of all kinds (-1). */
static void form_pair(const Count *form, int kind, CommentPart p, Count pair[2])
{
	pair[0] = pair[1] = 0;
	for (int k = 0; k < CF_KINDS; k++) {
		if (kind >= 0 && k != kind)
			continue;
		pair[0] += form[comment_form(k, p, 0)];
		pair[1] += form[comment_form(k, p, 1)];
	}
}

/* Whether count (of one form part and kind, -1: all) says enough. */
static bool form_enough(const Count *form, int kind, CommentPart p)
{
	Count pair[2];

	form_pair(form, kind, p, pair);
	return pair[0] + pair[1] >= MAJORITY_MIN;
}

bool majority_enough(const Majority *m, const char *dir, bool own,
		     const MajorityNeed *need, bool *bound, bool *any)
{
	char *abs = settings_absolute(*m->cwd ? m->cwd : "/", dir);
	size_t n = strlen(abs);
	const Dir *d = lookup(m, abs, n == 1 ? 0 : n);
	bool ok = true;
	int t = !own;

	free(abs);
	*bound = d && d->bound;
	*any = d && (!own || d->own_files);
	if (!*any)
		return false;
	if (need->comments) {
		ok &= style_enough(d, t, NULL);
		for (int p = 0; p < CP_NPART; p++)
			ok &= form_enough(d->form[t], -1, (CommentPart)p);
	}
	for (int a = 0; a < AS_NASPECT; a++)
		if (need->aspects & 1u << a)
			ok &= places(d->asp[t], (AspectId)a) >= MAJORITY_MIN;
	if (need->names)
		ok &= d->nnames[t] >= USUAL_MIN;
	if (need->joins)
		ok &= joins_enough(d, t, NULL);
	return ok;
}

/* Whether a level of counts (t: 0 own, 1 subtree) of d decides. */
typedef bool Enough(const Dir *d, int t, const void *arg);

/* A level of the counts: d's own files (t = 0), or its subtree (t = 1). */
typedef struct Level {
	const Dir *d;
	int t;
	size_t n;	/* the length of d's name */
} Level;

/*
 * The level that decides for the file at path: its directory's own
 * files, or the subtree of the nearest directory above it up to its
 * project's top, the first that enough says is enough; true with it in
 * *at, else false with the widest of them in *at (at->d NULL: nothing
 * counted).  *abs is the file's absolute path, the caller's to free.
 */
static bool decider(const Majority *m, const char *path, Enough *enough,
		    const void *arg, Level *at, char **abs)
{
	size_t n;

	*abs = absolute(m, path, &n);
	*at = (Level){ lookup(m, *abs, n), 0, n };
	if (!at->d)
		return false;
	if (enough(at->d, 0, arg))
		return true;
	while (!at->d->bound && at->n > 0) {
		n = up(*abs, at->n);
		const Dir *a = lookup(m, *abs, n);

		if (!a)
			break;
		*at = (Level){ a, 1, n };
		if (enough(a, 1, arg))
			return true;
	}
	return false;
}

/* The style pair (of directory d) uses more, told in why. */
static CommentStyle decide(const Dir *d, const Count pair[2], Convention *why)
{
	CommentStyle s = pair[0] > pair[1] ? ST_CUSTOMARY :
			 pair[1] > pair[0] ? ST_NET : ST_ANY;

	if (why) {
		why->practice = true;
		why->dir = d->shown;
		why->count = pair[s == ST_NET];
		why->of = pair[0] + pair[1];
	}
	return s;
}

/*
 * The directory to name for the widest level at, when nothing said
 * enough: the deepest one between the file's (abs[0..n)) and it whose
 * subtree holds all that at does (same reports whether two levels hold
 * the same), so that a tree whose comments are all in one directory
 * names that one.
 */
static const Dir *deepest(const Majority *m, const char *abs, size_t n,
			  const Level *at,
			  bool (*same)(const Dir *a, const Level *at))
{
	if (!at->t)
		return at->d;
	for (; n > at->n; n = up(abs, n)) {
		const Dir *a = lookup(m, abs, n);

		if (a && same(a, at))
			return a;
	}
	return at->d;
}

static bool same_style(const Dir *a, const Level *at)
{
	return a->tree[0] == at->d->tree[0] && a->tree[1] == at->d->tree[1];
}

CommentStyle majority_style(const Majority *m, const char *path,
			    Convention *why)
{
	Level at;
	char *abs;
	bool ok = decider(m, path, style_enough, NULL, &at, &abs);
	CommentStyle s = ST_ANY;

	if (at.d) {
		size_t n = up(abs, strlen(abs));
		const Dir *d = ok ? at.d : deepest(m, abs, n, &at, same_style);

		s = decide(d, at.t ? at.d->tree : at.d->own, why);
	}
	free(abs);
	return s;
}

/* Which form part and kind majority_form asks about. */
typedef struct FormAsk {
	int kind;
	CommentPart p;
} FormAsk;

/* A kind says enough, or all the comments do, of which it is too few. */
static bool forms_enough(const Dir *d, int t, const void *arg)
{
	const FormAsk *q = arg;

	return form_enough(d->form[t], q->kind, q->p) ||
	       form_enough(d->form[t], -1, q->p);
}

void majority_form(const Majority *m, const char *path, int kind,
		   CommentPart p, FormPractice *why)
{
	FormAsk q = { kind, p };
	Level at;
	char *abs;

	/* Nothing says enough: the widest count there is decides. */
	(void)decider(m, path, forms_enough, &q, &at, &abs);
	free(abs);
	*why = (FormPractice){ -1, NULL, 0, 0, kind };
	if (!at.d)
		return;
	Count pair[2];

	if (!form_enough(at.d->form[at.t], kind, p))	/* too few: among all */
		why->kind = -1;
	form_pair(at.d->form[at.t], why->kind, p, pair);
	why->form = pair[0] > pair[1] ? 0 : pair[1] > pair[0] ? 1 : -1;
	why->dir = at.d->shown;
	why->count = pair[why->form == 1];
	why->of = pair[0] + pair[1];
}

/* Which aspect majority_variant asks about. */
static bool aspect_enough(const Dir *d, int t, const void *arg)
{
	return places(d->asp[t], *(const AspectId *)arg) >= MAJORITY_MIN;
}

/* The variant of aspect a that count (directory d's) has most of. */
static int variant_decide(const Dir *d, const Count *count, AspectId a,
			  AspectPractice *why)
{
	int best = -1;
	Count most = 0;

	for (int i = 0; i < aspect_nvariants[a]; i++) {
		Count n = count[aspect_first[a] + i];

		if (n > most) {
			most = n;
			best = aspect_first[a] + i;
		} else if (n == most) {
			best = -1;
		}
	}
	why->dir = d->shown;
	why->count = most;
	why->of = places(count, a);
	return best;
}

int majority_variant(const Majority *m, const char *path, AspectId a,
		     AspectPractice *why)
{
	Level at;
	char *abs;
	bool ok = decider(m, path, aspect_enough, &a, &at, &abs);

	free(abs);
	why->dir = NULL;
	return ok ? variant_decide(at.d, at.d->asp[at.t], a, why) : -1;
}

void majority_add_names(Majority *m, const char *path,
			const uint32_t hist[NAMES_BINS])
{
	size_t n, total = 0;
	bool own = true;

	for (int k = 0; k < NAMES_BINS; k++)
		total += hist[k];
	if (!total)
		return;
	char *abs = absolute(m, path, &n);

	for (;;) {
		Dir *d = get(m, abs, n);

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
		n = up(abs, n);
	}
	free(abs);
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

static bool names_enough(const Dir *d, int t, const void *arg)
{
	(void)arg;
	return d->nnames[t] >= USUAL_MIN;
}

unsigned majority_usual_length(const Majority *m, const char *path,
			       const char **dir)
{
	Level at;
	char *abs;
	bool ok = decider(m, path, names_enough, NULL, &at, &abs);

	free(abs);
	if (!ok)
		return 0;
	*dir = at.d->shown;
	return percentile(at.d->names + (at.t ? NAMES_BINS : 0), at.d->nnames[at.t]);
}

void majority_add_joins(Majority *m, const char *path, unsigned joins,
			bool practised)
{
	size_t n;
	char *abs = absolute(m, path, &n);
	Dir *d = get(m, abs, n);

	d->practised += practised;
	d->joins[0][practised] += joins;
	for (;;) {
		d = get(m, abs, n);
		d->joins[1][practised] += joins;
		if (n == 0)
			break;
		n = up(abs, n);
	}
	free(abs);
}

/*
 * Two joins in three: on Linux 6.1 under --preset none the whole tree
 * has 43 joins in the five files that practise them (all imported zstd
 * code) of 85, half; its lib/zstd 43 of 49 and zstd's own lib 37 of 45,
 * where the lone joins are the same authors' branch-free idiom.
 */
#define HABIT_SHARE_NUM 2
#define HABIT_SHARE_DEN 3

bool majority_bitwise_habit(const Majority *m, const char *path)
{
	Level at;
	char *abs;

	decider(m, path, joins_enough, NULL, &at, &abs);
	const Dir *d = lookup(m, abs, up(abs, strlen(abs)));	/* its own */

	free(abs);
	if (d && d->practised >= HABIT_FILES)
		return true;
	if (!at.d)
		return false;
	const Count *j = at.d->joins[at.t];
	return j[1] > 0 &&
	       j[1] * HABIT_SHARE_DEN >= (j[0] + j[1]) * HABIT_SHARE_NUM;
}

void majority_free(Majority *m)
{
	for (size_t i = 0; i < m->nslots; i++) {
		free(m->v[i].name);
		free(m->v[i].shown);
		free(m->v[i].names);
	}
	free(m->v);
	free(m->cwd);
	free(m);
}
