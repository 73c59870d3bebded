/*
 * decl_safe: what decl-order's fix must know of a declaration line
 * before it moves it: which names it reads (through the file's own
 * macros too), whether its initializer has an effect or reads a
 * volatile, and what pins it to its place.
 */
#ifndef UNIFORM_DECL_SAFE_H
#define UNIFORM_DECL_SAFE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/buf.h"
#include "syntax/macro.h"
#include "syntax/token.h"

/* A name, spelled s[0 .. n). */
typedef struct DeclName {
	const char *s;
	size_t n;
} DeclName;

/* One file, and what it defines (made on the first question). */
typedef struct DeclFile {
	const char *buf;
	const Tokens *t;
	bool made;
	MacroLazy *macros;	/* its own (the caller's, shared with the fixes) */
	DeclName *defs;		/* names it defines, sorted */
	size_t ndefs;
	DeclName *vols;		/* names it declares volatile, sorted */
	size_t nvols;
} DeclFile;

/* What pins a line to its place. */
typedef enum DeclPin {
	DP_NONE,
	DP_LABEL,		/* __label__ */
	DP_TYPE,		/* defines a structure, union or enumeration */
	DP_CLEANUP,		/* a variable with a cleanup */
	DP_PLACE,		/* __LINE__ or __COUNTER__ */
	DP_HIDES,		/* a name that may be a macro hiding a call or a name */
	DP_UNSURE,		/* a macro of the file pastes, or is too deep */
} DeclPin;

/* What one line of a run holds, for the fix. */
typedef struct DeclLine {
	size_t start, end;	/* its bytes, without the line break */
	bool init;		/* an initializer */
	bool effect;		/* ... with a call, ++, -- or an assignment */
	DeclName vol;		/* a volatile its initializer reads (n 0: none) */
	DeclPin pin;		/* why it keeps its place */
	DeclName pin_name;	/* the name that pins it (n 0: none) */
	Token *use;		/* the tokens it reads, its macros expanded */
	size_t nuse;
} DeclLine;

/*
 * Read the line of tokens t->v[first .. last] into l (its start and end
 * are the caller's): the tokens it reads (the file's macros expanded),
 * its initializer, and whether it is pinned.  decl_safe_line_free frees l->use.
 */
void decl_safe_line(DeclFile *f, size_t first, size_t last, DeclLine *l);
void decl_safe_line_free(DeclLine *l);
/* Why line l, which is line number line, keeps its place, into why. */
void decl_safe_why(const DeclLine *l, unsigned line, Buf *why);
void decl_safe_free(DeclFile *f);
/* decl_safe_free for mem_hold (buf.h). */
void decl_safe_release(void *f);

#endif
