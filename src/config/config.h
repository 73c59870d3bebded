/*
 * config: the settings of a file, from the defaults to the command line.
 */
#ifndef UNIFORM_CONFIG_H
#define UNIFORM_CONFIG_H

#include <stdbool.h>
#include <stddef.h>

#include "base/buf.h"
#include "config/editorconfig.h"
#include "config/preset.h"
#include "config/settings.h"

/* Where settings come from, in the order they apply; later ones win. */
typedef struct Config {
	Preset preset;		/* --preset */
	bool preset_named;	/* --preset given, "none" too: no tree's own */
	char *select;		/* --select: the rules alone on, or NULL */
	char **keys, **values;	/* --set, --rule, --no-rule, in order */
	size_t n;
	bool editorconfig;	/* read .editorconfig files */
	char *cwd;		/* to make paths absolute for them */
} Config;

/*
 * Whether a rule can be on after c's command line: false when --select
 * named rules that --no-rule (or --set uniform_rules) then took back,
 * which no .editorconfig can undo.
 */
bool config_rules_left(const Config *c);
/* Set the preset called name; false if there is none. */
bool config_preset(Config *c, const char *name);
/*
 * --select LIST (a checked uniform_rules value): after the preset and
 * the .editorconfig files, the rules of every --select alone are on;
 * the pairs of config_add apply after them.
 */
void config_select(Config *c, const char *list);
/* Add KEY=VALUE after checking it; NULL or what is wrong with it. */
const char *config_add(Config *c, const char *key, const char *value);
/* Free what cache holds: its directories, MAINTAINERS and repository. */
void ec_cache_free(EcCache *c);
/*
 * The settings for one file: defaults, then the preset, then its
 * EditorConfig properties, then --select, then the rest of the command
 * line in order.  path is the file's
 * path as printed.  The preset matches its directories against the path
 * from the top of the tree, whatever the operand was: with from_top set
 * path is that already (a path in a git revision or in a patch), else
 * the top is the nearest directory above the file with an .editorconfig
 * that says root = true, with a .git or that is the top of a Linux tree
 * (MAINTAINERS, Kbuild, Kconfig and Makefile), else the current
 * directory.  With no --preset, a file in a Linux tree gets the linux
 * preset, as the tree's own (OR_TREE); --preset none says no preset.
 * False, with a message "FILE:LINE: ..." in err, when an EditorConfig
 * file is malformed or sets a bad value.
 */
bool config_resolve(const Config *c, EcCache *cache, const char *path,
		    bool from_top, Settings *out, Buf *err);
/*
 * config_resolve for a C file at path, or for one in the directory path
 * (dir), without the messages: false when the settings cannot be read.
 */
bool config_resolve_at(const Config *c, EcCache *cache, const char *path,
		       bool dir, bool from_top, Settings *out);
/*
 * How many directories above the file at path (as printed) the top of
 * its project is, as config_resolve finds it (its real path's: a .git, a
 * root .editorconfig, a Linux tree's top), for the practice that decides
 * for it: 0, its own directory, when there is none, or when the top is
 * "/" or the home directory, whose subtrees are no project.
 */
unsigned config_bound(const Config *c, EcCache *cache, const char *path);
/* What a key set to majority comes to for a file: its directory's practice. */
typedef struct Practise {
	void (*resolve)(void *ctx, const char *path, Settings *s);
	void *ctx;
} Practise;

/*
 * --show-settings: every key in force for the file path, its value and
 * where it came from ("default", "--preset NAME", "FILE:LINE" of an
 * .editorconfig, "the command line"), a line each, into out; a key set
 * to majority says what practise (when not NULL) makes of it ("majority:
 * spaces").  False, with the message in err, as config_resolve.
 */
bool config_show(const Config *c, EcCache *cache, const char *path,
		 const Practise *practise, Buf *out, Buf *err);
/*
 * Whether a file checked with the defaults, the preset and the command
 * line (.editorconfig files aside) reads the counting pass's counts
 * (settings_need_counts): the majority convention, long-identifier's
 * usual lengths, bitwise-logical's habit.
 */
bool config_may_use_counts(const Config *c);
void config_free(Config *c);

#endif
