/*
 * aspect_decl_blank: decl-blank, the blank line after the declarations
 * that open a block.
 *
 * The kernel's coding style and checkpatch's LINE_SPACING test ask for a
 * blank line between a block's local declarations and its first
 * statement.  A place is a block (a function body or a compound
 * statement inside one) that opens with declarations on lines of their
 * own below its '{', and goes on with a statement on a line of its own:
 * blank when the line after the last declaration is blank, else none.
 * The declarations are those aspect_decl_run and aspect_decl_end see
 * (decl-order's), and what lies between two of them (a blank line, a
 * comment, a directive) does not end them: the place
 * is after the last, before the first statement.  So:
 *   - a comment or a directive right after the declarations makes the
 *     place none (the blank line goes before the comment that tells
 *     what the code does, or before the #ifdef of its first statement),
 *     unless comment lines there are followed by a blank line: then
 *     they are the declarations' and the place is blank; "#endif"
 *     lines after the last declaration (the end of a conditional one)
 *     are passed over first, and a comment that opens on the line of
 *     the last ';' is that line's;
 *   - a block whose declarations end it ("{ int x; }", or a '}' after
 *     them) is no place: there is nothing to set apart;
 *   - neither is one whose statement is a label, a case or a default
 *     (set apart by their own indentation, and checkpatch, which
 *     compares the two lines' indentation, leaves them too), nor one
 *     whose first statement shares a line with a declaration;
 *   - a macro that declares, named in capitals with DECLARE or DEFINE
 *     among the words of its name or ending in _HEAD, _STATE, _ITERATOR
 *     or _ON_STACK ("DECLARE_BITMAP(m, 8);", "LIST_HEAD(list);"), alone
 *     on its line, is a declaration, not the first statement.
 */
#include "aspects/aspect_decl_blank.h"

#include <string.h>

#include "aspects/aspect_decl.h"

/* The names of uniform_decl_blank's values, each of its constant; NULL-ended. */
const char *const aspect_decl_blank_values[] = {
	[DB_BLANK] = "blank",
	[DB_NONE] = "none",
	[DB_ANY] = "any",
	[DB_MAJORITY] = "majority",
	[DB_MAJORITY + 1] = NULL,
};

/* Whether the len bytes at p are word w of a name split at '_'. */
static bool word_is(const char *p, size_t len, const char *w)
{
	return strlen(w) == len && !memcmp(p, w, len);
}

/* Whether the name of token k is a declaring macro's (the header comment). */
static bool declaring_name(const char *buf, const Token *k)
{
	const char *s = buf + k->off, *w = s, *last = s, *before = NULL;
	bool declares = false;

	for (uint32_t i = 0; i <= k->len; i++) {
		if (i < k->len && s[i] != '_') {
			if (!(s[i] >= 'A' && s[i] <= 'Z') && !(s[i] >= '0' && s[i] <= '9'))
				return false;
			continue;
		}
		size_t n = (size_t)(s + i - w);

		declares |= word_is(w, n, "DECLARE") || word_is(w, n, "DEFINE");
		if (n) {
			before = last;
			last = w;
		}
		w = s + i + 1;
	}
	size_t n = (size_t)(s + k->len - last);

	return last != s && (declares || word_is(last, n, "HEAD") ||
			     word_is(last, n, "STATE") || word_is(last, n, "ITERATOR") ||
			     (word_is(last, n, "STACK") && before &&
			      !memcmp(before, "ON_", 3)));
}

/* The ';' of the declaring macro alone on its line at t->v[s], or 0. */
static size_t declaring_macro(const char *buf, const Tokens *t, size_t s)
{
	const Token *k = &t->v[s];

	if (k->kind != TK_IDENT || k->kw != KW_NONE || !token_is(&k[1], P_LPAREN) ||
	    k[1].match == TOKEN_NO_MATCH || !declaring_name(buf, k))
		return 0;
	size_t e = k[1].match + 1;

	return token_is(&t->v[e], P_SEMI) && t->v[e + 1].line != t->v[e].line ? e : 0;
}

/*
 * The last ';' of the declarations that open the block whose '{' is
 * t->v[b], each on lines of its own, through blank lines, comments and
 * directives between them; 0 when the block opens with none.
 */
static size_t leading_decls(const AspectFile *f, size_t b)
{
	const Tokens *t = f->t;
	size_t last = b;
	DeclRun run;

	for (;;) {
		aspect_decl_run(f, last, &run);
		if (run.n) {
			last = run.last[run.n - 1];
			continue;
		}
		size_t s = last + 1, e;

		if (!(t->v[s].flags & TF_BOL) || t->v[s].kind == TK_EOF)
			break;
		e = aspect_decl_end(t, s);
		if (!e)
			e = declaring_macro(f->buf, t, s);
		if (!e)
			break;
		for (size_t more; t->v[e + 1].line == t->v[e].line &&
		     (more = aspect_decl_end(t, e + 1)); )
			e = more;
		last = e;
	}
	return last == b ? 0 : last;
}

/* The start of the line after the one that holds buf[at], or len. */
static size_t next_line(const char *buf, size_t len, size_t at)
{
	size_t e = aspect_line_end(buf, len, at);

	if (e < len && buf[e] == '\r' && e + 1 < len && buf[e + 1] == '\n')
		e++;
	return e < len ? e + 1 : len;
}

/* Whether the line at buf[at] (its start) holds blanks only. */
static bool blank_line(const char *buf, size_t len, size_t at)
{
	while (at < len && (buf[at] == ' ' || buf[at] == '\t' || buf[at] == '\f' ||
			    buf[at] == '\v'))
		at++;
	return at == len || buf[at] == '\n' || buf[at] == '\r';
}

/* Whether the line at buf[at], up to end, is an "#endif" directive. */
static bool endif_line(const char *buf, size_t end, size_t at)
{
	while (at < end && (buf[at] == ' ' || buf[at] == '\t'))
		at++;
	if (at == end || buf[at++] != '#')
		return false;
	while (at < end && (buf[at] == ' ' || buf[at] == '\t'))
		at++;
	if (end - at < 5 || memcmp(buf + at, "endif", 5))
		return false;
	at += 5;
	return at == end || !((buf[at] >= 'a' && buf[at] <= 'z') ||
			      (buf[at] >= 'A' && buf[at] <= 'Z') ||
			      (buf[at] >= '0' && buf[at] <= '9') || buf[at] == '_');
}

/* Past blanks at buf[at]. */
static size_t skip_blanks(const char *buf, size_t len, size_t at)
{
	while (at < len && (buf[at] == ' ' || buf[at] == '\t'))
		at++;
	return at;
}

/*
 * The start of the line after the comments that fill the line at
 * buf[at] (its start) and those they run into, or at when it holds
 * anything else.
 */
static size_t comment_lines(const char *buf, size_t len, const FileComments *fc,
			    size_t at)
{
	size_t i = skip_blanks(buf, len, at), c = comment_first_at(fc->v, fc->n, i);

	if (c == fc->n || fc->v[c].c.start != i)
		return at;
	for (; c < fc->n && fc->v[c].c.start == i; c++)
		i = skip_blanks(buf, len, fc->v[c].c.end);
	if (i < len && buf[i] != '\n' && buf[i] != '\r')
		return at;
	return next_line(buf, len, i);
}

void aspect_decl_gap(const char *buf, size_t len, const FileComments *fc,
		     const Token *k, DeclGap *g)
{
	const Token *z = &k[-1];
	size_t at = z->off + z->len;
	unsigned line = z->line;

	for (size_t i = fc ? comment_first_at(fc->v, fc->n, at) : 0; fc && i < fc->n &&
	     fc->v[i].c.line == line; i++) {
		at = fc->v[i].c.end;
		line = fc->v[i].c.end_line;
	}
	g->after = next_line(buf, len, at);
	while (g->after < k->off && endif_line(buf, k->off, g->after))
		g->after = next_line(buf, len, g->after);
	g->blank = g->after;
	for (size_t past; fc && g->blank < k->off &&
	     (past = comment_lines(buf, len, fc, g->blank)) != g->blank; )
		g->blank = past;
	if (g->blank >= k->off || !blank_line(buf, len, g->blank))
		g->blank = g->after;	/* the comments are the statement's */
	for (g->code = g->blank; g->code < k->off && blank_line(buf, len, g->code); )
		g->code = next_line(buf, len, g->code);

	size_t b = g->after;

	if (b > 0 && buf[b - 1] == '\n')
		b--;
	if (b > 0 && buf[b - 1] == '\r')
		b--;
	g->eol = g->after - b == 2 ? "\r\n" : b < g->after && buf[b] == '\r' ? "\r" : "\n";
	/* No line break to copy, or one a splice takes: no edit. */
	g->fixable = b < g->after && g->after <= k->off && (b == 0 || buf[b - 1] != '\\');
}

/* Whether k, which starts a statement, starts a label, a case or a default. */
static bool label(const Token *k)
{
	return k->kind == TK_IDENT && (k->kw == KW_CASE || k->kw == KW_DEFAULT ||
				       (k->kw == KW_NONE && token_is(&k[1], P_COLON)));
}

/* What lies after the declarations of a place, for the list of places. */
static const char *gap_detail(const char *buf, size_t len, const DeclGap *g,
			      const Token *k)
{
	if (g->code > g->blank)
		return g->blank > g->after ?
		       "a comment, then a blank line, after the declarations" :
		       "a blank line after the declarations";
	if (g->after == aspect_line_start(buf, k->off))
		return "the statement right after the declarations";
	return buf[skip_blanks(buf, len, g->after)] == '#' ?
	       "a directive right after the declarations" :
	       "a comment right after the declarations";
}

/* Report the place of the block whose '{' is t->v[b], if it is one. */
static void blank_place(const AspectFile *f, size_t b)
{
	size_t last = leading_decls(f, b);
	const Token *k = &f->t->v[last + 1];
	DeclGap g;

	if (!last || k->kind == TK_EOF || token_is(k, P_RBRACE) ||
	    !(k->flags & TF_BOL) || label(k))
		return;
	aspect_decl_gap(f->buf, f->len, f->fc, k, &g);
	if (g.after > k->off)
		return;		/* a comment from the last ';' to the statement's line */
	bool blank = g.code > g.blank;

	f->place(f->ctx, blank ? AV_DECL_BLANK_BLANK : AV_DECL_BLANK_NONE, k,
		 f->tally ? NULL : gap_detail(f->buf, f->len, &g, k));
}

void aspect_decl_blank(const AspectFile *f)
{
	for (size_t i = 0; i < f->nblock; i++)
		blank_place(f, f->block[i].tok);
}

/* The aspect's entry in the registry (aspects/registry.h). */
const Aspect aspect_def_decl_blank = {
	.name = "decl-blank",
	.place =
		"a block that opens with declarations and goes on with a "
		"statement: the line after the last declaration",
	.doc =
		"A block (a function body or a compound statement) that opens with "
		"declarations, each on lines of its own below its `{`, and goes on "
		"with a statement on a line of its own: `blank` when the line after "
		"the last declaration is blank, `none` otherwise. Blank lines, "
		"comments and directives between two declarations do not end them; "
		"a comment or a directive right after the last makes the place "
		"`none`, unless comment lines there are followed by a blank line "
		"(they are the declarations'); `#endif` lines right after the last "
		"are passed over. A block its declarations end, a label, `case` or "
		"`default` after them, and a statement on a declaration's line are "
		"no place. A macro in capitals with DECLARE or DEFINE among the "
		"words of its name, or ending in `_HEAD`, `_STATE`, `_ITERATOR` or "
		"`_ON_STACK`, alone on its line, is a declaration.",
	.scan = aspect_decl_blank,
	.key = "uniform_decl_blank",
	.key_doc =
		"`blank` (the linux presets'), `none`, `any` or `majority`: whether "
		"the rule `decl-blank` wants a blank line between a block's leading "
		"declarations and its first statement.",
	.bad = "uniform_decl_blank is blank, none, any or majority",
	.values = aspect_decl_blank_values,
	.kernel = DB_BLANK,
};
