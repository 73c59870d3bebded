/*
 * names: how long the names a file declares are, for the relative limit
 * of long-identifier.
 */
#ifndef UNIFORM_NAMES_H
#define UNIFORM_NAMES_H

#include <stddef.h>
#include <stdint.h>

/* Lengths counted one by one; longer names count as NAMES_BINS - 1. */
#define NAMES_BINS 256

/*
 * Add the length of each name declared in buf[0 .. len) (where
 * long-identifier would look: variables, fields, functions, parameters,
 * macros, typedefs, tags, enumerators) to hist.
 */
void names_count(const char *buf, size_t len, uint32_t hist[NAMES_BINS]);

#endif
