/*
 * gitsrc: the files of a git revision, read from the object store.
 */
#ifndef UNIFORM_GITSRC_H
#define UNIFORM_GITSRC_H

#include <stdbool.h>
#include <stddef.h>

#include "base/buf.h"
#include "input/source.h"
#include "input/walk.h"

/* A blob's object id (SHA-1). */
typedef struct GitBlobId {
	unsigned char id[20];
} GitBlobId;

/* An open repository: one libgit2 handle per worker thread. */
typedef struct GitSrc GitSrc;

/* A revision, resolved to its commit and tree. */
typedef struct GitRev {
	char commit[41];	/* the commit's id, in hex */
	char date[24];		/* its committer time, UTC ISO 8601 */
	long long time;		/* the same, seconds since the epoch */
	struct git_tree *tree;	/* its tree, owned */
} GitRev;

/* Where gitsrc_walk sends what it finds, in walk order. */
typedef struct GitSink {
	/* A blob: path as printed (the callee owns it), rel as for walk. */
	void (*blob)(void *ctx, char *path, size_t rel, const GitBlobId *id);
	/* A message line (the callee owns it), as for walk. */
	void (*message)(void *ctx, char *msg, bool error);
	void *ctx;
} GitSink;

/*
 * Open the repository at path (a work tree, its .git directory or a bare
 * repository; no search upwards) with handles handles, numbered from 0;
 * NULL with a message in err.
 */
GitSrc *gitsrc_open(const char *path, int handles, Buf *err);
void gitsrc_close(GitSrc *g);

/* Resolve rev (anything git rev-parse takes) to a commit; false with err. */
bool gitsrc_rev(GitSrc *g, const char *rev, GitRev *out, Buf *err);
void gitsrc_rev_free(GitRev *r);

/*
 * git_revparse_single(out, repo, spec), without the leak libgit2 has when
 * the object a reference names cannot be read.
 */
struct git_object;
struct git_repository;
int gitsrc_revparse(struct git_object **out, struct git_repository *repo,
		    const char *spec);

/*
 * Send the blobs of a revision's tree under the operands (the whole tree
 * when there are none) to sink, in the order and with the paths that
 * walk_operand gives for a checkout of it: entries sorted bytewise, names
 * starting with '.' only with o->hidden, files taken by o->exts unless
 * named as operands.  Symbolic links are not followed; a submodule is
 * not entered, with a note to the sink.  Uses the handle of the
 * revision (the last one).
 */
void gitsrc_walk(const GitRev *rev, char *const *operands, int noperands,
		 const WalkOptions *o, const GitSink *sink);

/* Read a blob into s through the given handle, checked as source_read. */
SourceStatus gitsrc_read(GitSrc *g, int handle, const GitBlobId *id,
			 const char *path, Source *s, Buf *msg);

#endif
