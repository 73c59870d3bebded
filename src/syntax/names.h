/*
 * names: the names a file declares: how long they are, for the relative
 * limit of long-identifier, and which tokens declare them, for the
 * rules that must know a variable from a type.
 */
#ifndef UNIFORM_NAMES_H
#define UNIFORM_NAMES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "syntax/expr.h"
#include "syntax/token.h"

/* Lengths counted one by one; longer names count as NAMES_BINS - 1. */
#define NAMES_BINS 256

/*
 * Add the length of each name declared in buf[0 .. len) (where
 * long-identifier would look: variables, fields, functions, parameters,
 * macros, typedefs, tags, enumerators) to hist.
 */
void names_count(const char *buf, size_t len, uint32_t hist[NAMES_BINS]);

/* A declared name: its token, in the code or in a #define body. */
typedef struct Declared {
	uint32_t tok;		/* index into Tokens.v, or .pp when in_define */
	uint8_t kind;		/* DeclKind */
	bool in_define;
} Declared;

typedef struct DeclaredNames {
	Declared *v;
	size_t n, cap;
} DeclaredNames;

/*
 * Every name the tokens t of buf declare, in the order of the parse
 * (the code's, then each #define body's), appended to out; a
 * declaration the parser takes back takes its names back with it.
 * out->v is the caller's to free (and to hold, see buf.h).
 */
void names_declared(const char *buf, const Tokens *t, DeclaredNames *out);

/*
 * The variables and parameters the code of a file declares, each with
 * where it is seen: the whole file, or one function (see names.c).
 */
typedef struct NameScopes {
	struct ScopedName *v;
	size_t n;
	struct NameBlock *b;	/* the outermost braces of the code */
	size_t nb;
} NameScopes;

/*
 * Read them from the tokens t of buf; names_scopes_free lets them go
 * (the caller holds *out, see buf.h).
 */
void names_scopes(const char *buf, const Tokens *t, NameScopes *out);
void names_scopes_free(NameScopes *s);

/*
 * Whether the name at token use of the code (t->v) is declared a
 * variable or a parameter before it, at file scope or in the function
 * use is in.
 */
bool names_variable(const NameScopes *s, const char *buf, const Tokens *t,
		    uint32_t use);

#endif
