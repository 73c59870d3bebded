/*
 * imported: the list of paths that hold another project's code or a
 * test's data, which check and fix leave alone.
 *
 * An entry is a path of one or more components, each a shell pattern
 * (fnmatch, no FNM_PATHNAME needed: a component holds no '/').  One that
 * ends in '/' names directories: it matches where consecutive directory
 * components of the path match it, and takes everything below them.  One
 * that does not names files: its last component matches the file's
 * name, the ones before it the directories just above.  TOP entries
 * match from the top of the tree only, the others at any depth.
 *
 * docs/imported.md says where the facts come from: the conventions are
 * those GitHub's linguist records as vendored (its vendor.yml, a list of
 * regular expressions read here as the paths they describe), the
 * libraries are ones C projects are known to copy, and the test data are
 * the directories test suites read as data.
 */
#include "input/imported.h"

#include <fnmatch.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"

/* Where an entry may match. */
enum { ANY, TOP };

typedef struct Entry {
	const char *pattern;
	unsigned char where;
	unsigned char kind;	/* ImportedKind */
} Entry;

static const Entry entries[] = {
	/* The conventions of vendored code (linguist's vendor.yml). */
	{ "[Tt]hird[-_][Pp]arty/", ANY, IMP_VENDORED },
	{ "[Tt]hird[Pp]arty/", ANY, IMP_VENDORED },
	{ "3rd[-_][Pp]arty/", ANY, IMP_VENDORED },
	{ "3rd[Pp]arty/", ANY, IMP_VENDORED },
	{ "[Vv]endor/", ANY, IMP_VENDORED },
	{ "[Vv]endors/", ANY, IMP_VENDORED },
	{ "extern/", ANY, IMP_VENDORED },
	{ "external/", ANY, IMP_VENDORED },
	{ "node_modules/", ANY, IMP_VENDORED },
	{ "bower_components/", ANY, IMP_VENDORED },
	{ "Godeps/_workspace/", ANY, IMP_VENDORED },
	{ "deps/", TOP, IMP_VENDORED },
	{ "[Dd]ependencies/", TOP, IMP_VENDORED },
	{ "Pods/", TOP, IMP_VENDORED },
	{ "Carthage/", TOP, IMP_VENDORED },
	{ "debian/", TOP, IMP_VENDORED },
	/* Libraries C projects copy in, by the names they keep. */
	{ "zlib/", ANY, IMP_VENDORED },
	{ "zlib[-_]*/", ANY, IMP_VENDORED },
	{ "gnulib/", ANY, IMP_VENDORED },
	{ "compat/regex/", ANY, IMP_VENDORED },
	{ "compat/poll/", ANY, IMP_VENDORED },
	{ "compat/fnmatch/", ANY, IMP_VENDORED },
	{ "compat/obstack.[ch]", ANY, IMP_VENDORED },
	{ "compat/inet_ntop.c", ANY, IMP_VENDORED },
	{ "compat/inet_pton.c", ANY, IMP_VENDORED },
	{ "compat/nedmalloc/", ANY, IMP_VENDORED },
	{ "sha1dc/", ANY, IMP_VENDORED },
	{ "sha1collisiondetection/", ANY, IMP_VENDORED },
	{ "lldp/", ANY, IMP_VENDORED },
	{ "sflow.h", ANY, IMP_VENDORED },
	{ "sflow_*.[ch]", ANY, IMP_VENDORED },
	{ "openflow/", ANY, IMP_VENDORED },
	{ "sqlite3.[ch]", ANY, IMP_VENDORED },
	{ "sqlite3ext.h", ANY, IMP_VENDORED },
	{ "miniz.[ch]", ANY, IMP_VENDORED },
	{ "cJSON.[ch]", ANY, IMP_VENDORED },
	{ "stb_*.h", ANY, IMP_VENDORED },
	{ "xxhash.[ch]", ANY, IMP_VENDORED },
	{ "divsufsort.[ch]", ANY, IMP_VENDORED },
	/* Test data: inputs and expected outputs, compared byte for byte. */
	{ "t/t[0-9]*/", TOP, IMP_TEST_DATA },
	{ "testdata/", ANY, IMP_TEST_DATA },
	{ "test[-_]data/", ANY, IMP_TEST_DATA },
	{ "[Tt]ests/data/", ANY, IMP_TEST_DATA },
	{ "[Tt]est/data/", ANY, IMP_TEST_DATA },
	{ "[Ff]ixtures/", ANY, IMP_TEST_DATA },
	{ "__fixtures__/", ANY, IMP_TEST_DATA },
};

/* A component is longer than NAME_MAX bytes: no entry matches it. */
#define COMPONENT_MAX 256

/*
 * Whether the component p[0 .. pn) of an entry matches the component
 * s[0 .. sn) of a path.
 */
static bool component(const char *p, size_t pn, const char *s, size_t sn)
{
	char pat[COMPONENT_MAX], name[COMPONENT_MAX];

	if (pn >= COMPONENT_MAX || sn >= COMPONENT_MAX)
		return false;
	if (!strchr("[*?", *p) && (!sn || *p != *s))
		return false;	/* the usual case: a plain first byte differs */
	memcpy(pat, p, pn);
	pat[pn] = '\0';
	memcpy(name, s, sn);
	name[sn] = '\0';
	return fnmatch(pat, name, 0) == 0;
}

/* Whether pattern matches the path from s on (s begins a component). */
static bool match_at(const char *pattern, const char *s)
{
	for (;;) {
		const char *pe = strchr(pattern, '/');
		const char *se = strchr(s, '/');
		size_t pn = pe ? (size_t)(pe - pattern) : strlen(pattern);
		size_t sn = se ? (size_t)(se - s) : strlen(s);

		if (pe && !se)
			return false;	/* a directory entry against the name */
		if (!pe && se)
			return false;	/* a file entry: the name comes last */
		if (!component(pattern, pn, s, sn))
			return false;
		if (!pe || !pe[1])
			return true;
		pattern = pe + 1;
		s = se + 1;
	}
}

/* Whether entry e names directories: its pattern ends in '/'. */
static bool names_dirs(const Entry *e)
{
	return e->pattern[strlen(e->pattern) - 1] == '/';
}

/*
 * Whether entry e matches rel.  A directory entry may match at any
 * component of rel's directories (TOP: its first); a file entry of k
 * components only at rel's k last ones, which match_at would refuse
 * anywhere else, so it is tried there alone.
 */
static bool entry_matches(const Entry *e, const char *rel)
{
	const char *s = rel;

	while (*s == '/')
		s++;
	if (!names_dirs(e)) {
		const char *at = s + strlen(s);
		size_t k = 1;	/* the entry's components */

		for (const char *p = e->pattern; *p; p++)
			k += *p == '/';
		for (; at > s; at--)	/* back to the start of rel's k last */
			if (at[-1] == '/' && --k == 0)
				break;
		if (k > 1 || (e->where == TOP && at != s))
			return false;	/* fewer components than the entry */
		return match_at(e->pattern, at);
	}
	for (;;) {
		if (match_at(e->pattern, s))
			return true;
		const char *next = strchr(s, '/');

		if (e->where == TOP || !next)
			return false;
		s = next + 1;
	}
}

#define NENTRIES (sizeof(entries) / sizeof(*entries))

/* The first directory entry that matches rel's directories, or NENTRIES. */
static size_t first_dir_entry(const char *rel)
{
	for (size_t i = 0; i < NENTRIES; i++)
		if (names_dirs(&entries[i]) && entry_matches(&entries[i], rel))
			return i;
	return NENTRIES;
}

void imported_memo_free(ImportedMemo *m)
{
	free(m->dir);
	memset(m, 0, sizeof(*m));
}

ImportedKind imported_path(ImportedMemo *memo, const char *rel,
			   const char **pattern)
{
	const char *name = strrchr(rel, '/');
	size_t n = name ? (size_t)(name - rel) + 1 : 0, d;

	/* The directory entries see rel's directories only: once a directory. */
	if (memo && memo->dir && memo->n == n && !memcmp(memo->dir, rel, n)) {
		d = memo->entry;
	} else {
		d = first_dir_entry(rel);
		if (memo) {
			free(memo->dir);
			memo->dir = xmalloc(n + 1);
			memcpy(memo->dir, rel, n);
			memo->dir[n] = '\0';
			memo->n = n;
			memo->entry = d;
		}
	}
	for (size_t i = 0; i < NENTRIES; i++) {
		if (i != d && (i > d || names_dirs(&entries[i]) ||
			       !entry_matches(&entries[i], rel)))
			continue;
		*pattern = entries[i].pattern;
		return (ImportedKind)entries[i].kind;
	}
	*pattern = NULL;
	return IMP_NONE;
}
