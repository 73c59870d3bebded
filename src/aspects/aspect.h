/*
 * aspect: the discretionary style choices beyond comments, each with its
 * variants, classified place by place from a file's tokens.
 */
#ifndef UNIFORM_ASPECT_H
#define UNIFORM_ASPECT_H

#include <stdbool.h>
#include <stdint.h>

#include "aspects/registry.h"
#include "base/buf.h"
#include "syntax/token.h"

/*
 * Every variant of every aspect, aspect by aspect, as the registry lists
 * them (aspects/registry.h): AV_ and the variant's ID.  AV_BEGIN_ and
 * AV_END_ and an aspect's ID bound its variants; the enumerators after
 * each (AV_AT_, AV_LAST_) only step the count back.
 */
#define ASPECT_VARIANT(v, name) AV_##v,
#define ASPECT_VARIANTS(id, sym, ...) AV_BEGIN_##id, AV_AT_##id = AV_BEGIN_##id - 1, \
	__VA_ARGS__ AV_END_##id, AV_LAST_##id = AV_END_##id - 1,
typedef enum AspectVariant {
	UNIFORM_RULES(REGISTRY_NONE, ASPECT_VARIANTS, ASPECT_VARIANT)
	AV_NVARIANT
} AspectVariant;
#undef ASPECT_VARIANTS
#undef ASPECT_VARIANT

/* The aspects, in the registry's order. */
#define ASPECT_ID(id, ...) AS_##id,
typedef enum AspectId {
	UNIFORM_RULES(REGISTRY_NONE, ASPECT_ID, REGISTRY_NONE)
	AS_NASPECT
} AspectId;
#undef ASPECT_ID

/* A set of aspects, one bit per AspectId. */
typedef unsigned AspectSet;
#define ASPECT_ALL ((1u << AS_NASPECT) - 1)

/* What a '{' of the code opens. */
typedef enum BlockKind {
	BK_NONE,	/* not a brace, or an initializer, a struct body, ... */
	BK_FUNCTION,	/* the body of a function definition */
	BK_STMT,	/* a compound statement inside a function */
} BlockKind;

/* A brace that opens a block, and which kind. */
typedef struct AspectBlock {
	uint32_t tok;		/* its index in t->v */
	uint8_t kind;		/* BK_FUNCTION or BK_STMT */
} AspectBlock;

/* A '*' of the code, and the innermost bracket open around it. */
typedef struct AspectStar {
	uint32_t tok;		/* its index in t->v */
	uint32_t inner;		/* that bracket's index, or ASPECT_NO_BRACKET */
} AspectStar;

/* No bracket is open, or more are than are kept (ASPECT_MAX_DEPTH). */
#define ASPECT_NO_BRACKET UINT32_MAX
#define ASPECT_MAX_DEPTH 256

/* The blocks and the stars of a file, in order; kept from file to file. */
typedef struct AspectBlocks {
	AspectBlock *v;
	size_t n, cap;
	uint8_t *stack;		/* aspect_blocks' open braces */
	size_t stack_cap;
	AspectStar *star;
	size_t nstar, capstar;
} AspectBlocks;

/* One file, as every classifier reads it. */
typedef struct AspectFile {
	const char *buf;	/* the bytes */
	size_t len;
	const Tokens *t;	/* its tokens */
	const AspectBlock *block;	/* the braces that open blocks */
	size_t nblock;
	const AspectStar *star;	/* the stars */
	size_t nstar;
	/*
	 * A place of variant v at token tok; detail, or NULL, says why,
	 * for the list of places.
	 */
	void (*place)(void *ctx, AspectVariant v, const Token *tok,
		      const char *detail);
	void *ctx;		/* for place */
	const FileComments *fc;	/* its comments, or NULL */
	/*
	 * Or NULL.  When set, nothing needs the places one by one (a census
	 * without --list): the whole-line aspects, a place per line, add
	 * theirs to tally[variant] and do not call place.
	 */
	unsigned long long *tally;
} AspectFile;

/* A place of a whole-line aspect: to the tally, or to place. */
static inline void aspect_line_place(const AspectFile *f, AspectVariant v,
				     const Token *tok, const char *detail)
{
	if (f->tally)
		f->tally[v]++;
	else
		f->place(f->ctx, v, tok, detail);
}

/*
 * An aspect's descriptor, aspect_def_sym, defined in the file of its
 * classifier; its variants are the registry's.
 */
typedef struct Aspect {
	const char *name;	/* kebab-case, for --aspect and the reports */
	/*
	 * Its documentation, in Markdown as a rule's (config/settings.h):
	 * what a place is, in a line, and in full with its variants (made
	 * into docs/aspects.md's table and uniform(1)'s ASPECTS).
	 */
	const char *place;
	const char *doc;
	void (*scan)(const AspectFile *f);	/* reports each place */
	/*
	 * The word whose directives the classifier reads the tokens of
	 * (token_scan_some's keep), or NULL: those of none.  One aspect has
	 * one now (sizeof, a macro's sizeofs); two would need a list.
	 */
	const char *directives;
	/*
	 * Its settings key, and what a bad value is told: "KEY is V1, V2
	 * or VN" (NULL: none of its own; line-length's is max_line_length).
	 * The key's values, NULL-ended: variants it may ask for, from
	 * first, then values of its own, then "any" (no opinion) and
	 * "majority" (the directory's practice), the last two always.
	 */
	const char *key;
	const char *key_doc;	/* its values and what they ask, in Markdown */
	const char *bad;
	const char *const *values;
	int kernel;		/* the value the linux presets ask */
} Aspect;

#define ASPECT_EXTERN(id, sym, ...) extern const Aspect aspect_def_##sym;
UNIFORM_RULES(REGISTRY_NONE, ASPECT_EXTERN, REGISTRY_NONE)
#undef ASPECT_EXTERN

/* Each aspect's descriptor, its first variant and how many it has. */
extern const Aspect *const aspect_table[AS_NASPECT];
extern const AspectVariant aspect_first[AS_NASPECT];
extern const int aspect_nvariants[AS_NASPECT];

/* How many values aspect a's key takes (0: no key); "any" and "majority" are the last two. */
int aspect_nvalues(AspectId a);
/* The value of aspect a's key that is "any", and "majority". */
static inline int aspect_any(AspectId a) { return aspect_nvalues(a) - 2; }
static inline int aspect_majority(AspectId a) { return aspect_nvalues(a) - 1; }

/* The name of a variant ("reverse-xmas"). */
const char *aspect_variant_name(AspectVariant v);
/* The aspect a variant belongs to. */
AspectId aspect_of(AspectVariant v);

/* The AspectId called name[0 .. n), or -1. */
int aspect_find(const char *name, size_t n);
/*
 * "NAME,..." into *set, where a NAME may be "all"; false, with a message
 * in err, when a name is no aspect or none is named (",").
 */
bool aspect_parse(const char *s, AspectSet *set, Buf *err);


/*
 * The braces of t->v that open blocks, into out (emptied first).  A '}'
 * in the first column closes every open brace, so braces unbalanced by
 * #if branches do not carry over to the next function.  On the same
 * walk, the stars of the code and the bracket around each: the brackets
 * of every kind count as one stack, a closing one with none open is
 * passed over, and no more than ASPECT_MAX_DEPTH are kept.
 */
void aspect_blocks(const char *buf, const Tokens *t, AspectBlocks *out);
void aspect_blocks_free(AspectBlocks *b);

/*
 * The offset of the start of the line that holds buf[at]: after an LF,
 * or after a CR alone, the line end of old Mac files (a CR before an LF
 * is part of the LF's line end), or 0.
 */
static inline size_t aspect_line_start(const char *buf, size_t at)
{
	while (at > 0 && buf[at - 1] != '\n' && buf[at - 1] != '\r')
		at--;
	return at;
}

/* The offset of the end of the line that holds buf[at], its CR or LF, or len. */
static inline size_t aspect_line_end(const char *buf, size_t len, size_t at)
{
	while (at < len && buf[at] != '\n' && buf[at] != '\r')
		at++;
	return at;
}

/*
 * The line start and line end of the last place asked for, remembered:
 * the places of one long line, asked for in order (or any order within
 * the line), cost the bytes between them, not the whole line each time.
 * One per file, from aspect_lines_init.
 */
typedef struct AspectLines {
	const char *buf;
	size_t len;
	size_t at, bol;		/* the line of buf[at] starts at bol */
	size_t from, eol;	/* that of each of buf[from .. eol] ends at eol */
} AspectLines;

void aspect_lines_init(AspectLines *c, const char *buf, size_t len);
/* aspect_line_start(c->buf, at), from what c remembers. */
size_t aspect_lines_start(AspectLines *c, size_t at);
/* aspect_line_end(c->buf, c->len, at), from what c remembers. */
size_t aspect_lines_end(AspectLines *c, size_t at);

/*
 * The display column just past the bytes p .. end, from column col,
 * tabs to the next multiple of 8, every other byte one column.
 */
unsigned aspect_columns(const char *p, const char *end, unsigned col);

/*
 * The bytes of the character at p (p < e) for a column count: a UTF-8
 * sequence, or one byte that starts none (a lone continuation byte, 0xc0,
 * 0xff) or the bytes of a sequence cut short, each of which an editor
 * shows as one replacement character.
 */
size_t aspect_char_len(const char *p, const char *e);

/*
 * The width of the code of the line that starts at (or holds) token i,
 * from its first token to the end of its last, tabs to 8 columns, so
 * without indentation, trailing comment or trailing blanks.
 */
unsigned aspect_line_width(const char *buf, const Tokens *t, size_t i);

/* Classify every place of the aspects in set. */
void aspect_scan(AspectSet set, const AspectFile *f);

/*
 * The word whose directives the aspects in set read the tokens of (""
 * for none): token_scan_some's keep, for a scan made for them alone.
 */
const char *aspect_directives(AspectSet set);

#endif
