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
	NULL,
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

/*
 * The rules operand names (a name, a glob such as "comment-*", "all",
 * or several apart by commas) into pick; false, with a message, when it
 * names none.
 */
static bool named(const char *operand, bool pick[R_NRULES])
{
	Buf why = { 0 };
	bool any = false;

	memset(pick, 0, R_NRULES * sizeof(*pick));
	if (rule_list_set(pick, operand, &why))
		for (int r = 0; r < R_NRULES; r++)
			any |= pick[r];
	if (!any)
		fprintf(stderr, "uniform rule: %s\n", why.len ? why.data :
			"names no rule");
	buf_free(&why);
	return any;
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
	int n = s.noperands ? s.noperands : 1, shown = 0;
	bool (*pick)[R_NRULES] = xmalloc((size_t)n * sizeof(*pick));

	rc = 0;
	for (int i = 0; i < n; i++)	/* every operand that names none is said */
		if (!named(s.noperands ? s.operands[i] : "all", pick[i]))
			rc = 2;
	/* Each operand's rules in the registry's order, operand by operand. */
	for (int i = 0; rc == 0 && i < n; i++) {
		for (int r = 0; r < R_NRULES; r++) {
			Buf b = { 0 };

			if (!pick[i][r])
				continue;
			if (shown++ && !strcmp(format, "markdown"))
				buf_putc(&b, '\n');
			if (!strcmp(format, "man"))
				ruledoc_man(&b, rule_info((Rule)r));
			else
				ruledoc_markdown(&b, rule_info((Rule)r));
			buf_write(&b, stdout);
			buf_free(&b);
		}
	}
	free(pick);
	opt_free(&s);
	return rc;
}
