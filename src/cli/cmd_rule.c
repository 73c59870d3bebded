/*
 * cmd_rule: uniform rule, each rule's documentation from the registry:
 * what it reports, its default, settings and fix, why it matters and an
 * example, as docs/rules.md gives it (Markdown) or as uniform(1) does
 * (roff, --format man), for every rule or the ones named.
 */
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "base/opt.h"
#include "cli/cli.h"
#include "config/settings.h"
#include "output/ruledoc.h"

static const OptSpec rule_opts[] = {
	{ O_FORMAT, 0, "format", "FMT", "markdown (default), man; for the docs: aspects-markdown, aspects-man, aspects-keys-man" },
	HELP_OPTS
	{ 0 },
};

static int cmd_rule(int argc, char **argv);

const Command cli_rule = {
	"rule", cmd_rule, rule_opts, "[RULE]...",
	"Explain the rules named, or every rule: what each reports and why.",
};

/* Whether --format names one of its values. */
static bool known_format(const char *format)
{
	static const char *const formats[] = {
		"markdown", "man", "aspects-markdown", "aspects-man",
		"aspects-keys-man",
	};

	for (size_t i = 0; i < sizeof(formats) / sizeof(*formats); i++)
		if (!strcmp(format, formats[i]))
			return true;
	return false;
}

/* The rules named in s's operands, in order, into pick; false: one is none. */
static bool named(const OptState *s, Rule *pick)
{
	bool ok = true;

	for (int i = 0; i < s->noperands; i++) {
		Buf why = { 0 };

		pick[i] = rule_find(s->operands[i]);
		if (pick[i] == R_NRULES && !rule_list_check(s->operands[i], &why)) {
			fprintf(stderr, "uniform rule: %s\n", why.data);
			ok = false;
		}
		buf_free(&why);
	}
	return ok;
}

/* Every aspect's row of docs/aspects.md's table, or entry of ASPECTS. */
static int aspects(const char *format, int noperands)
{
	Buf b = { 0 };

	if (noperands)
		return cli_usage_error("rule", "--format aspects-* names no rule");
	if (!strcmp(format, "markdown"))
		buf_puts(&b, "| aspect | variants | a place is |\n| --- | --- | --- |\n");
	for (int a = 0; a < AS_NASPECT; a++)
		if (!strcmp(format, "man"))
			ruledoc_aspect_man(&b, (AspectId)a);
		else if (!strcmp(format, "keys-man"))
			ruledoc_aspect_key_man(&b, (AspectId)a);
		else
			ruledoc_aspect_row(&b, (AspectId)a);
	buf_write(&b, stdout);
	buf_free(&b);
	return 0;
}

static int cmd_rule(int argc, char **argv)
{
	OptState s;
	const char *arg, *format = "markdown";
	int id, rc = -1;

	opt_init(&s, rule_opts, argc, argv);
	while (rc < 0 && (id = opt_next(&s, &arg)) > 0) {
		if (id == O_HELP)
			rc = cli_help(&cli_rule);
		else if (id == O_VERSION)
			rc = cli_version();
		else if (id == O_FORMAT)
			format = arg;
	}
	if (rc < 0 && id < 0)
		rc = cli_usage_error("rule", s.err);
	if (rc < 0 && !known_format(format))
		rc = cli_usage_error("rule", "--format is markdown, man, "
				     "aspects-markdown, aspects-man or aspects-keys-man");
	if (rc < 0 && !strncmp(format, "aspects-", 8))
		rc = aspects(format + 8, s.noperands);
	if (rc >= 0) {
		opt_free(&s);
		return rc;
	}
	int n = s.noperands ? s.noperands : R_NRULES;
	Rule *pick = xmalloc((size_t)n * sizeof(*pick));

	for (int r = 0; !s.noperands && r < R_NRULES; r++)
		pick[r] = (Rule)r;
	rc = named(&s, pick) ? 0 : 2;
	for (int i = 0; rc == 0 && i < n; i++) {
		Buf b = { 0 };

		if (i && !strcmp(format, "markdown"))
			buf_putc(&b, '\n');
		if (!strcmp(format, "man"))
			ruledoc_man(&b, rule_info(pick[i]));
		else
			ruledoc_markdown(&b, rule_info(pick[i]));
		buf_write(&b, stdout);
		buf_free(&b);
	}
	free(pick);
	opt_free(&s);
	return rc;
}
