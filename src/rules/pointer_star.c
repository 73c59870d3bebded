/*
 * pointer_star: the rule pointer-star, which places the '*' of a pointer
 * declarator as uniform_pointer_star wants: against the name, against
 * the type, or between blanks.  The fix moves blanks only, on the
 * declarator's line, where no comment lies between the stars and their
 * neighbours: the tokens and the comments stay equal.  Not in an
 * argument a macro of the file stringifies or pastes.
 */
#include "rules/aspect_rule.h"

#include <stdio.h>

/* The rule's entry in the registry (aspects/registry.h). */
const RuleInfo rule_pointer_star = {
	.name = "pointer-star",
	.help =
		"The '*' of a pointer declarator placed against uniform_pointer_star: "
		"by-name (the kernel's: \"type *name\"), by-type (\"type* name\") "
		"or spaced (\"type * name\"). Off by default.",
	.on = false,
	.style = true,
	.fix = true,
	.settings =
		"`uniform_pointer_star` (by-name, the linux presets'; by-type; "
		"spaced; any turns it off; majority, the default, wants what the "
		"directory does most)",
	.details =
		"The `*` of a pointer declarator where `uniform_pointer_star` does "
		"not want it: `by-name` (the kernel's, `type *name`), `by-type` "
		"(`type* name`) or `spaced` (`type * name`). A cast or a "
		"multiplication is no declarator, nor an attribute macro after the "
		"stars (`void * __weak f(void)`); with a qualifier after the stars "
		"(`char * const p`) only the blank before them counts. `by-type` "
		"asks nothing of a line of several declarators (`char *a, *b;`, "
		"which `char* a, *b` misreads) or of stars after padding that lines "
		"names up in a column. `fix` moves blanks only, and leaves stars "
		"with a comment beside them alone.",
	.why =
		"The kernel's coding style binds the star to the name, since `char "
		"*a, b;` declares one pointer and one char. A place is the stars of "
		"a declarator, read from the tokens: a cast and a multiplication "
		"are none, nor stars an attribute macro follows (`void * __weak "
		"f(void)`, `struct t * __init f(void)`; docs/aspects.md lists the "
		"words taken for attributes). Where a qualifier follows the stars "
		"(`char * const p`) only the blank before them is the choice. The "
		"fix moves blanks only, on the declarator's line, and leaves the "
		"stars alone when a comment lies beside them. Off by default and in "
		"every preset, like the rules after it: checkpatch already holds "
		"the kernel's patches to these choices (POINTER_LOCATION, "
		"SIZEOF_PARENTHESIS, SPDX_LICENSE_TAG, CODE_INDENT, LONG_LINE), and "
		"the rules are for code bases that have no such tool.",
	.example = "--preset linux --rule pointer-star",
	.wrong =
		"int first(char* s)\n"
		"{\n"
		"\treturn s[0];\n"
		"}\n",
	.right =
		"int first(char *s)\n"
		"{\n"
		"\treturn s[0];\n"
		"}\n",
};


static bool is_qual(const Token *k)
{
	return k->kind == TK_IDENT && k->kw == KW_QUAL;
}


/*
 * Whether the declarator at k (in the code's tokens) is one of several
 * of one declaration on its line ("char *a, *b;"): a comma beside it at
 * its own depth on the line, the line not within a call's or a
 * parameter list's parentheses.  "type* name" misreads such a line (the
 * second name is no pointer), so by-type projects leave it alone.
 */
static bool several_declarators(const AspectCheck *f, const Token *k)
{
	const Token *v = f->t->v;
	size_t n = f->t->n, i = (size_t)(k - v), first = i;
	int depth = 0;
	bool comma = false;

	if (k < v || i >= n)
		return false;	/* a #define body's */
	while (first > 0 && v[first - 1].line == k->line && v[first - 1].kind != TK_EOF)
		first--;
	for (size_t j = first; j < n && v[j].kind != TK_EOF && v[j].line == k->line; j++) {
		if (v[j].kind != TK_PUNCT)
			continue;
		if (v[j].p == P_LPAREN || v[j].p == P_LBRACK || v[j].p == P_LBRACE)
			depth++;
		else if (v[j].p == P_RPAREN || v[j].p == P_RBRACK || v[j].p == P_RBRACE)
			depth--;
		if (depth < 0 || (j < i && depth > 0 && v[j].p == P_LPAREN))
			return false;	/* within parentheses: parameters */
		comma |= depth == 0 && v[j].p == P_COMMA;
	}
	return comma;
}

/*
 * Whether the blanks between b and the stars at k pad a column (two or
 * more, or a tab): "kstat_named_t       *cur;" lines its names up with
 * its neighbours', a layout by-type projects keep.
 */
static bool padded(const AspectCheck *f, const Token *b, const Token *k)
{
	size_t from = b->off + b->len;

	if (k->line != b->line || k->off < from + 1)
		return false;
	return k->off - from >= 2 || f->buf[from] == '\t';
}

/*
 * pointer-star: the stars from k, placed as v.  With a qualifier after
 * them ("char * const p") only the blank before them is the choice.
 */
static void pointer_star(const AspectCheck *f, AspectVariant v, const Token *k)
{
	static const char *const form[] = { "type *name", "type* name", "type * name" };
	static const char *const where[] = {
		"against the name", "against the type", "between blanks",
	};
	const Token *z = k, *b = k - 1;
	StarWant w = f->s->want[AS_POINTER_STAR];
	char msg[160];

	while (token_is(&z[1], P_STAR))
		z++;
	bool qual = is_qual(&z[1]);
	if (qual && w == SW_SPACED)
		w = SW_BY_NAME;
	if ((int)w == (int)(v - AV_STAR_NAME))
		return;
	/* by-type asks nothing of several declarators or of a padded column */
	if (w == SW_BY_TYPE && (several_declarators(f, k) || padded(f, b, k)))
		return;
	snprintf(msg, sizeof(msg), "pointer declarator written \"%s\"; the '*' "
		 "goes %s (\"%s\")", form[v - AV_STAR_NAME], where[w], form[w]);
	aspect_rule_report(f, R_POINTER_STAR, k, z, msg);

	size_t before = b->off + b->len, after = z->off + z->len;
	if (!aspect_rule_blanks(f->buf, before, k->off) || !aspect_rule_blanks(f->buf, after, z[1].off))
		return;	/* a comment between: no fix */
	if (aspect_rule_quoted(f, k))
		return;	/* a macro makes a string of the spelling */
	bool want_before = w != SW_BY_TYPE, want_after = w != SW_BY_NAME;

	if (before < k->off && !want_before)
		findings_edit(f->out, before, k->off - before, "");
	else if (before == k->off && want_before)
		findings_edit(f->out, k->off, 0, " ");
	if (qual)
		return;
	if (after < z[1].off && !want_after)
		findings_edit(f->out, after, z[1].off - after, "");
	else if (after == z[1].off && want_after)
		findings_edit(f->out, after, 0, " ");
}


static void star_place(const AspectCheck *p, AspectVariant v, const Token *k)
{
	pointer_star(p, v, k);
}

/* The rule's check (rules/aspect_rule.h). */
const AspectRule aspect_rule_pointer_star = {
	.place = star_place,
};
