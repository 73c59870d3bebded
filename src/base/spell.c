/*
 * spell: edit distances between short names, case folded, so that
 * COMMENT-OPEN is one step from comment-open's suggestion, not twelve.
 */
#include "base/spell.h"

#include <ctype.h>
#include <stdint.h>
#include <string.h>

size_t spell_distance(const char *a, const char *b)
{
	size_t la = strlen(a), lb = strlen(b), d[64][64];

	if (la >= 64 || lb >= 64)
		return SIZE_MAX;
	for (size_t i = 0; i <= la; i++)
		d[i][0] = i;
	for (size_t j = 0; j <= lb; j++)
		d[0][j] = j;
	for (size_t i = 1; i <= la; i++) {
		for (size_t j = 1; j <= lb; j++) {
			int x = tolower((unsigned char)a[i - 1]);
			int y = tolower((unsigned char)b[j - 1]);
			size_t best = d[i - 1][j - 1] + (x != y);

			if (d[i - 1][j] + 1 < best)
				best = d[i - 1][j] + 1;
			if (d[i][j - 1] + 1 < best)
				best = d[i][j - 1] + 1;
			if (i > 1 && j > 1 && x == tolower((unsigned char)b[j - 2]) &&
			    tolower((unsigned char)a[i - 2]) == y && d[i - 2][j - 2] + 1 < best)
				best = d[i - 2][j - 2] + 1;
			d[i][j] = best;
		}
	}
	return d[la][lb];
}

const char *spell_nearest(const char *word, const char *const *names,
			  size_t n, size_t limit)
{
	const char *best = NULL;
	size_t least = limit + 1;

	for (size_t i = 0; i < n; i++) {
		size_t d = names[i] ? spell_distance(word, names[i]) : SIZE_MAX;

		if (d < least) {
			least = d;
			best = names[i];
		}
	}
	return best;
}
