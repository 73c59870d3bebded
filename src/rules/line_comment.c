/*
 * line_comment: the rule line-comment, off by default, which reports
 * every // comment.
 */
#include "rules/line_comment.h"

/* The rule's entry in the registry (config/rules.c). */
const RuleInfo rule_line_comment = {
	.name = "line-comment",
	.help =
		"A '//' comment where the settings ask for block comments.",
	.on = false,
	.style = true,
	.fix = false,
	.settings =
		"`uniform_rules` (`+line-comment` turns it on)",
	.details =
		"",
	.why =
		"Some code bases keep to block comments (C89 had no other kind); "
		"this holds a tree that chose them to its choice.",
	.example = "--rule line-comment",
	.wrong =
		"int count; // requests in flight\n",
	.right =
		"int count; /* requests in flight */\n",
};

void check_line_comment(const FileComment *fc, Findings *out)
{
	const LexComment *c = &fc->c;

	/* The lexer counted its line and column: no second count of lines. */
	findings_add(out, R_LINE_COMMENT, c->start, c->line, c->col, c->line,
		     c->col + 1, "'//' comment; the settings here ask "
		     "for '/* */' comments");
}
