/*
 * settings: rule names, conventions, and the keys that set them.
 *
 * The same keys are read from EditorConfig files, from --set KEY=VALUE
 * and from presets, so that each source of settings is only a way of
 * producing KEY=VALUE pairs in order; later pairs win.  EditorConfig
 * files are read with libeditorconfig, so sections, globs, "root" and
 * precedence behave exactly as they do for editors.  The library does
 * not say which line a property came from; for a bad value the nearest
 * .editorconfig line that sets it is found by reading the files again.
 */
#include "settings.h"

#include <ctype.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include <editorconfig/editorconfig.h>

#include "buf.h"

static const char *const rule_names[R_NRULES] = {
	/* ORDER RULE */
	"comment-open", "comment-close", "comment-star", "line-comment",
	"bitwise-logical", "precedence", "redundant-parens", "long-identifier",
};

static const char *const rule_helps[R_NRULES] = {
	/* ORDER RULE */
	"A multi-line block comment whose opening line does not follow the "
	"convention in force: customary puts '/*' alone on the first line, "
	"net starts the text there. Kernel-doc and banner comments are exempt.",
	"A multi-line block comment whose '*/' shares its line with text; "
	"the closer goes alone on the last line.",
	"A continuation line of a multi-line block comment that does not begin "
	"with '*' after its indentation, or whose '*' is not under the '*' of "
	"the opening '/*'.",
	"A '//' comment where the settings ask for block comments.",
	"A bitwise '|' or '&' in a boolean context (a condition, an operand of "
	"'!', '&&', '||' or of '?') with a boolean operand, where '||' or '&&' "
	"was probably meant.",
	"A comparison written without parentheses as an operand of '&', '|' or "
	"'^' (a & b == c reads as a & (b == c)), or '!' applied to the left "
	"operand of '&' or '|' (!a & b reads as (!a) & b).",
	"Parentheses that change nothing: around a name, literal, member "
	"access, call or subscript that is an operand of a binary operator, "
	"doubled parentheses, and return (x); with uniform_redundant_parens = "
	"strict also around a comparison that is an operand of '&&' or '||'.",
	"A declared name (variable, field, function, parameter, macro, typedef, "
	"tag, enumerator) longer than uniform_max_identifier_length, reported "
	"where it is declared.",
};

static const char *const style_names[] = {
	/* ORDER STYLE */
	"customary", "net", "majority", "any",
};

const char *rule_name(Rule r)
{
	return r < R_NRULES ? rule_names[r] : "?";
}

const char *rule_help(Rule r)
{
	return r < R_NRULES ? rule_helps[r] : "";
}

Rule rule_find(const char *name)
{
	for (int r = 0; r < R_NRULES; r++)
		if (!strcmp(rule_names[r], name))
			return (Rule)r;
	return R_NRULES;
}

const char *style_name(CommentStyle s)
{
	return style_names[s];
}

void settings_default(Settings *s)
{
	s->style = ST_CUSTOMARY;
	for (int r = 0; r < R_NRULES; r++)
		s->rule[r] = r != R_LINE_COMMENT;
	s->tab_width = 8;
	s->strict_parens = false;
	s->max_ident = 24;
}

/* "-comment-star,+line-comment,comment-open": switch rules off and on. */
static const char *set_rules(Settings *s, const char *v)
{
	while (*v) {
		size_t n = strcspn(v, ", \t");
		bool on = true;
		char name[64];

		if (n && (v[0] == '+' || v[0] == '-')) {
			on = v[0] == '+';
			v++;
			n--;
		}
		if (n) {
			if (n >= sizeof(name))
				return "unknown rule";
			memcpy(name, v, n);
			name[n] = '\0';
			Rule r = rule_find(name);
			if (r == R_NRULES)
				return "unknown rule";
			s->rule[r] = on;
		}
		v += n;
		v += strspn(v, ", \t");
	}
	return NULL;
}

const char *settings_set(Settings *s, const char *key, const char *value)
{
	if (!strcmp(key, "uniform_comment_style")) {
		for (int i = 0; i <= ST_ANY; i++) {
			if (!strcmp(value, style_names[i])) {
				s->style = (CommentStyle)i;
				return NULL;
			}
		}
		return "uniform_comment_style is customary, net, majority or any";
	}
	if (!strcmp(key, "uniform_rules"))
		return set_rules(s, value) ? "uniform_rules names an unknown rule" : NULL;
	if (!strcmp(key, "tab_width")) {
		char *end;
		long w = strtol(value, &end, 10);
		if (end == value || *end || w < 1 || w > 64)
			return "tab_width is a number from 1 to 64";
		s->tab_width = (int)w;
		return NULL;
	}
	if (!strcmp(key, "uniform_redundant_parens")) {
		if (strcmp(value, "basic") && strcmp(value, "strict"))
			return "uniform_redundant_parens is basic or strict";
		s->strict_parens = !strcmp(value, "strict");
		return NULL;
	}
	if (!strcmp(key, "uniform_max_identifier_length")) {
		char *end;
		long w = strtol(value, &end, 10);
		if (end == value || *end || w < 1 || w > 4096)
			return "uniform_max_identifier_length is a number from 1 to 4096";
		s->max_ident = (int)w;
		return NULL;
	}
	return "unknown key";
}

const char *settings_key(size_t i, const Settings *s, const char **values,
			 char buf[16], const char **def)
{
	switch (i) {
	case 0:
		*values = "customary, net, majority or any";
		*def = style_names[s->style];
		return "uniform_comment_style";
	case 1:
		*values = "rule names, comma-separated: NAME or +NAME turns one on, -NAME off";
		*def = "every rule but line-comment";
		return "uniform_rules";
	case 2:
		*values = "a number from 1 to 64";
		snprintf(buf, 16, "%d", s->tab_width);
		*def = buf;
		return "tab_width";
	case 3:
		*values = "basic or strict";
		*def = s->strict_parens ? "strict" : "basic";
		return "uniform_redundant_parens";
	case 4:
		*values = "a number from 1 to 4096";
		snprintf(buf, 16, "%d", s->max_ident);
		*def = buf;
		return "uniform_max_identifier_length";
	default:
		return NULL;
	}
}

static const char *const preset_names[] = {
	/* ORDER PRESET */
	"", "linux", "linux-6.10", "majority",
};

bool config_preset(Config *c, const char *name)
{
	for (int i = 1; i <= PR_MAJORITY; i++) {
		if (!strcmp(name, preset_names[i])) {
			c->preset = (Preset)i;
			return true;
		}
	}
	return false;
}

const char *config_add(Config *c, const char *key, const char *value)
{
	Settings scratch;

	settings_default(&scratch);
	const char *err = settings_set(&scratch, key, value);
	if (err)
		return err;
	c->keys = xrealloc(c->keys, (c->n + 1) * sizeof(*c->keys));
	c->values = xrealloc(c->values, (c->n + 1) * sizeof(*c->values));
	c->keys[c->n] = xstrdup(key);
	c->values[c->n] = xstrdup(value);
	c->n++;
	return NULL;
}

/* Whether rel lies under dir, by whole path components. */
static bool under(const char *rel, const char *dir)
{
	size_t n = strlen(dir);

	return !strncmp(rel, dir, n) && rel[n] == '/';
}

/* path made absolute and lexically clean, as libeditorconfig wants it. */
static char *absolute(const char *cwd, const char *path)
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

/* Trimmed copy of s[0..n). */
static void trimmed(char *out, size_t size, const char *s, size_t n)
{
	while (n && isspace((unsigned char)*s)) {
		s++;
		n--;
	}
	while (n && isspace((unsigned char)s[n - 1]))
		n--;
	if (n >= size)
		n = size - 1;
	memcpy(out, s, n);
	out[n] = '\0';
}

/*
 * The nearest .editorconfig line that sets key to value, as
 * "FILE:LINE"; the directory of abs upwards, stopping at root = true.
 */
static void locate(const char *abs, const char *key, const char *value,
		   Buf *where)
{
	char *dir = xstrdup(abs);
	char *slash;

	while ((slash = strrchr(dir, '/'))) {
		*slash = '\0';
		char file[4096], line[1024], k[256], v[256];
		snprintf(file, sizeof(file), "%s/.editorconfig", dir);
		FILE *f = config_fopen(file);
		bool root = false;
		unsigned ln = 0;
		while (f && fgets(line, sizeof(line), f)) {
			ln++;
			char *eq = strpbrk(line, "=:");
			if (!eq || line[0] == '[' || line[0] == '#' || line[0] == ';')
				continue;
			trimmed(k, sizeof(k), line, (size_t)(eq - line));
			trimmed(v, sizeof(v), eq + 1, strlen(eq + 1));
			if (!strcasecmp(k, "root") && !strcasecmp(v, "true"))
				root = true;
			if (!strcasecmp(k, key) && !strcasecmp(v, value)) {
				buf_printf(where, "%s:%u", file, ln);
				fclose(f);
				free(dir);
				return;
			}
		}
		if (f)
			fclose(f);
		if (root)
			break;
	}
	buf_puts(where, ".editorconfig");
	free(dir);
}

/* Apply the EditorConfig properties of abs; false with a message. */
static bool apply_editorconfig(Settings *out, const char *abs, Buf *err)
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
	for (int i = 0; i < n; i++) {
		const char *name, *value;

		editorconfig_handle_get_name_value(h, i, &name, &value);
		if (strncmp(name, "uniform_", 8) && strcmp(name, "tab_width"))
			continue;
		const char *why = settings_set(out, name, value);
		if (why) {
			Buf where = { 0 };
			locate(abs, name, value, &where);
			buf_printf(err, "uniform: %s: %s = %s: %s\n", where.data,
				   name, value, why);
			buf_free(&where);
			ok = false;
		}
	}
	editorconfig_handle_destroy(h);
	return ok;
}

static size_t hash(const char *s, size_t n)
{
	size_t h = 14695981039346656037ull;

	while (n--)
		h = (h ^ (unsigned char)*s++) * 1099511628211ull;
	return h;
}

static unsigned char *ec_slot(EcCache *c, const char *dir, size_t n)
{
	if (2 * (c->n + 1) > c->nslots) {
		EcCache old = *c;

		c->nslots = old.nslots ? old.nslots * 2 : 256;
		c->dir = xcalloc(c->nslots, sizeof(*c->dir));
		c->has = xcalloc(c->nslots, 1);
		for (size_t i = 0; i < old.nslots; i++) {
			if (!old.dir[i])
				continue;
			size_t k = hash(old.dir[i], strlen(old.dir[i])) & (c->nslots - 1);
			while (c->dir[k])
				k = (k + 1) & (c->nslots - 1);
			c->dir[k] = old.dir[i];
			c->has[k] = old.has[i];
		}
		free(old.dir);
		free(old.has);
	}
	size_t k = hash(dir, n) & (c->nslots - 1);
	for (; c->dir[k]; k = (k + 1) & (c->nslots - 1))
		if (!strncmp(c->dir[k], dir, n) && !c->dir[k][n])
			return &c->has[k];
	c->dir[k] = xmalloc(n + 1);
	memcpy(c->dir[k], dir, n);
	c->dir[k][n] = '\0';
	c->has[k] = 2;	/* not known yet */
	c->n++;
	return &c->has[k];
}

/*
 * Whether abs[0..n), a directory, or one above it has an .editorconfig:
 * 0 no, 1 yes, EC_BAD when one of them is a FIFO, a socket or a device.
 * libeditorconfig opens every one up to the root, and opening a FIFO
 * would block it for ever (reading /dev/zero never ends), so such a one
 * must keep the library away.  A directory of that name it skips.
 */
#define EC_BAD 3

static unsigned char ec_applies(EcCache *c, const char *abs, size_t n)
{
	unsigned char *has = ec_slot(c, abs, n);
	struct stat st;

	if (*has != 2)
		return *has;
	char file[4096];
	snprintf(file, sizeof(file), "%.*s/.editorconfig", (int)n, abs);
	unsigned char own = stat(file, &st) != 0 || S_ISDIR(st.st_mode) ? 0
			  : S_ISREG(st.st_mode) ? 1 : EC_BAD;
	unsigned char up = 0;
	if (n > 0) {
		size_t k = n;
		while (k > 0 && abs[k - 1] != '/')
			k--;
		up = ec_applies(c, abs, k ? k - 1 : 0);
	}
	unsigned char v = own == EC_BAD || up == EC_BAD ? EC_BAD : own || up;
	/* The table may have moved: look the slot up again. */
	*ec_slot(c, abs, n) = v;
	return v;
}

/* The message for a file below an .editorconfig that is not regular. */
static void ec_bad(const char *abs, Buf *err)
{
	char *dir = xstrdup(abs);
	char *slash;
	struct stat st;

	while ((slash = strrchr(dir, '/'))) {
		*slash = '\0';
		char file[4096];
		snprintf(file, sizeof(file), "%s/.editorconfig", dir);
		if (stat(file, &st) == 0 && !S_ISREG(st.st_mode) &&
		    !S_ISDIR(st.st_mode)) {
			buf_puts(err, "uniform: ");
			buf_path(err, file);
			buf_puts(err, ": not a regular file, not read\n");
			break;
		}
	}
	free(dir);
}

void ec_cache_free(EcCache *c)
{
	for (size_t i = 0; i < c->nslots; i++)
		free(c->dir[i]);
	free(c->dir);
	free(c->has);
	memset(c, 0, sizeof(*c));
}

bool config_resolve(const Config *c, EcCache *cache, const char *path,
		    const char *rel, Settings *out, Buf *err)
{
	bool ok = true;

	settings_default(out);
	if (c->preset == PR_LINUX || c->preset == PR_LINUX_610)
		out->rule[R_LONG_IDENTIFIER] = false;	/* the kernel sets no limit */
	switch (c->preset) {
	case PR_LINUX_610:
		if (under(rel, "net") || under(rel, "drivers/net"))
			out->style = ST_NET;
		break;
	case PR_MAJORITY:
		out->style = ST_MAJORITY;
		break;
	case PR_NONE:
	case PR_LINUX:
		break;
	}
	if (c->editorconfig) {
		char *abs = absolute(c->cwd, path);
		const char *slash = strrchr(abs, '/');
		unsigned char ec = ec_applies(cache, abs, (size_t)(slash - abs));
		if (ec == EC_BAD) {
			ec_bad(abs, err);
			ok = false;
		} else if (ec) {
			ok = apply_editorconfig(out, abs, err);
		}
		free(abs);
	}
	for (size_t i = 0; i < c->n; i++)
		settings_set(out, c->keys[i], c->values[i]);
	return ok;
}

bool config_may_use_majority(const Config *c)
{
	if (c->preset == PR_MAJORITY)
		return true;
	for (size_t i = 0; i < c->n; i++)
		if (!strcmp(c->values[i], "majority"))
			return true;
	return false;
}

void config_free(Config *c)
{
	for (size_t i = 0; i < c->n; i++) {
		free(c->keys[i]);
		free(c->values[i]);
	}
	free(c->keys);
	free(c->values);
	free(c->cwd);
	memset(c, 0, sizeof(*c));
}
