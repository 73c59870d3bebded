/*
 * imported: the paths where projects keep code copied from another
 * project, and data their tests compare byte for byte.
 */
#ifndef UNIFORM_IMPORTED_H
#define UNIFORM_IMPORTED_H

#include <stdbool.h>
#include <stddef.h>

/* What a path of the list holds. */
typedef enum ImportedKind {
	IMP_NONE,
	IMP_VENDORED,		/* another project's code, copied in */
	IMP_TEST_DATA,		/* a test's input or expected output */
} ImportedKind;

/*
 * What imported_path keeps of the last directory it was asked about:
 * the files of a directory come one after another, and the entries that
 * name directories match them all alike.
 */
typedef struct ImportedMemo {
	char *dir;		/* rel up to its last '/', NULL: none yet */
	size_t n;		/* its length */
	size_t entry;		/* the first directory entry it matches, or past them all */
} ImportedMemo;

/*
 * Whether rel, a path from the top of its tree with '/' between its
 * components, lies where the list of imported.c keeps imported code or
 * test data; *pattern is then the entry that matched ("third_party/",
 * "compat/regex/"), for the message.  memo, when not NULL, is kept from
 * one call to the next (one a thread).
 */
ImportedKind imported_path(ImportedMemo *memo, const char *rel,
			   const char **pattern);
void imported_memo_free(ImportedMemo *m);

#endif
