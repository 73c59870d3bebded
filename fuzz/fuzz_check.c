/*
 * fuzz_check: libFuzzer target for the rules, the suppressions and the
 * renderers of "uniform check".
 *
 * The first byte picks the settings (convention, tab width, line-comment,
 * strict parentheses, a short identifier limit); the rest is the source.
 * The expression rules are on (bitwise-effects too), so the
 * tokenizer and the parser see it all.  Every finding must lie inside the input, the findings must be
 * the same whether the statements with nothing to report are parsed or
 * stepped over, the text, JSON, SARIF, GitHub and HTML renderers must
 * cope with whatever bytes are there, and the markers of a generated
 * file are found on a line it reads.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "rules/check.h"
#include "output/diag.h"
#include "input/generated.h"
#include "output/html.h"
#include "syntax/names.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static bool same_text(const char *a, const char *b)
{
	return a == b || (a && b && !strcmp(a, b));
}

/* Whether the two runs found the same, edits included. */
static bool same(const Findings *x, const Findings *y)
{
	if (x->n != y->n)
		return false;
	for (size_t i = 0; i < x->n; i++) {
		const Finding *a = &x->v[i], *b = &y->v[i];

		if (a->off != b->off || a->line != b->line || a->col != b->col ||
		    a->end_line != b->end_line || a->end_col != b->end_col ||
		    a->rule != b->rule || !same_text(a->message, b->message) ||
		    a->nedits != b->nedits)
			return false;
		for (int k = 0; k < a->nedits; k++)
			if (a->edit[k].off != b->edit[k].off ||
			    a->edit[k].len != b->edit[k].len ||
			    !same_text(a->edit[k].text, b->edit[k].text))
				return false;
	}
	return true;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	Settings s;
	Findings fs = { 0 };
	Buf out = { 0 }, diag = { 0 }, recs = { 0 }, q = { 0 };
	HtmlCounts counts = { 0 };
	DiagCursor at = { 0 };
	HtmlPage page = { "check", 0, NULL, 0, NULL };

	if (size < 1)
		return 0;
	settings_default(&s);
	s.style = (CommentStyle)(data[0] % 4 == 2 ? ST_ANY : data[0] % 4);
	s.tab_width = 1 + (data[0] >> 2) % 8;
	s.rule[R_LINE_COMMENT] = data[0] & 0x80;
	s.strict_parens = data[0] & 0x40;
	s.max_ident = data[0] & 0x20 ? 4 : 24;
	s.rule[R_BITWISE_EFFECTS] = true;
	s.rule[R_LONG_IDENTIFIER] = true;
	/* The aspects' rules, their variants by the same bits. */
	for (int r = R_DECL_ORDER; r < R_NRULES; r++)
		s.rule[r] = true;
	s.max_line = 1 + data[0] % 100;
	s.want[AS_INDENT] = data[0] & 0x08 ? IW_SPACES : IW_TABS;
	s.want[AS_POINTER_STAR] = data[0] % 3;
	s.want[AS_SIZEOF] = data[0] & 0x04 ? ZW_BARE : ZW_PARENS;
	s.want[AS_SPDX] = data[0] & 0x02 ? XW_BLOCK : XW_LINE;
	if (data[0] & 0x10) {	/* a directory where 8 is usual */
		s.usual_ident = 8;
		s.usual_dir = "d";
	}
	Convention conv = { .style = s.style };
	data++;
	size--;
	char *buf = calloc(1, size + LEX_PAD);
	memcpy(buf, data, size);
	check_buffer(buf, size, "f.c", &s, &conv, &fs, &diag, NULL);
	CheckMem all = { .parse_all = true };
	Buf diag_all = { 0 };
	check_buffer(buf, size, "f.c", &s, &conv, &all.findings, &diag_all, &all);
	if (!same(&fs, &all.findings) || diag.len != diag_all.len ||
	    (diag.len && memcmp(diag.data, diag_all.data, diag.len)))
		abort();
	check_mem_free(&all);
	uint32_t hist[NAMES_BINS] = { 0 };
	names_count(buf, size, hist);
	unsigned said_at;
	if (generated_file(buf, size, &said_at) &&
	    (said_at < 1 || said_at > GENERATED_LINES))
		abort();
	buf_free(&diag_all);
	for (size_t i = 0; i < fs.n; i++) {
		const Finding *f = &fs.v[i];

		if (f->off > size || f->line == 0 || f->col == 0 ||
		    f->end_line < f->line || f->rule >= R_NRULES)
			abort();
		diag_path(&q, "f.c", DF_TEXT);
		diag_text(&out, &q, buf, size, f, true, &at);
		diag_path(&q, "f.c", DF_JSON);
		diag_json(&out, &q, buf, size, f, &at, true);
		diag_path(&q, "f.c", DF_SARIF);
		diag_sarif_result(&out, &q, buf, size, f, &at);
		diag_path(&q, "f.c", DF_GITHUB);
		diag_github(&out, &q, buf, size, f, &at);
		html_finding(&recs, "f.c", buf, size, f, diag_column(buf, size, f, &at));
		counts.files_per_rule[f->rule] = 1;
		counts.files = 1;
		counts.per_rule[f->rule]++;
	}
	html_check(&out, &recs, &counts, &page);
	buf_free(&recs);
	findings_free(&fs);
	buf_free(&out);
	buf_free(&q);
	buf_free(&diag);
	free(buf);
	return 0;
}
