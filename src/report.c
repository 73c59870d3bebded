/*
 * report: render a census, as a table or as JSON.
 *
 * The JSON document holds every raw count of every group and of the
 * total, with the grouping and the method, so that documents from runs
 * over parts of a tree add up (merge.c) to the document of one run over
 * the whole; the derived members (comments, multi-line, the share) are
 * written for readers and checked, not trusted, when merging.
 */
#include "report.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>

#include "json.h"
#include "svg.h"
#include "version.h"

const char *const report_head[REPORT_NCELLS] = {
	"files", "comments", "line", "single", "customary", "kernel-doc",
	"banner", "net-style", "multi-line", "net share",
};

const char *report_share(char *buf, const Counts *c)
{
	double s;

	if (!counts_net_share(c, &s))
		return "-";
	snprintf(buf, 32, "%.1f%%", 100.0 * s);
	return buf;
}

void report_cells(const Counts *c, bool thousands,
		  char cells[REPORT_NCELLS][32], const char **row)
{
	Count v[REPORT_NCELLS - 1] = {
		c->files, counts_comments(c), c->cls[CM_LINE],
		c->cls[CM_SINGLE], c->cls[CM_CUSTOMARY], c->cls[CM_KERNEL_DOC],
		c->cls[CM_BANNER], c->cls[CM_NET], counts_multi(c),
	};

	for (int k = 0; k < REPORT_NCELLS - 1; k++) {
		if (thousands)
			row[k] = table_thousands(cells[k], v[k]);
		else
			row[k] = (snprintf(cells[k], 32, "%llu", v[k]), cells[k]);
	}
	row[REPORT_NCELLS - 1] = report_share(cells[REPORT_NCELLS - 1], c);
}

static void table_counts(Table *t, const char *name, const Counts *c,
			 bool thousands)
{
	char cells[REPORT_NCELLS][32];
	const char *row[REPORT_NCELLS + 1] = { name };
	Buf quoted = { 0 };

	buf_path(&quoted, name);	/* a newline must not break the text table */
	if (thousands)
		row[0] = quoted.data;
	report_cells(c, thousands, cells, row + 1);
	table_row(t, row);
	buf_free(&quoted);
}

void report_json_counts(Buf *o, const Counts *c)
{
	double s;

	buf_printf(o, "\"files\": %llu, \"comments\": %llu, \"line\": %llu, "
		   "\"single\": %llu, \"customary\": %llu, \"kernel-doc\": %llu, "
		   "\"banner\": %llu, \"net-style\": %llu, \"multi-line\": %llu, "
		   "\"trailing\": %llu, \"net-style-share\": ",
		   c->files, counts_comments(c), c->cls[CM_LINE], c->cls[CM_SINGLE],
		   c->cls[CM_CUSTOMARY], c->cls[CM_KERNEL_DOC], c->cls[CM_BANNER],
		   c->cls[CM_NET], counts_multi(c), c->trailing);
	if (counts_net_share(c, &s))
		buf_printf(o, "%.6f", s);
	else
		buf_puts(o, "null");
}

void report_json_grouping(Buf *o, const Census *c)
{
	if (c->prefixes) {
		buf_puts(o, "{\"by\": [");
		for (size_t i = 0; i < c->nprefixes; i++) {
			if (i)
				buf_puts(o, ", ");
			json_string(o, c->prefixes[i]);
		}
		buf_puts(o, "]}");
	} else {
		buf_printf(o, "{\"depth\": %d}", c->depth);
	}
}

static void census_json(Buf *o, const Census *c, const char *method)
{
	buf_printf(o, "{\n  \"tool\": \"uniform\", \"version\": \"%s\", "
		   "\"command\": \"census\", \"method\": \"%s\",\n  \"grouping\": ",
		   UNIFORM_VERSION, method);
	report_json_grouping(o, c);
	buf_puts(o, ",\n  \"groups\": [");
	for (size_t i = 0; i < c->ngroups; i++) {
		buf_puts(o, i ? ",\n    {\"name\": " : "\n    {\"name\": ");
		json_string(o, c->groups[i].name);
		buf_puts(o, ", ");
		report_json_counts(o, &c->groups[i].counts);
		buf_putc(o, '}');
	}
	buf_puts(o, c->ngroups ? "\n  ],\n  \"total\": {" : "],\n  \"total\": {");
	report_json_counts(o, &c->total);
	buf_puts(o, "}\n}\n");
}

void report_census(Buf *o, const Census *c, TableFormat tf, bool json,
		   const char *method)
{
	const char *head[REPORT_NCELLS + 1] = { "group" };
	Table t;

	if (json) {
		census_json(o, c, method);
		return;
	}
	for (int k = 0; k < REPORT_NCELLS; k++)
		head[k + 1] = report_head[k];
	table_init(&t, REPORT_NCELLS + 1);
	table_row(&t, head);
	for (size_t i = 0; i < c->ngroups; i++)
		table_counts(&t, c->groups[i].name, &c->groups[i].counts,
			     tf == TF_TEXT);
	t.rule_before = t.nrows;
	table_counts(&t, "total", &c->total, tf == TF_TEXT);
	table_render(&t, tf, o);
	table_free(&t);
}

void report_census_chart(Buf *o, const Census *c)
{
	size_t n = c->ngroups + 1;
	const char **label = xmalloc(n * sizeof(*label));
	double *v = xmalloc(n * sizeof(*v));
	SvgSeries s = { "net share", v };
	SvgChart ch = {
		"Net-style share of multi-line comments, per group",
		"net-style / (customary + net-style)", "", label, n, &s, 1, true,
	};

	for (size_t i = 0; i < n; i++) {
		const Counts *k = i < c->ngroups ? &c->groups[i].counts : &c->total;

		label[i] = i < c->ngroups ? c->groups[i].name : "total";
		if (!counts_net_share(k, &v[i]))
			v[i] = NAN;
	}
	svg_bars(o, &ch);
	free(label);
	free(v);
}
