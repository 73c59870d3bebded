/*
 * fuzz_settings: libFuzzer target for the settings reader: --set
 * KEY=VALUE pairs and .editorconfig files.
 *
 * The same input is read twice.  First each line is a KEY=VALUE pair
 * (blanks around both trimmed, as EditorConfig trims them) given to
 * config_add and settings_set, the way --set, --rule and --no-rule reach
 * them.  Then the whole input is written as the .editorconfig of a
 * temporary directory and the settings of a file below it are resolved
 * through libeditorconfig, which also exercises the search for the line
 * of a bad value.  Whatever the input, the settings must stay in range
 * and a refusal must come with a message.
 */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "config/config.h"
#include "config/settings.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void in_range(const Settings *s)
{
	if (s->style > ST_ANY || s->tab_width < 1 || s->tab_width > 64 ||
	    s->generated > GEN_CHECK)
		abort();
}

/* s[0..n) without the blanks around it, as a new string. */
static char *trim(const char *s, size_t n)
{
	while (n && isspace((unsigned char)*s)) {
		s++;
		n--;
	}
	while (n && isspace((unsigned char)s[n - 1]))
		n--;
	char *t = xmalloc(n + 1);
	memcpy(t, s, n);
	t[n] = '\0';
	return t;
}

/* Every line as KEY=VALUE, through config_add and settings_set. */
static void pairs(const char *text, size_t size)
{
	Config c = { 0 };
	Settings s;

	settings_default(&s);
	for (size_t i = 0; i < size;) {
		size_t n = strcspn(text + i, "\n");
		const char *eq = memchr(text + i, '=', n);
		size_t k = eq ? (size_t)(eq - (text + i)) : n;
		char *key = trim(text + i, k);
		char *value = eq ? trim(eq + 1, n - k - 1) : xstrdup("");

		if (!config_add(&c, key, value) != !settings_set(&s, key, value))
			abort();	/* both accept or both refuse */
		in_range(&s);
		config_preset(&c, key);
		free(key);
		free(value);
		i += n + 1;
	}
	config_may_use_counts(&c);
	EcCache cache = { 0 };
	Buf err = { 0 };
	if (!config_resolve(&c, &cache, "net/x.c", "net/x.c", &s, &err))
		abort();	/* no .editorconfig read: nothing can fail */
	in_range(&s);
	ec_cache_free(&cache);
	buf_free(&err);
	config_free(&c);
}

/* A directory of our own, made once: its .editorconfig is the input. */
static const char *scratch(void)
{
	static char dir[] = "/tmp/fuzz_settings.XXXXXX";
	static int made;

	if (!made) {
		if (!mkdtemp(dir))
			abort();
		made = 1;
	}
	return dir;
}

static void editorconfig(const char *text, size_t size)
{
	char file[64];
	Config c = { 0 };
	EcCache cache = { 0 };
	Settings s;
	Buf err = { 0 };

	snprintf(file, sizeof(file), "%s/.editorconfig", scratch());
	FILE *f = fopen(file, "wb");
	if (!f)
		abort();
	fwrite(text, 1, size, f);
	fclose(f);
	c.editorconfig = true;
	c.cwd = xstrdup(scratch());
	bool ok = config_resolve(&c, &cache, "net/x.c", "net/x.c", &s, &err);
	in_range(&s);
	if (!ok && (!err.len || strncmp(err.data, "uniform: ", 9)))
		abort();	/* a refusal says why */
	ec_cache_free(&cache);
	config_free(&c);
	buf_free(&err);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char *text = xmalloc(size + 1);

	memcpy(text, data, size);
	text[size] = '\0';
	pairs(text, strlen(text));
	editorconfig(text, size);
	free(text);
	return 0;
}
