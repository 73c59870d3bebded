/*
 * aspect_brace: brace-function and else, where braces and else go.
 *
 * brace-function: the '{' of a function body (aspect_blocks) alone at
 * the start of its line, as the kernel's coding style asks, or on the
 * line that ends the declarator.  A body closed on the line it opens
 * ("static inline void f(void) { }", the stubs of a header) is no
 * place: where its brace goes is no choice the style makes.  else: an else that follows a '}' on
 * the same line ("} else"), as the kernel asks, or at the start of the
 * next line.  No place: an else after a statement without braces, or
 * after a '}' that closes something else than the if's branch (the
 * branch is a switch or a loop without braces of its own), or with a
 * blank line, a comment or a directive between it and the '}' (the
 * comment, not the style, put it on a line of its own).
 */
#include "aspects/aspect_brace.h"

/* The names of uniform_else's values, each of its constant; NULL-ended. */
const char *const aspect_else_values[] = {
	[EW_CUDDLED] = "cuddled",
	[EW_OWN_LINE] = "own-line",
	[EW_ANY] = "any",
	[EW_MAJORITY] = "majority",
	[EW_MAJORITY + 1] = NULL,
};

/* The names of uniform_brace_function's values, each of its constant; NULL-ended. */
const char *const aspect_brace_values[] = {
	[BW_OWN_LINE] = "own-line",
	[BW_SAME_LINE] = "same-line",
	[BW_ANY] = "any",
	[BW_MAJORITY] = "majority",
	[BW_MAJORITY + 1] = NULL,
};

/*
 * The name or keyword before the '(' of the ')' just before the brace
 * at t->v[open] (a function's name, an if's keyword), or NULL.
 */
static const Token *brace_head(const Tokens *t, uint32_t open)
{
	uint32_t paren;

	if (open == TOKEN_NO_MATCH || open == 0 ||
	    !token_is(&t->v[open - 1], P_RPAREN))
		return NULL;
	paren = t->v[open - 1].match;
	return paren != TOKEN_NO_MATCH && paren > 0 &&
	       t->v[paren - 1].kind == TK_IDENT ? &t->v[paren - 1] : NULL;
}

/*
 * Whether a loop's or a switch's '{' was taken for a function's, as
 * one is after braces unbalanced by #if branches or a table closed in
 * the first column ("};") inside a function.
 */
static bool heads_statement(const Tokens *t, uint32_t open)
{
	const Token *h = brace_head(t, open);

	return h && (h->kw == KW_FOR || h->kw == KW_WHILE || h->kw == KW_SWITCH);
}

/*
 * Whether the braces at t->v[open] define a type through a macro, not
 * a function: "enum CONCAT(x, ids) {", or a name in capitals, members
 * without parentheses and a ';' after the '}' ("FIXTURE(name) { int
 * fd; };", the selftests' harness; a function's '}' is followed by a
 * ';' now and then too, but its statements have parentheses).
 */
static bool defines_type(const char *buf, const Tokens *t, uint32_t open)
{
	const Token *h = brace_head(t, open);
	uint32_t close = t->v[open].match;

	if (!h)
		return false;
	if (h > t->v && (h[-1].kw == KW_STRUCT || h[-1].kw == KW_UNION ||
			 h[-1].kw == KW_ENUM))
		return true;
	if (token_has_lower(buf, h) || close == TOKEN_NO_MATCH ||
	    !token_is(&t->v[close + 1], P_SEMI))
		return false;
	for (uint32_t i = open + 1; i < close; i++)
		if (token_is(&t->v[i], P_LPAREN))
			return false;
	return true;
}

void aspect_brace_function(const AspectFile *f)
{
	const Tokens *t = f->t;

	for (size_t i = 0; i < f->nblock; i++) {
		const Token *k = &t->v[f->block[i].tok];

		if (f->block[i].kind != BK_FUNCTION ||
		    (k->match != TOKEN_NO_MATCH && t->v[k->match].line == k->line) ||
		    heads_statement(t, f->block[i].tok) ||
		    defines_type(f->buf, t, f->block[i].tok))
			continue;
		f->place(f->ctx, k->flags & TF_BOL ? AV_BRACE_OWN_LINE
						   : AV_BRACE_SAME_LINE, k, NULL);
	}
}

/* Whether the '}' at t->v[i] closes the braces of an if's branch. */
static bool closes_if(const Tokens *t, size_t i)
{
	const Token *h = brace_head(t, t->v[i].match);

	return h && h->kw == KW_IF;
}

/*
 * Whether only blanks and line ends stand between tokens a and b: no
 * comment (a '}' with a comment after it, then "else" on the next
 * line, is no place).
 */
static bool blanks_between(const char *buf, const Token *a, const Token *b)
{
	for (size_t i = a->off + a->len; i < b->off; i++)
		if (buf[i] != ' ' && buf[i] != '\t' && buf[i] != '\n' &&
		    buf[i] != '\r')
			return false;
	return true;
}

void aspect_else(const AspectFile *f)
{
	const Tokens *t = f->t;

	for (size_t m = 0; m < t->nmark[TM_KEYWORD]; m++) {
		size_t i = t->mark[TM_KEYWORD][m];
		const Token *k = &t->v[i];

		if (!i || k->kind != TK_IDENT || k->kw != KW_ELSE ||
		    !token_is(&k[-1], P_RBRACE) || !closes_if(t, i - 1))
			continue;
		if (k[-1].line == k->line)
			f->place(f->ctx, AV_ELSE_CUDDLED, k, NULL);
		else if ((k->flags & TF_BOL) && k->line == k[-1].line + 1 &&
			 blanks_between(f->buf, &k[-1], k))
			f->place(f->ctx, AV_ELSE_OWN_LINE, k, NULL);
	}
}

/* The aspect's entry in the registry (aspects/registry.h). */
const Aspect aspect_def_brace_function = {
	.name = "brace-function",
	.place =
		"the `{` of a function body that does not close on its own line",
	.doc =
		"The `{` of a function body: `own-line` when it starts its line, "
		"else `same-line`. A body closed on the line it opens (a stub such "
		"as `static inline void f(void) { }`) is no place.",
	.scan = aspect_brace_function,
	.key = "uniform_brace_function",
	.key_doc =
		"`own-line` (the linux presets'), `same-line`, `any` or `majority`: "
		"where the rule `brace-function` wants a function's opening brace.",
	.bad =
		"uniform_brace_function is own-line, same-line, any or majority",
	.values = aspect_brace_values,
	.kernel = BW_OWN_LINE,
};

/* The aspect's entry in the registry (aspects/registry.h). */
const Aspect aspect_def_else = {
	.name = "else",
	.place =
		"an `else` after a `}`: on the same line, or alone at the start of "
		"the next",
	.doc =
		"An `else` that follows a `}`: `cuddled` on the same line, or "
		"`own-line` at the start of the next; when the `}` closes something "
		"else than the if's branch (a switch or a loop that is the branch), "
		"or a blank line, a comment or a directive comes between them, it "
		"is no place.",
	.scan = aspect_else,
	.key = "uniform_else",
	.key_doc =
		"`cuddled` (the linux presets'), `own-line`, `any` or `majority`: "
		"where the rule `else` wants an else after a `}`.",
	.bad =
		"uniform_else is cuddled, own-line, any or majority",
	.values = aspect_else_values,
	.kernel = EW_CUDDLED,
};
