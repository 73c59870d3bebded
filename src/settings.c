/*
 * settings: rule names, conventions, and the keys that set them.
 *
 * The same keys are read from EditorConfig files, from --set KEY=VALUE
 * and from presets, so that each source of settings is only a way of
 * producing KEY=VALUE pairs in order; later pairs win.
 */
#include "settings.h"

#include <stdlib.h>
#include <string.h>

#include "buf.h"

static const char *const rule_names[R_NRULES] = {
	/* ORDER RULE */
	"comment-open", "comment-close", "comment-star", "line-comment",
};

static const char *const style_names[] = {
	/* ORDER STYLE */
	"customary", "net", "majority", "any",
};

const char *rule_name(Rule r)
{
	return r < R_NRULES ? rule_names[r] : "?";
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
	return "unknown key";
}

static const char *const preset_names[] = {
	/* ORDER PRESET */
	"", "linux", "linux-6.10", "majority",
};

bool config_preset(Config *c, const char *name)
{
	for (int i = 1; i <= P_MAJORITY; i++) {
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

void config_resolve(const Config *c, const char *rel, Settings *out)
{
	settings_default(out);
	switch (c->preset) {
	case P_LINUX_610:
		if (under(rel, "net") || under(rel, "drivers/net"))
			out->style = ST_NET;
		break;
	case P_MAJORITY:
		out->style = ST_MAJORITY;
		break;
	case P_NONE:
	case P_LINUX:
		break;
	}
	for (size_t i = 0; i < c->n; i++)
		settings_set(out, c->keys[i], c->values[i]);
}

bool config_may_use_majority(const Config *c)
{
	if (c->preset == P_MAJORITY)
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
	memset(c, 0, sizeof(*c));
}
