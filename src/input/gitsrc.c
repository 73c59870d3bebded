/*
 * gitsrc: the files of a git revision, read straight from the object store.
 *
 * No checkout and no temporary files: a revision is resolved to its
 * commit and tree through libgit2, the tree is walked as walk.c walks a
 * directory (entries sorted bytewise by name, hidden names skipped,
 * operands printed as given), so that a census of a revision is byte for
 * byte the census of a checkout of it.  Git keeps tree entries in its own
 * order ("a.c" before the directory "a"), so each tree's entries are
 * sorted again here.  Blobs are passed on by id and read later, on the
 * worker threads, each through its own repository handle: libgit2 objects
 * must not be shared between threads, and inflating blobs is the costly
 * part.  The walk uses the last handle, which is the calling thread's in
 * the pool (it only works once the walk is over).  Bytes are taken as
 * stored, without the end-of-line filters a checkout may apply.  A
 * submodule is not gone into, as a checkout does not fill it: its
 * commit is in another repository, and the walk says it skipped it.
 */
#include "input/gitsrc.h"

#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <git2.h>

#include "input/gitlib.h"

_Static_assert(sizeof(GitBlobId) == GIT_OID_RAWSZ, "a blob id is a git_oid");

struct GitSrc {
	git_repository **repo;	/* one handle per worker */
	int n;
};

static void git_message(Buf *err, const char *what)
{
	const git_error *e = git_error_last();

	buf_printf(err, "%s: %s", what, e && e->message ? e->message : "failed");
}

GitSrc *gitsrc_open(const char *path, int handles, Buf *err)
{
	GitSrc *g = xmalloc(sizeof(*g));

	gitlib_init();
	g->n = handles < 1 ? 1 : handles;
	g->repo = xmalloc((size_t)g->n * sizeof(*g->repo));
	for (int i = 0; i < g->n; i++) {
		if (git_repository_open_ext(&g->repo[i], path,
					    GIT_REPOSITORY_OPEN_NO_SEARCH, NULL)) {
			git_message(err, path);
			g->n = i;
			gitsrc_close(g);
			return NULL;
		}
	}
	return g;
}

void gitsrc_close(GitSrc *g)
{
	for (int i = 0; i < g->n; i++)
		git_repository_free(g->repo[i]);
	free(g->repo);
	free(g);
	git_libgit2_shutdown();
}

/*
 * libgit2's revparse (1.5 and later) loses the reference it looked up
 * when the object that reference names cannot be read (a pack cut short,
 * a dangling branch).  LeakSanitizer's fast unwinder stops inside
 * libgit2, so a suppression could only name the whole library and would
 * hide our own leaks of its objects.  Instead the reference a spec
 * starts from ("main" in "main~2^{tree}") is looked up here first, and
 * its object read; when that fails, the error is returned before
 * revparse is asked.
 */
int gitsrc_revparse(git_object **out, git_repository *repo, const char *spec)
{
	const char *at = strstr(spec, "@{");
	size_t n = strcspn(spec, "^~:");
	git_reference *ref = NULL;
	git_object *obj = NULL;
	Buf base = { 0 };
	int rc = 0;

	if (at && (size_t)(at - spec) < n)
		n = (size_t)(at - spec);
	if (n == 1 && spec[0] == '@')
		buf_puts(&base, "HEAD");	/* git's short name for it */
	else
		buf_add(&base, spec, n);
	if (n && git_reference_dwim(&ref, repo, base.data) == 0 &&
	    git_reference_target(ref))
		rc = git_object_lookup(&obj, repo, git_reference_target(ref),
				       GIT_OBJECT_ANY);
	git_object_free(obj);
	git_reference_free(ref);
	buf_free(&base);
	return rc ? rc : git_revparse_single(out, repo, spec);
}

bool gitsrc_rev(GitSrc *g, const char *rev, GitRev *out, Buf *err)
{
	git_object *obj = NULL;
	git_commit *commit = NULL;
	struct tm tm;

	memset(out, 0, sizeof(*out));
	if (gitsrc_revparse(&obj, g->repo[g->n - 1], rev) ||
	    git_object_peel((git_object **)&commit, obj, GIT_OBJECT_COMMIT) ||
	    git_commit_tree(&out->tree, commit)) {
		git_message(err, rev);
		git_commit_free(commit);
		git_object_free(obj);
		return false;
	}
	git_oid_tostr(out->commit, sizeof(out->commit), git_commit_id(commit));
	out->time = (long long)git_commit_time(commit);
	time_t t = (time_t)out->time;
	gmtime_r(&t, &tm);
	strftime(out->date, sizeof(out->date), "%Y-%m-%dT%H:%M:%SZ", &tm);
	git_commit_free(commit);
	git_object_free(obj);
	return true;
}

void gitsrc_rev_free(GitRev *r)
{
	git_tree_free(r->tree);
	r->tree = NULL;
}

/*
 * A tree being walked.  The walk keeps them in an array, not in the C
 * stack, so that no depth of trees can overflow it.
 */
typedef struct TreeFrame {
	git_tree *own;		/* the tree, when the walk looked it up */
	char *dir;		/* its path as printed */
	const git_tree_entry **v;	/* its entries, sorted */
	size_t n, next;		/* how many, and the next to visit */
} TreeFrame;

typedef struct Walk {
	git_repository *repo;
	const WalkOptions *o;
	const GitSink *sink;
	size_t rel;		/* where paths become relative to the operand */
	TreeFrame *stack;	/* the trees being walked, top last */
	size_t depth, cap;
} Walk;

static void say(const GitSink *sink, bool error, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static void say(const GitSink *sink, bool error, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	char *msg = xvasprintf(fmt, ap);
	va_end(ap);
	sink->message(sink->ctx, msg, error);
}

static void say_submodule(const GitSink *sink, const char *path)
{
	say(sink, false, "uniform: %s: a submodule, skipped (its files are "
	    "in its own repository)\n", path);
}

static int by_name(const void *a, const void *b)
{
	return strcmp(git_tree_entry_name(*(const git_tree_entry *const *)a),
		      git_tree_entry_name(*(const git_tree_entry *const *)b));
}

/* A tree's entries that the walk may take, sorted bytewise by name. */
static const git_tree_entry **sorted_entries(const Walk *w, const git_tree *t,
					     size_t *count)
{
	size_t n = git_tree_entrycount(t), k = 0;
	const git_tree_entry **v = xmalloc((n ? n : 1) * sizeof(*v));

	for (size_t i = 0; i < n; i++) {
		const git_tree_entry *e = git_tree_entry_byindex(t, i);
		const char *name = git_tree_entry_name(e);

		if (name[0] == '.' && (!w->o->hidden || !strcmp(name, ".git")))
			continue;
		v[k++] = e;
	}
	if (k > 1)
		qsort(v, k, sizeof(*v), by_name);
	*count = k;
	return v;
}

/* Enter the tree t at dir (the callee owns dir, and t if own is t). */
static void enter(Walk *w, const git_tree *t, git_tree *own, char *dir)
{
	if (w->depth == w->cap) {
		w->cap = w->cap ? 2 * w->cap : 16;
		w->stack = xrealloc(w->stack, w->cap * sizeof(*w->stack));
	}
	TreeFrame *f = &w->stack[w->depth++];
	f->own = own;
	f->dir = dir;
	f->v = sorted_entries(w, t, &f->n);
	f->next = 0;
}

static void walk_tree(Walk *w, const git_tree *top, const char *dir)
{
	enter(w, top, NULL, xstrdup(dir));
	while (w->depth) {
		TreeFrame *f = &w->stack[w->depth - 1];

		if (f->next == f->n) {
			free(f->v);
			free(f->dir);
			git_tree_free(f->own);
			w->depth--;
			continue;
		}
		const git_tree_entry *e = f->v[f->next++];
		const char *name = git_tree_entry_name(e);
		git_filemode_t mode = git_tree_entry_filemode(e);
		char *path = walk_join(f->dir, name);

		if (mode == GIT_FILEMODE_TREE) {
			git_tree *sub;
			if (git_tree_lookup(&sub, w->repo, git_tree_entry_id(e))) {
				say(w->sink, true, "uniform: %s: cannot read the tree\n", path);
				free(path);
			} else {
				enter(w, sub, sub, path);	/* may move the stack */
			}
		} else if ((mode == GIT_FILEMODE_BLOB ||
			    mode == GIT_FILEMODE_BLOB_EXECUTABLE) &&
			   walk_takes(w->o, name)) {
			w->sink->blob(w->sink->ctx, path, w->rel,
				      (const GitBlobId *)git_tree_entry_id(e));
		} else if (mode == GIT_FILEMODE_COMMIT) {
			say_submodule(w->sink, path);
			free(path);
		} else {
			free(path);	/* a link, another name */
		}
	}
}

/* The operand as a path in the tree: no "./" before, no '/' after. */
static char *tree_path(const char *op)
{
	while (op[0] == '.' && op[1] == '/')
		op += 2 + strspn(op + 2, "/");
	if (!strcmp(op, "."))
		op = "";
	char *p = xstrdup(op);
	for (size_t n = strlen(p); n > 0 && p[n - 1] == '/'; n--)
		p[n - 1] = '\0';
	return p;
}

static void walk_op(Walk *w, const git_tree *root, const char *op)
{
	char *tp = tree_path(op);
	git_tree_entry *e = NULL;
	git_tree *sub = NULL;

	if (!*tp) {
		w->rel = 0;
		walk_tree(w, root, "");
	} else if (op[0] == '/' || git_tree_entry_bypath(&e, root, tp)) {
		say(w->sink, true, "uniform: %s: no such path in the revision\n", op);
	} else if (git_tree_entry_filemode(e) == GIT_FILEMODE_TREE) {
		const char *p = walk_printed(op);
		size_t n = strlen(p);
		w->rel = n + (p[n - 1] != '/');
		if (git_tree_lookup(&sub, w->repo, git_tree_entry_id(e)))
			say(w->sink, true, "uniform: %s: cannot read the tree\n", op);
		else
			walk_tree(w, sub, p);
	} else if (git_tree_entry_type(e) == GIT_OBJECT_BLOB &&
		   git_tree_entry_filemode(e) != GIT_FILEMODE_LINK) {
		w->sink->blob(w->sink->ctx, xstrdup(walk_printed(op)), 0,
			      (const GitBlobId *)git_tree_entry_id(e));
	} else if (git_tree_entry_filemode(e) == GIT_FILEMODE_COMMIT) {
		say_submodule(w->sink, op);
	} else {
		say(w->sink, false, "uniform: %s: a symbolic link, skipped\n", op);
	}
	git_tree_free(sub);
	git_tree_entry_free(e);
	free(tp);
}

void gitsrc_walk(const GitRev *rev, char *const *operands, int noperands,
		 const WalkOptions *o, const GitSink *sink)
{
	Walk w = { git_tree_owner(rev->tree), o, sink, 0, NULL, 0, 0 };

	for (int i = 0; i < noperands; i++)
		walk_op(&w, rev->tree, operands[i]);
	if (!noperands)
		walk_op(&w, rev->tree, ".");
	free(w.stack);
}

static void blob_release(void *b)
{
	git_blob_free(*(git_blob **)b);
}

SourceStatus gitsrc_read(GitSrc *g, int handle, const GitBlobId *id,
			 const char *path, Source *s, Buf *msg)
{
	git_blob *b;

	s->len = 0;
	if (git_blob_lookup(&b, g->repo[handle], (const git_oid *)id)) {
		const git_error *e = git_error_last();
		buf_printf(msg, "uniform: %s: %s\n", path,
			   e && e->message ? e->message : "cannot read the blob");
		return SRC_ERROR;
	}
	MemHold hold;

	mem_hold(&hold, blob_release, &b);	/* freed if memory runs out */
	SourceStatus st = source_bytes(s, path, git_blob_rawcontent(b),
				       (size_t)git_blob_rawsize(b), msg);
	mem_let_go(&hold);
	git_blob_free(b);
	return st;
}
