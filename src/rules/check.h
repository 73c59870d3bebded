/*
 * check: one file through lex, the rules and the suppressions.
 */
#ifndef UNIFORM_CHECK_H
#define UNIFORM_CHECK_H

#include <stdbool.h>

#include "aspects/aspect.h"
#include "base/buf.h"
#include "syntax/comment.h"
#include "config/convention.h"
#include "rules/finding.h"
#include "config/settings.h"
#include "syntax/token.h"

/*
 * What one thread keeps from file to file: the arrays of a large file
 * (a register header's tokens are 80 MB) are allocated once, not mapped
 * and faulted in again for every file.  Zero it before its first use.
 */
typedef struct CheckMem {
	FileComments comments;
	Tokens tokens;
	Buf text;
	Findings findings;	/* for the caller: see findings_clear */
	AspectBlocks blocks;	/* the aspects' rules: braces that open blocks */
	bool parse_all;		/* for tests: step over no statement (ExprHooks) */
} CheckMem;

/*
 * The findings of every enabled rule on buf, suppressions applied,
 * sorted by position.  conv is the comment convention in force (see
 * check_comments); warnings about unterminated constructs go to diag
 * as "path:line:col: warning: ...".  mem is scratch space kept from
 * call to call, or NULL for none.  Whether a file is checked at all,
 * and with what settings, is policy_file's.
 */
void check_buffer(const char *buf, size_t len, const char *path,
		  const Settings *s, const Convention *conv, Findings *out,
		  Buf *diag, CheckMem *mem);
void check_mem_free(CheckMem *mem);

#endif
