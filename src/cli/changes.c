/*
 * changes: the files and lines of --changed, --staged and --patch for
 * check and fix: the changed files the operands and --ext take, the
 * lines a patch adds, and the index's files to count.
 */
#include "cli/changes.h"

#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "cli/cli.h"

/*
 * The hunks of the patch in file ("-": stdin); false, with a message
 * saying that nothing was done, when it cannot be read or parsed.
 */
bool changes_read_patch(const char *file, const char *cmd, Patch *p)
{
	Buf text = { 0 }, err = { 0 };
	unsigned line;
	bool ok = cli_slurp(file, &text);

	*p = (Patch){ 0 };
	if (ok && !patch_parse(text.data ? text.data : "", text.len, p, &line, &err)) {
		Buf where = { 0 };

		buf_path(&where, file);
		if (line)
			buf_printf(&where, ":%u", line);
		fprintf(stderr, "uniform: %s: %s; nothing %s\n", where.data,
			err.data, !strcmp(cmd, "fix") ? "fixed" : "checked");
		buf_free(&where);
		ok = false;
	}
	buf_free(&text);
	buf_free(&err);
	return ok;
}

static int cmp_unsigned(const void *a, const void *b)
{
	unsigned x = *(const unsigned *)a, y = *(const unsigned *)b;

	return (x > y) - (x < y);
}

/*
 * Where the file a patch names at path is, from the current directory:
 * in a git work tree, path is from its top, as git diff writes it and
 * git apply reads it from any directory of the tree, unless only a file
 * of that path below the current directory exists (a patch made here);
 * outside one, path is from here, as patch -p1 reads it.
 */
static char *patch_path(const char *path, const char *top, const char *below)
{
	struct stat st;
	size_t n = strlen(below);
	Buf b = { 0 };

	if (!top || !*below)
		return xstrdup(path);
	if (!strncmp(path, below, n))
		return xstrdup(path + n);
	buf_puts(&b, top);
	buf_puts(&b, path);
	if (stat(b.data, &st) != 0 && stat(path, &st) == 0) {
		buf_free(&b);
		return xstrdup(path);
	}
	return b.data;
}

/*
 * fix --patch: the lines each file of the patch adds, as the changes of
 * --changed, at the paths patch_path says.
 */
void changes_of_patch(const Patch *p, GitChanges *g)
{
	char *top = NULL;
	Buf below = { 0 };

	if (!gitdiff_workdir(&top, &below)) {
		free(top);
		top = NULL;
	}
	for (size_t i = 0; i < p->n; i++) {
		const PatchHunk *h = &p->h[i];
		GitChange *c = NULL;
		char *path = patch_path(h->path, top, below.data ? below.data : "");

		for (size_t k = 0; k < g->n && !c; k++)
			c = !strcmp(g->v[k].path, path) ? &g->v[k] : NULL;
		if (!c) {
			if (g->n == g->cap) {
				g->cap = g->cap ? 2 * g->cap : 8;
				g->v = xrealloc(g->v, g->cap * sizeof(*g->v));
			}
			c = &g->v[g->n++];
			*c = (GitChange){ .path = path };
		} else {
			free(path);
		}
		for (unsigned pl = 1; pl <= h->nlines; pl++) {
			if (!h->added[pl])
				continue;
			if (c->n == c->cap) {
				c->cap = c->cap ? 2 * c->cap : 16;
				c->lines = xrealloc(c->lines, c->cap * sizeof(*c->lines));
			}
			c->lines[c->n++] = pl + h->first - 1;
		}
	}
	for (size_t k = 0; k < g->n; k++)	/* hunks may come in any order */
		qsort(g->v[k].lines, g->v[k].n, sizeof(unsigned), cmp_unsigned);
	free(top);
	buf_free(&below);
}

/*
 * path as an absolute path, lexically clean: below cwd when relative,
 * with no "." component, no doubled or trailing '/', and ".." taken back.
 * Operands and changed paths are compared this way, however each is
 * written ("./b.c", "sub/../b.c", "../sub/c.c" from sub, or absolute).
 */
static void clean_path(const char *cwd, const char *path, Buf *out)
{
	out->len = 0;
	buf_room(out, strlen(cwd) + strlen(path) + 2);
	for (int part = path[0] == '/'; part < 2; part++) {
		for (const char *c = part ? path : cwd; *c;) {
			size_t n = strcspn(c, "/");

			if (n == 2 && c[0] == '.' && c[1] == '.') {
				while (out->len > 0 && out->data[out->len - 1] != '/')
					out->len--;
				if (out->len > 0)
					out->len--;	/* the '/' before it */
			} else if (n > 0 && !(n == 1 && c[0] == '.')) {
				buf_putc(out, '/');
				buf_add(out, c, n);
			}
			c += n + (c[n] == '/');
		}
	}
	if (!out->len)
		buf_putc(out, '/');
	out->data[out->len] = '\0';
}

/* Whether a is b or lies under it, by whole components (both clean). */
static bool within(const Buf *a, const Buf *b)
{
	return !strncmp(a->data, b->data, b->len) &&
	       (a->data[b->len] == '\0' || a->data[b->len] == '/' ||
		(b->len == 1 && b->data[0] == '/'));
}

/*
 * Whether path lies under an operand, or, with holds, an operand under
 * path: both compared clean, by whole components.
 */
bool changes_near_operand(const OptState *s, const char *cwd,
			  const char *path, bool holds)
{
	Buf op = { 0 }, p = { 0 };
	bool hit = false;

	clean_path(cwd, path, &p);
	for (int i = 0; i < s->noperands && !hit; i++) {
		clean_path(cwd, s->operands[i], &op);
		hit = holds ? within(&op, &p) : within(&p, &op);
	}
	buf_free(&op);
	buf_free(&p);
	return hit;
}

/* Whether path (a changed file or directory) is under an operand. */
static bool under_operands(const OptState *s, const char *cwd, const char *path)
{
	return !s->noperands || changes_near_operand(s, cwd, path, false);
}

/* Whether the directory dir is under an operand or holds one. */
static bool meets_operands(const OptState *s, const char *cwd, const char *dir)
{
	return under_operands(s, cwd, dir) || changes_near_operand(s, cwd, dir, true);
}

/* Whether the walk options take a file of this name. */
static bool takes_ext(const WalkOptions *o, const char *path)
{
	const char *name = strrchr(path, '/');
	const char *dot = strrchr(name ? name + 1 : path, '.');

	if (!dot || dot == (name ? name + 1 : path))
		return false;
	dot++;
	for (const char *e = o->exts; *e;) {
		size_t k = strcspn(e, ",");
		if (k == strlen(dot) && !strncmp(e, dot, k))
			return true;
		e += k + (e[k] == ',');
	}
	return false;
}

bool changes_take(const WalkOptions *w, const OptState *s, const char *cwd,
		  const char *path)
{
	return takes_ext(w, path) && under_operands(s, cwd, path);
}

/* Say what a --changed or --staged run could not read, under the operands. */
void changes_tell_skipped(const OptState *s, const char *cwd,
			  const GitChanges *g)
{
	for (size_t i = 0; i < g->nskip; i++)
		if (meets_operands(s, cwd, g->skip[i].path))
			fprintf(stderr, "uniform: %s: %s\n", g->skip[i].path,
				g->skip[i].why);
}

/*
 * The files of a --changed or --staged run, as a list: the changed files
 * that the extensions and the operands take.
 */
void changes_paths(const WalkOptions *w, const OptState *s, const char *cwd,
		   const GitChanges *g, PathList *out)
{
	*out = (PathList){ .name = "--changed", .done = true };
	for (size_t i = 0; i < g->n; i++)
		if (changes_take(w, s, cwd, g->v[i].path))
			buf_add(&out->paths, g->v[i].path, strlen(g->v[i].path) + 1);
}

/* Whether a component of path starts with '.' (not "." or ".." alone). */
static bool hidden_path(const char *path)
{
	for (const char *c = path; c; c = strchr(c, '/'), c = c ? c + 1 : NULL)
		if (c[0] == '.' && c[1] && c[1] != '/' &&
		    !(c[1] == '.' && (!c[2] || c[2] == '/')))
			return true;
	return false;
}

/*
 * check --staged with the majority convention: the files of the index
 * the walk would take, to be counted instead of the working tree's; false
 * with a message.
 */
bool changes_staged_files(const WalkOptions *w, const OptState *s,
			  const char *cwd, GitChanges *out)
{
	Buf err = { 0 };
	size_t kept = 0;
	bool ok = gitdiff_index(out, &err);

	if (!ok)
		fprintf(stderr, "uniform: --staged: %s\n", err.data);
	buf_free(&err);
	for (size_t i = 0; i < out->n; i++) {
		GitChange *c = &out->v[i];

		if (takes_ext(w, c->path) && under_operands(s, cwd, c->path) &&
		    (w->hidden || !hidden_path(c->path)))
			out->v[kept++] = *c;
		else
			free(c->path);
	}
	out->n = kept;
	return ok;
}

/* check --staged: the repository, to read the blobs of the index. */
GitSrc *changes_open_staged(GitChanges *g, long jobs)
{
	Buf err = { 0 };
	GitSrc *git = gitsrc_open(g->gitdir, (int)jobs, &err);

	if (!git) {
		fprintf(stderr, "uniform: --staged: %s\n", err.data);
		gitdiff_free(g);
	}
	buf_free(&err);
	return git;
}
