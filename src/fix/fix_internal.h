/*
 * fix_internal: what the modules of fix share (fix.c's rounds, guard.c's
 * token guard, vet.c's guard of meaning); not for other layers.
 */
#ifndef UNIFORM_FIX_INTERNAL_H
#define UNIFORM_FIX_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>

#include "base/buf.h"
#include "rules/finding.h"
#include "syntax/comment.h"
#include "syntax/token.h"

/* A round's edits (fix.c). */
typedef struct Edits {
	FixEdit *v;		/* by offset */
	size_t n, cap;
} Edits;

/* Put e at index at of es, which stays sorted by offset. */
void fix_edits_insert(Edits *es, const FixEdit *e, size_t at);

/* out = buf with the edits applied, followed by LEX_PAD zero bytes. */
void fix_apply(const char *buf, size_t len, const Edits *es, Buf *out);

/* A text's comments and tokens (guard.c). */
typedef struct Lexed {
	FileComments cs;
	Tokens t;
} Lexed;

void fix_lex_all(const char *buf, size_t len, Lexed *x);
void fix_lexed_free(Lexed *x);

/* Whether e removes what it covers (its text empty or one blank). */
bool fix_removal(const FixEdit *e);

/* Whether token v[i] comes right after a sizeof. */
bool fix_after_sizeof(const Token *v, size_t i);

/*
 * Whether the edit puts a parenthesis where a has blanks or nothing:
 * sizeof's fix ("sizeof x" to "sizeof(x)").
 */
bool fix_paren_added(const char *a, const FixEdit *e);

/*
 * Whether b (blen bytes) is a (alen bytes) with the edits es applied,
 * each one the fixes may make: the same tokens and comments but for
 * them, reordered lines lexing as they did.
 */
bool fix_guard(const char *a, size_t alen, const char *b, size_t blen,
	       const Edits *es);

/* The findings of a round whose fixes the guard refused, and why (vet.c). */
typedef struct Refusals {
	struct {
		size_t finding;	/* index in the round's findings */
		char *why;
	} *v;
	size_t n, cap;
} Refusals;

void fix_refusals_free(Refusals *r);

/* Take the fix from each finding of fs the guard refuses; r says which. */
void fix_vet_findings(const char *buf, size_t len, Findings *fs,
		      Refusals *r);

#endif
