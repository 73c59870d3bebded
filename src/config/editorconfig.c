/*
 * editorconfig: .editorconfig files read, and what each directory brings.
 *
 * EditorConfig files are read with libeditorconfig, so sections, globs,
 * "root" and precedence behave exactly as they do for editors.  The
 * library does not say which line a property came from; for a bad value
 * the nearest .editorconfig line that sets it is found by reading the
 * files again.  The top of the tree, and whether any .editorconfig
 * applies, are looked up once per directory, without recursion, at any
 * depth.
 */
#include "config/editorconfig.h"

#include <ctype.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include <editorconfig/editorconfig.h>

#include "base/buf.h"

/* path made absolute and lexically clean, as libeditorconfig wants it. */
bool path_within(const char *path, const char *dir)
{
	size_t n = strlen(dir);

	return !strncmp(path, dir, n) && (path[n] == '/' || !path[n]);
}

const char *path_under_top(const char *path, const char *top)
{
	size_t n = strlen(top);

	if (n <= 1)	/* the root: every path is below it */
		return path + (path[0] == '/');
	return !strncmp(path, top, n) && path[n] == '/' ? path + n + 1 : NULL;
}

char *settings_absolute(const char *cwd, const char *path)
{
	Buf b = { 0 };

	if (path[0] != '/')
		buf_puts(&b, cwd);
	for (const char *p = path; *p;) {
		size_t n = strcspn(p, "/");

		if (n == 0 || (n == 1 && p[0] == '.')) {
			/* empty or "." component */
		} else if (n == 2 && p[0] == '.' && p[1] == '.') {
			while (b.len && b.data[b.len - 1] != '/')
				b.len--;
			if (b.len)
				b.len--;
		} else {
			buf_putc(&b, '/');
			buf_add(&b, p, n);
		}
		p += n + (p[n] == '/');
	}
	if (!b.len)
		buf_putc(&b, '/');
	b.data[b.len] = '\0';
	return b.data;
}

FILE *config_fopen(const char *path)
{
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC);
	struct stat st;

	if (fd < 0)
		return NULL;
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
		close(fd);
		return NULL;
	}
	FILE *f = fdopen(fd, "r");
	if (!f)
		close(fd);
	return f;
}

char *ec_trim(char *s)
{
	while (isspace((unsigned char)*s))
		s++;
	size_t n = strlen(s);
	while (n && isspace((unsigned char)s[n - 1]))
		s[--n] = '\0';
	return s;
}

/*
 * One line of an EditorConfig file, cut up in place: false for a blank
 * line or a comment; else true, with *header set for a "[section]" line,
 * or *name and *value the trimmed sides of "name = value" (or ':'), a
 * comment after white space cut off the value; *name is NULL when the
 * line is neither.  *line is the trimmed line.
 */
static bool ini_line(char **line, bool *header, char **name, char **value)
{
	char *s = ec_trim(*line), *eq = strchr(s, '=');

	*line = s;
	*header = *s == '[';
	*name = *value = NULL;
	if (!*s || *s == '#' || *s == ';')
		return false;
	if (!eq)
		eq = strchr(s, ':');
	if (*header || !eq)
		return true;
	*eq = '\0';
	*name = ec_trim(s);
	for (char *p = eq + 1; *p; p++) {
		if ((*p == '#' || *p == ';') && isspace((unsigned char)p[-1])) {
			*p = '\0';
			break;
		}
	}
	*value = ec_trim(eq + 1);
	return true;
}

void ec_dir_file(Buf *b, const char *dir, size_t n, const char *name)
{
	b->len = 0;
	buf_add(b, dir, n);
	buf_putc(b, '/');
	buf_puts(b, name);
}

void ec_locate(const char *abs, const char *key, const char *value,
	       Buf *where)
{
	Buf file = { 0 };
	char *line = NULL;
	size_t cap = 0;

	for (size_t n = strlen(abs); n > 0;) {
		while (n > 0 && abs[--n] != '/')
			;
		ec_dir_file(&file, abs, n, ".editorconfig");
		FILE *f = config_fopen(file.data);
		bool root = false, preamble = true, header;
		unsigned ln = 0;
		while (f && getline(&line, &cap, f) > 0) {
			char *s = line, *k, *v;

			ln++;
			if (!ini_line(&s, &header, &k, &v) || !k) {
				preamble &= !header;
				continue;
			}
			root |= preamble && !strcasecmp(k, "root") && !strcasecmp(v, "true");
			if (!strcasecmp(k, key) && (!value || !strcasecmp(v, value))) {
				buf_printf(where, "%s:%u", file.data, ln);
				fclose(f);
				goto out;
			}
		}
		if (f)
			fclose(f);
		if (root)
			break;
	}
	buf_puts(where, ".editorconfig");
out:
	free(line);
	buf_free(&file);
}

char *ec_real_absolute(EcCache *cache, const char *cwd, const char *path)
{
	char *abs = settings_absolute(cwd, path), *slash = strrchr(abs, '/'), *real;
	size_t n = (size_t)(slash - abs);
	Buf b = { 0 };

	if (cache && cache->dir && strlen(cache->dir) == n &&
	    !strncmp(cache->dir, abs, n)) {
		real = xstrdup(cache->real);
	} else {
		*slash = '\0';
		real = realpath(n ? abs : "/", NULL);
		*slash = '/';
		if (!real)
			return abs;
		if (cache) {
			free(cache->dir);
			free(cache->real);
			cache->dir = xmalloc(n + 1);
			memcpy(cache->dir, abs, n);
			cache->dir[n] = '\0';
			cache->real = xstrdup(real);
		}
	}
	buf_puts(&b, strcmp(real, "/") ? real : "");
	buf_puts(&b, slash);
	free(real);
	free(abs);
	return b.data;
}

bool apply_editorconfig(Settings *out, const char *abs, Buf *err)
{
	editorconfig_handle h = editorconfig_handle_init();
	int r = editorconfig_parse(abs, h);
	bool ok = true;

	if (r > 0) {
		buf_printf(err, "uniform: %s:%d: malformed EditorConfig file\n",
			   editorconfig_handle_get_err_file(h), r);
		ok = false;
	} else if (r < 0) {
		buf_printf(err, "uniform: %s: EditorConfig: %s\n", abs,
			   editorconfig_get_error_msg(r));
		ok = false;
	}
	int n = ok ? editorconfig_handle_get_name_value_count(h) : 0;
	const char *style = NULL;	/* indent_style, applied last */

	for (int i = 0; i < n; i++) {
		const char *name, *value;

		editorconfig_handle_get_name_value(h, i, &name, &value);
		if (!strcmp(name, "indent_style"))
			style = value;
		if (strncmp(name, "uniform_", 8) && strcmp(name, "tab_width") &&
		    strcmp(name, "max_line_length"))
			continue;
		/*
		 * "unset" takes a key's effect away (the EditorConfig
		 * specification): the value of the layers before stands.
		 */
		if (!strcasecmp(value, "unset"))
			continue;
		const char *why = settings_set(out, name, value);
		if (!why && !strcmp(name, "uniform_comment_style"))
			out->style_from = OR_EDITORCONFIG;
		if (why) {
			Buf where = { 0 }, item = { 0 };
			ec_locate(abs, name, value, &where);
			if (!strcmp(name, "uniform_rules") &&
			    !rule_list_check(value, &item))
				why = item.data;	/* names the item */
			buf_printf(err, "uniform: %s: %s = %s: %s\n", where.data,
				   name, value, why);
			buf_free(&where);
			buf_free(&item);
			ok = false;
		}
	}
	/*
	 * EditorConfig's own indent_style wins over a uniform_indent of the
	 * same files; another value (unset) says nothing.
	 */
	if (style && (!strcasecmp(style, "tab") || !strcasecmp(style, "space"))) {
		out->want[AS_INDENT] = !strcasecmp(style, "tab") ? IW_TABS : IW_SPACES;
		out->indent_style = true;
	}
	editorconfig_handle_destroy(h);
	return ok;
}

/*
 * libeditorconfig (0.12.6 to 0.12.10 at least) matches a file against
 * each section through two stack buffers of 8194 bytes in ec_glob: the
 * pattern (the directory of the .editorconfig, escaped, then the
 * section), copied in unchecked, and the regular expression made of it.
 * A longer one overflows the stack (an abort with _FORTIFY_SOURCE) or
 * silently matches nothing.  A byte of the directory takes at most two
 * bytes in either, a byte of a section at most six ('*' is "[^\/]*").
 */
#define EC_GLOB_ROOM 8194

/*
 * An .editorconfig (a regular file) read for what the lookup needs:
 * whether it says root = true, and the length of its longest section
 * line.  One that cannot be opened is not read by libeditorconfig either.
 */
static void ec_scan(const char *file, bool *root, size_t *longest)
{
	FILE *f = config_fopen(file);
	char *line = NULL;
	size_t cap = 0;
	bool preamble = true, header;

	*root = false;
	*longest = 0;
	while (f && getline(&line, &cap, f) > 0) {
		char *s = line, *k, *v;

		if (!ini_line(&s, &header, &k, &v))
			continue;
		if (header) {
			preamble = false;
			if (strlen(s) > *longest)
				*longest = strlen(s);
		} else if (preamble && k && !strcasecmp(k, "root") &&
			   !strcasecmp(v, "true")) {
			*root = true;
		}
	}
	free(line);
	if (f)
		fclose(f);
}

/*
 * Whether abs[0..n) is the top of a Linux tree: it holds the files
 * MAINTAINERS, Kbuild, Kconfig and Makefile, as every kernel since 2.6
 * does and no directory below its top does.  A tarball or an export has
 * no .git, so without this the top would be wherever uniform runs, and
 * the linux preset's directories would depend on the operand.
 */
static bool linux_top(Buf *file, const char *abs, size_t n)
{
	static const char *const names[] = {
		"MAINTAINERS", "Kbuild", "Kconfig", "Makefile",
	};
	struct stat st;

	for (size_t i = 0; i < sizeof(names) / sizeof(*names); i++) {
		ec_dir_file(file, abs, n, names[i]);
		if (stat(file->data, &st) != 0 || !S_ISREG(st.st_mode))
			return false;
	}
	return true;
}

/*
 * The entry of abs[0..n), a directory, made from what it holds and from
 * up, the entry of the one above it (NULL for "/").  An .editorconfig
 * that is a FIFO, a socket or a device is bad: libeditorconfig opens
 * every one up to "/", and opening a FIFO would block it for ever
 * (reading /dev/zero never ends).  One too deep for libeditorconfig's
 * buffers is bad too.  A directory of that name is skipped.  The top of
 * the tree is the nearest directory with an .editorconfig that says
 * root = true, with a .git (a git work tree) or that is a Linux tree's.
 */
static EcDir ec_probe(const char *abs, size_t n, const EcDir *up)
{
	EcDir d = { NULL, EC_NONE, false, 0, NO_TOP, false };
	struct stat st;
	Buf file = { 0 };
	bool root = false;

	if (up)
		d = *up;
	ec_dir_file(&file, abs, n, ".editorconfig");
	if (stat(file.data, &st) == 0 && !S_ISDIR(st.st_mode)) {
		size_t longest = 0;

		if (S_ISREG(st.st_mode))
			ec_scan(file.data, &root, &longest);
		bool fits = 2 * n + 6 * (longest + 4) < EC_GLOB_ROOM;
		if (!S_ISREG(st.st_mode) || !fits) {
			d.ec = EC_BAD;
			d.too_long = S_ISREG(st.st_mode);
			d.bad = n;
		} else if (d.ec == EC_NONE) {
			d.ec = EC_SOME;
		}
	}
	ec_dir_file(&file, abs, n, ".git");
	if (root || lstat(file.data, &st) == 0) {
		d.top = n;
		d.kernel = false;
	}
	if (linux_top(&file, abs, n)) {
		d.top = n;
		d.kernel = true;
	}
	buf_free(&file);
	return d;
}

static size_t hash(const char *s, size_t n)
{
	size_t h = 14695981039346656037ull;

	while (n--)
		h = (h ^ (unsigned char)*s++) * 1099511628211ull;
	return h;
}

/* The slot of dir[0..n) in the table: its entry, or the empty slot for it. */
static EcDir *ec_slot(const EcCache *c, const char *dir, size_t n)
{
	size_t k = hash(dir, n) & (c->nslots - 1);

	for (; c->slot[k].dir; k = (k + 1) & (c->nslots - 1))
		if (!strncmp(c->slot[k].dir, dir, n) && !c->slot[k].dir[n])
			return &c->slot[k];
	return &c->slot[k];
}

/* Keep d as the entry of dir[0..n), which has none yet. */
static void ec_keep(EcCache *c, const char *dir, size_t n, EcDir d)
{
	if (2 * (c->n + 1) > c->nslots) {
		EcCache old = *c;

		c->nslots = old.nslots ? old.nslots * 2 : 256;
		c->slot = xcalloc(c->nslots, sizeof(*c->slot));
		for (size_t i = 0; i < old.nslots; i++)
			if (old.slot[i].dir)
				*ec_slot(c, old.slot[i].dir, strlen(old.slot[i].dir)) = old.slot[i];
		free(old.slot);
	}
	d.dir = xmalloc(n + 1);
	memcpy(d.dir, dir, n);
	d.dir[n] = '\0';
	*ec_slot(c, dir, n) = d;
	c->n++;
}

EcDir ec_lookup(EcCache *c, const char *abs, size_t n)
{
	const EcDir *e = NULL;
	size_t k = n;

	while (c->nslots && !(e = ec_slot(c, abs, k))->dir) {
		e = NULL;
		if (k == 0)
			break;
		while (abs[--k] != '/')
			;
	}
	EcDir d;
	if (e) {
		d = *e;
	} else {
		d = ec_probe(abs, 0, NULL);	/* "/" */
		ec_keep(c, abs, 0, d);
		k = 0;
	}
	while (k < n) {
		const char *slash = memchr(abs + k + 1, '/', n - k - 1);

		k = slash ? (size_t)(slash - abs) : n;
		d = ec_probe(abs, k, &d);
		ec_keep(c, abs, k, d);
	}
	return d;
}

void ec_bad(const char *abs, const EcDir *d, Buf *err)
{
	Buf file = { 0 };

	ec_dir_file(&file, abs, d->bad, ".editorconfig");
	buf_puts(err, "uniform: ");
	buf_path(err, file.data);
	buf_puts(err, d->too_long ? ": too deep for libeditorconfig to match "
		 "its sections, not read\n" : ": not a regular file, not read\n");
	buf_free(&file);
}
