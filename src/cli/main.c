/*
 * main: the uniform command line, a thin layer over the library.
 *
 * The table of commands (each in its cmd_*.c, on what cli.c shares),
 * the top-level --help and --version, uniform help [COMMAND], and the
 * dispatch to a command.
 * Exit status: 0 clean, 2 when a file could not be read or
 * the command line is wrong.
 */
#include <errno.h>
#include <signal.h>
#include <string.h>

#include "base/buf.h"
#include "cli/cli.h"
#include "base/interrupt.h"
#include "base/opt.h"
#include "base/spell.h"
#include "input/gitlib.h"

/* Output that could not be written is an error too (a full disk, EPIPE). */
static int finish(int rc)
{
	gitlib_end();
	if (fflush(stdout) != 0 || ferror(stdout)) {
		interrupt_output_failed();	/* fix | head: end as SIGPIPE would */
		fprintf(stderr, "uniform: error writing output: %s\n", strerror(errno));
		return 2;
	}
	return rc;
}

static int cmd_help(int argc, char **argv);

static const OptSpec help_opts[] = {
	HELP_OPTS
	{ 0 },
};

static const Command cli_help_command = {
	"help", cmd_help, help_opts, "[COMMAND]",
	"Show the help of uniform, or of COMMAND (as COMMAND --help).",
	NULL,
};

/* In the order of the top-level --help. */
static const Command *const commands[] = {
	&cli_census, &cli_check, &cli_fix, &cli_trend, &cli_merge,
	&cli_rule, &cli_init, &cli_lsp, &cli_help_command, NULL,
};

static const OptSpec top_opts[] = {
	HELP_OPTS
	{ 0 },
};

static void usage(FILE *f)
{
	fputs("usage: uniform COMMAND [OPTION]... [PATH]...\n"
	      "       uniform help [COMMAND]\n"
	      "       uniform --help | --version\n\n"
	      "Measure and enforce the consistency of style in C code.\n\n"
	      "Commands:\n", f);
	for (const Command *const *c = commands; *c; c++)
		fprintf(f, "  %-9s %s\n", (*c)->name, (*c)->what);
	fputs("\nOptions:\n", f);
	opt_help(f, top_opts);
	fputs("\nRun 'uniform help COMMAND' for the options of a command.\n", f);
}

/* uniform help [COMMAND]: the help of uniform, or the command's --help. */
static int cmd_help(int argc, char **argv)
{
	OptState s;
	const char *arg;
	int id, rc = -1;

	opt_init(&s, help_opts, argc, argv);
	while (rc < 0 && (id = opt_next(&s, &arg)) > 0)
		rc = id == O_HELP ? cli_help(&cli_help_command) : cli_version();
	if (rc < 0 && id < 0)
		rc = cli_usage_error("help", s.err);
	if (rc < 0 && s.noperands > 1)
		rc = cli_usage_error("help", "one command at most");
	for (const Command *const *c = commands; rc < 0 && s.noperands && *c; c++)
		if (!strcmp(s.operands[0], (*c)->name))
			rc = (*c)->run == cmd_help ? (usage(stdout), 0) : cli_help(*c);
	if (rc < 0 && s.noperands && rule_find(s.operands[0]) != R_NRULES) {
		char *rule_argv[] = { s.operands[0], NULL };

		rc = cli_rule.run(1, rule_argv);	/* help RULE: uniform rule RULE */
	} else if (rc < 0 && s.noperands) {
		fprintf(stderr, "uniform help: unknown command '%s'\n"
			"Try 'uniform --help'.\n", s.operands[0]);
		rc = 2;
	} else if (rc < 0) {
		usage(stdout);
		rc = 0;
	}
	opt_free(&s);
	return rc;
}

int main(int argc, char **argv)
{
	OptState s;
	const char *arg;
	int id = 0;

	/*
	 * A file past the size limit (ulimit -f) is a write error to report,
	 * with the original left as it was, not a signal that kills us.
	 */
	signal(SIGXFSZ, SIG_IGN);
	buf_keep_freed_memory();
	if (argc >= 2 && argv[1][0] != '-') {
		for (const Command *const *c = commands; *c; c++)
			if (!strcmp(argv[1], (*c)->name))
				return finish((*c)->run(argc - 2, argv + 2));
		const char *names[16], *near;
		size_t n = 0;

		for (const Command *const *c = commands; *c && n < 16; c++)
			names[n++] = (*c)->name;
		near = spell_nearest(argv[1], names, n, spell_limit(strlen(argv[1])));
		if (near)
			fprintf(stderr, "uniform: unknown command '%s'; did you mean '%s'?\n",
				argv[1], near);
		else
			fprintf(stderr, "uniform: unknown command '%s'\n", argv[1]);
	} else if (argc >= 2) {
		opt_init(&s, top_opts, argc - 1, argv + 1);
		id = opt_next(&s, &arg);
		if (id < 0)
			fprintf(stderr, "uniform: %s\n", s.err);
		opt_free(&s);
	}
	if (id == O_HELP)
		usage(stdout);
	else if (id == O_VERSION)
		cli_version();
	else
		usage(stderr);
	return id > 0 ? finish(0) : 2;
}
