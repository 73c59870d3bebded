/*
 * config: the settings of a file, in layers: the defaults, the preset,
 * the .editorconfig files, --select and the command line; later ones
 * win.  --show-settings says which layer set each key.
 */
#include "config/config.h"

#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "config/attr.h"
#include "config/editorconfig.h"
#include "config/preset.h"

bool config_preset(Config *c, const char *name)
{
	for (int i = 0; i <= PR_MAJORITY; i++) {
		if (!strcmp(name, preset_name((Preset)i))) {
			c->preset = (Preset)i;
			c->preset_named = true;
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

void ec_cache_free(EcCache *c)
{
	for (size_t i = 0; i < c->nslots; i++)
		free(c->slot[i].dir);
	free(c->slot);
	free(c->dir);
	free(c->real);
	tree_maint_free(c->maint);
	attr_repo_free(c->attrs);
	imported_memo_free(&c->imported);
	memset(c, 0, sizeof(*c));
}

/*
 * The path of the file abs from the top of its tree (d->top), else from
 * the current directory; a file outside it keeps its absolute path,
 * which no preset's directory matches.
 */
static const char *path_from_top(const Config *c, const char *abs,
				 const EcDir *d)
{
	size_t n = strlen(c->cwd);

	if (d->top != NO_TOP)
		return abs + d->top + 1;
	if (n == 1)
		return abs + 1;
	return !strncmp(abs, c->cwd, n) && abs[n] == '/' ? abs + n + 1 : abs;
}

void config_select(Config *c, const char *list)
{
	size_t n = c->select ? strlen(c->select) : 0;

	c->select = xrealloc(c->select, n + strlen(list) + 2);
	if (n)
		c->select[n++] = ',';
	strcpy(c->select + n, list);
}

/* --select: the rules it names take the place of those in force. */
static void select_rules(const Config *c, Settings *out)
{
	if (!c->select)
		return;
	for (int r = 0; r < R_NRULES; r++)
		out->rule[r] = false;
	rule_list_set(out->rule, c->select, NULL);
}

/*
 * The settings of path after each layer (st[0] the defaults, st[1] the
 * preset, st[2] the .editorconfig files, st[3] the command line), and
 * the preset that applied; config_resolve keeps the last.
 */
static bool resolve_layers(const Config *c, EcCache *cache, const char *path,
			   bool from_top, Settings st[4], Preset *used,
			   const Claim **claims, Buf *err)
{
	/* With no preset named, a Linux tree's top brings the linux preset. */
	bool ok = true, find_top = c->preset != PR_MAJORITY && !from_top;
	EcDir d = { NULL, EC_NONE, false, 0, NO_TOP, false };
	char *abs = NULL, *rel = from_top ? settings_absolute("", path) : NULL;
	Preset p = c->preset;

	if (c->editorconfig || find_top) {
		abs = ec_real_absolute(cache, c->cwd, path);
		d = ec_lookup(cache, abs, (size_t)(strrchr(abs, '/') - abs));
	} else if (from_top && p == PR_NONE && !c->preset_named && c->cwd) {
		/* A path from the top: the tree is the one uniform runs in. */
		size_t n = strlen(c->cwd);

		d = ec_lookup(cache, c->cwd, n == 1 ? 0 : n);
	}
	Settings *out = &st[1];

	settings_default(&st[0]);
	*out = st[0];
	if (p == PR_NONE && !c->preset_named && d.kernel)
		p = PR_LINUX;
	TreeMaint *tm = NULL;

	if (p == PR_LINUX && d.kernel && d.top != NO_TOP && (abs || c->cwd))
		tm = tree_maint(cache, abs ? abs : c->cwd, d.top);
	const char *at = rel ? rel + 1 : find_top ? path_from_top(c, abs, &d) : path;

	apply_preset(p, at, tm, out);
	if (claims) {
		Buf top = { 0 };

		if (abs && d.top != NO_TOP)
			buf_add(&top, abs, d.top);
		buf_puts(&top, "");
		preset_claims(p, abs && d.top != NO_TOP ? top.data : NULL, at, tm,
			      out, claims);
		buf_free(&top);
	}
	if (p != c->preset)
		out->style_from = OR_TREE;
	*used = p;
	st[2] = *out;
	out = &st[2];
	if (abs && d.top != NO_TOP)
		imported_layer(cache, abs, d.top, abs + d.top + 1, out);
	else
		imported_layer(cache, NULL, 0, at, out);
	if (c->editorconfig && d.ec == EC_BAD) {
		ec_bad(abs, &d, err);
		ok = false;
	} else if (c->editorconfig && d.ec == EC_SOME) {
		ok = apply_editorconfig(out, abs, err);
	}
	free(abs);
	free(rel);
	st[3] = *out;
	out = &st[3];
	select_rules(c, out);
	for (size_t i = 0; i < c->n; i++) {
		settings_set(out, c->keys[i], c->values[i]);
		if (!strcmp(c->keys[i], "uniform_comment_style"))
			out->style_from = OR_COMMAND;
		for (int a = 0; a < AS_NASPECT; a++)
			if (aspect_table[a]->key && !strcmp(c->keys[i], aspect_table[a]->key))
				out->asked |= 1u << a;	/* asked now: no file's habit */
	}
	return ok;
}

unsigned config_bound(const Config *c, EcCache *cache, const char *path)
{
	char *abs = ec_real_absolute(cache, c->cwd, path), *home;
	size_t n = (size_t)(strrchr(abs, '/') - abs);
	EcDir d = ec_lookup(cache, abs, n);
	const char *h = getenv("HOME");
	unsigned up = 0;

	home = h && *h == '/' ? settings_absolute("", h) : NULL;
	if (d.top != NO_TOP && d.top > 0 &&
	    !(home && strlen(home) == d.top && !strncmp(abs, home, d.top)))
		for (size_t k = d.top; k < n; k++)
			up += abs[k] == '/';
	free(home);
	free(abs);
	return up;
}

bool config_resolve(const Config *c, EcCache *cache, const char *path,
		    bool from_top, Settings *out, Buf *err)
{
	Settings st[4];
	Preset used;
	bool ok = resolve_layers(c, cache, path, from_top, st, &used, NULL, err);

	*out = st[3];
	return ok;
}

bool config_resolve_at(const Config *c, EcCache *cache, const char *path,
		       bool dir, bool from_top, Settings *out)
{
	Buf err = { 0 }, file = { 0 };

	if (dir)
		buf_printf(&file, "%s/x.c", path);
	else
		buf_puts(&file, path);
	bool ok = config_resolve(c, cache, file.data, from_top, out, &err);

	buf_free(&err);
	buf_free(&file);
	return ok;
}

/* The value of key i in s, as --show-settings prints it, into b. */
static void key_value(size_t i, const Settings *s, Buf *b)
{
	const char *values, *def;
	char num[16];
	const char *name = settings_key(i, s, &values, num, &def);

	b->len = 0;
	if (!strcmp(name, "uniform_rules")) {	/* the rules that are on */
		for (int r = 0; r < R_NRULES; r++)
			if (s->rule[r])
				buf_printf(b, "%s%s", b->len ? "," : "", rule_name((Rule)r));
		if (!b->len)
			buf_puts(b, "none");
		return;
	}
	buf_puts(b, def);
	if (!strcmp(name, "uniform_decl_order") && s->decl_new_only)
		buf_puts(b, " (new code only)");
}

/* The claim behind the value of the key name, of claims (preset_claims). */
static const Claim *claim_of(const char *name, const Claim *const *claims)
{
	if (!strcmp(name, "uniform_comment_style"))
		return claims[AS_NASPECT];
	for (int a = 0; a < AS_NASPECT; a++)
		if (aspect_table[a]->key && !strcmp(aspect_table[a]->key, name))
			return claims[a];
	return NULL;
}

bool config_show(const Config *c, EcCache *cache, const char *path,
		 const Practise *practise, Buf *out, Buf *err)
{
	Settings st[4], done;
	Preset used;
	const Claim *claims[AS_NASPECT + 1];
	bool ok = resolve_layers(c, cache, path, false, st, &used, claims, err);
	Buf v[5] = { { 0 } }, where = { 0 };
	const char *name, *values, *def;
	char num[16];
	char *abs = ec_real_absolute(NULL, c->cwd, path);

	done = st[3];
	if (practise)
		practise->resolve(practise->ctx, path, &done);
	for (size_t i = 0; (name = settings_key(i, &st[0], &values, num, &def)); i++) {
		int from = 0;

		for (int k = 0; k < 4; k++) {
			key_value(i, &st[k], &v[k]);
			if (k && strcmp(v[k].data, v[k - 1].data))
				from = k;
		}
		key_value(i, &done, &v[4]);
		buf_printf(out, "%-30s %s", name, v[3].data);
		if (strcmp(v[4].data, v[3].data))	/* the practice found */
			buf_printf(out, ": %s", v[4].data);
		buf_puts(out, "  (");
		switch (from) {
		case 0:
			buf_puts(out, "default");
			break;
		case 1: {
			const Claim *k = claim_of(name, claims);

			buf_printf(out, "--preset %s%s", preset_name(used),
				   used != c->preset ? " for a Linux tree" : "");
			if (k)
				buf_printf(out, ": %s, %s", strrchr(k->document, '/') + 1,
					   k->heading);
			break;
		}
		case 2:
			where.len = 0;
			if (!strcmp(name, "uniform_vendored") &&
			    st[2].vendored_by != VB_SETTING)
				settings_skip_why(&st[2], &where);
			else if (!strcmp(name, "uniform_indent") && st[2].indent_style)
				ec_locate(abs, "indent_style", NULL, &where);
			else
				ec_locate(abs, name, strcmp(name, "uniform_rules") ?
					  v[2].data : NULL, &where);
			buf_puts(out, where.data);
			break;
		default:
			buf_puts(out, "the command line");
			break;
		}
		buf_puts(out, ")\n");
	}
	for (int k = 0; k < 5; k++)
		buf_free(&v[k]);
	buf_free(&where);
	free(abs);
	return ok;
}

/* The settings of the defaults, the preset and the command line. */
static void command_settings(const Config *c, Settings *s)
{
	settings_default(s);
	apply_preset(c->preset, "", NULL, s);	/* linux-6.10 names one everywhere */
	select_rules(c, s);
	for (size_t i = 0; i < c->n; i++)
		settings_set(s, c->keys[i], c->values[i]);
}

bool config_rules_left(const Config *c)
{
	Settings s;

	command_settings(c, &s);
	for (int r = 0; r < R_NRULES; r++)
		if (s.rule[r])
			return true;
	return false;
}

bool config_may_use_counts(const Config *c)
{
	Settings s;

	command_settings(c, &s);
	return settings_need_counts(&s);
}

void config_free(Config *c)
{
	for (size_t i = 0; i < c->n; i++) {
		free(c->keys[i]);
		free(c->values[i]);
	}
	free(c->keys);
	free(c->values);
	free(c->select);
	free(c->cwd);
	memset(c, 0, sizeof(*c));
}
