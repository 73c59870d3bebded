/*
 * html: one page to share, for census, trend and check.
 *
 * The page stands alone: the style sheet is inline, the charts are the
 * SVG of svg.c inlined without their XML prolog, and there is no script
 * and no URL to fetch, so it reads the same in a mail client's viewer, a
 * browser without network and a screenshot.  Its text comes from paths,
 * revision names and source lines, which are bytes: everything is
 * escaped, and a byte that is not UTF-8 (or is a control byte) shows in
 * a path as \xNN, so that the path can still be told apart, and in a
 * source line as U+FFFD, as an editor would show it.  Figures come from
 * the same cells as the text table (report_cells), so the two agree.
 *
 * check renders in two steps: the workers turn each finding into a
 * record (rule, path, and the finding's HTML, each ended by a NUL byte),
 * which the run gathers in file order; html_check then orders them by
 * rule, keeping file order within a rule, and writes the sections.  The
 * page carries no date, so the same run gives the same bytes.
 */
#include "output/html.h"

#include <stdlib.h>
#include <string.h>

#include "output/diag.h"
#include "output/report.h"
#include "output/svg.h"
#include "base/version.h"

#define MONO "\"DejaVu Sans Mono\", \"Liberation Mono\", Menlo, Consolas, monospace"

static const char style[] =
	"body { margin: 0; background: #fff; color: #1b1f24;\n"
	"  font: 15px/1.45 \"DejaVu Sans\", \"Liberation Sans\", \"Helvetica Neue\", Arial, sans-serif; }\n"
	"main { max-width: 1240px; margin: 0 auto; padding: 26px 32px 30px; }\n"
	"h1 { font-size: 23px; font-weight: 600; margin: 0 0 6px; }\n"
	"p.what { color: #57606a; margin: 0 0 20px; }\n"
	"table { border-collapse: collapse; font-size: 14px; font-variant-numeric: tabular-nums; }\n"
	"th, td { padding: 5px 9px; text-align: right; white-space: nowrap; }\n"
	"thead th { font-weight: 600; font-size: 13px; vertical-align: bottom;\n"
	"  border-bottom: 2px solid #1b1f24; }\n"
	"tbody th, tbody td { border-bottom: 1px solid #e4e7eb; }\n"
	"tbody th { font-weight: normal; }\n"
	".l { text-align: left; }\n"
	"td.share, th.share { font-weight: 600; background: #eaf2fa; }\n"
	"tfoot th, tfoot td, tr.total th, tr.total td { font-weight: 600;\n"
	"  border-top: 1.5px solid #1b1f24; }\n"
	"td.wrap { white-space: normal; color: #57606a; }\n"
	"figure { margin: 26px 0 0; }\n"
	"svg { max-width: 100%; height: auto; }\n"
	"p.note { color: #57606a; font-size: 13px; margin: 10px 0 0; }\n"
	"footer { margin-top: 22px; padding-top: 10px; border-top: 1px solid #e4e7eb;\n"
	"  color: #57606a; font-size: 13px; }\n"
	"code, pre, .loc, .ln { font-family: " MONO "; }\n"
	"code { font-size: 92%; }\n"
	"a { color: #0550ae; text-decoration: none; }\n"
	"section { margin-top: 30px; }\n"
	"h2 { font-size: 18px; font-weight: 600; margin: 0 0 2px; }\n"
	"h2 .n, h3 .n { font-weight: normal; color: #57606a; font-size: 14px; }\n"
	"p.help { color: #57606a; margin: 0 0 8px; }\n"
	"h3 { font-size: 14px; font-weight: 600; margin: 16px 0 6px; }\n"
	"ol.findings { list-style: none; padding: 0; margin: 0; }\n"
	"ol.findings li { margin: 0 0 12px; font-size: 14px; }\n"
	".loc { color: #57606a; margin-right: 8px; }\n"
	".src { display: flex; margin-top: 4px; background: #f6f8fa;\n"
	"  border: 1px solid #e4e7eb; border-radius: 4px; padding: 4px 0; overflow-x: auto; }\n"
	".src .ln { color: #8c959f; min-width: 3.5em; text-align: right; padding: 0 12px 0 6px;\n"
	"  font-size: 13px; line-height: 1.5; }\n"
	".src pre { margin: 0; padding-right: 12px; tab-size: 8; -moz-tab-size: 8;\n"
	"  font-size: 13px; line-height: 1.5; }\n"
	"mark { background: #ffd33d; color: inherit; border-radius: 2px; }\n"
	"td.x { background: #fff1c2; font-weight: 600; }\n"
	"td.same { color: #8c959f; }\n";

/* Bytes of a source line or a message: tabs kept, bad bytes U+FFFD. */
static void text(Buf *o, const char *s, size_t n)
{
	svg_text(o, s, n, true, false);
}

/* A message or a rule's help. */
static void str(Buf *o, const char *s)
{
	text(o, s, strlen(s));
}

/* A path or a revision name, exactly: bad bytes as \xNN. */
static void name(Buf *o, const char *s)
{
	svg_text(o, s, strlen(s), false, true);
}

/* An argument as a POSIX shell would read it back. */
static void shell_word(Buf *o, const char *a)
{
	if (*a && !a[strspn(a, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
			      "0123456789_-+=./,:@%^")]) {
		buf_puts(o, a);
		return;
	}
	buf_putc(o, '\'');
	for (; *a; a++) {
		if (*a == '\'')
			buf_puts(o, "'\\''");
		else
			buf_putc(o, *a);
	}
	buf_putc(o, '\'');
}

/* The command that made the page, less its --format html. */
static void command_line(Buf *o, const HtmlPage *p)
{
	Buf cmd = { 0 };

	buf_printf(&cmd, "uniform %s", p->command);
	for (int i = 0; i < p->argc; i++) {
		if (!strcmp(p->argv[i], "--format=html"))
			continue;
		if (!strcmp(p->argv[i], "--format") && i + 1 < p->argc &&
		    !strcmp(p->argv[i + 1], "html")) {
			i++;
			continue;
		}
		buf_putc(&cmd, ' ');
		shell_word(&cmd, p->argv[i]);
	}
	svg_text(o, cmd.data, cmd.len, false, true);
	buf_free(&cmd);
}

/* "what in a, b": the title, naming the paths when there are any. */
static void title(Buf *o, const char *what, const HtmlPage *p)
{
	buf_puts(o, what);
	for (int i = 0; i < p->noperands; i++) {
		buf_puts(o, i ? ", " : " in ");
		buf_puts(o, p->operands[i]);
	}
}

static void page_open(Buf *o, const Buf *t)
{
	buf_puts(o, "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n"
		 "<meta charset=\"utf-8\">\n"
		 "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
		 "<meta name=\"generator\" content=\"uniform " UNIFORM_VERSION "\">\n"
		 "<title>");
	svg_text(o, t->data, t->len, false, true);
	buf_printf(o, "</title>\n<style>\n%s</style>\n</head>\n<body>\n<main>\n<h1>",
		   style);
	svg_text(o, t->data, t->len, false, true);
	buf_puts(o, "</h1>\n");
}

static void page_close(Buf *o, const HtmlPage *p)
{
	buf_puts(o, "<footer><code>$ ");
	command_line(o, p);
	buf_puts(o, "</code> &middot; uniform " UNIFORM_VERSION "</footer>\n"
		 "</main>\n</body>\n</html>\n");
}

/* An SVG document of svg.c, inline: from its <svg> element on. */
static void figure(Buf *o, const Buf *svg)
{
	const char *s = svg->data ? strstr(svg->data, "<svg") : NULL;

	if (!s)
		return;
	buf_puts(o, "<figure>\n");
	buf_add(o, s, svg->len - (size_t)(s - svg->data));
	buf_puts(o, "</figure>\n");
}

/* A header row: the name columns, then the counts', the last a share. */
static void head_row(Buf *o, const char *const *names, int n,
		     const char *const *cols, int ncols)
{
	buf_puts(o, "<thead><tr>");
	for (int i = 0; i < n; i++)
		buf_printf(o, "<th class=\"l\">%s</th>", names[i]);
	for (int k = 0; k < ncols; k++)
		buf_printf(o, k + 1 == ncols ? "<th class=\"share\">%s</th>" :
			   "<th>%s</th>", cols[k]);
	buf_puts(o, "</tr></thead>\n");
}

/* The header row: the name columns, then report_head's. */
static void counts_head(Buf *o, const char *const *names, int n)
{
	head_row(o, names, n, report_head, REPORT_NCELLS);
}

/* A row header cell, then the cells of c, ending the row. */
static void counts_row(Buf *o, const char *label, const Counts *c)
{
	char cells[REPORT_NCELLS][32];
	const char *row[REPORT_NCELLS];

	buf_puts(o, "<th class=\"l\" scope=\"row\">");
	name(o, label);
	buf_puts(o, "</th>");
	report_cells(c, true, cells, row);
	for (int k = 0; k < REPORT_NCELLS; k++)
		buf_printf(o, "<td%s>%s</td>", k + 1 == REPORT_NCELLS ?
			   " class=\"share\"" : "", row[k]);
	buf_puts(o, "</tr>\n");
}

/*
 * A row header cell, then the cells of c for aspect a, ending the row
 * that the caller opened.
 */
static void aspect_row(Buf *o, const char *label, const Counts *c, AspectId a)
{
	char cells[REPORT_ASPECT_NCELLS][32];
	const char *row[REPORT_ASPECT_NCELLS];
	int n = report_aspect_cells(c, a, true, cells, row);

	buf_puts(o, "<th class=\"l\" scope=\"row\">");
	name(o, label);
	buf_puts(o, "</th>");
	for (int k = 0; k < n; k++)
		buf_printf(o, "<td%s>%s</td>", k + 1 == n ? " class=\"share\"" : "",
			   row[k]);
	buf_puts(o, "</tr>\n");
}

/* An aspect table's head: the name columns, then aspect a's. */
static void aspect_head(Buf *o, const char *const *names, int nnames,
			AspectId a)
{
	const char *head[REPORT_ASPECT_NCELLS];
	int n = report_aspect_head(a, head);

	buf_puts(o, "<table>\n");
	head_row(o, names, nnames, head, n);
}

/* One table per aspect of c (census --aspect), under the comments'. */
static void aspect_tables(Buf *o, const Census *c)
{
	for (int a = 0; a < AS_NASPECT; a++) {
		if (!(c->aspects & (1u << a)))
			continue;
		aspect_head(o, &aspect_table[a]->name, 1, (AspectId)a);
		buf_puts(o, "<tbody>\n");
		for (size_t i = 0; i < c->ngroups; i++) {
			buf_puts(o, "<tr>");
			aspect_row(o, c->groups[i].name, &c->groups[i].counts,
				   (AspectId)a);
		}
		buf_puts(o, "</tbody>\n<tfoot><tr>");
		aspect_row(o, "total", &c->total, (AspectId)a);
		buf_puts(o, "</tfoot>\n</table>\n");
	}
}

/* What the share and the classes are, under the tables. */
static void classes_note(Buf *o)
{
	buf_puts(o, "<p class=\"note\">net share = net-style / (customary + net-style): "
		 "of the multi-line comments whose writer had the choice, the share "
		 "with text on the opening line.<br>\nline: <code>//</code> &middot; "
		 "single: <code>/* */</code> on one line &middot; customary: "
		 "<code>/*</code> alone on its line &middot; kernel-doc: <code>/**</code> "
		 "alone &middot; banner: <code>/*****</code> &middot; net-style: text "
		 "after <code>/*</code></p>\n");
}

/* Under a table of counts: the note, the chart (freed) and the footer. */
static void counts_close(Buf *o, Buf *svg, const HtmlPage *p)
{
	classes_note(o);
	figure(o, svg);
	page_close(o, p);
	buf_free(svg);
}

void html_census(Buf *o, const Census *c, const HtmlPage *p)
{
	static const char *const names[] = { "group" };
	Buf t = { 0 }, svg = { 0 };
	char files[32], comments[32];

	title(&t, "Comment styles", p);
	page_open(o, &t);
	buf_printf(o, "<p class=\"what\">%s files, %s comments, each in one class; ",
		   table_thousands(files, c->total.files),
		   table_thousands(comments, counts_comments(&c->total)));
	if (c->prefixes)
		buf_puts(o, "one row per path prefix, and the whole tree as total.</p>\n");
	else if (c->depth)
		buf_printf(o, "one row per directory, down to depth %d.</p>\n", c->depth);
	else
		buf_puts(o, "the total only.</p>\n");
	buf_puts(o, "<table>\n");
	counts_head(o, names, 1);
	buf_puts(o, "<tbody>\n");
	for (size_t i = 0; i < c->ngroups; i++) {
		buf_puts(o, "<tr>");
		counts_row(o, c->groups[i].name, &c->groups[i].counts);
	}
	buf_puts(o, "</tbody>\n<tfoot><tr>");
	counts_row(o, "total", &c->total);
	buf_puts(o, "</tfoot>\n</table>\n");
	aspect_tables(o, c);
	report_census_chart(&svg, c);
	counts_close(o, &svg, p);
	buf_free(&t);
}

/* The aspects of the map: the comments (AS_NASPECT), then c's. */
static int map_aspects(const Census *c, int *v)
{
	int n = 0;

	v[n++] = AS_NASPECT;
	for (int a = 0; a < AS_NASPECT; a++)
		if (c->aspects & (1u << a))
			v[n++] = a;
	return n;
}

/* The practice of a in g as a cell: marked (cls "x"), dim ("same") or plain. */
static void practice_cell(Buf *o, const Counts *g, int a, const char *cls)
{
	Count places;
	const char *v;
	double share;

	if (!report_practice(g, a, &places, &v, &share))
		buf_puts(o, "<td>-</td>");	/* nothing practised, nothing to mark */
	else
		buf_printf(o, "<td%s%s%s>%s %.1f%%</td>", *cls ? " class=\"" : "", cls,
			   *cls ? "\"" : "", v, 100.0 * share);
}

/* The map's head: a column per aspect. */
static void map_head(Buf *o, const int *as, int n)
{
	buf_puts(o, "<table>\n<thead><tr><th class=\"l\">group</th><th>files</th>");
	for (int i = 0; i < n; i++)
		buf_printf(o, "<th>%s</th>", as[i] == AS_NASPECT ?
			   "comment" : aspect_table[as[i]]->name);
	buf_puts(o, "</tr></thead>\n<tbody>\n");
}

/* The row of v[0 .. n) for group g and aspect a that is a group's, or NULL. */
static const ExceptionRow *group_row(const ExceptionRow *v, size_t n,
				     const char *g, int a)
{
	for (size_t i = 0; i < n; i++)
		if (v[i].group && !v[i].own && v[i].a == a && !strcmp(v[i].group, g))
			return &v[i];
	return NULL;
}

/* "aspect · group": a claim row's label in the chart and the table. */
static void claim_label(Buf *b, const ExceptionRow *r)
{
	b->len = 0;
	buf_printf(b, "%s \xc2\xb7 %s", r->aspect, r->group ? r->group : "whole tree");
}

/*
 * The claims beside the practice: a bar per claim row (the share of
 * places in the claimed variant), then the table of them.
 */
static void claims_section(Buf *o, const ExceptionRow *v, size_t n)
{
	size_t m = 0;
	Buf *names = xcalloc(n + 1, sizeof(*names)), svg = { 0 };
	const char **label = xcalloc(n + 1, sizeof(*label));
	double *share = xcalloc(n + 1, sizeof(*share));
	char files[32], places[32];

	for (size_t i = 0; i < n; i++) {
		if (!v[i].claim || (v[i].group && !v[i].own))
			continue;
		claim_label(&names[m], &v[i]);
		label[m] = names[m].data;
		share[m++] = v[i].asked;
	}
	SvgSeries ser = { "claimed share", share };
	SvgChart ch = { "Claimed against practised",
			"share of places in the variant the guide asks for", "",
			label, m, &ser, 1, false };

	buf_puts(o, "<section>\n<h2>What the guides claim</h2>\n"
		 "<p class=\"help\">Each convention a guide of the tree asks for, "
		 "where it asks it, and the share of places that keep it; a row is "
		 "marked where another variant is practised more.</p>\n");
	svg_bars(&svg, &ch);
	figure(o, &svg);
	buf_puts(o, "<table>\n<thead><tr><th class=\"l\">claim</th><th>files</th>"
		 "<th>places</th><th class=\"l\">asked</th><th>its share</th>"
		 "<th>practised</th><th class=\"l\">source</th></tr></thead>\n<tbody>\n");
	for (size_t i = 0, k = 0; i < n; i++) {
		if (!v[i].claim || (v[i].group && !v[i].own))
			continue;
		bool off = strcmp(v[i].variant, v[i].claim->variant) != 0;

		buf_puts(o, "<tr><th class=\"l\" scope=\"row\">");
		name(o, names[k++].data);
		buf_printf(o, "</th><td>%s</td><td>%s</td><td class=\"l\">%s</td>"
			   "<td class=\"share\">%.1f%%</td><td%s>%s %.1f%%</td>"
			   "<td class=\"l\">", table_thousands(files, v[i].c->files),
			   table_thousands(places, v[i].places), v[i].claim->variant,
			   100.0 * v[i].asked, off ? " class=\"x\"" : "", v[i].variant,
			   100.0 * v[i].share);
		const char *doc = strrchr(v[i].claim->document, '/');

		name(o, doc ? doc + 1 : v[i].claim->document);
		buf_puts(o, ", ");
		name(o, v[i].claim->heading);
		buf_puts(o, "</td></tr>\n");
	}
	buf_puts(o, "</tbody>\n</table>\n</section>\n");
	for (size_t i = 0; i <= n; i++)
		buf_free(&names[i]);
	free(names);
	free(label);
	free(share);
	buf_free(&svg);
}

void html_exceptions(Buf *o, const Census *c, const ClaimRow *claims,
		     size_t nclaims, const ClaimScope *scope, Count min,
		     const HtmlPage *p)
{
	int as[AS_NASPECT + 1], na = map_aspects(c, as);
	size_t n;
	ExceptionRow *v = report_exception_rows(c, claims, nclaims, scope, min, &n);
	Buf t = { 0 };
	char files[32];

	title(&t, nclaims ? "Claimed against practised" : "House-style exceptions", p);
	page_open(o, &t);
	if (nclaims)
		claims_section(o, v, n);
	buf_printf(o, "<section>\n<h2>Exceptions</h2>\n<p class=\"help\">For the "
		   "comments (customary against net-style) and each aspect, the "
		   "groups of %llu places or more that practise another variant "
		   "than the one they are held to (marked): %s.</p>\n", min,
		   nclaims ? "the claim in force for them, else their parent "
		   "group's practice" : "their parent group's practice, the "
		   "total's for a group with none above it");
	map_head(o, as, na);
	for (size_t g = 0; g < c->ngroups; g++) {
		const Counts *k = &c->groups[g].counts;
		bool any = false;

		for (int i = 0; i < na && !any; i++)
			any = group_row(v, n, c->groups[g].name, as[i]) != NULL;
		if (!any)
			continue;
		buf_puts(o, "<tr><th class=\"l\" scope=\"row\">");
		name(o, c->groups[g].name);
		buf_printf(o, "</th><td>%s</td>", table_thousands(files, k->files));
		for (int i = 0; i < na; i++)
			practice_cell(o, k, as[i],
				      group_row(v, n, c->groups[g].name, as[i]) ? "x" : "same");
		buf_puts(o, "</tr>\n");
	}
	buf_printf(o, "</tbody>\n<tfoot><tr><th class=\"l\" scope=\"row\">total"
		   "</th><td>%s</td>", table_thousands(files, c->total.files));
	for (int i = 0; i < na; i++)
		practice_cell(o, &c->total, as[i], "");
	buf_puts(o, "</tr></tfoot>\n</table>\n</section>\n");
	page_close(o, p);
	buf_free(&t);
	free(v);
}

/* One revision: its groups and total, the revision named once. */
/*
 * One revision: its groups and total, the revision named once; the
 * counts of the comments, or of aspect a when a < AS_NASPECT.
 */
static void trend_rev(Buf *o, const TrendRev *v, int a)
{
	size_t n = v->census.ngroups + 1;

	buf_puts(o, "<tbody>\n");
	for (size_t g = 0; g < n; g++) {
		bool total = g + 1 == n;
		const char *label = total ? "total" : v->census.groups[g].name;
		const Counts *c = total ? &v->census.total
					: &v->census.groups[g].counts;

		buf_puts(o, total && n > 1 ? "<tr class=\"total\">" : "<tr>");
		if (g == 0) {
			buf_printf(o, "<th class=\"l\" rowspan=\"%zu\">", n);
			name(o, v->name);
			buf_printf(o, "</th><td class=\"l\" rowspan=\"%zu\">", n);
			name(o, v->rev.date);
			buf_puts(o, "</td>");
		}
		if (a < AS_NASPECT)
			aspect_row(o, label, c, (AspectId)a);
		else
			counts_row(o, label, c);
	}
	buf_puts(o, "</tbody>\n");
}

void html_trend(Buf *o, const Trend *t, const HtmlPage *p)
{
	static const char *const names[] = { "revision", "date", "group" };
	Buf tt = { 0 }, svg = { 0 };

	buf_puts(&tt, "Comment styles ");
	if (t->n > 1)
		buf_printf(&tt, "from %s to %s", t->v[0].name, t->v[t->n - 1].name);
	else
		buf_printf(&tt, "at %s", t->n ? t->v[0].name : "no revision");
	page_open(o, &tt);
	buf_printf(o, "<p class=\"what\">The census of %zu revision%s, read from "
		   "git's object store; dates are commit dates (UTC).</p>\n",
		   t->n, t->n == 1 ? "" : "s");
	buf_puts(o, "<table>\n");
	counts_head(o, names, 3);
	for (size_t i = 0; i < t->n; i++)
		trend_rev(o, &t->v[i], AS_NASPECT);
	buf_puts(o, "</table>\n");
	for (int a = 0; t->n && a < AS_NASPECT; a++) {
		const char *head[3] = { "revision", "date", aspect_table[a]->name };

		if (!(t->v[0].census.aspects & (1u << a)))
			continue;
		aspect_head(o, head, 3, (AspectId)a);
		for (size_t i = 0; i < t->n; i++)
			trend_rev(o, &t->v[i], a);
		buf_puts(o, "</table>\n");
	}
	trend_chart(&svg, t);
	counts_close(o, &svg, p);
	buf_free(&tt);
}

void html_finding(Buf *rec, const char *path, const char *buf, size_t len,
		  const Finding *f, unsigned col)
{
	DiagLine l;
	size_t s, e, a, b;

	/* The line, or its part around the finding when it is long. */
	diag_line(buf, len, f, &l);
	s = l.start;
	e = l.end;
	/* The marked bytes: the finding's range on its line, whole characters. */
	a = f->off < e ? f->off : e;
	b = a + 1;
	if (f->end_line == f->line && f->end_col > f->col)
		b = a + (f->end_col - f->col) + 1;
	while (b < e && ((unsigned char)buf[b] & 0xc0) == 0x80)
		b++;
	if (b > e)
		b = e;
	buf_printf(rec, "%d", (int)f->rule);
	buf_putc(rec, '\0');
	buf_puts(rec, path);
	buf_putc(rec, '\0');
	buf_printf(rec, "<li><span class=\"loc\">%u:%u</span> ", f->line, col);
	str(rec, f->message);
	buf_printf(rec, "<div class=\"src\"><span class=\"ln\">%u</span><pre>", f->line);
	if (l.cut_before)
		buf_puts(rec, "...");
	text(rec, buf + s, a - s);
	buf_puts(rec, "<mark>");
	if (b > a)
		text(rec, buf + a, b - a);
	else
		buf_putc(rec, ' ');	/* at the end of the line */
	buf_puts(rec, "</mark>");
	text(rec, buf + b, e - b);
	if (l.cut_after)
		buf_puts(rec, "...");
	buf_puts(rec, "</pre></div></li>\n");
	buf_putc(rec, '\0');
}

typedef struct Rec {
	int rule;
	const char *path;
	const char *html;	/* the <li> of the finding */
	size_t order;		/* in file order, for a stable sort */
} Rec;

typedef struct Recs {
	Rec *v;			/* by rule, then in file order */
	size_t n;
	size_t at[R_NRULES + 1];	/* rule r's are v[at[r]..at[r + 1]) */
} Recs;

static int by_rule(const void *x, const void *y)
{
	const Rec *a = x, *b = y;

	if (a->rule != b->rule)
		return a->rule < b->rule ? -1 : 1;
	return a->order < b->order ? -1 : a->order > b->order;
}

/* The records of b, ordered by rule. */
static void records(const Buf *b, Recs *out)
{
	size_t cap = 0;

	memset(out, 0, sizeof(*out));
	for (size_t k = 0; k < b->len;) {
		const char *p = b->data + k;

		if (out->n == cap) {
			cap = cap ? 2 * cap : 64;
			out->v = xrealloc(out->v, cap * sizeof(*out->v));
		}
		Rec *r = &out->v[out->n];
		r->rule = atoi(p);
		p += strlen(p) + 1;
		r->path = p;
		p += strlen(p) + 1;
		r->html = p;
		p += strlen(p) + 1;
		k = (size_t)(p - b->data);
		r->order = out->n++;
		out->at[r->rule + 1]++;
	}
	if (out->n)
		qsort(out->v, out->n, sizeof(*out->v), by_rule);
	for (int r = 0; r < R_NRULES; r++)
		out->at[r + 1] += out->at[r];
}

static const char *plural(size_t n, const char *one, const char *more)
{
	return n == 1 ? one : more;
}

/* The table of rules: findings and files of each, and what it reports. */
static void check_summary(Buf *o, const HtmlCounts *c, size_t total)
{
	buf_puts(o, "<table>\n<thead><tr><th class=\"l\">rule</th><th>findings</th>"
		 "<th>files</th><th class=\"l\">what it reports</th></tr></thead>\n<tbody>\n");
	for (int r = 0; r < R_NRULES; r++) {
		if (!c->per_rule[r])
			continue;
		buf_printf(o, "<tr><th class=\"l\" scope=\"row\"><a href=\"#%s\">"
			   "<code>%s</code></a></th><td>%zu</td><td>%zu</td>"
			   "<td class=\"l wrap\">", rule_name((Rule)r), rule_name((Rule)r),
			   c->per_rule[r], c->files_per_rule[r]);
		str(o, rule_help((Rule)r));
		buf_puts(o, "</td></tr>\n");
	}
	buf_printf(o, "</tbody>\n<tfoot><tr><th class=\"l\" scope=\"row\">total</th>"
		   "<td>%zu</td><td></td><td></td></tr></tfoot>\n</table>\n", total);
}

/* The section of one rule: its findings v[0..n), by file. */
static void check_section(Buf *o, Rule r, const Rec *v, size_t n,
			  const HtmlCounts *c)
{
	const char *rn = rule_name(r);
	size_t all = c->per_rule[r], files = c->files_per_rule[r];

	buf_printf(o, "<section id=\"%s\">\n<h2><code>%s</code> <span class=\"n\">"
		   "%zu %s in %zu %s", rn, rn, all, plural(all, "finding", "findings"),
		   files, plural(files, "file", "files"));
	if (n == HTML_MAX_FINDINGS && n < all)
		buf_printf(o, "; the first %zu shown (a page shows at most %d of a rule)",
			   n, HTML_MAX_FINDINGS);
	else if (n < all)
		buf_printf(o, "; %zu shown (--max-findings)", n);
	buf_puts(o, "</span></h2>\n<p class=\"help\">");
	str(o, rule_help(r));
	buf_puts(o, "</p>\n");
	for (size_t i = 0; i < n; i++) {
		if (i == 0 || strcmp(v[i].path, v[i - 1].path)) {
			size_t k = i;

			while (k < n && !strcmp(v[k].path, v[i].path))
				k++;
			buf_puts(o, i ? "</ol>\n<h3><code>" : "<h3><code>");
			name(o, v[i].path);
			buf_printf(o, "</code> <span class=\"n\">%zu</span></h3>\n"
				   "<ol class=\"findings\">\n", k - i);
		}
		buf_puts(o, v[i].html);
	}
	buf_puts(o, n ? "</ol>\n</section>\n" : "</section>\n");
}

void html_keep(Buf *recs, const Buf *file, size_t kept[R_NRULES])
{
	for (size_t k = 0; k < file->len;) {
		const char *p = file->data + k, *q = p;
		int r = atoi(p);

		for (int field = 0; field < 3; field++)
			q += strlen(q) + 1;
		if (r >= 0 && r < R_NRULES && kept[r] < HTML_MAX_FINDINGS) {
			kept[r]++;
			buf_add(recs, p, (size_t)(q - p));
		}
		k = (size_t)(q - file->data);
	}
}

void html_check(Buf *o, const Buf *recs, const HtmlCounts *c,
		const HtmlPage *p)
{
	Buf t = { 0 };
	size_t total = 0;
	Recs v;

	records(recs, &v);
	for (int r = 0; r < R_NRULES; r++)
		total += c->per_rule[r];
	title(&t, "Style findings", p);
	page_open(o, &t);
	if (!total)
		buf_puts(o, "<p class=\"what\">No findings.</p>\n");
	else
		buf_printf(o, "<p class=\"what\">%zu %s in %zu %s, by rule and then by "
			   "file; each with its line:column, the message, and its source "
			   "line with the place marked.</p>\n", total,
			   plural(total, "finding", "findings"), c->files,
			   plural(c->files, "file", "files"));
	if (total)
		check_summary(o, c, total);
	for (int r = 0; r < R_NRULES; r++)
		if (c->per_rule[r])
			check_section(o, (Rule)r, v.v + v.at[r], v.at[r + 1] - v.at[r], c);
	page_close(o, p);
	free(v.v);
	buf_free(&t);
}
