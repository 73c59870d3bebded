/*
 * aspect_brace: brace-function and else, where braces and else go.
 *
 * brace-function: the '{' of a function body (aspect_blocks) alone at
 * the start of its line, as the kernel's coding style asks, or on the
 * line that ends the declarator.  A body closed on the line it opens
 * ("static inline void f(void) { }", the stubs of a header) is no
 * place: where its brace goes is no choice the style makes.  else: an else that follows a '}' on
 * the same line ("} else"), as the kernel asks, or at the start of the
 * next line; an else after a statement without braces, or with a blank
 * line, a comment or a directive between it and the '}', is no place
 * (the comment, not the style, put it on a line of its own).
 */
#include "aspect_brace.h"

void aspect_brace_function(const AspectFile *f)
{
	const Tokens *t = f->t;

	for (size_t i = 0; i + 1 < t->n; i++) {
		const Token *k = &t->v[i];

		if (f->block[i] != BK_FUNCTION || k->match == TOKEN_NO_MATCH ||
		    t->v[k->match].line == k->line)
			continue;
		f->place(f->ctx, k->flags & TF_BOL ? AV_BRACE_OWN_LINE
						   : AV_BRACE_SAME_LINE, k, NULL);
	}
}

void aspect_else(const AspectFile *f)
{
	const Tokens *t = f->t;

	for (size_t i = 1; i + 1 < t->n; i++) {
		const Token *k = &t->v[i];

		if (k->kind != TK_IDENT || k->kw != KW_ELSE ||
		    !token_is(&k[-1], P_RBRACE))
			continue;
		if (k[-1].line == k->line)
			f->place(f->ctx, AV_ELSE_CUDDLED, k, NULL);
		else if ((k->flags & TF_BOL) && k->line == k[-1].line + 1)
			f->place(f->ctx, AV_ELSE_OWN_LINE, k, NULL);
	}
}
