/*
 * ec_majority: whether an .editorconfig asks check or fix for the
 * majority convention (or long-identifier), so that the practice is
 * counted before the first file is checked.
 */
#include "cli/cli.h"

#include <stdlib.h>
#include <string.h>

#include "config/settings.h"

/*
 * An .editorconfig the walk found.  An operand that is a file comes
 * whatever its name: a C file named on the command line is not read.
 */
static void note_path(void *ctx, char *path, size_t rel)
{
	Buf *b = ctx;
	const char *base = strrchr(path, '/');

	(void)rel;
	if (!strcmp(base ? base + 1 : path, ".editorconfig")) {
		buf_puts(b, path);
		buf_putc(b, '\0');
	}
	free(path);
}

static void drop_message(void *ctx, char *msg, bool error)
{
	(void)ctx;
	(void)error;
	free(msg);
}

/*
 * Whether the file at path mentions the majority convention or
 * long-identifier: both need the counting pass.
 */
bool cli_mentions_majority(const char *path)
{
	FILE *f = config_fopen(path);	/* not a FIFO: it would block */
	char line[1024];
	bool yes = false;

	while (f && !yes && fgets(line, sizeof(line), f))
		yes = strcasestr(line, "majority") || strstr(line, "long-identifier");
	if (f)
		fclose(f);
	return yes;
}

/*
 * Whether an .editorconfig in the directory of path (absolute, or
 * relative to cwd) or above it mentions majority.  *seen is the
 * directory looked at first the time before, which was looked at with
 * all above it: the paths of a long --files-from list come directory
 * by directory, and each .editorconfig is read once, not once a file.
 */
static bool above_mentions_majority(const char *cwd, const char *path,
				    Buf *seen)
{
	Buf dir = { 0 }, first = { 0 }, file = { 0 };
	bool yes = false;

	if (path[0] != '/') {
		buf_puts(&dir, cwd);
		buf_putc(&dir, '/');
	}
	buf_puts(&dir, path);
	const char *last = strrchr(dir.data, '/');
	buf_add(&first, dir.data, (size_t)(last - dir.data));
	for (char *slash; !yes && (slash = strrchr(dir.data, '/'));) {
		size_t n = (size_t)(slash - dir.data);

		*slash = '\0';
		/* The directory is *seen or above it: looked at already. */
		if (seen->len > 0 && seen->len >= n &&
		    !memcmp(seen->data, dir.data, n) &&
		    (seen->len == n || seen->data[n] == '/'))
			break;
		file.len = 0;
		buf_puts(&file, dir.data);
		buf_puts(&file, "/.editorconfig");
		yes = cli_mentions_majority(file.data);
	}
	buf_free(seen);
	*seen = first;
	buf_free(&dir);
	buf_free(&file);
	return yes;
}

/*
 * Whether an .editorconfig that can apply to the files asks for the
 * majority convention, in which case the counting pass must run first:
 * one in the directories above the nops operands ops (then the paths of
 * list), and unless above_only, one in them (found by a walk of its own).
 */
bool cli_editorconfig_majority(char *const *ops, int nops, PathList *list,
			       const char *cwd, bool above_only)
{
	WalkOptions o = { .name = ".editorconfig", .hidden = true };
	Buf found = { 0 }, seen = { 0 };
	WalkSink sink = { note_path, drop_message, &found, NULL, NULL, NULL };
	bool yes = false;
	const char *op;
	size_t k = 0;

	if (list)	/* if it cannot be read, the check's walk says why */
		(void)walk_list_load(list);
	/* The operands, then the list's paths; "." when there are neither. */
	for (int i = 0; !yes; i++) {
		if (i < nops) {
			op = ops[i];
		} else if (list && k < list->paths.len) {
			op = list->paths.data + k;
			k += strlen(op) + 1;
		} else if (i == 0 && !list) {
			op = ".";
		} else {
			break;
		}
		yes = above_mentions_majority(cwd, op, &seen);
		if (!yes && !above_only)
			walk_operand(op, false, &o, &sink);
	}
	for (size_t j = 0; !yes && j < found.len; j += strlen(found.data + j) + 1)
		yes = cli_mentions_majority(found.data + j);
	buf_free(&found);
	buf_free(&seen);
	return yes;
}
