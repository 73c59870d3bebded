/*
 * editorconfig: .editorconfig files read, and what each directory brings.
 */
#ifndef UNIFORM_EDITORCONFIG_H
#define UNIFORM_EDITORCONFIG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "base/buf.h"
#include "config/settings.h"
#include "input/imported.h"

/*
 * What a directory and those above it bring, found once per directory:
 * whether an .editorconfig applies (EC_NONE, EC_SOME, or EC_BAD when
 * one of them must keep libeditorconfig away, see ec_probe), and where
 * the top of the tree is.
 */
enum { EC_NONE, EC_SOME, EC_BAD };
#define NO_TOP ((size_t)-1)

typedef struct EcDir {
	char *dir;		/* absolute, no '/' at the end; "" is "/" */
	unsigned char ec;	/* EC_NONE, EC_SOME or EC_BAD */
	bool too_long;		/* EC_BAD: the path, not the kind of file */
	size_t bad;		/* EC_BAD: the length of the nearest bad one's directory */
	size_t top;		/* the length of the top of the tree, or NO_TOP */
	bool kernel;		/* that top is a Linux tree's (linux_top) */
} EcDir;

typedef struct TreeMaint TreeMaint;	/* a tree's MAINTAINERS: preset.c */

typedef struct AttrRepo AttrRepo;	/* a repository's attributes: attr.c */

/*
 * What each directory brings, looked up once (one per worker thread):
 * whether an .editorconfig applies in it, so that files with none to
 * read cost no parsing, and where the top of its tree is.
 */
typedef struct EcCache {
	EcDir *slot;		/* open addressing, nslots entries */
	size_t nslots, n;
	TreeMaint *maint;	/* of the last Linux tree asked about */
	AttrRepo *attrs;	/* of the last git work tree asked about */
	ImportedMemo imported;	/* of the last directory asked about */
	char *dir, *real;	/* the last directory resolved, and its real path */
} EcCache;

/* path made absolute from cwd and lexically clean ("." and ".." gone). */
char *settings_absolute(const char *cwd, const char *path);
/* Whether path is dir or lies below it, by whole components ("net" holds "net/x.c", not "netfilter"). */
bool path_within(const char *path, const char *dir);
/*
 * path (absolute) from top (absolute, no '/' at its end; "" or "/" for
 * the root): a pointer into path, or NULL when path is not below top.
 */
const char *path_under_top(const char *path, const char *top);
/*
 * Open a settings file for reading if it is a regular file, else NULL:
 * a FIFO or a device in its place must not block or never end.
 */
FILE *config_fopen(const char *path);
/* s with white space cut off both ends, in place. */
char *ec_trim(char *s);
/* dir[0..n) + "/" + name in b, emptied first. */
void ec_dir_file(Buf *b, const char *dir, size_t n, const char *name);
/*
 * The nearest .editorconfig line that sets key to value (any value when
 * value is NULL), as "FILE:LINE", else ".editorconfig"; the directory of
 * abs upwards, stopping at root = true.
 */
void ec_locate(const char *abs, const char *key, const char *value,
	       Buf *where);
/*
 * path made absolute with its directory's symbolic links resolved, so
 * that a link into a tree gets the tree's top, presets and .editorconfig
 * files (a directory that does not exist stays as settings_absolute
 * makes it); the last directory resolved is kept in cache, when there is
 * one, for the files of a directory come one after another.
 */
char *ec_real_absolute(EcCache *cache, const char *cwd, const char *path);
/* Apply the EditorConfig properties of abs; false with a message. */
bool apply_editorconfig(Settings *out, const char *abs, Buf *err);
/*
 * The entry of abs[0..n), a directory: from the nearest one above it
 * that is known, each directory below that is probed once, top down.
 */
EcDir ec_lookup(EcCache *c, const char *abs, size_t n);
/* The message for a file below an .editorconfig that is bad. */
void ec_bad(const char *abs, const EcDir *d, Buf *err);

#endif
