/*
 * gitdiff: which lines a change touched, for "check --changed REV".
 *
 * libgit2 diffs the revision's tree against the working tree through the
 * index (as "git diff REV" does), with no context lines, and the added
 * side of every hunk is recorded per file.  Untracked files that are not
 * ignored are taken as wholly added: new work is held to the standard
 * like changed work.  Paths come out relative to the current directory,
 * which may be below the repository's top.
 *
 * A checked-out submodule is gone into: its lines added are those since
 * the commit the revision records for it (as "git diff REV
 * --submodule=diff" shows them), or all of them when the revision has
 * none, and so on down its own submodules.  A submodule that changed but
 * is not checked out, and a repository of its own inside the work tree,
 * are listed as skipped, for the caller to say so.
 *
 * For a commit about to be made ("--staged") the revision is diffed
 * against the index instead, and each file keeps the id of its blob
 * there, since the working tree may hold other changes.  The repository
 * is opened as git opens it from the environment, so that in a
 * pre-commit hook the index is the one git is committing (git commit -a
 * and git commit PATH use a temporary one, named by GIT_INDEX_FILE).
 * A submodule staged there is skipped: the commits it moves to are in
 * its own object store, out of reach of the blob reading.
 */
#include "input/gitdiff.h"

#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <git2.h>

#include "input/gitlib.h"

typedef struct Collect {
	GitChanges *out;
	bool staged;		/* blobs only, each with its id */
	const char *top;	/* the work tree, with a trailing '/' */
	const char *cwd;	/* the current directory, with a trailing '/' */
} Collect;

/* The repository path p as printed from the current directory. */
static char *printed(const Collect *c, const char *p)
{
	size_t nc = strlen(c->cwd);
	Buf abs = { 0 };

	buf_puts(&abs, c->top);
	buf_puts(&abs, p);
	if (!strncmp(abs.data, c->cwd, nc)) {
		char *rel = xstrdup(abs.data + nc);
		buf_free(&abs);
		return rel;
	}
	return abs.data;
}

static GitChange *change_for(Collect *c, const char *path)
{
	GitChanges *g = c->out;

	if (g->n && !strcmp(g->v[g->n - 1].path, path))
		return &g->v[g->n - 1];
	if (g->n == g->cap) {
		g->cap = g->cap ? g->cap * 2 : 16;
		g->v = xrealloc(g->v, g->cap * sizeof(*g->v));
	}
	GitChange *ch = &g->v[g->n++];
	memset(ch, 0, sizeof(*ch));
	ch->path = xstrdup(path);
	return ch;
}

/* Record the repository path p as not read, for why (taken). */
static void skip(Collect *c, const char *p, char *why)
{
	GitChanges *g = c->out;
	char *path = printed(c, p);
	size_t n = strlen(path);

	while (n > 1 && path[n - 1] == '/')
		path[--n] = '\0';
	g->skip = xrealloc(g->skip, (g->nskip + 1) * sizeof(*g->skip));
	g->skip[g->nskip++] = (GitSkip){ path, why };
}

static int on_file(const git_diff_delta *d, float progress, void *payload)
{
	Collect *c = payload;

	(void)progress;
	if (c->staged && d->new_file.mode == GIT_FILEMODE_COMMIT &&
	    d->status != GIT_DELTA_DELETED) {
		char old[13] = "";
		Buf why = { 0 };

		if (d->old_file.mode == GIT_FILEMODE_COMMIT)
			git_oid_tostr(old, sizeof(old), &d->old_file.id);
		buf_printf(&why, "a submodule; the commits staged for it are "
			   "not checked (in it, run: uniform check%s%s)",
			   *old ? " --changed " : "", old);
		skip(c, d->new_file.path, why.data);
	} else if (d->status == GIT_DELTA_UNTRACKED &&
		   d->new_file.mode == GIT_FILEMODE_TREE) {
		skip(c, d->new_file.path, xstrdup("a repository of its own, "
		     "not a submodule; its files are not checked"));
	}
	return 0;
}

static int on_line(const git_diff_delta *d, const git_diff_hunk *h,
		   const git_diff_line *l, void *payload)
{
	Collect *c = payload;

	(void)h;
	if (l->origin != GIT_DIFF_LINE_ADDITION || l->new_lineno <= 0 ||
	    d->new_file.mode == GIT_FILEMODE_COMMIT)
		return 0;	/* a submodule: its own lines are elsewhere */
	if (c->staged && d->new_file.mode != GIT_FILEMODE_BLOB &&
	    d->new_file.mode != GIT_FILEMODE_BLOB_EXECUTABLE)
		return 0;	/* a link: no source to read */
	char *path = printed(c, d->new_file.path);
	GitChange *ch = change_for(c, path);
	free(path);
	memcpy(ch->blob.id, d->new_file.id.id, sizeof(ch->blob.id));
	if (ch->n == ch->cap) {
		ch->cap = ch->cap ? ch->cap * 2 : 16;
		ch->lines = xrealloc(ch->lines, ch->cap * sizeof(*ch->lines));
	}
	ch->lines[ch->n++] = (unsigned)l->new_lineno;
	return 0;
}

/* libgit2's last message after what (or alone: what is NULL) in err. */
static bool git_fail(Buf *err, const char *what)
{
	const git_error *e = git_error_last();
	const char *m = e && e->message ? e->message : "failed";

	if (what)
		buf_printf(err, "%s: %s", what, m);
	else
		buf_puts(err, m);
	return false;
}

static int by_path(const void *a, const void *b)
{
	return strcmp(((const GitChange *)a)->path, ((const GitChange *)b)->path);
}

/*
 * The tree of rev into *tree; NULL for HEAD on a branch with no commit
 * yet (everything is new).  False with a message in err.
 */
static bool old_tree(git_repository *repo, const char *rev, git_object **obj,
		     git_tree **tree, Buf *err)
{
	if (!strcmp(rev, "HEAD") && git_repository_head_unborn(repo) == 1)
		return true;
	if (gitsrc_revparse(obj, repo, rev) ||
	    git_object_peel((git_object **)tree, *obj, GIT_OBJECT_TREE))
		return git_fail(err, NULL);	/* the message names rev */
	return true;
}

/*
 * Whether dir is the work tree repo has already (from core.worktree, say).
 * libgit2 1.5's git_repository_set_workdir leaks its copy of the path
 * when it finds the two the same, so it is not asked then.
 */
static bool same_workdir(git_repository *repo, const char *dir)
{
	const char *have = git_repository_workdir(repo);
	char *real = realpath(dir, NULL);
	bool same = false;

	if (have && real) {
		size_t n = strlen(real);

		same = !strncmp(have, real, n) &&
		       (!strcmp(have + n, "/") || (n == 1 && !have[n]));
	}
	free(real);
	return same;
}

/*
 * The repository of the current directory, as git opens it; false with
 * err.  libgit2 reads GIT_DIR, GIT_INDEX_FILE and the rest of git's
 * environment, but refuses GIT_WORK_TREE ("unimplemented"), which git
 * exports to hooks under "git --work-tree" (a home directory kept in a
 * bare repository): that one is taken out for the opening and applied
 * after it.  This runs before any thread is started.
 */
static bool open_here(git_repository **repo, char *cwd, size_t size, Buf *err)
{
	const char *env = getenv("GIT_WORK_TREE");
	char *worktree = env && *env ? xstrdup(env) : NULL;
	int rc;

	if (!getcwd(cwd, size - 1)) {
		buf_puts(err, "cannot tell the current directory");
		free(worktree);
		return false;
	}
	strcat(cwd, "/");
	if (worktree)
		unsetenv("GIT_WORK_TREE");
	rc = git_repository_open_ext(repo, NULL, GIT_REPOSITORY_OPEN_FROM_ENV, NULL);
	if (worktree) {
		setenv("GIT_WORK_TREE", worktree, 1);
		if (!rc && !same_workdir(*repo, worktree) &&
		    git_repository_set_workdir(*repo, worktree, 0)) {
			git_fail(err, worktree);
			git_repository_free(*repo);
			*repo = NULL;
			free(worktree);
			return false;
		}
	}
	free(worktree);
	if (rc)
		return git_fail(err, "not in a git repository");
	return true;
}

static bool added(git_repository *repo, git_tree *tree, Collect *c,
		  const char *what, Buf *err);

/*
 * The real path of dir with a trailing '/', or NULL.  A submodule's work
 * tree comes as its core.worktree, relative to its git directory.
 */
static char *real_dir(const char *dir)
{
	char *real = dir ? realpath(dir, NULL) : NULL;
	Buf b = { 0 };

	if (!real)
		return NULL;
	buf_puts(&b, real);
	if (b.data[b.len - 1] != '/')
		buf_putc(&b, '/');
	free(real);
	return b.data;
}

/*
 * One submodule, a gitlink of the index of c's repository: the lines
 * added in it since the commit tree (the revision's) records for it,
 * when it is checked out; else it is skipped if its commit changed.
 */
static bool submodule_added(Collect *c, git_tree *tree,
			    const git_index_entry *ie, Buf *err)
{
	const git_oid *base = NULL;
	git_tree_entry *e = NULL;
	git_repository *sub = NULL;
	git_commit *commit = NULL;
	git_tree *subtree = NULL;
	char *shown = printed(c, ie->path), *top = NULL;
	Buf dir = { 0 };
	bool ok = true;

	if (tree && !git_tree_entry_bypath(&e, tree, ie->path) &&
	    git_tree_entry_filemode(e) == GIT_FILEMODE_COMMIT)
		base = git_tree_entry_id(e);
	buf_printf(&dir, "%s%s", c->top, ie->path);
	if (git_repository_open_ext(&sub, dir.data,
				    GIT_REPOSITORY_OPEN_NO_SEARCH, NULL)) {
		if (!base || !git_oid_equal(&ie->id, base))
			skip(c, ie->path, xstrdup("a submodule that is not "
			     "checked out; its changes are not checked"));
	} else if (base && (git_commit_lookup(&commit, sub, base) ||
			    git_commit_tree(&subtree, commit))) {
		Buf what = { 0 };

		buf_printf(&what, "%s: the submodule lacks the commit "
			   "recorded for it", shown);
		ok = git_fail(err, what.data);
		buf_free(&what);
	} else if (!(top = real_dir(git_repository_workdir(sub)))) {
		buf_printf(err, "%s: cannot tell where the submodule is", shown);
		ok = false;
	} else {
		Collect in = { c->out, false, top, c->cwd };

		ok = added(sub, subtree, &in, shown, err);
	}
	buf_free(&dir);
	free(top);
	free(shown);
	git_tree_free(subtree);
	git_commit_free(commit);
	git_repository_free(sub);
	git_tree_entry_free(e);
	return ok;
}

/*
 * The submodules of repo's working tree, gone into.  They are found in
 * its index, not through libgit2's submodule functions: those read the
 * submodules' settings with a regular expression, and libgit2 1.5 leaks
 * the match data of every line of settings that does not match.
 */
static bool submodules_added(git_repository *repo, git_tree *tree,
			     Collect *c, const char *what, Buf *err)
{
	git_index *index = NULL;
	bool ok = true;

	if (git_repository_index(&index, repo))
		return git_fail(err, what);
	for (size_t i = 0; ok && i < git_index_entrycount(index); i++) {
		const git_index_entry *ie = git_index_get_byindex(index, i);

		if (git_index_entry_stage(ie) == 0 &&
		    ie->mode == GIT_FILEMODE_COMMIT)
			ok = submodule_added(c, tree, ie, err);
	}
	git_index_free(index);
	return ok;
}

/*
 * The lines added in repo since tree (NULL: all are new), into c->out,
 * and in its submodules for the working tree; false with err, after
 * what (the repository as printed) for a submodule's.
 */
static bool added(git_repository *repo, git_tree *tree, Collect *c,
		  const char *what, Buf *err)
{
	git_diff *diff = NULL;
	git_diff_options opts;
	bool ok;

	git_diff_options_init(&opts, GIT_DIFF_OPTIONS_VERSION);
	opts.context_lines = 0;
	if (!c->staged) {
		opts.flags |= GIT_DIFF_INCLUDE_UNTRACKED |
			      GIT_DIFF_RECURSE_UNTRACKED_DIRS |
			      GIT_DIFF_SHOW_UNTRACKED_CONTENT;
		/* they are gone into below; see submodules_added */
		opts.ignore_submodules = GIT_SUBMODULE_IGNORE_ALL;
	}
	ok = !(c->staged ? git_diff_tree_to_index(&diff, repo, tree, NULL, &opts)
			 : git_diff_tree_to_workdir_with_index(&diff, repo, tree, &opts)) &&
	     !git_diff_foreach(diff, on_file, NULL, NULL, on_line, c);
	if (!ok)
		git_fail(err, what);
	git_diff_free(diff);
	return ok && (c->staged || submodules_added(repo, tree, c, what, err));
}

bool gitdiff_added(const char *rev, bool staged, GitChanges *out, Buf *err)
{
	git_repository *repo = NULL;
	git_object *obj = NULL;
	git_tree *tree = NULL;
	bool ok = false;
	char cwd[PATH_MAX + 1];

	memset(out, 0, sizeof(*out));
	gitlib_init();
	if (!open_here(&repo, cwd, sizeof(cwd), err) ||
	    !old_tree(repo, rev, &obj, &tree, err))
		goto out;
	out->gitdir = xstrdup(git_repository_path(repo));
	Collect c = { out, staged, git_repository_workdir(repo), cwd };
	if (!c.top) {
		buf_puts(err, "a bare repository has no working tree to check");
		goto out;
	}
	if (!added(repo, tree, &c, "diff", err))
		goto out;
	if (out->n > 1)
		qsort(out->v, out->n, sizeof(*out->v), by_path);
	ok = true;
out:
	if (!ok)
		gitdiff_free(out);
	git_tree_free(tree);
	git_object_free(obj);
	git_repository_free(repo);
	git_libgit2_shutdown();
	return ok;
}

bool gitdiff_index(GitChanges *out, Buf *err)
{
	git_repository *repo = NULL;
	git_index *index = NULL;
	bool ok = false;
	char cwd[PATH_MAX + 1];

	memset(out, 0, sizeof(*out));
	gitlib_init();
	if (!open_here(&repo, cwd, sizeof(cwd), err))
		goto out;
	Collect c = { out, true, git_repository_workdir(repo), cwd };
	if (!c.top) {
		buf_puts(err, "a bare repository has no index to check");
		goto out;
	}
	if (git_repository_index(&index, repo)) {
		git_fail(err, "index");
		goto out;
	}
	out->gitdir = xstrdup(git_repository_path(repo));
	for (size_t i = 0; i < git_index_entrycount(index); i++) {
		const git_index_entry *e = git_index_get_byindex(index, i);

		if (git_index_entry_stage(e) != 0 ||
		    (e->mode != GIT_FILEMODE_BLOB &&
		     e->mode != GIT_FILEMODE_BLOB_EXECUTABLE))
			continue;
		char *path = printed(&c, e->path);
		GitChange *ch = change_for(&c, path);
		free(path);
		memcpy(ch->blob.id, e->id.id, sizeof(ch->blob.id));
	}
	if (out->n > 1)
		qsort(out->v, out->n, sizeof(*out->v), by_path);
	ok = true;
out:
	git_index_free(index);
	git_repository_free(repo);
	git_libgit2_shutdown();
	return ok;
}

bool gitdiff_has(const GitChange *c, unsigned line)
{
	size_t lo = 0, hi = c->n;

	while (lo < hi) {
		size_t mid = (lo + hi) / 2;

		if (c->lines[mid] == line)
			return true;
		if (c->lines[mid] < line)
			lo = mid + 1;
		else
			hi = mid;
	}
	return false;
}

void gitdiff_free(GitChanges *g)
{
	for (size_t i = 0; i < g->n; i++) {
		free(g->v[i].path);
		free(g->v[i].lines);
	}
	free(g->v);
	for (size_t i = 0; i < g->nskip; i++) {
		free(g->skip[i].path);
		free(g->skip[i].why);
	}
	free(g->skip);
	free(g->gitdir);
	memset(g, 0, sizeof(*g));
}

static bool config_string(git_config *cfg, const char *key, Buf *out)
{
	git_buf b = { 0 };
	bool ok = git_config_get_string_buf(&b, cfg, key) == 0 && b.size > 0;

	if (ok)
		buf_add(out, b.ptr, b.size);
	git_buf_dispose(&b);
	return ok;
}

bool gitdiff_workdir(char **root, Buf *prefix)
{
	git_repository *repo = NULL;
	char *top = NULL, *cwd = NULL;
	const char *wd;
	bool ok = false;

	gitlib_init();
	*root = NULL;
	if (git_repository_open_ext(&repo, ".", GIT_REPOSITORY_OPEN_FROM_ENV, NULL) == 0 &&
	    (wd = git_repository_workdir(repo)) && (top = realpath(wd, NULL)) &&
	    (cwd = realpath(".", NULL))) {
		size_t n = strlen(top);

		if (!strncmp(cwd, top, n) && (cwd[n] == '/' || cwd[n] == '\0' || n == 1)) {
			const char *rest = cwd + n + (cwd[n] == '/');

			prefix->len = 0;
			buf_puts(prefix, "");
			if (*rest) {
				buf_puts(prefix, rest);
				buf_putc(prefix, '/');
			}
			*root = xmalloc(n + 2);
			memcpy(*root, top, n);
			(*root)[n] = '/';
			(*root)[n + (n > 1)] = '\0';
			ok = true;
		}
	}
	free(top);
	free(cwd);
	git_repository_free(repo);
	git_libgit2_shutdown();
	return ok;
}

bool gitdiff_identity(Buf *name, Buf *email)
{
	git_repository *repo = NULL;
	git_config *cfg = NULL;
	bool ok;

	gitlib_init();
	if (git_repository_open_ext(&repo, ".", 0, NULL) == 0)
		ok = git_repository_config_snapshot(&cfg, repo) == 0;
	else
		ok = git_config_open_default(&cfg) == 0;
	ok = ok && config_string(cfg, "user.name", name) &&
	     config_string(cfg, "user.email", email);
	git_config_free(cfg);
	git_repository_free(repo);
	git_libgit2_shutdown();
	return ok;
}
