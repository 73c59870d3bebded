/*
 * attr: what a tree says of its files: uniform's lists of imported code
 * and test data, and its git repository's .gitattributes, read through
 * libgit2.
 */
#include "config/attr.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include <git2.h>

#include "base/buf.h"
#include "input/gitlib.h"
#include "input/imported.h"

/*
 * The git repository whose work tree's top is a file's, opened once for
 * its attributes (one per worker: a handle is not shared by threads).
 */
struct AttrRepo {
	char *top;		/* the top of the tree, as ec_lookup found it */
	git_repository *repo;	/* NULL: no .git there, or unreadable */
};

void attr_repo_free(AttrRepo *a)
{
	if (!a)
		return;
	if (a->repo) {
		git_repository_free(a->repo);
		git_libgit2_shutdown();
	}
	free(a->top);
	free(a);
}

/* The repository of the tree whose top is top[0 .. n), or NULL. */
static git_repository *attr_repo(EcCache *c, const char *top, size_t n)
{
	AttrRepo *a = c->attrs;
	struct stat st;

	if (a && !strncmp(a->top, top, n) && !a->top[n])
		return a->repo;
	attr_repo_free(a);
	a = c->attrs = xcalloc(1, sizeof(*a));
	a->top = xmalloc(n + 2);
	memcpy(a->top, top, n);
	strcpy(a->top + n, "/");
	Buf git = { 0 };

	ec_dir_file(&git, top, n, ".git");
	if (lstat(git.data, &st) == 0) {
		gitlib_init();
		if (git_repository_open_ext(&a->repo, n ? a->top : "/",
					    GIT_REPOSITORY_OPEN_NO_SEARCH, NULL)) {
			a->repo = NULL;
			git_libgit2_shutdown();
		}
	}
	a->top[n] = '\0';
	buf_free(&git);
	return a->repo;
}

/*
 * attr (a boolean attribute) for rel in repo: 1 set ("attr",
 * "attr=true"), 0 unset ("-attr", "attr=false"), -1 unsaid.
 */
static int attr_bool(git_repository *repo, const char *rel, const char *attr)
{
	const char *v = NULL;

	if (git_attr_get(&v, repo, GIT_ATTR_CHECK_FILE_THEN_INDEX, rel, attr))
		return -1;
	switch (git_attr_value(v)) {
	case GIT_ATTR_VALUE_TRUE:
		return 1;
	case GIT_ATTR_VALUE_FALSE:
		return 0;
	case GIT_ATTR_VALUE_STRING:
		return !strcmp(v, "true") ? 1 : !strcmp(v, "false") ? 0 : -1;
	default:
		return -1;
	}
}

void imported_layer(EcCache *cache, const char *top, size_t n,
		    const char *rel, Settings *out)
{
	const char *entry = NULL;
	ImportedKind k = *rel == '/' || !strncmp(rel, "../", 3) ? IMP_NONE :
			 imported_path(cache ? &cache->imported : NULL, rel, &entry);

	if (k != IMP_NONE) {
		out->vendored = true;
		out->vendored_by = k == IMP_TEST_DATA ? VB_TEST_DATA : VB_PATH;
		out->vendored_entry = entry;
	}
	git_repository *repo = top ? attr_repo(cache, top, n) : NULL;

	if (!repo)
		return;
	if (attr_bool(repo, rel, "diff") == 0) {
		out->vendored = true;
		out->vendored_by = VB_BINARY;
	}
	int v = attr_bool(repo, rel, "linguist-vendored");

	if (v >= 0) {
		out->vendored = v;
		out->vendored_by = VB_ATTR;
	}
	out->generated_attr = (signed char)attr_bool(repo, rel,
						     "linguist-generated");
}
