/*
 * spell: the nearest of a list of names to a misspelt one, for the
 * "did you mean" of an unknown option, command, key or rule.
 */
#ifndef UNIFORM_SPELL_H
#define UNIFORM_SPELL_H

#include <stddef.h>

/*
 * The edit distance from a to b, case folded, a transposition counting
 * as one edit (optimal string alignment); SIZE_MAX when either is 64
 * bytes long or more.
 */
size_t spell_distance(const char *a, const char *b);

/*
 * Of the n names (NULL ones passed over), the nearest to word, when it
 * differs in at most limit edits; NULL when none does.  Ties: the first.
 */
const char *spell_nearest(const char *word, const char *const *names,
			  size_t n, size_t limit);

/* The edits a word of len bytes may be from a name: a quarter, two at least. */
static inline size_t spell_limit(size_t len)
{
	return len / 4 > 2 ? len / 4 : 2;
}

#endif
