/*
 * settings: what the rules are told, per file: conventions and switches.
 */
#ifndef UNIFORM_SETTINGS_H
#define UNIFORM_SETTINGS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "aspects/aspect.h"
#include "aspects/aspect_brace.h"
#include "aspects/aspect_decl.h"
#include "aspects/aspect_line.h"
#include "aspects/aspect_sizeof.h"
#include "aspects/aspect_spdx.h"
#include "aspects/aspect_star.h"
#include "base/buf.h"

/* The rules, in the registry's order (aspects/registry.h). */
#define RULE_ID(id, ...) R_##id,
typedef enum Rule {
	UNIFORM_RULES(RULE_ID, RULE_ID, REGISTRY_NONE)
	R_NRULES
} Rule;
#undef RULE_ID

/* What the registry knows of a rule. */
typedef struct RuleInfo {
	const char *name;	/* kebab-case, as --rule takes it */
	const char *help;	/* what it reports: --list-rules, SARIF */
	bool on;		/* on by default */
	bool style;		/* not a likely bug: new code only under scope = changes */
	bool fix;		/* uniform fix has a fix for its findings */
	/*
	 * Its documentation, the source of docs/rules.md and of uniform(1)'s
	 * RULES (output/ruledoc.c), in Markdown: paragraphs apart by a blank
	 * line, `code`, and '\*' for a star outside code.
	 */
	const char *settings;	/* the settings it reads, or "none" */
	const char *details;	/* what it reports and leaves alone, in full, or "" */
	const char *why;	/* why it matters */
	const char *example;	/* the arguments of check for the examples */
	const char *wrong;	/* a file that gives a finding of it */
	const char *right;	/* the same file put right */
} RuleInfo;

/* Each rule's descriptor, defined in its own file: rule_comment_open, ... */
#define RULE_EXTERN(id, sym, ...) extern const RuleInfo rule_##sym;
UNIFORM_RULES(RULE_EXTERN, RULE_EXTERN, REGISTRY_NONE)
#undef RULE_EXTERN

/* The rule of each aspect (the registry's A lines). */
extern const Rule aspect_rule[AS_NASPECT];

/* The descriptor of rule r (r < R_NRULES). */
const RuleInfo *rule_info(Rule r);

/* Values of a setting; their names are style_names in settings.c. */
typedef enum CommentStyle {
	ST_CUSTOMARY,		/* slash-star alone on the first line */
	ST_NET,			/* text on the first line */
	ST_MAJORITY,		/* whichever the directory uses more */
	ST_ANY,			/* no opinion: comment-open is off */
} CommentStyle;

/* Values of a setting; their names are generated_names in settings.c. */
typedef enum Generated {
	GEN_SKIP,		/* a file whose opening says so is left alone */
	GEN_CHECK,		/* ... is checked as any other */
} Generated;

/* Values of a setting; their names are scope_names in settings.c. */
typedef enum Scope {
	SC_ALL,			/* report on any line */
	SC_CHANGES,		/* style rules: only in new code (see Settings) */
} Scope;

/* Where a setting was made, for the messages that depend on it. */
typedef enum Origin {
	OR_DEFAULT,		/* nowhere: the default */
	OR_PRESET,		/* --preset */
	OR_TREE,		/* the preset of the tree: a Linux tree's top */
	OR_EDITORCONFIG,	/* an .editorconfig */
	OR_COMMAND,		/* --set on the command line */
} Origin;
/* Values of a setting; their names are return_names in settings.c. */
typedef enum ReturnParens {
	RP_MAJORITY,		/* report it where the file writes return x */
	RP_REMOVE,		/* report return (x) everywhere */
	RP_KEEP,		/* never report return (x) */
} ReturnParens;

/*
 * What decided uniform_vendored: a setting (the default, a preset, an
 * .editorconfig, --set), uniform's list of imported code or of test data
 * (imported.c), or the .gitattributes of a git repository:
 * linguist-vendored, or a file git diffs as binary (-diff, binary).
 */
typedef enum VendoredBy {
	VB_SETTING, VB_PATH, VB_TEST_DATA, VB_ATTR, VB_BINARY,
} VendoredBy;

typedef struct Settings {
	CommentStyle style;	/* uniform_comment_style */
	Origin style_from;	/* ... set where */
	AspectSet asked;	/* aspects whose key the command line set */
	bool rule[R_NRULES];	/* uniform_rules, --rule, --no-rule */
	int tab_width;		/* tab_width, for star alignment */
	bool strict_parens;	/* uniform_redundant_parens = strict */
	int max_ident;		/* uniform_max_identifier_length */
	unsigned usual_ident;	/* long-identifier: longer is unusual in ... */
	const char *usual_dir;	/* ... this directory; 0: not known */
	bool bitwise_habit;	/* bitwise-logical: the directory's habit */
	Generated generated;	/* uniform_generated: skip or check */
	bool vendored;		/* uniform_vendored: imported, left alone */
	/* Not settings: why vendored is what it is, for the messages. */
	unsigned char vendored_by;	/* VendoredBy */
	const char *vendored_entry;	/* VB_PATH, VB_TEST_DATA: imported.c's */
	signed char generated_attr;	/* linguist-generated: -1 unsaid, 0, 1 */
	ReturnParens return_parens;	/* uniform_return_parens */
	Scope scope;		/* uniform_scope */
	bool file_practice;	/* uniform_file_practice */
	/*
	 * decl-order for new code only (--changed, --staged, --patch): the
	 * linux preset's, as both guides ask it of patches, not of old
	 * code; a uniform_decl_order setting of one's own clears it, and
	 * so does uniform_scope = all.
	 */
	bool decl_new_only;
	/*
	 * What each aspect's key asks: an index into its values
	 * (aspect_table[a]->values; line-length has none: max_line).
	 */
	int want[AS_NASPECT];
	/*
	 * The linux presets': a continuation line takes a tab where one
	 * fits, so that 8 spaces or more of its alignment are reported
	 * (checkpatch's "code indent should use tabs where possible");
	 * elsewhere alignment is spaces, as many as it takes (haproxy's
	 * guide: tabs indent, spaces align).
	 */
	bool indent_fill;
	/* Not a setting: spdx resolved from kernel (for the message). */
	bool spdx_kernel;
	bool indent_style;	/* ... the latter, for the message */
	int max_line;		/* max_line_length; 0: off */
	/* Not settings: what decided it under majority, for the message. */
	const char *decl_dir;	/* the directory, NULL: none */
	unsigned long long decl_count, decl_of;	/* its blocks in order, of */
	/* Not a setting: only changed lines are reported (--diff, --patch). */
	bool new_code;
} Settings;

/*
 * Whether a form on n of a file's total places is the file's own practice
 * (uniform_file_practice): 40% of them, the share the comment rules and
 * the aspects' rules both give way to (docs/research/comments.md).
 */
static inline bool settings_practice_share(unsigned long n, unsigned long total)
{
	return 5 * n >= 2 * total;
}

const char *rule_name(Rule r);
/*
 * The rule that name (a word that names none) is a slip of the pen for:
 * at most 2 edits away, or a quarter of it; NULL when none is that near,
 * as another tool's check name is not.
 */
const char *rule_misspelt(const char *name);
/* One sentence on what the rule reports, for SARIF and help. */
const char *rule_help(Rule r);
/*
 * Whether s keeps rule r to new code (--changed, --staged, --patch):
 * every rule about style, not about a likely bug (all but precedence and
 * bitwise-effects), under uniform_scope = changes; decl-order where the
 * linux preset asks it of patches (decl_new_only).
 */
bool rule_new_code_only(const Settings *s, int r);
/* The rule called name, or R_NRULES. */
Rule rule_find(const char *name);
/*
 * Whether list is a uniform_rules value: items separated by commas, each
 * a rule's name, a glob over the names ("comment-*") or "all", after an
 * optional '+' (on) or '-' (off).  If not, why says which item names no
 * rule, and the nearest name when one is near.
 */
bool rule_list_check(const char *list, Buf *why);
/*
 * "-comment-star,+line-comment,comment-open": switch rules off and on;
 * each item is a name, a glob or "all" (so "-all,bitwise-logical" keeps
 * one rule alone).  An item that names no rule ends it: false, with
 * what is wrong with it in why when why is not NULL.
 */
bool rule_list_set(bool rule[R_NRULES], const char *v, Buf *why);
const char *style_name(CommentStyle s);

/*
 * The defaults: each directory's own practice for comments and for
 * the aspects (majority: the linux presets ask for the kernel's
 * variants), every rule on but line-comment, long-identifier,
 * bitwise-effects, unused-suppression and the aspects' (decl-order,
 * brace-function, else, pointer-star, sizeof, spdx, indent,
 * line-length), generated files found by what they say.
 */
void settings_default(Settings *s);
/*
 * Apply one KEY=VALUE (uniform_comment_style, uniform_rules, tab_width,
 * uniform_redundant_parens, uniform_max_identifier_length,
 * uniform_generated, uniform_vendored, uniform_return_parens,
 * uniform_scope, uniform_file_practice, uniform_decl_order,
 * uniform_brace_function, uniform_else, uniform_pointer_star,
 * uniform_sizeof, uniform_spdx, uniform_indent, max_line_length); NULL on
 * success, else what is wrong with it.
 */
const char *settings_set(Settings *s, const char *key, const char *value);
/*
 * The settings keys, in the order settings_set knows them: the i-th
 * key's name, or NULL past the last; *values says what it takes and
 * *def is its default (the defaults of s), in static storage or buf.
 */
const char *settings_key(size_t i, const Settings *s, const char **values,
			 char buf[16], const char **def);
/*
 * Every aspect's key set to the kernel's variant (kernel), or to
 * majority: the directory's practice.
 */
void settings_aspects_want(Settings *s, bool kernel);
/*
 * The aspects whose rule is on with its key set to majority: their
 * places must be counted, and the practice decides what is asked.  The
 * one place that knows which aspects the practice may decide.
 */
AspectSet settings_aspects_majority(const Settings *s);
/* Whether a comment rule is in force. */
bool settings_comment_rules(const Settings *s);
/*
 * Whether the directory's practice decides the comments' forms for a
 * comment rule in force: the forms are counted.
 */
bool settings_comments_majority(const Settings *s);
/*
 * Whether bitwise-logical reads its directory's habit: where the
 * practice decides (no preset names the comment style).
 */
bool settings_bitwise_habit(const Settings *s);
/*
 * Whether checking a file with settings s reads the counting pass's
 * counts: a convention decided by the practice, long-identifier's
 * usual lengths, or bitwise-logical's habit.
 */
bool settings_need_counts(const Settings *s);
/*
 * Whether a file is left alone: generated, by what it says or its
 * .gitattributes (with uniform_generated = skip), or vendored
 * (uniform_vendored = true), as imported code or as test data.
 */
typedef enum Skip {
	SKIP_NONE, SKIP_GENERATED, SKIP_VENDORED, SKIP_TEST_DATA,
	SKIP_AS_IS,		/* a comment asks that the code stay as it is */
} Skip;
/*
 * Whether the file buf[0 .. len) is skipped under s, and why; *line is
 * the line of the comment that says it is generated or imported, else 0.
 */
Skip settings_skip(const Settings *s, const char *buf, size_t len,
		   unsigned *line);
/*
 * Why s leaves a file alone when no line of it says so: "its path
 * matches sha1dc/ on uniform's list of imported code",
 * ".gitattributes gives it linguist-vendored"; nothing for a setting.
 */
void settings_skip_why(const Settings *s, Buf *out);

#endif
