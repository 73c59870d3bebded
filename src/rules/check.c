/*
 * check: the per-file pipeline of "uniform check".
 *
 * The file's comments are collected with their classes, each rule family
 * (the comment rules, then the expression rules over the file's tokens)
 * adds its findings, the suppressions in the comments remove some, and
 * the rest are sorted by position.  Where uniform_scope is "changes", a
 * check of whole files runs only the rules that find bugs, not style
 * (rule_new_code_only): the style rules are for new code there; so is
 * decl-order where the linux preset asks for it.  Nothing
 * here prints: rendering is diag's, and the command decides the order of
 * files.
 */
#include "rules/check.h"

#include "rules/check_aspect.h"
#include "rules/check_comment.h"
#include "rules/check_expr.h"
#include "syntax/comment.h"

typedef struct Warn {
	const char *path;	/* as printed */
	Buf *diag;		/* where warnings go */
} Warn;

static void on_warning(void *p, unsigned line, unsigned col, const char *msg)
{
	Warn *w = p;

	buf_path(w->diag, w->path);
	buf_printf(w->diag, ":%u:%u: warning: %s\n", line, col, msg);
}

void check_buffer(const char *buf, size_t len, const char *path,
		  const Settings *s, const Convention *conv, Findings *out,
		  Buf *diag, CheckMem *mem)
{
	CheckMem once = { 0 };
	CheckMem *m = mem ? mem : &once;
	FileComments *cs = &m->comments;
	Warn w = { path, diag };
	Settings only;

	if (!s->new_code) {
		only = *s;
		for (int r = 0; r < R_NRULES; r++)
			only.rule[r] = s->rule[r] && !rule_new_code_only(s, r);
		s = &only;
	}

	comment_collect(buf, len, cs, on_warning, &w);
	check_comments(buf, len, cs->v, cs->n, cs->has_cr, s, conv, out);
	bool scanned = check_exprs_wanted(s) && len <= TOKEN_MAX_LEN;

	if (check_exprs_wanted(s))
		check_exprs(buf, len, cs, s, out, path, diag, &m->tokens, &m->text,
			    !m->parse_all);
	check_aspects(buf, len, cs, s, out, &m->tokens, scanned, &m->blocks);
	if ((check_exprs_wanted(s) || check_aspects_wanted(s)) &&
	    len <= TOKEN_MAX_LEN && m->tokens.over) {	/* both left the file */
		buf_path(diag, path);
		buf_puts(diag, ": warning: " TOKEN_OVER "; the expression and "
			 "aspect rules skip it\n");
	}
	findings_suppress(out, buf, len, cs->v, cs->n, cs->has_cr, s, on_warning,
			  &w);
	findings_sort(out);
	if (!mem)
		check_mem_free(&once);
}

void check_mem_free(CheckMem *mem)
{
	comment_free(&mem->comments);
	token_free(&mem->tokens);
	buf_free(&mem->text);
	findings_free(&mem->findings);
	aspect_blocks_free(&mem->blocks);
}
