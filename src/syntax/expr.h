/*
 * expr: a tolerant parser for the statements and expressions of a file.
 */
#ifndef UNIFORM_EXPR_H
#define UNIFORM_EXPR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "syntax/token.h"

/* Nesting deeper than this is reported once per file and skipped. */
#define EXPR_MAX_DEPTH 256

typedef enum ExprKind {
	EX_NONE,		/* could not be parsed */
	EX_IDENT,		/* identifier, true, false */
	EX_LITERAL,		/* number, character or string literal(s) */
	EX_MEMBER,		/* a.b, a->b */
	EX_CALL,		/* f(...) */
	EX_SUBSCRIPT,		/* a[i] */
	EX_INCDEC,		/* a++, a-- */
	EX_UNARY,		/* !a, ~a, -a, *a, &a, ++a, ... */
	EX_CAST,		/* (type)a */
	EX_SIZEOF,		/* sizeof, _Alignof */
	EX_BINARY,		/* a op b, from * to || */
	EX_COND,		/* a ? b : c */
	EX_ASSIGN,		/* a = b, a op= b */
	EX_COMMA,		/* a, b */
	EX_BLOCK,		/* ({ ... }) or a compound literal */
	EX_PAREN,		/* ( e ): see Expr.core for e's kind */
} ExprKind;

/*
 * What a rule learns of a parsed expression; no tree is kept.  Sixteen
 * bytes (the flags are bits), so that the parser's functions return it
 * in two registers rather than through memory.
 */
typedef struct Expr {
	uint32_t first, last;	/* its tokens, parentheses included */
	uint32_t op;		/* the core's operator token, if it has one */
	uint8_t kind;		/* ExprKind; EX_PAREN when parenthesized */
	uint8_t core;		/* ExprKind inside all the parentheses */
	uint8_t parens;		/* layers of parentheses around the core */
	/*
	 * A comparison, !, &&, ||, true or false; a name, member or call
	 * declared bool in the file; a cast to bool; a call of likely,
	 * unlikely, WARN_ON* (see called in expr.c)
	 */
	bool boolean : 1;
	/*
	 * boolean only as a member of a name some struct of the file
	 * declares bool: the struct accessed may be another one (a
	 * header's), so it makes no chain with a non-boolean operand
	 */
	bool member_truth : 1;
	bool effects : 1;	/* holds a call, assignment, ++ or -- */
	/*
	 * holds effects other than a call's: an assignment, ++, --, a
	 * statement expression, a compound literal or an argument that
	 * did not parse
	 */
	bool work : 1;
	bool bool_operand : 1;	/* core & | ^: an operand in its chain is boolean */
	bool bare_not : 1;	/* core is a '!' written without parentheses */
	/* core binary: a right operand in its chain of one operator has effects */
	bool right_effects : 1;
	/*
	 * and one has effects that are not calls whose result is compared
	 * or negated ("(f(x) == 0)", "!f(x)", which give a truth value):
	 * a call as the operand itself, an assignment, ++ or --
	 */
	bool right_work : 1;
} Expr;

/* The kinds of declared names, for long-identifier. */
typedef enum DeclKind {
	DK_VARIABLE, DK_FIELD, DK_FUNCTION, DK_PARAMETER, DK_MACRO,
	DK_TYPEDEF, DK_TAG, DK_ENUMERATOR,
} DeclKind;

/* Where parentheses wrap a whole expression. */
typedef enum ParenWhere {
	PW_PAREN,		/* inside parentheses of an expression */
	PW_CONDITION,		/* the condition of if, while, switch */
	PW_RETURN,		/* the value of return */
} ParenWhere;

/* The tokens being parsed: the code, or one directive's. */
typedef struct ExprFile {
	const char *buf;	/* the file */
	const Token *v;		/* the token array */
	uint32_t end;		/* the TK_EOF of the range being parsed */
	bool in_define;		/* v is a #define body */
} ExprFile;

/*
 * What the parser reports as it goes.  Any hook may be NULL.  A
 * statement that turns out not to parse is rolled back: the parser asks
 * for a mark before it and hands it back to rollback, and the rules
 * must then forget what they added since.
 */
typedef struct ExprHooks {
	/* l op r was formed, for every operator from '*' to '||' */
	void (*binary)(void *ctx, const ExprFile *f, const Expr *l,
		       uint32_t op, const Expr *r);
	/*
	 * e stands in a boolean context (a condition, an operand of !, &&,
	 * || or ?:, the first argument of likely, unlikely, WARN_ON*, WARN,
	 * WARN_ONCE, BUG_ON); stmt is its statement's first token
	 */
	void (*boolean)(void *ctx, const ExprFile *f, const Expr *e,
			uint32_t stmt);
	/* e fills a pair of parentheses, or a return */
	void (*paren)(void *ctx, const ExprFile *f, const Expr *e,
		      ParenWhere where);
	/* the identifier at token tok is declared here */
	void (*declare)(void *ctx, const ExprFile *f, uint32_t tok, DeclKind k);
	/* nesting passed EXPR_MAX_DEPTH at token tok (once per file) */
	void (*deep)(void *ctx, const ExprFile *f, uint32_t tok);
	size_t (*mark)(void *ctx);
	void (*rollback)(void *ctx, size_t mark);
	void *ctx;
	/*
	 * The hooks above care only for parentheses around an operand (not
	 * a call's, a cast's or a condition's own; see plain in expr_stmt.c),
	 * for '&', '|' and '^', for braces, and for declared names longer
	 * than long_name bytes: a
	 * statement (a declaration too), condition or return value holding
	 * none of these, and no typedef, may then be stepped over unparsed.
	 * The parse goes on where it would have gone on, and nothing is
	 * reported from inside.
	 */
	bool skip_plain;
	uint32_t long_name;
	/* '~' at token op was applied to e */
	void (*complement)(void *ctx, const ExprFile *f, uint32_t op,
			   const Expr *e);
} ExprHooks;

/*
 * Parse the code of t (then each #define body) and report to h.  What
 * cannot be parsed is skipped a statement (or macro argument) at a time.
 */
void expr_parse(const char *buf, const Tokens *t, const ExprHooks *h);

/* The names a file declares as variables and as types, found when first asked. */
typedef struct ExprNames {
	bool ready;
	const Token *code;	/* the code tokens the indices are of */
	uint32_t *vars, *types;	/* variables (and the like), typedef names */
	size_t nvars, ntypes, capvars, captypes;
} ExprNames;

/*
 * Whether the name at t (of buf, tokens t) is declared in the file as a
 * variable, a parameter or an enumerator, and nowhere by typedef; the
 * whole file is parsed the first time n is asked (scopes are not told
 * apart).  "(name)" before what can begin an operand is then no cast.
 */
bool expr_known_variable(ExprNames *n, const char *buf, const Tokens *t,
			 const Token *name);
void expr_names_free(ExprNames *n);
/* expr_names_free for mem_hold (buf.h). */
void expr_names_release(void *n);

#endif
