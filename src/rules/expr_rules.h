/*
 * expr_rules: what the expression rules share, for their files only: the
 * context of one file's run (Rules), its finding and quoting helpers
 * (check_expr.c), and small readers of operators, inline.
 */
#ifndef UNIFORM_EXPR_RULES_H
#define UNIFORM_EXPR_RULES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "base/buf.h"
#include "config/settings.h"
#include "rules/finding.h"
#include "syntax/comment.h"
#include "syntax/expr.h"
#include "syntax/macro.h"
#include "syntax/names.h"
#include "syntax/token.h"

/*
 * Kinds of plain operand, for a file's habit of parenthesized ones: a
 * number, a name in capitals (a macro's, as a rule), another name, a
 * member access or subscript, a call.
 */
enum { OK_NUM, OK_CAPS, OK_NAME, OK_MEMBER, OK_CALL, OK_KINDS };

/* One file's run of the expression rules, which every hook is handed. */
typedef struct Rules {
	const char *buf;
	size_t len;
	const FileComment *cs;	/* the file's comments, in order */
	size_t ncs;
	const Settings *s;
	Findings *out;
	size_t first;		/* out->v[first ...] are this module's */
	const char *path;
	Buf *diag;
	uint32_t line;		/* cache: a line and where it starts */
	size_t line_start;
	Buf *text;		/* scratch for quoting source (the caller's) */
	uint32_t *read;		/* per comment: what it says (see intent_from) */
	MemHold read_hold;
	unsigned joins;		/* '&' and '|' joining truth values (see PRACTICE) */
	bool returns_counted;	/* the file's returns with a value, counted: */
	uint32_t paren_returns;	/* "return (...);" */
	uint32_t bare_returns;	/* any other "return x;" */
	bool knf;		/* its functions are defined the style(9) way */
	bool operands_counted;	/* the file's plain operands, counted: */
	/* "OP (x)" and "(x) OP", by side (0 left), OP and kind */
	uint32_t paren_operands[2][P_OTHER + 1][OK_KINDS];
	uint32_t bare_operands[2][P_OTHER + 1][OK_KINDS];	/* "OP x" */
	/* conditions joined with a plain operand and more (count_pairing) */
	uint32_t paired_conditions, unpaired_conditions;
	bool conditions_counted;	/* if and while conditions, counted: */
	/* in a doubled pair or not, by their loosest operator (11: none) */
	uint32_t doubled_conditions[12], single_conditions[12];
	uint64_t *op_keys;	/* by text (count_operands), sorted */
	size_t nop_keys;
	MemHold keys_hold;
	const Tokens *tokens;	/* the file's */
	bool scopes_read;	/* the variables in scope, read (maybe_cast): */
	NameScopes scopes;
	MemHold scopes_hold;
	MacroLazy macros;	/* the file's own, for the fixes */
	ExprNames names;	/* its declared names, parsed when asked for */
} Rules;

/* The column of off, on line (cached: r->line_start is its start). */
unsigned rules_column(Rules *r, uint32_t line, size_t off);

/*
 * Add a finding on tokens a .. b of f (up to the end of a's line); its
 * message is r->text when fmt is NULL.
 */
void rules_add(Rules *r, Rule rule, const ExprFile *f, uint32_t a,
	       uint32_t b, const char *fmt, const char *x);

/* Append tokens a .. b to r->text as source text, cut past 40 bytes. */
void rules_text(Rules *r, const ExprFile *f, uint32_t a, uint32_t b);

/* What e's outer parentheses hold, as text, for a message. */
const char *rules_quoted(Rules *r, const ExprFile *f, const Expr *e);

/* Index of the first comment starting at or after off. */
size_t rules_comment_at(const Rules *r, size_t off);

/* --- readers of operators and operands --- */

static inline Punct punct(const ExprFile *f, uint32_t k)
{
	return (Punct)f->v[k].p;
}

static inline bool comparison(const ExprFile *f, const Expr *e)
{
	Punct x = punct(f, e->op);

	return e->kind == EX_BINARY && (x == P_EQ || x == P_NE || x == P_LT ||
					x == P_GT || x == P_LE || x == P_GE);
}

static inline const char *spelling(const ExprFile *f, uint32_t k)
{
	static const char *const names[] = {
		[P_AMP] = "&", [P_PIPE] = "|", [P_CARET] = "^",
		[P_ANDAND] = "&&", [P_OROR] = "||", [P_EQ] = "==", [P_NE] = "!=",
	};
	Punct x = punct(f, k);

	return x < sizeof(names) / sizeof(*names) && names[x] ? names[x] : "?";
}

/*
 * Whether e's core is an operand no operator could bind into: a name, a
 * literal, a member access, a subscript, or a call of a name.  A call
 * of something in parentheses, "(u32) (x)" or "(*fn)(x)", is more often
 * a cast the parser cannot tell from one: not plain.
 */
static inline bool plain_core(const ExprFile *f, const Expr *e)
{
	const Token *callee = &f->v[e->first + e->parens];

	return e->core == EX_IDENT || e->core == EX_LITERAL ||
	       e->core == EX_MEMBER || e->core == EX_SUBSCRIPT ||
	       (e->core == EX_CALL && !token_is(callee, P_LPAREN));
}

/* Whether an operator after t is binary: t ends an operand. */
static inline bool ends_operand(const Token *t)
{
	if (t->kind == TK_PUNCT)
		return t->p == P_RPAREN || t->p == P_RBRACK || t->p == P_INC ||
		       t->p == P_DEC;
	return t->kind != TK_EOF;
}

/* How tightly binary operator x binds, 1 ('||') to 10 ('*'); 0 for '?'. */
static inline int binding(Punct x)
{
	static const signed char b[] = {
		[P_STAR] = 10, [P_SLASH] = 10, [P_PERCENT] = 10,
		[P_PLUS] = 9, [P_MINUS] = 9, [P_SHL] = 8, [P_SHR] = 8,
		[P_LT] = 7, [P_GT] = 7, [P_LE] = 7, [P_GE] = 7,
		[P_EQ] = 6, [P_NE] = 6, [P_AMP] = 5, [P_CARET] = 4,
		[P_PIPE] = 3, [P_ANDAND] = 2, [P_OROR] = 1,
	};

	if (x == P_QUESTION || x == P_COLON)
		return 0;
	return x < sizeof(b) / sizeof(*b) && b[x] ? b[x] : -1;
}

#endif
