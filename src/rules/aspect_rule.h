/*
 * aspect_rule: the rule of each aspect, a descriptor each
 * (aspect_rule_NAME, defined in rules/NAME.c beside its RuleInfo, listed
 * by the registry, aspects/registry.h), and what those rules share: the
 * file as they check it and the findings of a misplaced token.
 */
#ifndef UNIFORM_ASPECT_RULE_H
#define UNIFORM_ASPECT_RULE_H

#include <stdbool.h>

#include "aspects/aspect.h"
#include "census/majority.h"
#include "config/settings.h"
#include "rules/finding.h"
#include "syntax/comment.h"
#include "syntax/macro.h"
#include "syntax/token.h"

/* One file as the aspects' rules see it. */
typedef struct FileHabit FileHabit;	/* check_aspect.c's */
typedef struct AspectCheck {
	const char *buf;
	size_t len;
	const Tokens *t;
	const FileComments *fc;
	const Settings *s;
	Findings *out;
	AspectLines *lines;	/* where the lines of buf start and end */
	MacroLazy *macros;	/* the file's own, for the fixes (macro.h) */
	const FileHabit *habit;	/* its practice: aspect_rule_practised */
} AspectCheck;

/*
 * What the rule of an aspect does.  The key of the aspect set to
 * majority takes the value that names the variant practised, else any
 * (check_aspect.c does that for every aspect); the rest is the rule's.
 */
typedef struct AspectRule {
	/*
	 * Whether s leaves the rule something to report, the rule being on;
	 * NULL: whether the key's value names a variant (not any).
	 */
	bool (*wanted)(const Settings *s);
	/*
	 * After the key is resolved for the file at path, or NULL: why says
	 * where the practice was read when the key was majority, else NULL.
	 */
	void (*settle)(Settings *s, const AspectPractice *why, const char *path);
	/*
	 * A place of variant v at token k (of c->t's code or directives), as
	 * the aspect's classifier reports it: a finding when the settings
	 * want another variant, with its fix when the fix is safe.
	 */
	void (*place)(const AspectCheck *c, AspectVariant v, const Token *k);
	/*
	 * The whole file (f: its blocks), or NULL; after the places, if
	 * the rule takes those too.
	 */
	void (*check)(const AspectCheck *c, const AspectFile *f);
} AspectRule;

#define ASPECT_RULE_EXTERN(id, sym, ...) extern const AspectRule aspect_rule_##sym;
UNIFORM_RULES(REGISTRY_NONE, ASPECT_RULE_EXTERN, REGISTRY_NONE)
#undef ASPECT_RULE_EXTERN

/*
 * Whether the file practises variant v as its own (three places and 40%
 * of its places of the aspect), so that a rule leaves that variant
 * alone; for a check, which runs after the places are counted.
 */
bool aspect_rule_practised(const AspectCheck *c, AspectVariant v);
/* Whether buf[from, to) is spaces and tabs only. */
bool aspect_rule_blanks(const char *buf, size_t from, size_t to);
/* Add a finding of rule r over tokens a .. z of one line. */
void aspect_rule_report(const AspectCheck *c, Rule r, const Token *a,
			const Token *z, const char *msg);
/*
 * Whether code token k lies in an argument that a macro of the file
 * stringifies or pastes: an edit there changes the text the macro makes.
 */
bool aspect_rule_quoted(const AspectCheck *c, const Token *k);
/* The line break of the line that holds buf[at]: "\r\n", "\n" or "\r". */
const char *aspect_rule_line_break(AspectLines *l, size_t at);
/*
 * Report token k with the message msg, as a finding of rule r; with a
 * fix that puts text for the blanks between it and the token before,
 * when they are blanks only and nothing but a line break follows k on
 * its line (fix_after: or not, for an else).
 */
void aspect_rule_misplaced(const AspectCheck *c, const Token *k, Rule r,
			   const char *msg, const char *text, bool fix_after);

#endif
