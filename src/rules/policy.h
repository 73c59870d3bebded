/*
 * policy: what one file is checked with: its settings, whether it is
 * left alone, and the practice the rules hold it to; a patch's hunk.
 */
#ifndef UNIFORM_POLICY_H
#define UNIFORM_POLICY_H

#include <stdbool.h>
#include <stddef.h>

#include "base/buf.h"
#include "census/majority.h"
#include "config/settings.h"
#include "input/gitdiff.h"
#include "input/patch.h"
#include "rules/finding.h"

/* What a run's files take their policy from: the same for all of them. */
typedef struct PolicyFrom {
	const Config *config;	/* the command line's settings and preset */
	const Majority *majority;	/* the practice counted, or NULL */
	bool revision;		/* paths are a revision's (--git): from its top */
} PolicyFrom;

/* What one file is checked (or fixed) with. */
typedef struct FilePolicy {
	Settings set;		/* its settings, keys set to majority resolved */
	Convention conv;	/* the comment convention in force */
	Skip skipped;		/* left alone: generated, vendored, ... */
	unsigned said_at;	/* ... as this line of it says (0: its path) */
} FilePolicy;

/*
 * The policy of the file at path, whose text is buf[0 .. len) (len 0
 * for a patch's hunk below the file's first line: the opening comments
 * that mark a file generated are not in it): its settings, then whether
 * it is left alone (p->skipped), then the practice where a key asks for
 * majority.  new_code: only the lines a change adds are reported, and
 * the rules for new code run.  False, with the message in diag, when
 * its settings cannot be read; ec is the worker's cache of .editorconfig
 * files.
 */
bool policy_file(const PolicyFrom *from, EcCache *ec, const char *path,
		 const char *buf, size_t len, bool new_code, FilePolicy *p,
		 Buf *diag);
/*
 * Why the file at path is left alone, a line on diag; for a file named
 * as an operand (named), how to take it.
 */
void policy_tell_skipped(const FilePolicy *p, const char *path, bool named,
			 Buf *diag);
/* Of the findings fs, those on the lines change adds. */
void policy_keep_changed(Findings *fs, const GitChange *change);
/*
 * check --patch: the hunk h checked on its own, as a file, under the
 * policy of its file (nothing counted: a key set to majority asks
 * nothing), the tail of a comment begun above it blanked out and the
 * lexer's warnings about what it leaves open dropped; into fs, its
 * findings on the lines it adds, with the new file's line numbers.
 * False, with the message in diag, when its settings cannot be read.
 */
bool policy_hunk(const Config *config, EcCache *ec, const PatchHunk *h,
		 Findings *fs, Buf *diag);
/*
 * For --show-settings: what a key of s set to majority comes to for the
 * file at path, counted in the Majority ctx (a Practise's resolve).
 */
void policy_practise(void *ctx, const char *path, Settings *s);

#endif
