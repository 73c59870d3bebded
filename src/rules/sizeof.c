/*
 * sizeof: the rule sizeof, which writes a sizeof on an expression as
 * uniform_sizeof wants, with parentheses or bare, and its fix.
 *
 * The fix puts parentheses around an operand ("sizeof x" to
 * "sizeof(x)") that is a name, a literal or a postfix expression on one
 * of those, after unary '*', '&', '-', '+', '!' or '~': no cast, no
 * compound literal, no parenthesized expression, whose extent a parser
 * would have to know; a name in capitals only may be a macro for any
 * expression, so it is refused, and so is an operand over several lines
 * or with a bracket matched outside it.  It takes them off again
 * ("sizeof(x)" to "sizeof x") only around such an operand that cannot
 * be a type (it has '.', '->', a unary operator or a literal:
 * "sizeof(name)" could name a type in a header) and that nothing of a
 * postfix expression follows.  Never in a directive, where a macro's
 * argument may be any expression.  The guard (fix/guard.c) takes exactly
 * the parentheses added after a sizeof, paired with each other, or
 * removed in pairs.
 */
#include "rules/aspect_rule.h"

#include <string.h>

/* The rule's entry in the registry (aspects/registry.h). */
const RuleInfo rule_sizeof = {
	.name = "sizeof",
	.help =
		"A sizeof on an expression written against uniform_sizeof: parens "
		"(the kernel's: \"sizeof(x)\") or bare (\"sizeof x\"). A sizeof on a "
		"type has its parentheses either way. Off by default.",
	.on = false,
	.style = true,
	.fix = true,
	.settings =
		"`uniform_sizeof` (parens, the linux presets'; bare; any turns it "
		"off; majority, the default, wants what the directory does most)",
	.details =
		"A sizeof on an expression (not a type) where `uniform_sizeof` does "
		"not want its form: `parens` (the kernel's, `sizeof(x)`) or `bare`. "
		"`fix` adds the parentheses around an operand that is a name with a "
		"small letter or a literal, after unary operators and with "
		"subscripts, calls and members after it; it refuses a cast, a "
		"compound literal, parentheses in the operand, a name in capitals "
		"(maybe a macro), and any sizeof in a directive. It takes them off "
		"only around such an operand that cannot be a type (it has a "
		"member, a unary operator or a literal). The guard takes exactly "
		"the parentheses added after a sizeof around the operand it took "
		"without them, or removed in pairs.",
	.why =
		"The fix puts the parentheses around an operand whose extent is "
		"sure: a name with a small letter or a literal, with unary `*`, "
		"`&`, `-`, `+`, `!` or `~` before it and subscripts, calls, "
		"members, `++` or `--` after it. It refuses a cast, a compound "
		"literal or parentheses in the operand (`sizeof *(char *)p`), a "
		"name in capitals (a macro may stand for any expression), a comment "
		"after sizeof, an operand over several lines or with brackets "
		"matched outside it, and every sizeof in a directive, where a "
		"macro's argument may be any expression. With `bare` it takes the "
		"parentheses off only around such an operand that cannot be a type "
		"(`sizeof(*p)`, `sizeof(p->len)`; not `sizeof(n)`, which could name "
		"a type declared in a header) and when nothing of a postfix "
		"expression follows them. The guard of `uniform fix` then checks "
		"that the new text has exactly the parentheses added (each `(` "
		"right after a sizeof, matched with an added `)`, around the "
		"operand sizeof took without them) or removed in pairs, and every "
		"other token as it was.",
	.example = "--preset linux --rule sizeof",
	.wrong =
		"unsigned long size(int *p)\n"
		"{\n"
		"\treturn sizeof *p;\n"
		"}\n",
	.right =
		"unsigned long size(int *p)\n"
		"{\n"
		"\treturn sizeof(*p);\n"
		"}\n",
};


/*
 * Whether every bracket of v[from .. to] is matched inside them, so
 * that parentheses put around them pair with each other.
 */
static bool balanced(const Token *v, size_t from, size_t to)
{
	for (size_t k = from; k <= to; k++) {
		switch (v[k].kind == TK_PUNCT ? v[k].p : P_NONE) {
		case P_LPAREN: case P_RPAREN: case P_LBRACK: case P_RBRACK:
		case P_LBRACE: case P_RBRACE:
			if (v[k].match == TOKEN_NO_MATCH || v[k].match < from ||
			    v[k].match > to)
				return false;
			break;
		default:
			break;
		}
	}
	return true;
}

/*
 * Whether a and b, with nothing between, could lex as other tokens: two
 * words, or two punctuators ("p++" then "+").
 */
static bool joins(const Token *a, const Token *b)
{
	if (b->flags & TF_SPACE || b->kind == TK_EOF)
		return false;
	if (a->kind != TK_PUNCT || b->kind != TK_PUNCT)
		return a->kind != TK_PUNCT && b->kind != TK_PUNCT;
	switch (b->p) {	/* the ends no punctuator starts with */
	case P_SEMI: case P_COMMA: case P_RPAREN: case P_RBRACK: case P_RBRACE:
		return a->p == P_LT || a->p == P_PERCENT || a->p == P_COLON;
	default:
		return true;
	}
}

/*
 * Why "sizeof x" at v[i] takes no parentheses safely, else NULL; with
 * apply set, its edits are given to the finding just added.
 */
static const char *add_parens(const AspectCheck *f, const Token *v, size_t i,
			      bool apply)
{
	const char *why = NULL;
	bool shape;
	size_t e = token_sizeof_operand(f->buf, v, i + 1, &shape, &why);
	size_t gap = v[i].off + v[i].len;

	if (e == SIZE_MAX)
		return why;
	if (token_postfix(&v[e + 1]) || !balanced(v, i + 1, e))
		return "the operand's end is not sure";
	if (v[e].line != v[i].line)
		return "the operand spans lines";
	if (!aspect_rule_blanks(f->buf, gap, v[i + 1].off))
		return "a comment or a line break after sizeof";
	if (aspect_rule_quoted(f, &v[i]))
		return "a macro of the file stringifies or pastes the text";
	if (macro_not_operand(macro_lazy(f->macros), v, i + 1, e + 1))
		return "the operand holds a macro of the file that expands to more than an operand";
	if (apply) {
		findings_edit(f->out, gap, v[i + 1].off - gap, "(");
		findings_edit(f->out, v[e].off + v[e].len, 0, ")");
	}
	return NULL;
}

/* The same for "sizeof(x)" at v[i] losing its parentheses. */
static const char *drop_parens(const AspectCheck *f, const Token *v, size_t i,
			       bool apply)
{
	const char *why = NULL;
	size_t open = i + 1, close = v[open].match;
	bool shape;
	size_t e = token_sizeof_operand(f->buf, v, open + 1, &shape, &why);

	if (e == SIZE_MAX)
		return why;
	if (e + 1 != close || token_postfix(&v[close + 1]))
		return "the parentheses do not hold the whole operand";
	if (!shape)
		return "the operand could name a type";
	if (aspect_rule_quoted(f, &v[i]))
		return "a macro of the file stringifies or pastes the text";
	if (macro_not_operand(macro_lazy(f->macros), v, open + 1, close))
		return "the operand holds a macro of the file that expands to more than an operand";
	if (apply) {
		findings_edit(f->out, v[open].off, 1, v[open].flags & TF_SPACE ? "" : " ");
		findings_edit(f->out, v[close].off, 1, joins(&v[close - 1], &v[close + 1]) ?
			      " " : "");
	}
	return NULL;
}

static void size_of(const AspectCheck *f, AspectVariant v, const Token *k)
{
	const Tokens *t = f->t;
	/* The code's or a directive's: compared as addresses, two arrays. */
	uintptr_t at = (uintptr_t)k, code = (uintptr_t)t->v;
	bool pp = at < code || at >= code + t->n * sizeof(*t->v);
	const Token *base = pp ? t->pp : t->v;
	size_t i = (size_t)(k - base);
	const char *(*fix)(const AspectCheck *, const Token *, size_t, bool) =
		v == AV_SIZEOF_BARE ? add_parens : drop_parens;
	const char *why;
	size_t bol = aspect_lines_start(f->lines, k->off);

	if ((int)f->s->want[AS_SIZEOF] == (int)(v - AV_SIZEOF_PARENS))
		return;
	why = pp ? "in a directive, a macro's argument may be any expression" :
	      fix(f, base, i, false);
	findings_add(f->out, R_SIZEOF, k->off, k->line, (unsigned)(k->off - bol) + 1,
		     k->line, (unsigned)(k->off + k->len - bol), "%s%s%s",
		     v == AV_SIZEOF_BARE ? "sizeof without parentheses (\"sizeof "
		     "x\"); it takes them (\"sizeof(x)\")" : "sizeof with "
		     "parentheses around an expression (\"sizeof(x)\"); it goes "
		     "without (\"sizeof x\")", why ? "; no fix: " : "", why ? why : "");
	if (!why)
		fix(f, base, i, true);
}


/* The rule's check (rules/aspect_rule.h). */
const AspectRule aspect_rule_sizeof = {
	.place = size_of,
};
