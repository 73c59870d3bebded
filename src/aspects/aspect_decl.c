/*
 * aspect_decl: decl-order, the order of a block's leading declarations.
 *
 * netdev's "reverse xmas tree" and tip's "reverse fir tree": the
 * declaration lines at the top of a block, longest first.  A place is
 * the run of declarations that opens a block (a function body or a
 * compound statement inside one) on consecutive lines: a blank line, a
 * comment line, a directive or the first statement ends it.  It counts
 * when it has at least 3 declaration lines, and is reverse-xmas when
 * each line is at least as wide as the next (aspect_line_width: the
 * code of the line without indentation or trailing comment, tabs to 8
 * columns), else other.  A declaration that spans lines is measured by
 * its first line; declarations sharing a line make one line.
 *
 * A statement is a declaration when it starts, after storage classes,
 * qualifiers and attributes, with a type keyword, struct/union/enum,
 * typeof, or a name followed by a name or by stars and a declarator
 * ("u32 val", "struct_t *p = ..."): as a statement, "a * b;" would
 * be pointless.  Attributes may follow the declarator ("u8 *buf
 * __free(kfree) = NULL"), as after a type keyword.  A macro that
 * declares ("DECLARE_BITMAP(m, 8);") looks like a call and ends the
 * run, which can only make runs shorter.
 */
#include "aspects/aspect_decl.h"

#include <stdio.h>
#include <stdlib.h>

/* The names of uniform_decl_order's values, each of its constant; NULL-ended. */
const char *const aspect_decl_values[] = {
	[DO_REVERSE_XMAS] = "reverse-xmas",
	[DO_ANY] = "any",
	[DO_MAJORITY] = "majority",
	[DO_MAJORITY + 1] = NULL,
};

static bool is_name(const Token *k)
{
	return k->kind == TK_IDENT && k->kw == KW_NONE;
}

/* Past the storage classes, qualifiers and attributes at t->v[i]. */
static size_t skip_specifiers(const Tokens *t, size_t i)
{
	for (;;) {
		const Token *k = &t->v[i];

		if (k->kind != TK_IDENT)
			return i;
		if (k->kw == KW_QUAL || k->kw == KW_EXTENSION) {
			i++;
		} else if (k->kw == KW_ATTRIBUTE && token_is(&k[1], P_LPAREN) &&
			   k[1].match != TOKEN_NO_MATCH) {
			i = k[1].match + 1;
		} else {
			return i;
		}
	}
}

/* Whether the statement at t->v[s] starts a declaration. */
static bool starts_decl(const Tokens *t, size_t s)
{
	size_t i = skip_specifiers(t, s);
	const Token *k = &t->v[i];

	if (k->kind != TK_IDENT)
		return false;
	switch (k->kw) {
	case KW_TYPE: case KW_STRUCT: case KW_UNION: case KW_ENUM:
	case KW_TYPEOF:
		return true;
	case KW_NONE:
		break;
	default:
		return false;
	}
	k++;
	if (k->kind == TK_IDENT) {
		switch (k->kw) {
		case KW_NONE: case KW_QUAL: case KW_ATTRIBUTE: case KW_TYPE:
		case KW_STRUCT: case KW_UNION: case KW_ENUM:
			return true;	/* an attribute macro, then the type */
		default:
			return false;
		}
	}
	if (!token_is(k, P_STAR))
		return false;
	while (token_is(k, P_STAR) || (k->kind == TK_IDENT && k->kw == KW_QUAL))
		k++;
	if (!is_name(k))
		return false;
	/* Attributes after the declarator: "u8 *buf __free(kfree) = NULL" */
	while (k[1].kind == TK_IDENT && (k[1].kw == KW_NONE || k[1].kw == KW_ATTRIBUTE) &&
	       token_is(&k[2], P_LPAREN) && k[2].match != TOKEN_NO_MATCH)
		k = &t->v[k[2].match];
	return token_is(&k[1], P_SEMI) || token_is(&k[1], P_ASSIGN) ||
	       token_is(&k[1], P_COMMA) || token_is(&k[1], P_LBRACK);
}

size_t aspect_decl_end(const Tokens *t, size_t s)
{
	if (!starts_decl(t, s))
		return 0;
	for (size_t i = s; i + 1 < t->n; i++) {
		const Token *k = &t->v[i];

		if (token_is(k, P_SEMI))
			return i;
		if (token_is(k, P_RBRACE) || token_is(k, P_RPAREN) ||
		    token_is(k, P_RBRACK))
			return 0;
		if (token_is(k, P_LBRACE) || token_is(k, P_LPAREN) ||
		    token_is(k, P_LBRACK)) {
			if (k->match == TOKEN_NO_MATCH)
				return 0;
			i = k->match;
		}
	}
	return 0;
}

bool aspect_decl_ordered(const DeclRun *run)
{
	for (size_t i = 0; i + 1 < run->n; i++)
		if (run->width[i] < run->width[i + 1])
			return false;
	return true;
}

/* Report the run. */
static void decl_place(const AspectFile *f, const Token *k, const DeclRun *run)
{
	char detail[DECL_MAX_LINES * 8 + 8] = "widths";
	size_t used = 6;

	if (f->tally) {		/* nobody reads the detail */
		f->place(f->ctx, aspect_decl_ordered(run) ? AV_DECL_REVERSE_XMAS :
			 AV_DECL_OTHER, k, NULL);
		return;
	}
	for (size_t i = 0; i < run->n; i++)
		used += (size_t)snprintf(detail + used, sizeof(detail) - used,
					 " %u", run->width[i]);
	f->place(f->ctx, aspect_decl_ordered(run) ? AV_DECL_REVERSE_XMAS :
		 AV_DECL_OTHER, k, detail);
}

bool aspect_decl_run(const AspectFile *f, size_t b, DeclRun *run)
{
	const Tokens *t = f->t;
	size_t s = b + 1;
	uint32_t next_line = t->v[b].line + 1;

	run->n = 0;
	run->more = false;
	if (!(t->v[s].flags & TF_BOL))
		return false;
	while (t->v[s].line == next_line && (t->v[s].flags & TF_BOL)) {
		size_t e = aspect_decl_end(t, s);

		if (!e)
			break;
		if (run->n == DECL_MAX_LINES) {
			run->more = true;
			break;
		}
		run->first[run->n] = (uint32_t)s;
		/* More declarations on the line of the ';' are part of it. */
		size_t last = e;
		while (t->v[e + 1].line == t->v[e].line && (e = aspect_decl_end(t, e + 1)))
			last = e;
		run->last[run->n++] = (uint32_t)last;
		if (!e)
			break;
		next_line = t->v[e].line + 1;
		s = e + 1;
	}
	if (run->n < 3)
		return false;
	/* The widths of a run only: most blocks open with fewer than 3 lines. */
	for (size_t i = 0; i < run->n; i++)
		run->width[i] = aspect_line_width(f->buf, t, run->first[i]);
	return true;
}

void aspect_decl_order(const AspectFile *f)
{
	DeclRun run;

	for (size_t i = 0; i < f->nblock; i++)
		if (aspect_decl_run(f, f->block[i].tok, &run))
			decl_place(f, &f->t->v[f->block[i].tok + 1], &run);
}

/* The aspect's entry in the registry (aspects/registry.h). */
const Aspect aspect_def_decl_order = {
	.name = "decl-order",
	.place =
		"the run of declarations that opens a block, when it has at least 3 "
		"declaration lines",
	.doc =
		"The run of declarations that opens a block (a function body, or a "
		"compound statement in one) on consecutive lines, when it has at "
		"least 3 declaration lines: a blank line, a comment line, a "
		"directive or the first statement ends it, and a declaration on the "
		"line of the `{` leaves the block out. `reverse-xmas` when each "
		"line is at least as wide as the next (netdev's \"reverse xmas "
		"tree\", tip's \"reverse fir tree\"), else `other`. A line's width is "
		"that of its code: from its first token to the end of its last, "
		"tabs to 8 columns, without indentation or trailing comment; a "
		"declaration over several lines counts its first line, and "
		"declarations sharing a line make one line. A declaration starts, "
		"after storage classes, qualifiers and attributes, with a type "
		"keyword, `struct`, `union`, `enum` or `typeof`, or with a name "
		"followed by a name or by stars and a declarator; a macro that "
		"declares (`DECLARE_BITMAP(m, 8);`) looks like a statement and ends "
		"the run.",
	.scan = aspect_decl_order,
	.key = "uniform_decl_order",
	.key_doc =
		"`reverse-xmas` (the linux presets'): the rule `decl-order` asks "
		"for a block's declarations longest first. `any` turns it off. "
		"`majority` (default) asks for it where the directory practises it: "
		"where more of the blocks of its own files are longest first than "
		"not, when they have 20 such blocks at least, else as the nearest "
		"directory above that has as many (its whole subtree) practises; "
		"nowhere when none has (nor with `--patch`, which has no tree to "
		"count). The blocks are counted in the first pass that counts "
		"comments for `majority`; the message names the directory (\"the "
		"practice in net/ipv4 (62% of 900 blocks)\"). For netdev's \"reverse "
		"xmas tree\" and the tip tree's \"reverse fir tree\" (see `PRESETS`).",
	.bad =
		"uniform_decl_order is reverse-xmas, any or majority",
	.values = aspect_decl_values,
	.kernel = DO_REVERSE_XMAS,
};
