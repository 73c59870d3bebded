/*
 * walk: find the source files under the operands.
 *
 * The order is fixed whatever the machine: operands in the order given,
 * each directory's entries sorted bytewise by name, depth first.  Every
 * later stage keeps this order, so output never depends on -j.
 *
 * Like ripgrep, the walk skips names starting with '.' and does not follow
 * symlinks unless asked to; when it follows them, a directory that is
 * already being walked higher up (same device and inode) is reported as a
 * loop and skipped.  FIFOs, sockets and devices are skipped with a
 * message and never opened, so nothing blocks; one named as an operand
 * goes to a sink that reads streams, since it was asked for.  The directory entry type
 * saves a stat call for almost every entry.
 *
 * Files and messages go to a sink as they are found, so the workers start
 * on the first files while the walk goes on, and messages keep their
 * place among the files' own.
 */
#include "input/walk.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <git2.h>

#include "input/gitlib.h"

/*
 * A directory being walked: the walk keeps them in an array, not in the
 * C stack, so that no depth of directories can overflow it.
 */
typedef struct Frame {
	char *dir;		/* its path as printed ("" for the implicit ".") */
	char **names;		/* its entries, sorted, each after its d_type */
	size_t n, next;		/* how many, and the next to visit */
	dev_t dev;		/* with --follow: its device and inode, */
	ino_t ino;		/* for the loop test of those below it */
} Frame;

static bool ext_matches(const char *name, const char *exts)
{
	const char *dot = strrchr(name, '.');

	if (!dot || dot == name)
		return false;
	dot++;
	size_t n = strlen(dot);
	while (*exts) {
		size_t k = strcspn(exts, ",");

		if (k == n && memcmp(exts, dot, n) == 0)
			return true;
		exts += k + (exts[k] == ',');
	}
	return false;
}

/* Whether the walk takes a file called name. */
bool walk_takes(const WalkOptions *o, const char *name)
{
	return o->name ? !strcmp(name, o->name) : ext_matches(name, o->exts);
}

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

char *walk_join(const char *dir, const char *name)
{
	size_t d = strlen(dir), n = strlen(name);
	char *p = xmalloc(d + n + 2);

	memcpy(p, dir, d);
	if (d && dir[d - 1] != '/')
		p[d++] = '/';
	memcpy(p + d, name, n + 1);
	return p;
}

/* The directory entry type of a file mode. */
static unsigned char dt_of(mode_t m)
{
	return S_ISDIR(m) ? DT_DIR : S_ISREG(m) ? DT_REG : S_ISLNK(m) ? DT_LNK
	     : S_ISFIFO(m) ? DT_FIFO : S_ISSOCK(m) ? DT_SOCK
	     : S_ISCHR(m) ? DT_CHR : S_ISBLK(m) ? DT_BLK : DT_UNKNOWN;
}

static const char *kind_name(unsigned char type)
{
	switch (type) {
	case DT_FIFO: return "a FIFO";
	case DT_SOCK: return "a socket";
	case DT_CHR: case DT_BLK: return "a device";
	default: return "not a regular file";
	}
}

typedef struct WalkCtx {
	const WalkOptions *o;
	const WalkSink *sink;
	size_t rel;		/* where paths become relative to the operand */
	Frame *stack;		/* the directories being walked, top last */
	size_t depth, cap;
	git_repository *repo;	/* the work tree the operand is in, or NULL */
	git_index *index;	/* its index: a tracked file is never ignored */
	Buf under;		/* the operand's path in it, "" or ending in '/' */
	Buf scratch;
} WalkCtx;

/* "uniform: PATH: WHAT" to the sink, the path quoted as in text output. */
static void say(const WalkSink *sink, bool error, const char *path,
		const char *fmt, ...) __attribute__((format(printf, 4, 5)));

static void say(const WalkSink *sink, bool error, const char *path,
		const char *fmt, ...)
{
	va_list ap;
	Buf b = { 0 };

	va_start(ap, fmt);
	char *what = xvasprintf(fmt, ap);
	va_end(ap);
	buf_puts(&b, "uniform: ");
	buf_path(&b, path);
	buf_printf(&b, ": %s\n", what);
	free(what);
	sink->message(sink->ctx, b.data, error);
}

/* Tell the sink's config of the entry name of dir, when it listens. */
static void tell_config(WalkCtx *x, const char *dir, const char *name)
{
	char *path;

	if (!x->sink->config)
		return;
	path = walk_join(dir, name);
	x->sink->config(x->sink->ctx, path);
	free(path);
}

/* Read a directory's entry names, sorted; NULL with a message on error. */
static char **read_names(WalkCtx *x, const char *dir, size_t *count)
{
	DIR *d = opendir(dir);

	if (!d) {
		say(x->sink, true, dir, "%s", strerror(errno));
		return NULL;
	}
	char **names = NULL;
	size_t n = 0, cap = 0;
	struct dirent *e;
	bool config = false, top = false;
	while ((e = readdir(d))) {
		if (e->d_name[0] == '.' && !strcmp(e->d_name, ".editorconfig"))
			config = true;
		if (e->d_name[0] == '.' && !strcmp(e->d_name, ".git"))
			top = true;
		if (e->d_name[0] == '.' &&
		    (!x->o->hidden || !e->d_name[1] ||
		     (e->d_name[1] == '.' && !e->d_name[2]) ||
		     !strcmp(e->d_name, ".git")))
			continue;
		if (n == cap) {
			cap = cap ? cap * 2 : 64;
			names = xrealloc(names, cap * sizeof(*names));
		}
		/* Keep d_type in the byte before the name. */
		size_t len = strlen(e->d_name);
		char *s = xmalloc(len + 2);
		s[0] = (char)e->d_type;
		memcpy(s + 1, e->d_name, len + 1);
		names[n++] = s + 1;
	}
	closedir(d);
	if (config)
		tell_config(x, dir, ".editorconfig");
	if (top)
		tell_config(x, dir, ".git");
	if (n > 1)
		qsort(names, n, sizeof(*names), by_name);
	*count = n;
	return names;
}

/*
 * Enter the directory dir (the callee owns it): its entries go on the
 * stack, to be visited by walk_stack.  With --follow, one that is being
 * walked already (a symbolic link up the tree) is a loop, not entered.
 */
static void enter(WalkCtx *x, char *dir)
{
	struct stat st;
	Frame f = { dir, NULL, 0, 0, 0, 0 };

	if (x->o->follow) {
		if (stat(*dir ? dir : ".", &st) != 0) {
			say(x->sink, true, dir, "%s", strerror(errno));
			free(dir);
			return;
		}
		for (size_t i = 0; i < x->depth; i++) {
			if (x->stack[i].dev == st.st_dev && x->stack[i].ino == st.st_ino) {
				say(x->sink, false, dir, "symlink loop, not followed");
				free(dir);
				return;
			}
		}
		f.dev = st.st_dev;
		f.ino = st.st_ino;
	}
	f.names = read_names(x, *dir ? dir : ".", &f.n);
	if (!f.names) {
		free(dir);
		return;
	}
	if (x->depth == x->cap) {
		x->cap = x->cap ? 2 * x->cap : 16;
		x->stack = xrealloc(x->stack, x->cap * sizeof(*x->stack));
	}
	x->stack[x->depth++] = f;
}

/*
 * Whether git ignores path (a directory when dir), below the operand of
 * a walk in a git work tree: .gitignore files, .git/info/exclude and the
 * user's excludes file, as git status reads them; a file in the index is
 * tracked, never ignored (and looking it up there is much quicker than
 * asking the ignore rules, which matters in a tree of 55,000 files).
 */
static bool git_ignores(WalkCtx *x, const char *path, bool dir)
{
	int ignored = 0;

	if (!x->repo)
		return false;
	x->scratch.len = 0;
	buf_add(&x->scratch, x->under.data, x->under.len);
	buf_puts(&x->scratch, path + x->rel);
	if (dir)
		buf_putc(&x->scratch, '/');
	else if (x->index && git_index_get_bypath(x->index, x->scratch.data, 0))
		return false;
	return git_ignore_path_is_ignored(&ignored, x->repo, x->scratch.data) == 0 &&
	       ignored;
}

/*
 * Whether git ignores the directory under ("dir/" from the top of the
 * work tree; "" for the top) that was named as an operand.  Named, it
 * is taken whole, as a file named is, and as census counts it: not
 * passed over in silence.
 */
static bool named_ignored(git_repository *repo, const char *under)
{
	int ignored = 0;

	return *under && git_ignore_path_is_ignored(&ignored, repo, under) == 0 &&
	       ignored;
}

/*
 * Whether abs or a directory above it holds a ".git" (a directory, or
 * the file of a linked work tree): where none does, libgit2 finds no
 * work tree either, and is not started (its start reads the system's
 * certificates: about 15 ms a run, most of a small one).
 */
static bool below_git(const char *abs)
{
	Buf p = { 0 };
	size_t n = strlen(abs);
	struct stat st;
	bool found = false;

	for (;;) {
		p.len = 0;
		buf_add(&p, abs, n);
		buf_puts(&p, n && abs[n - 1] == '/' ? ".git" : "/.git");
		if (lstat(p.data, &st) == 0) {
			found = true;
			break;
		}
		if (n <= 1)
			break;
		while (n > 1 && abs[n - 1] != '/')
			n--;
		if (n > 1)
			n--;	/* the '/' before the last component, not the root */
	}
	buf_free(&p);
	return found;
}

/*
 * The length of the top of the git work tree that holds abs (a real
 * path, or NULL), with the repository in *repo and the top in *top,
 * both the caller's to free; 0 when none holds it.
 */
static size_t work_tree(const char *abs, git_repository **repo, char **top)
{
	const char *wd;
	size_t n;

	if (!abs || !below_git(abs))
		return 0;
	gitlib_init();
	if (git_repository_open_ext(repo, abs, 0, NULL) != 0 ||
	    !(wd = git_repository_workdir(*repo)) || !(*top = realpath(wd, NULL)))
		return 0;
	n = strlen(*top);
	return strncmp(abs, *top, n) || (abs[n] && abs[n] != '/') ? 0 : n;
}

/*
 * The git work tree holding the directory operand, and the operand's
 * path in it, into x; none for a bare repository, outside one, when
 * the options do not ask (census counts the tree as it is), or when git
 * ignores the operand itself (it was named: see named_ignored).
 */
static void git_open(WalkCtx *x, const char *operand)
{
	git_repository *repo = NULL;
	char *abs = realpath(operand, NULL), *top = NULL;
	size_t n;

	if (!x->o->git_ignore || !(n = work_tree(abs, &repo, &top)))
		goto out;
	buf_puts(&x->under, abs[n] ? abs + n + 1 : "");
	if (x->under.len)
		buf_putc(&x->under, '/');
	if (named_ignored(repo, x->under.data)) {
		buf_free(&x->under);
		goto out;
	}
	if (git_repository_index(&x->index, repo) != 0)
		x->index = NULL;
	x->repo = repo;
	repo = NULL;
out:
	if (repo)
		git_repository_free(repo);
	free(abs);
	free(top);
}

bool walk_ignored(const char *path)
{
	git_repository *repo = NULL;
	git_index *index = NULL;
	char *abs = realpath(path, NULL), *top = NULL;
	bool yes = false;
	int ignored = 0;
	size_t n = work_tree(abs, &repo, &top);

	if (!n || abs[n] != '/')
		goto out;
	if (git_repository_index(&index, repo) == 0 &&
	    git_index_get_bypath(index, abs + n + 1, 0))
		goto out;	/* tracked: never ignored */
	yes = git_ignore_path_is_ignored(&ignored, repo, abs + n + 1) == 0 && ignored;
out:
	if (index)
		git_index_free(index);
	if (repo)
		git_repository_free(repo);
	free(abs);
	free(top);
	return yes;
}

static void visit(WalkCtx *x, char *path, unsigned char type)
{
	struct stat st;

	if (type == DT_UNKNOWN || (type == DT_LNK && x->o->follow)) {
		int r = x->o->follow ? stat(path, &st) : lstat(path, &st);
		if (r != 0) {
			int e = errno;
			say(x->sink, e != ELOOP, path, "%s", strerror(e));
			free(path);
			return;
		}
		type = dt_of(st.st_mode);
	}
	if (type == DT_DIR) {
		if (x->o->shallow || git_ignores(x, path, true))
			free(path);
		else
			enter(x, path);
	} else if (type == DT_REG) {
		const char *name = strrchr(path, '/');
		if (walk_takes(x->o, name ? name + 1 : path) && !git_ignores(x, path, false))
			x->sink->file(x->sink->ctx, path, x->rel);
		else
			free(path);
	} else {
		if (type != DT_LNK) {
			const char *name = strrchr(path, '/');
			if (walk_takes(x->o, name ? name + 1 : path))
				say(x->sink, false, path, "%s, skipped", kind_name(type));
		}
		free(path);
	}
}

/* Visit the entries on the stack depth first, until it is empty. */
static void walk_stack(WalkCtx *x)
{
	while (x->depth) {
		Frame *f = &x->stack[x->depth - 1];

		if (f->next == f->n) {
			free(f->names);
			free(f->dir);
			x->depth--;
			continue;
		}
		char *name = f->names[f->next++];
		char *path = walk_join(f->dir, name);
		unsigned char type = (unsigned char)name[-1];

		free(name - 1);
		visit(x, path, type);	/* may move the stack */
	}
	free(x->stack);
	x->stack = NULL;
	x->cap = 0;
}

const char *walk_printed(const char *op)
{
	while (op[0] == '.' && op[1] == '/')
		op += 2 + strspn(op + 2, "/");
	return strcmp(op, ".") ? op : "";
}

void walk_operand(const char *operand, bool implicit, const WalkOptions *o,
		  const WalkSink *sink)
{
	struct stat st;
	WalkCtx x = { o, sink, 0, NULL, 0, 0, NULL, NULL, { 0 }, { 0 } };
	const char *p = implicit ? "" : walk_printed(operand);

	if (stat(operand, &st) != 0) {
		say(sink, true, operand, "%s", strerror(errno));
		return;
	}
	if (S_ISDIR(st.st_mode)) {
		size_t n = strlen(p);
		x.rel = n + (n && p[n - 1] != '/');
		/* "." is walked, but paths are printed without it. */
		git_open(&x, operand);
		enter(&x, xstrdup(p));
		walk_stack(&x);
		git_index_free(x.index);
		if (x.repo)
			git_repository_free(x.repo);
		buf_free(&x.under);
		buf_free(&x.scratch);
	} else if (S_ISREG(st.st_mode) && sink->named) {
		sink->named(sink->ctx, xstrdup(p));
	} else if (S_ISREG(st.st_mode)) {
		sink->file(sink->ctx, xstrdup(p), 0);
	} else if (sink->stream) {
		sink->stream(sink->ctx, xstrdup(p));
	} else {
		say(sink, false, operand, "%s, skipped", kind_name(dt_of(st.st_mode)));
	}
}

/*
 * One line of a list into line[0..LIST_LINE_MAX], NUL-terminated, the
 * line end dropped: its length, -1 at the end of the list, -2 for a
 * line with a NUL byte in it, -3 for a line longer than any path (a
 * 2 GiB file of zeros is not read whole to find that out).
 */
enum { LIST_LINE_MAX = 4096 };

static ssize_t list_line(FILE *f, char *line)
{
	size_t n = 0;
	int c;

	while ((c = getc_unlocked(f)) != EOF && c != '\n') {
		if (c == '\0')
			return -2;
		if (n == LIST_LINE_MAX)
			return -3;
		line[n++] = (char)c;
	}
	if (c == EOF && n == 0)
		return -1;
	if (n > 0 && line[n - 1] == '\r')
		n--;
	line[n] = '\0';
	return (ssize_t)n;
}

/*
 * Open the list and read it, once: each path kept, and walked when sink
 * is not NULL.  CR LF line ends are taken; empty lines are not paths.  A
 * line with a NUL byte in it (a list from find -print0, say) ends the
 * reading: the path would be cut short at it; so does a line longer
 * than a path can be.
 */
static void first_read(PathList *l, const WalkOptions *o,
		       const WalkSink *sink)
{
	FILE *f = strcmp(l->name, "-") ? fopen(l->name, "r") : stdin;
	char line[LIST_LINE_MAX + 1];
	ssize_t n;
	unsigned lineno = 0;

	l->done = true;
	if (!f) {
		l->err = errno;
		return;
	}
	while ((n = list_line(f, line)) >= 0) {
		lineno++;
		if (n == 0)
			continue;
		buf_add(&l->paths, line, (size_t)n + 1);
		if (sink)
			walk_operand(line, false, o, sink);
	}
	if (n == -2 || n == -3) {
		lineno++;
		l->bad_line = lineno;
		l->bad_why = n == -2 ? "holds a NUL byte" : "is longer than a path can be";
	} else if (ferror(f)) {
		l->err = errno ? errno : EIO;	/* a directory: EISDIR */
	}
	if (f != stdin)
		fclose(f);
}

void walk_list(PathList *l, const WalkOptions *o, const WalkSink *sink)
{
	WalkSink listed = *sink;	/* a list's paths are not operands */

	listed.named = NULL;
	if (!l->done)
		first_read(l, o, &listed);	/* walked as it is read */
	else
		for (size_t k = 0; k < l->paths.len; k += strlen(l->paths.data + k) + 1)
			walk_operand(l->paths.data + k, false, o, &listed);
	if (l->bad_line)
		say(sink, true, l->name, "line %u %s; the list is not read from there on",
		    l->bad_line, l->bad_why);
	else if (l->err)
		say(sink, true, l->name, "%s", strerror(l->err));
}

bool walk_list_load(PathList *l)
{
	if (!l->done)
		first_read(l, NULL, NULL);
	return !l->err && !l->bad_line;
}

void walk_list_free(PathList *l)
{
	buf_free(&l->paths);
}
