/*
 * decl_order: the rule decl-order, and its fix.
 *
 * decl-order reports a block whose leading declarations (aspect_decl_run)
 * are not longest first where uniform_decl_order asks for reverse-xmas,
 * at the first line longer than the one above it: in new code that is
 * the line a patch added out of order.  Its fix sorts the run's lines
 * by width, longest first, equal ones in their order, and is offered
 * only when moving them cannot change what the code does or how it
 * lexes:
 *   - every line is one whole line: one declaration line, no statement
 *     after it, no comment crossing into the next line, no splice;
 *   - no line names a variable another line of the run declares (an
 *     initializer "struct dev *d = &p->dev" must stay below p's line),
 *     in its own text or in that of the file's macros it uses;
 *   - no comment in the run, or on the line of its '{', says
 *     NOLINTNEXTLINE (it silences the line after its own);
 *   - no line pinned to its place (decl_safe: a label, a type, a
 *     cleanup, __LINE__, a name that may hide a call) changes places
 *     with another line;
 *   - no line whose initializer has an effect (a call, ++, --, an
 *     assignment) changes places with another line that has an
 *     initializer: a call may change what the other one reads; nor do
 *     two that read a volatile.
 * The edit is marked as a permutation of whole lines, which the fix's
 * guard verifies (fix/guard.c); on a CRLF file it ends after the last LF, so
 * that its region ends at a line's start, not between CR and LF.
 */
#include "rules/aspect_rule.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "aspects/aspect_decl.h"
#include "syntax/decl_safe.h"
#include "syntax/reorder.h"

/* The rule's entry in the registry (aspects/registry.h). */
const RuleInfo rule_decl_order = {
	.name = "decl-order",
	.help =
		"The declarations that open a block (3 lines or more, up to a blank "
		"line, a comment line, a directive or the first statement) not in "
		"reverse Christmas tree order, each line at least as long as the "
		"next (its code, tabs to 8 columns), where uniform_decl_order asks "
		"for it; one finding a block. Off by default; the linux preset turns "
		"it on where netdev's or tip's guide speaks for a file's MAINTAINERS "
		"sections.",
	.on = false,
	.style = true,
	.fix = true,
	.settings =
		"`uniform_decl_order` (reverse-xmas, the linux presets'; any turns "
		"it off; majority, the default, asks for it where the directory's "
		"blocks are mostly longest first)",
	.details =
		"The declarations that open a block (a function body or a compound "
		"statement), 3 lines or more up to a blank line, a comment line, a "
		"directive or the first statement, not in reverse Christmas tree "
		"order: each line at least as wide as the next, its code measured "
		"from its first token to its last, tabs to 8 columns. One finding a "
		"block, at the first line longer than the one above it, where "
		"`uniform_decl_order` is `reverse-xmas`. `fix` sorts the lines "
		"longest first (equal ones keep their order), and leaves the block "
		"as it is, saying why, when a line names a variable another line "
		"declares, when an initializer with a call, ++, -- or an assignment "
		"would change places with another initializer, or when a "
		"declaration spans lines, a comment crosses a line or code follows "
		"a declaration on its line; the fixed text must hold the same "
		"lines, each lexing as before. Off by default; `--preset linux` "
		"turns it on where netdev's or the tip tree's guide speaks for the "
		"file's MAINTAINERS sections (see PRESETS).",
	.why =
		"netdev's guide asks for \"reverse xmas tree\" order of local "
		"variable declarations, the tip tree's for \"reverse fir tree\": the "
		"longest line first. The fix sorts the lines, longest first, and "
		"leaves the block alone (saying why) when a line names a variable "
		"declared on another line of the block (itself or through a macro "
		"the file defines), when an initializer with a call, `++`, `--` or "
		"an assignment would change places with another initializer, when a "
		"declaration spans lines or shares its line with other code, or "
		"when a line that must keep its place would move: a variable with a "
		"cleanup (`__free(kfree)`), a `__label__`, a local type, "
		"`__LINE__`, a read of a volatile, or a name that may be a macro "
		"hiding a call or a name (docs/aspects.md lists the names known to "
		"be pure). An old-style (K&R) definition's body is a function body "
		"too. Under `--preset linux` netdev's sections report new code "
		"only (`uniform_scope = changes`): check a patch with `--patch` or "
		"`--changed`.",
	.example = "--preset linux --rule decl-order",
	.wrong =
		"int xmit(void)\n"
		"{\n"
		"\tint err, i;\n"
		"\tstruct sk_buff *skb;\n"
		"\tstruct scatterlist *sg;\n"
		"\n"
		"\treturn 0;\n"
		"}\n",
	.right =
		"int xmit(void)\n"
		"{\n"
		"\tstruct scatterlist *sg;\n"
		"\tstruct sk_buff *skb;\n"
		"\tint err, i;\n"
		"\n"
		"\treturn 0;\n"
		"}\n",
};


static bool is_name(const Token *k)
{
	return k->kind == TK_IDENT && k->kw == KW_NONE;
}

/*
 * Whether token k of line i of the run (tokens [from, to]) is a name the
 * line declares: at the top of the line, not in an initializer, not in
 * the parentheses of an attribute ("__attribute__((cleanup(f)))",
 * "__free(kfree)"), followed by what ends a declarator.
 */
static bool declares(const Tokens *t, size_t k, size_t from, size_t to)
{
	int depth = 0;
	bool in_init = false;

	for (size_t i = from; i < k; i++) {
		const Token *x = &t->v[i];

		if ((is_name(x) || x->kw == KW_ATTRIBUTE) && token_is(&x[1], P_LPAREN) &&
		    x[1].match != TOKEN_NO_MATCH && x[1].match > k &&
		    !token_is(&x[2], P_STAR))
			return false;	/* "u8 (*fp)(void)" declares fp */
		if (token_is(x, P_LPAREN) || token_is(x, P_LBRACK) ||
		    token_is(x, P_LBRACE))
			depth++;
		else if (token_is(x, P_RPAREN) || token_is(x, P_RBRACK) ||
			 token_is(x, P_RBRACE))
			depth--;
		else if (!depth && token_is(x, P_ASSIGN))
			in_init = true;
		else if (!depth && token_is(x, P_COMMA))
			in_init = false;
	}
	if (in_init || !is_name(&t->v[k]) || k == to)
		return false;
	const Token *n = &t->v[k + 1];

	return token_is(n, P_ASSIGN) || token_is(n, P_COMMA) ||
	       token_is(n, P_SEMI) || token_is(n, P_LBRACK) ||
	       (token_is(n, P_RPAREN) && depth > 0);
}

/*
 * Whether line i of the run names a variable declared on another line
 * j, as it reads (its macros expanded); the name into *use.
 */
static bool depends(const char *buf, const Tokens *t, const DeclRun *run,
		    const DeclLine *line, size_t i, const Token **use, size_t *j)
{
	const DeclLine *l = &line[i];

	for (size_t k = 0; k < l->nuse; k++) {
		if (!is_name(&l->use[k]) || (k > 0 &&
		    (token_is(&l->use[k - 1], P_DOT) || token_is(&l->use[k - 1], P_ARROW))))
			continue;
		for (*j = 0; *j < run->n; ++*j) {
			if (*j == i)
				continue;
			for (size_t d = run->first[*j]; d <= run->last[*j]; d++) {
				if (token_same_text(buf, &l->use[k], &t->v[d]) &&
				    declares(t, d, run->first[*j], run->last[*j])) {
					*use = &l->use[k];
					return true;
				}
			}
		}
	}
	return false;
}

/*
 * Whether a comment stops the reorder, with why: one that spans lines
 * among the run's, or a NOLINTNEXTLINE from the line of the block's '{'
 * on (it silences the line after its own, which the reorder changes).
 */
static bool comments(const char *buf, const FileComments *fc,
		     const DeclRun *run, const DeclLine *line, Buf *why)
{
	size_t from = line[0].start, to = line[run->n - 1].end;
	size_t open = from ? aspect_line_start(buf, from - 1) : 0;

	for (size_t i = 0; i < fc->n; i++) {
		const LexComment *c = &fc->v[i].c;

		if (c->end > from && c->start < to &&
		    (c->line != c->end_line || c->start < from || c->end > to)) {
			buf_printf(why, "a comment on line %u spans lines", c->line);
			return true;
		}
		if (c->end > open && c->start < to &&
		    memmem(buf + c->start, c->end - c->start, "NOLINTNEXTLINE", 14)) {
			buf_printf(why, "the NOLINTNEXTLINE on line %u silences the "
				   "line after it", c->line);
			return true;
		}
	}
	return false;
}

/*
 * Why the run cannot be reordered safely, into why (empty when it can);
 * its lines into line.
 */
static void refusal(DeclFile *f, size_t len, const FileComments *fc,
		    const DeclRun *run, DeclLine *line, Buf *why)
{
	const char *buf = f->buf;
	const Tokens *t = f->t;

	if (run->more) {
		buf_printf(why, "more than %d declaration lines", DECL_MAX_LINES);
		return;
	}
	for (size_t i = 0; i < run->n; i++) {
		const Token *a = &t->v[run->first[i]], *z = &t->v[run->last[i]];
		DeclLine *l = &line[i];

		*l = (DeclLine){ .start = aspect_line_start(buf, a->off),
				 .end = aspect_line_end(buf, len, z->off + z->len) };
		if (l->end + 1 < len && buf[l->end] == '\r' && buf[l->end + 1] == '\n')
			l->end++;	/* a CRLF's CR is the line's, as fix's guard reads it */
		if ((l->end < len && buf[l->end] == '\r') ||
		    (l->start > 0 && buf[l->start - 1] == '\r')) {
			buf_printf(why, "line %u ends in a CR alone (old Mac line ends)",
				   a->line);
			return;
		}
		if (a->line != z->line || memchr(buf + a->off, '\n', z->off - a->off) ||
		    memchr(buf + a->off, '\r', z->off - a->off)) {
			buf_printf(why, "the declaration on line %u spans lines", a->line);
			return;
		}
		if (t->v[run->last[i] + 1].line == z->line) {
			buf_printf(why, "line %u goes on after its declaration", a->line);
			return;
		}
		decl_safe_line(f, run->first[i], run->last[i], l);
	}
	if (memchr(buf + line[0].start, '\0', line[run->n - 1].end - line[0].start)) {
		/* an edit's text is a C string (a file the fuzzer made) */
		buf_puts(why, "a NUL byte in the declarations");
		return;
	}
	if (comments(buf, fc, run, line, why))
		return;
	for (size_t i = 0; i < run->n; i++) {
		const Token *use;
		size_t j;

		if (depends(buf, t, run, line, i, &use, &j)) {
			bool own = use->off >= line[i].start && use->off < line[i].end;

			buf_printf(why, "line %u names %.*s%s, declared on line %u",
				   t->v[run->first[i]].line, (int)use->len,
				   buf + use->off, own ? "" : " through a macro of the file",
				   t->v[run->first[j]].line);
			return;
		}
	}
}

/* The order of the lines longest first, equal ones as they were. */
static void sorted(const DeclRun *run, size_t *order)
{
	for (size_t i = 0; i < run->n; i++) {
		size_t k = i;

		while (k > 0 && run->width[order[k - 1]] < run->width[i]) {
			order[k] = order[k - 1];
			k--;
		}
		order[k] = i;
	}
}

/*
 * Why lines i and j, which the new order puts the other way round, may
 * not change places, into why: one is pinned (decl_safe), both read a
 * volatile, or one's initializer has an effect and the other has one.
 */
static void swapped(const Tokens *t, const DeclRun *run, const DeclLine *line,
		    size_t i, size_t j, Buf *why)
{
	unsigned li = t->v[run->first[i]].line, lj = t->v[run->first[j]].line;

	decl_safe_why(&line[i], li, why);
	if (!why->len)
		decl_safe_why(&line[j], lj, why);
	if (why->len)
		return;
	if (line[i].vol.n && line[j].vol.n)
		buf_printf(why, "the initializers of lines %u and %u both read "
			   "a volatile (%.*s)", li, lj, (int)line[i].vol.n,
			   line[i].vol.s);
	else if (line[i].init && line[j].init && (line[i].effect || line[j].effect))
		buf_printf(why, "the initializer of line %u %s that of line %u", li,
			   line[i].effect ? "has an effect before" :
			   "reads before the effect of", lj);
}

/*
 * Why the new order would move lines that must keep their order past
 * each other (swapped), into why.
 */
static void crossing(const Tokens *t, const DeclRun *run,
		     const DeclLine *line, const size_t *order, Buf *why)
{
	size_t pos[DECL_MAX_LINES];

	for (size_t k = 0; k < run->n; k++)
		pos[order[k]] = k;
	for (size_t i = 0; i < run->n && !why->len; i++)
		for (size_t j = i + 1; j < run->n && !why->len; j++)
			if (pos[i] > pos[j])
				swapped(t, run, line, i, j, why);
}

/* The lines of a run decl_order reads, for mem_hold. */
typedef struct HeldLines {
	DeclLine *v;
	size_t n;
} HeldLines;

static void lines_release(void *what)
{
	HeldLines *h = what;

	for (size_t i = 0; i < h->n; i++)
		decl_safe_line_free(&h->v[i]);
}

/* Report the run of the block at t->v[b] if it is out of order. */
static void decl_order(DeclFile *f, size_t len, const FileComments *fc,
		       const DeclRun *run, const Settings *s, Findings *out)
{
	const char *buf = f->buf;
	const Tokens *t = f->t;
	DeclLine line[DECL_MAX_LINES];
	size_t order[DECL_MAX_LINES], at = 1;
	Buf why = { 0 }, text = { 0 }, practice = { 0 };
	HeldLines held = { line, run->n };
	MemHold hold[4];

	for (size_t i = 0; i < run->n; i++)
		line[i].use = NULL;
	mem_hold(&hold[0], lines_release, &held);
	mem_hold(&hold[1], buf_release, &why);
	mem_hold(&hold[2], buf_release, &text);
	mem_hold(&hold[3], buf_release, &practice);
	while (run->width[at - 1] >= run->width[at])
		at++;
	refusal(f, len, fc, run, line, &why);
	if (!why.len) {
		sorted(run, order);
		crossing(t, run, line, order, &why);
	}
	if (!why.len) {
		for (size_t k = 0; k < run->n; k++) {
			const DeclLine *l = &line[order[k]];

			buf_add(&text, buf + l->start, l->end - l->start);
			if (k + 1 < run->n)
				buf_add(&text, buf + line[k].end, line[k + 1].start - line[k].end);
		}
		/* What fix's guard refuses, the rule does not offer. */
		reorder_dependent(buf, t, macro_lazy(f->macros), line[0].start,
				  line[run->n - 1].end - line[0].start, text.data, &why);
	}

	const Token *a = &t->v[run->first[at]], *z = &t->v[run->last[at]];
	size_t bol = aspect_line_start(buf, a->off);

	if (s->decl_dir) {
		buf_puts(&practice, ", the practice in ");
		buf_path(&practice, *s->decl_dir ? s->decl_dir : ".");
		buf_printf(&practice, " (%llu%% of %llu blocks)",
			   (s->decl_count * 100 + s->decl_of / 2) / s->decl_of,
			   s->decl_of);
	}
	findings_add(out, R_DECL_ORDER, a->off, a->line, (unsigned)(a->off - bol) + 1,
		     z->line, 0, "declarations not longest first (reverse xmas "
		     "tree%s): this line (%u columns) is longer than the one above "
		     "it (%u)%s%s", practice.len ? practice.data : "",
		     run->width[at], run->width[at - 1],
		     why.len ? "; not reordered: " : "", why.len ? why.data : "");
	buf_free(&practice);
	out->v[out->n - 1].end_col = (unsigned)(z->off + z->len - bol);
	if (!why.len) {
		size_t start = line[0].start, end = line[run->n - 1].end;

		if (buf[end - 1] == '\r' && end < len && buf[end] == '\n')
			buf_putc(&text, buf[end++]);	/* a CRLF's LF too */
		findings_edit_copy(out, start, end - start, text.data);
		out->v[out->n - 1].edit[0].lines = true;
	}
	for (int i = 3; i >= 0; i--)
		mem_let_go(&hold[i]);
	lines_release(&held);
	buf_free(&why);
	buf_free(&text);
}

static bool decl_wanted(const Settings *s)
{
	return s->want[AS_DECL_ORDER] == DO_REVERSE_XMAS;
}

/* The directory whose practice asked for the order, for the message. */
static void decl_settle(Settings *s, const AspectPractice *why, const char *path)
{
	(void)path;
	if (!why)
		return;
	s->decl_dir = why->dir;
	s->decl_count = why->count;
	s->decl_of = why->of;
}

/* Each block's leading declarations, reported when out of order. */
static void decl_check(const AspectCheck *c, const AspectFile *f)
{
	DeclFile df = { .buf = c->buf, .t = c->t, .macros = c->macros };
	MemHold hold;	/* what the file's names take */
	DeclRun run;

	mem_hold(&hold, decl_safe_release, &df);
	for (size_t i = 0; i < f->nblock; i++)
		if (aspect_decl_run(f, f->block[i].tok, &run) &&
		    !aspect_decl_ordered(&run))
			decl_order(&df, c->len, c->fc, &run, c->s, c->out);
	decl_safe_free(&df);
	mem_let_go(&hold);
}

/* The rule's check (rules/aspect_rule.h). */
const AspectRule aspect_rule_decl_order = {
	.wanted = decl_wanted,
	.settle = decl_settle,
	.check = decl_check,
};
