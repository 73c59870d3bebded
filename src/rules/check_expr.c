/*
 * check_expr: the expression rules, as hooks of the expression parser.
 *
 * The five rules share one parse of the file (expr.c), and this file is
 * their entry: it runs the parse with the hooks, holds what the rules
 * share (the Rules context, where a finding goes, how source is quoted)
 * and drops at the end what a file's whole reading rules out.  The
 * parser reports every binary operator with its operands, every
 * expression in a boolean context, every '~', every expression that
 * fills a pair of parentheses, and every declared name; each hook adds
 * the findings of the rules it concerns (bitwise.c, precedence.c,
 * redundant_parens.c, long_identifier.c).  When the parser gives a
 * statement up, it rolls back the findings added since the statement
 * began.
 */
#include "rules/check_expr.h"

#include <stdlib.h>
#include <string.h>

#include "rules/bitwise.h"
#include "rules/expr_rules.h"
#include "rules/long_identifier.h"
#include "rules/precedence.h"
#include "rules/redundant_parens.h"

/* --- positions and quoting --- */

unsigned rules_column(Rules *r, uint32_t line, size_t off)
{
	if (line != r->line || off < r->line_start) {
		size_t i = off;

		while (i > 0 && r->buf[i - 1] != '\n' && r->buf[i - 1] != '\r')
			i--;
		r->line = line;
		r->line_start = i;
	}
	return (unsigned)(off - r->line_start + 1);
}

/*
 * Add a finding on tokens a .. b of f (up to the end of a's line); its
 * message is r->text when fmt is NULL.
 */
void rules_add(Rules *r, Rule rule, const ExprFile *f, uint32_t a,
	       uint32_t b, const char *fmt, const char *x)
{
	const Token *s = &f->v[a], *e = &f->v[b];
	unsigned col = rules_column(r, s->line, s->off), end_col = col;

	if (e->line == s->line)
		end_col = col + (unsigned)(e->off + e->len - s->off) - 1;
	else
		end_col = col + s->len - 1;
	if (fmt)
		findings_add(r->out, rule, s->off, s->line, col, s->line,
			     end_col, fmt, x);
	else
		findings_add_text(r->out, rule, s->off, s->line, col, s->line,
				  end_col, r->text->data, r->text->len);
	r->text->len = 0;
}

/*
 * Append tokens a .. b to r->text as source text.  Past 40 bytes it ends
 * with the last whole token that fits in 37, then "...": a cut inside a
 * token would show "||" as "|" in a message about '|' and '||' (or split
 * a UTF-8 character).  Only a first token longer than that is cut, at a
 * character's start.
 */
void rules_text(Rules *r, const ExprFile *f, uint32_t a, uint32_t b)
{
	Buf *t = r->text;
	size_t start = t->len, fits = start;
	bool space = false;	/* a blank after the tokens that fit */

	for (uint32_t k = a; k <= b && t->len - start <= 40; k++) {
		bool blank = k > a && (f->v[k].flags & TF_SPACE);

		if (fits == t->len)
			space = blank;
		if (blank)
			buf_putc(t, ' ');
		buf_add(t, f->buf + f->v[k].off, f->v[k].len);
		if (t->len - start <= 37)
			fits = t->len;
	}
	if (t->len - start <= 40)
		return;
	if (fits == start) {
		fits = start + 37;
		while (fits > start && ((unsigned char)t->data[fits] & 0xc0) == 0x80)
			fits--;
		space = false;
	}
	t->len = fits;
	buf_puts(t, space ? " ..." : "...");
}

/* What e's outer parentheses hold, as text, for a message. */
const char *rules_quoted(Rules *r, const ExprFile *f, const Expr *e)
{
	r->text->len = 0;
	rules_text(r, f, e->first + 1, e->last - 1);
	buf_putc(r->text, '\0');
	return r->text->data;
}

/* Index of the first comment starting at or after off. */
size_t rules_comment_at(const Rules *r, size_t off)
{
	return comment_first_at(r->cs, r->ncs, off);
}

/* --- the hooks --- */

static void on_binary(void *ctx, const ExprFile *f, const Expr *l,
		      uint32_t op, const Expr *rr)
{
	Rules *r = ctx;

	if (r->s->rule[R_PRECEDENCE])
		precedence_check(r, f, l, op, rr);
	if (r->s->rule[R_REDUNDANT_PARENS] && !f->in_define)
		parens_check_operands(r, f, l, op, rr);
}

/*
 * Drop this module's findings in code put out of use with "#if 0" (up
 * to its #else, #elif or #endif): it is never compiled, and its
 * maintainer deletes it or leaves it, never restyles it (the comment
 * rules leave its comments alone the same way).  The directives are
 * read in order, the blocks nesting as the preprocessor's do.
 */
static void drop_dead(Rules *r, const Tokens *t)
{
	unsigned depth = 0, dead = 0;	/* dead: the depth of the #if 0 */
	size_t from = 0, kept = r->first;
	Buf ranges = { 0 };	/* [from, to) byte offsets, pairs of size_t */

	for (size_t d = 0; d < t->ndir; d++) {
		const Token *name = &t->pp[t->dir[d].first + 1];
		size_t at = t->pp[t->dir[d].first].off;

		if (name->kw == KW_IF || token_spelled(r->buf, name, "ifdef") ||
		    token_spelled(r->buf, name, "ifndef")) {
			const Token *x = name + 1;

			depth++;
			if (!dead && name->kw == KW_IF && x->kind == TK_NUM &&
			    x->len == 1 && r->buf[x->off] == '0' && x[1].kind == TK_EOF) {
				dead = depth;
				from = at;
			}
			continue;
		}
		bool endif = token_spelled(r->buf, name, "endif") && depth;
		bool ends = endif || name->kw == KW_ELSE ||
			    token_spelled(r->buf, name, "elif");

		if (ends && dead == depth) {
			size_t range[2] = { from, at };

			buf_add(&ranges, range, sizeof(range));
			dead = 0;
		}
		depth -= endif;
	}
	if (dead) {
		size_t range[2] = { from, r->len };

		buf_add(&ranges, range, sizeof(range));
	}
	const size_t *v = (const size_t *)(const void *)ranges.data;
	size_t n = ranges.len / (2 * sizeof(size_t));

	for (size_t i = r->first; i < r->out->n; i++) {
		size_t off = r->out->v[i].off, k = 0;

		while (k < n && !(v[2 * k] <= off && off < v[2 * k + 1]))
			k++;
		if (k == n)
			r->out->v[kept++] = r->out->v[i];
	}
	r->out->n = kept;
	buf_free(&ranges);
}

static void on_deep(void *ctx, const ExprFile *f, uint32_t tok)
{
	Rules *r = ctx;
	const Token *t = &f->v[tok];

	buf_printf(r->diag, "%s:%u:%u: warning: nesting too deep (more than %d "
		   "levels): the expression rules skip what is nested here\n",
		   r->path, t->line, rules_column(r, t->line, t->off), EXPR_MAX_DEPTH);
}

static size_t on_mark(void *ctx)
{
	return ((Rules *)ctx)->out->n;
}

static void on_rollback(void *ctx, size_t m)
{
	findings_truncate(((Rules *)ctx)->out, m);
}

bool check_exprs_wanted(const Settings *s)
{
	return s->rule[R_BITWISE_LOGICAL] || s->rule[R_BITWISE_EFFECTS] ||
	       s->rule[R_PRECEDENCE] || s->rule[R_REDUNDANT_PARENS] ||
	       s->rule[R_LONG_IDENTIFIER];
}

/* check_exprs, and the file's joins of truth values in *joins. */
static void run_exprs(const char *buf, size_t len, const FileComments *fc,
		      const Settings *s, Findings *out, const char *path,
		      Buf *diag, Tokens *tokens, Buf *text, bool skip,
		      unsigned *joins)
{
	Rules r = { .buf = buf, .len = len, .cs = fc->v, .ncs = fc->n, .s = s,
		    .out = out, .first = out->n, .path = path, .diag = diag,
		    .text = text };
	ExprHooks h = { on_binary, bitwise_on_boolean, parens_on_paren,
			long_ident_on_declare, on_deep,
			on_mark, on_rollback, &r, skip,
			s->rule[R_LONG_IDENTIFIER] ? long_ident_limit(s) : UINT32_MAX,
			precedence_on_complement };
	MemHold hold[2];	/* the file's macros and names, made when asked */

	if (len > TOKEN_MAX_LEN) {
		buf_printf(diag, "%s: warning: file too large for the expression "
			   "rules (over 4 GiB); skipped\n", path);
		return;
	}
	text->len = 0;
	token_scan(buf, len, fc, tokens);
	if (tokens->over)	/* check_buffer says so */
		return;
	r.macros = (MacroLazy){ buf, tokens, false, { 0 } };
	r.tokens = tokens;
	mem_hold(&hold[0], macro_release, &r.macros.m);
	mem_hold(&hold[1], expr_names_release, &r.names);
	expr_parse(buf, tokens, &h);
	*joins = r.joins;
	long_ident_drop_repeats(&r);
	bitwise_drop_practised(&r);
	drop_dead(&r, tokens);
	if (r.read) {
		mem_let_go(&r.read_hold);
		free(r.read);
	}
	if (r.op_keys) {
		mem_let_go(&r.keys_hold);
		free(r.op_keys);
	}
	if (r.scopes_read) {
		mem_let_go(&r.scopes_hold);
		names_scopes_free(&r.scopes);
	}
	mem_let_go(&hold[1]);
	mem_let_go(&hold[0]);
	macro_free(&r.macros.m);
	expr_names_free(&r.names);
}

void check_exprs(const char *buf, size_t len, const FileComments *fc,
		 const Settings *s, Findings *out, const char *path, Buf *diag,
		 Tokens *tokens, Buf *text, bool skip)
{
	unsigned joins;

	run_exprs(buf, len, fc, s, out, path, diag, tokens, text, skip, &joins);
}

/* What check_exprs_joins makes and drops, held while it works. */
typedef struct JoinsWork {
	Findings out;
	Buf text, diag;
} JoinsWork;

static void joins_release(void *p)
{
	JoinsWork *w = p;

	findings_free(&w->out);
	buf_free(&w->text);
	buf_free(&w->diag);
}

unsigned check_exprs_joins(const char *buf, size_t len, bool precedence,
			   FileComments *fc, Tokens *tokens)
{
	Settings s = { 0 };
	JoinsWork w = { 0 };
	MemHold hold;
	unsigned joins = 0;

	s.rule[R_BITWISE_LOGICAL] = true;
	s.rule[R_PRECEDENCE] = precedence;	/* as the file's own count */
	mem_hold(&hold, joins_release, &w);
	comment_collect(buf, len, fc, NULL, NULL);
	run_exprs(buf, len, fc, &s, &w.out, "", &w.diag, tokens, &w.text, true,
		  &joins);
	mem_let_go(&hold);
	joins_release(&w);
	return joins;
}
