/*
 * imported: the paths where projects keep code copied from another
 * project, and data their tests compare byte for byte.
 */
#ifndef UNIFORM_IMPORTED_H
#define UNIFORM_IMPORTED_H

#include <stdbool.h>

/* What a path of the list holds. */
typedef enum ImportedKind {
	IMP_NONE,
	IMP_VENDORED,		/* another project's code, copied in */
	IMP_TEST_DATA,		/* a test's input or expected output */
} ImportedKind;

/*
 * Whether rel, a path from the top of its tree with '/' between its
 * components, lies where the list of imported.c keeps imported code or
 * test data; *pattern is then the entry that matched ("third_party/",
 * "compat/regex/"), for the message.
 */
ImportedKind imported_path(const char *rel, const char **pattern);

#endif
