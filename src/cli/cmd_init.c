/*
 * cmd_init: uniform init, a tree's own conventions written down for it.
 *
 * The tree is counted as check counts it (the files its settings leave
 * alone left out), census/init.c decides the sections, and they go into
 * the tree's .editorconfig between two marker lines: appended to a file
 * that has none, in place of the old ones when it has them, so that a
 * second run changes nothing and no line of the user's is lost.  A file
 * that already sets uniform's keys outside the markers is refused: the
 * sections after it would override what its author chose.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "base/buf.h"
#include "base/opt.h"
#include "base/pool.h"
#include "census/init.h"
#include "cli/cli.h"
#include "config/editorconfig.h"
#include "fix/fix.h"
#include "fix/udiff.h"
#include "input/origin.h"
#include "input/walk.h"

#define BEGIN_MARK "# BEGIN uniform init: what this tree practises (uniform init writes these lines)\n"
#define END_MARK "# END uniform init\n"

static const OptSpec init_opts[] = {
	{ O_PRINT_DIFF, 0, "diff", NULL, "print the change to .editorconfig as a diff; write nothing" },
	{ O_JOBS, 'j', "jobs", "N", "worker threads (default: online CPUs)" },
	{ O_QUIET, 'q', "quiet", NULL, "no progress line, and no decisions on stderr" },
	HELP_OPTS
	{ 0 },
};

static int cmd_init(int argc, char **argv);

const Command cli_init = {
	"init", cmd_init, init_opts, "[DIR]",
	"Write the conventions DIR practises clearly into its .editorconfig.",
	NULL,
};

/* The bytes of path into b, or none when there is no such file; false with a message. */
static bool read_old(const char *path, Buf *b, bool *exists)
{
	struct stat st;

	*exists = stat(path, &st) == 0;
	if (!*exists && errno != ENOENT) {
		fprintf(stderr, "uniform init: %s: %s\n", path, strerror(errno));
		return false;
	}
	buf_puts(b, "");	/* data for strstr, the file empty or none */
	return !*exists || cli_slurp(path, b);
}

/*
 * Whether text, outside init's own lines [from, to), sets a key of
 * uniform's (uniform_*: EditorConfig's own keys, which init does not
 * write, stay the user's), and which, into key.
 */
static bool sets_keys(const char *text, size_t len, size_t from, size_t to,
		      Buf *key)
{
	for (size_t i = 0; i < len;) {
		const char *nl = memchr(text + i, '\n', len - i);
		size_t e = nl ? (size_t)(nl - text) : len, k = i;

		while (k < e && (text[k] == ' ' || text[k] == '\t'))
			k++;
		if ((i < from || i >= to) && !strncmp(text + k, "uniform_", 8)) {
			key->len = 0;
			buf_add(key, text + k, strcspn(text + k, " \t=\n"));
			buf_putc(key, '\0');
			return true;
		}
		i = e + 1;
	}
	return false;
}

/*
 * Write text to path, a new file, in one step: a temporary file beside
 * it, renamed (an existing one is replaced by fix_write, which keeps its
 * owner, mode and links and sees that nobody wrote it meanwhile).
 */
static bool write_new(const char *path, const Buf *text)
{
	Buf tmp = { 0 };
	bool ok;
	int fd;

	buf_printf(&tmp, "%s.uniform-init-XXXXXX", path);
	fd = mkstemp(tmp.data);
	ok = fd >= 0 && fchmod(fd, 0644) == 0 &&
	     write(fd, text->data, text->len) == (ssize_t)text->len && fsync(fd) == 0;
	if (fd >= 0 && close(fd) != 0)
		ok = false;
	if (ok && rename(tmp.data, path) != 0)
		ok = false;
	if (!ok) {
		fprintf(stderr, "uniform init: %s: %s\n", path, strerror(errno));
		if (fd >= 0)
			unlink(tmp.data);
	}
	buf_free(&tmp);
	return ok;
}

/* The files of the walk, and what each one's opening says. */
typedef struct Files {
	InitFile *v;
	size_t n, cap;
} Files;

static void take_file(void *ctx, char *path, size_t rel)
{
	Files *f = ctx;
	char head[ORIGIN_BYTES];
	ssize_t got = -1;
	int fd = open(path, O_RDONLY | O_CLOEXEC);

	if (fd >= 0) {
		got = read(fd, head, sizeof(head));
		close(fd);
	}
	if (got > 0) {
		if (f->n == f->cap) {
			f->cap = f->cap ? 2 * f->cap : 256;
			f->v = xrealloc(f->v, f->cap * sizeof(*f->v));
		}
		f->v[f->n].rel = xstrdup(path + rel);
		origin_read(head, (size_t)got, &f->v[f->n].origin);
		f->n++;
	}
	free(path);
}

static void drop_message(void *ctx, char *msg, bool error)
{
	(void)ctx;
	(void)error;
	free(msg);	/* the census said it */
}

/*
 * The sections that mark dir's files copied from other projects, into
 * out (after the practice's), and why.
 */
static void imported_sections(const char *dir, const WalkOptions *walk,
			      Buf *out, Buf *why)
{
	Files f = { 0 };
	WalkSink sink = { take_file, drop_message, &f, NULL, NULL, NULL };
	char *real = realpath(dir, NULL), top[64];
	const char *base = real ? strrchr(real, '/') : NULL;

	base = base && base[1] ? base + 1 : real ? real : dir;
	origin_fold(base, strlen(base), top, sizeof(top));
	walk_operand(dir, false, walk, &sink);
	init_imported(top, f.v, f.n, out, why);
	for (size_t i = 0; i < f.n; i++)
		free(f.v[i].rel);
	free(f.v);
	free(real);
}

/* The new text of .editorconfig: old with init's lines put in or replaced. */
static void merged(const Buf *old, bool exists, size_t from, size_t to,
		   const Buf *sections, Buf *out)
{
	Buf block = { 0 };

	if (sections->len) {
		buf_puts(&block, BEGIN_MARK);
		buf_add(&block, sections->data, sections->len);
		buf_puts(&block, END_MARK);
	}
	if (from < to) {	/* replace the old lines */
		buf_add(out, old->data, from);
		buf_add(out, block.data ? block.data : "", block.len);
		buf_add(out, old->data + to, old->len - to);
	} else if (exists) {
		buf_add(out, old->data, old->len);
		if (block.len) {
			if (old->len && old->data[old->len - 1] != '\n')
				buf_putc(out, '\n');
			buf_putc(out, '\n');
			buf_add(out, block.data, block.len);
		}
	} else if (block.len) {
		buf_add(out, block.data, block.len);	/* no root = true: above still applies */
	}
	buf_puts(out, "");
	buf_free(&block);
}

/* Where init's lines are in text: [*from, *to), or from == to == len. */
static void find_block(const Buf *text, size_t *from, size_t *to)
{
	const char *b = text->len ? strstr(text->data, BEGIN_MARK) : NULL;
	const char *e = b ? strstr(b, END_MARK) : NULL;

	*from = *to = text->len;
	if (b && e) {
		*from = (size_t)(b - text->data);
		*to = (size_t)(e - text->data) + strlen(END_MARK);
	}
}

static int cmd_init(int argc, char **argv)
{
	OptState s;
	const char *arg, *dir = ".";
	long jobs = pool_cpus();
	bool diff = false, quiet = false, exists;
	int id, rc = 2;
	struct stat st;

	opt_init(&s, init_opts, argc, argv);
	while ((id = opt_next(&s, &arg)) > 0) {
		switch (id) {
		case O_HELP: opt_free(&s); return cli_help(&cli_init);
		case O_VERSION: opt_free(&s); return cli_version();
		case O_PRINT_DIFF: diff = true; break;
		case O_QUIET: quiet = true; break;
		case O_JOBS:
			if (!cli_count(arg, 1, 1024, &jobs)) {
				opt_free(&s);
				return cli_usage_error("init", "-j wants a number from 1 to 1024");
			}
			break;
		}
	}
	if (id < 0 || s.noperands > 1) {
		cli_usage_error("init", id < 0 ? s.err : "one DIR at most");
		opt_free(&s);
		return 2;
	}
	if (s.noperands)
		dir = s.operands[0];
	if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode)) {
		fprintf(stderr, "uniform init: %s: %s\n", dir,
			errno && stat(dir, &st) != 0 ? strerror(errno) : "not a directory");
		opt_free(&s);
		return 2;
	}

	Config config = { .editorconfig = true, .cwd = getcwd(NULL, 0) };
	WalkOptions walk = { .exts = "c,h", .git_ignore = true };
	Census c;
	Buf path = { 0 }, old = { 0 }, sections = { 0 }, why = { 0 }, text = { 0 }, key = { 0 };
	size_t from, to;

	ec_dir_file(&path, dir, strlen(dir), ".editorconfig");
	if (!read_old(path.data, &old, &exists))
		goto out;
	find_block(&old, &from, &to);
	if (sets_keys(old.data, old.len, from, to, &key)) {
		fprintf(stderr, "uniform init: %s already sets %s: init writes only "
			"where no setting of uniform's is written (its sections would "
			"override that one); nothing written\n", path.data, key.data);
		goto out;
	}
	if (!config.cwd || !cli_census_dirs(dir, &config, &walk, jobs, quiet, &c)) {
		fprintf(stderr, "uniform init: %s: not every file could be read; "
			"nothing written\n", dir);
		if (config.cwd)
			census_free(&c);
		goto out;
	}
	init_sections(&c, &sections, &why);
	census_free(&c);
	imported_sections(dir, &walk, &sections, &why);
	merged(&old, exists, from, to, &sections, &text);
	if (!quiet)
		fputs(why.len ? why.data : "uniform init: nothing is practised clearly "
		      "enough to write down\n", stderr);
	if (diff) {
		Buf d = { 0 };

		udiff(path.data, old.data, old.len, text.data, text.len, &d);
		fwrite(d.data ? d.data : "", 1, d.len, stdout);
		buf_free(&d);
		rc = 0;
	} else if (text.len == old.len && !memcmp(text.data, old.data, old.len)) {
		if (!quiet)
			fprintf(stderr, "uniform init: %s: nothing to change\n", path.data);
		rc = 0;
	} else {
		Buf diag = { 0 };

		if (exists)
			rc = fix_write(path.data, old.data, old.len, text.data, text.len,
				       NULL, &diag) ? 0 : 2;
		else
			rc = write_new(path.data, &text) ? 0 : 2;
		buf_write(&diag, stderr);
		buf_free(&diag);
		if (!rc && !quiet)
			fprintf(stderr, "uniform init: wrote %s\n", path.data);
	}
out:
	buf_free(&path);
	buf_free(&old);
	buf_free(&sections);
	buf_free(&why);
	buf_free(&text);
	buf_free(&key);
	free(config.cwd);
	opt_free(&s);
	return rc;
}
