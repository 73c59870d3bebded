/*
 * decl_blank: the rule of decl-blank.
 *
 * Each place of the aspect (aspects/aspect_decl_blank.c: a block's
 * leading declarations, then its first statement) of the variant that
 * uniform_decl_blank does not ask for is a finding at the statement.
 * With blank wanted, the fix puts a line break, the one that ends the
 * last declaration's line, at the start of the line after it (past its
 * "#endif" lines); with none wanted, it takes away the blank lines
 * there (after the comment lines that are the declarations').  Both
 * edits put blanks for blanks between two tokens, which fix's guard
 * accepts (fix/guard.c), and neither touches the lines of
 * the declarations: decl-order's reorder of them ends where the line
 * after begins, so fix takes the two in two rounds.
 */
#include "aspects/aspect_decl_blank.h"
#include "rules/aspect_rule.h"

/* The rule's entry in the registry (aspects/registry.h). */
const RuleInfo rule_decl_blank = {
	.name = "decl-blank",
	.help =
		"A block's leading declarations and its first statement without a "
		"blank line between them where uniform_decl_blank asks for blank "
		"(the kernel's), or with one where it asks for none. Off by "
		"default.",
	.on = false,
	.style = true,
	.fix = true,
	.settings =
		"`uniform_decl_blank` (blank, the linux presets'; none; any turns "
		"it off; majority, the default, wants what the directory does "
		"most)",
	.details =
		"A block (a function body or a compound statement) that opens with "
		"declarations, each on lines of its own below its `{`, and goes "
		"on with a statement on a line of its own, where the "
		"line after the last declaration is not what `uniform_decl_blank` "
		"wants: `blank` (the kernel's) wants it blank, `none` wants the "
		"code there. Blank lines, comments and directives between two "
		"declarations do not end them; a comment or a directive right "
		"after the last counts as no blank line (the blank line goes before "
		"it), unless comment lines there are followed by a blank line (they "
		"are the declarations'), and `#endif` lines right after it are "
		"passed over first. A "
		"macro named in capitals with DECLARE or DEFINE among the words of "
		"its name, or ending in `_HEAD`, `_STATE`, `_ITERATOR` or "
		"`_ON_STACK` (`DECLARE_BITMAP(m, 8);`, `LIST_HEAD(list);`), alone "
		"on its line, is a declaration. A block its declarations end (`{ "
		"int x; }`), a label, `case` or `default` after them, and a "
		"statement on the line of a declaration are left alone. One finding "
		"a block, at its first statement. `fix` inserts the blank line (or "
		"takes the blank lines away, with none); it changes no token, and "
		"composes with decl-order's fix of the same declarations.",
	.why =
		"The kernel's coding style sets a function's local variables apart "
		"from its code, and checkpatch warns of a missing blank line after "
		"declarations (LINE_SPACING): the reader sees at a glance where the "
		"state ends and the work begins. The fix puts the blank line after "
		"the declarations, before a comment or a directive that follows "
		"them.",
	.example = "--preset linux --rule decl-blank",
	.wrong =
		"int count(const int *v, int n)\n"
		"{\n"
		"\tint i, sum = 0;\n"
		"\tfor (i = 0; i < n; i++)\n"
		"\t\tsum += v[i];\n"
		"\treturn sum;\n"
		"}\n",
	.right =
		"int count(const int *v, int n)\n"
		"{\n"
		"\tint i, sum = 0;\n"
		"\n"
		"\tfor (i = 0; i < n; i++)\n"
		"\t\tsum += v[i];\n"
		"\treturn sum;\n"
		"}\n",
};

/* A place of variant v at statement k: a finding when the other is wanted. */
static void decl_blank_place(const AspectCheck *f, AspectVariant v,
			     const Token *k)
{
	bool blank = v == AV_DECL_BLANK_BLANK;
	DeclGap g;

	if (f->s->want[AS_DECL_BLANK] != (blank ? DB_NONE : DB_BLANK))
		return;
	aspect_decl_gap(f->buf, f->len, f->fc, k, &g);
	size_t bol = aspect_lines_start(f->lines, k->off);

	findings_add(f->out, R_DECL_BLANK, k->off, k->line,
		     (unsigned)(k->off - bol) + 1, k->line,
		     (unsigned)(k->off + k->len - bol),
		     blank ? "a blank line between the declarations (to line %u) "
		     "and the first statement; uniform_decl_blank asks for none" :
		     "no blank line between the declarations (to line %u) and "
		     "the first statement", k[-1].line);
	if (blank)
		findings_edit_copy(f->out, g.blank, g.code - g.blank, "");
	else if (g.fixable)
		findings_edit_copy(f->out, g.after, 0, g.eol);
}

/* The rule's check, in the registry (aspects/registry.h). */
const AspectRule aspect_rule_decl_blank = {
	.place = decl_blank_place,
};
