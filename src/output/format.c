/*
 * format: the formats of check's findings behind one interface.
 *
 * Each format is a const Format of hooks over the one formatter, diag
 * (or html's records): what opens the output, one finding as a worker
 * writes it, a file's findings written in the order of files, and what
 * closes the output.  The command picks a format once (format_named)
 * and calls format_begin, format_findings, format_file and format_end.
 */
#include "output/format.h"

#include <stdlib.h>
#include <string.h>

#include "base/version.h"
#include "input/gitdiff.h"
#include "output/diag.h"

/* The findings of one file as a worker writes them. */
typedef struct FileOut {
	const Output *o;
	const char *path;	/* as the command names the file */
	const char *buf;	/* the file's text */
	size_t len;
	const size_t *per_rule;	/* the file's findings so far, by rule */
	Buf qpath;		/* the path as the format writes it, made once */
	Buf where;		/* github, sarif: the path from the top */
	DiagCursor at;		/* the file's cursor for columns */
} FileOut;

struct Format {
	bool from_top;		/* paths from the work tree's top */
	bool root_here;		/* ... and from cwd outside a work tree */
	bool tells_more;	/* a line for the findings not shown */
	void (*begin)(Output *o);
	void (*finding)(FileOut *fo, const Finding *f, Buf *out);
	void (*file)(Output *o, Buf *text, const size_t per_rule[R_NRULES]);
	void (*end)(Output *o, const FormatEnd *e);
};

/*
 * What goes before each JSON or SARIF object, one to a line: the comma
 * is left out before the first of all, which only format_file can tell.
 */
#define OBJECT_SEP ",\n      "

/*
 * A path as GitHub and SARIF read it: relative to the top of the
 * repository (the runner's workspace, SARIF's %SRCROOT%), not to the
 * current directory, with no "." or ".." components; a path that
 * leaves the work tree is made absolute.  Outside a repository GitHub's
 * path is as it is, and SARIF's relative to the current directory.
 */
static void github_path(const Output *o, const char *path, Buf *out)
{
	size_t n, top;

	out->len = 0;
	buf_puts(out, "");
	if (!o->top) {
		buf_puts(out, path);
		return;
	}
	/* The absolute path, its "." and ".." taken out, then the top. */
	top = strlen(o->top);
	if (path[0] == '/') {
		buf_putc(out, '/');
	} else {
		buf_puts(out, o->top);
		buf_add(out, o->below.data, o->below.len);
	}
	for (const char *c = path; *c; c += n + (c[n] == '/')) {
		n = strcspn(c, "/");
		if (n == 0 || (n == 1 && c[0] == '.'))
			continue;
		if (n == 2 && c[0] == '.' && c[1] == '.') {
			for (out->len -= out->len > 1; out->len > 0 &&
			     out->data[out->len - 1] != '/';)
				out->len--;
			continue;
		}
		buf_add(out, c, n);
		buf_putc(out, '/');
	}
	out->len -= out->len > 1;	/* the last '/' */
	out->data[out->len] = '\0';
	if (out->len >= top && !strncmp(out->data, o->top, top)) {
		memmove(out->data, out->data + top, out->len - top + 1);
		out->len -= top;
	}
}

/* The path of fo as fmt writes it, at the file's first finding. */
static const Buf *qpath(FileOut *fo, DiagFormat fmt)
{
	if (fo->qpath.len)
		return &fo->qpath;
	if ((fmt == DF_GITHUB || fmt == DF_SARIF) && !fo->o->hunks) {
		github_path(fo->o, fo->path, &fo->where);
		diag_path(&fo->qpath, fo->where.data, fmt);
	} else {
		diag_path(&fo->qpath, fo->path, fmt);
	}
	return &fo->qpath;
}

static void text_finding(FileOut *fo, const Finding *f, Buf *out)
{
	diag_text(out, qpath(fo, DF_TEXT), fo->buf, fo->len, f, fo->o->color,
		  &fo->at);
}

static void github_finding(FileOut *fo, const Finding *f, Buf *out)
{
	diag_github(out, qpath(fo, DF_GITHUB), fo->buf, fo->len, f, &fo->at);
}

static void json_finding(FileOut *fo, const Finding *f, Buf *out)
{
	const Buf *q = qpath(fo, DF_JSON);

	buf_puts(out, OBJECT_SEP);
	diag_json(out, q, fo->buf, fo->len, f, &fo->at, !fo->o->hunks);
}

static void sarif_finding(FileOut *fo, const Finding *f, Buf *out)
{
	const Buf *q = qpath(fo, DF_SARIF);

	buf_puts(out, OBJECT_SEP);
	diag_sarif_result(out, q, fo->buf, fo->len, f, &fo->at);
}

/* No page shows more of a rule than a file could give. */
static void html_one(FileOut *fo, const Finding *f, Buf *out)
{
	if (fo->per_rule[f->rule] <= HTML_MAX_FINDINGS)
		html_finding(out, fo->path, fo->buf, fo->len, f,
			     diag_column(fo->buf, fo->len, f, &fo->at));
}

/* Text and GitHub: each file's lines as they are. */
static void lines_file(Output *o, Buf *text, const size_t per_rule[R_NRULES])
{
	(void)per_rule;
	buf_write(text, o->to);
}

/* JSON and SARIF: the first object of all has no comma before it. */
static void objects_file(Output *o, Buf *text, const size_t per_rule[R_NRULES])
{
	(void)per_rule;
	if (!text->len)
		return;
	fwrite(text->data + !o->shown, 1, text->len - !o->shown, o->to);
	o->shown = true;
	text->len = 0;
}

static void html_file(Output *o, Buf *text, const size_t per_rule[R_NRULES])
{
	bool any = false;

	for (int k = 0; k < R_NRULES; k++) {
		o->counts.files_per_rule[k] += per_rule[k] > 0;
		any |= per_rule[k] > 0;
	}
	o->counts.files += any;
	html_keep(&o->records, text, o->kept);
}

static void json_begin(Output *o)
{
	fputs("[", o->to);
}

static void sarif_begin(Output *o)
{
	Buf head = { 0 };

	diag_sarif_head(&head, UNIFORM_VERSION, o->top);
	buf_write(&head, o->to);
	buf_free(&head);
}

/*
 * --stats: the findings and the fixable ones of each rule in force (on
 * where the run began, or with a finding), then the files left alone.
 */
static void lines_end(Output *o, const FormatEnd *e)
{
	size_t total = 0, fixable = 0;

	if (!e->stats)
		return;
	fprintf(o->to, "%-18s %9s %9s\n", "rule", "findings", "fixable");
	for (int k = 0; k < R_NRULES; k++) {
		if (!e->per_rule[k] && !(e->in_force && e->in_force[k]))
			continue;
		fprintf(o->to, "%-18s %9zu %9zu\n", rule_name((Rule)k),
			e->per_rule[k], e->fixable[k]);
		total += e->per_rule[k];
		fixable += e->fixable[k];
	}
	fprintf(o->to, "%-18s %9zu %9zu\n", "total", total, fixable);
	if (e->skipped[SKIP_TEST_DATA])
		fprintf(o->to, "%-18s %zu generated, %zu vendored, %zu test data files\n",
			"skipped", e->skipped[SKIP_GENERATED],
			e->skipped[SKIP_VENDORED], e->skipped[SKIP_TEST_DATA]);
	else if (e->skipped[SKIP_GENERATED] || e->skipped[SKIP_VENDORED])
		fprintf(o->to, "%-18s %zu generated, %zu vendored files\n", "skipped",
			e->skipped[SKIP_GENERATED], e->skipped[SKIP_VENDORED]);
}

static void json_end(Output *o, const FormatEnd *e)
{
	(void)e;
	fputs(o->shown ? "\n]\n" : "]\n", o->to);
}

static void sarif_end(Output *o, const FormatEnd *e)
{
	Buf tail = { 0 };
	size_t total = 0, fixable = 0;

	for (int k = 0; k < R_NRULES; k++) {
		total += e->per_rule[k];
		fixable += e->fixable[k];
	}
	diag_sarif_tail(&tail, total, e->files_with, fixable);
	buf_write(&tail, o->to);
	buf_free(&tail);
}

static void html_end(Output *o, const FormatEnd *e)
{
	Buf page = { 0 };

	memcpy(o->counts.per_rule, e->per_rule, sizeof(o->counts.per_rule));
	html_check(&page, &o->records, &o->counts, e->page);
	buf_write(&page, o->to);
	buf_free(&page);
}

static const Format fmt_text = {
	false, false, true, NULL, text_finding, lines_file, lines_end,
};
static const Format fmt_github = {
	true, false, true, NULL, github_finding, lines_file, lines_end,
};
static const Format fmt_json = {
	false, false, false, json_begin, json_finding, objects_file, json_end,
};
static const Format fmt_sarif = {
	true, true, false, sarif_begin, sarif_finding, objects_file, sarif_end,
};
static const Format fmt_html = {
	false, false, false, NULL, html_one, html_file, html_end,
};

const Format *format_named(const char *name)
{
	static const struct {
		const char *name;
		const Format *fmt;
	} formats[] = {
		{ "text", &fmt_text }, { "json", &fmt_json }, { "sarif", &fmt_sarif },
		{ "github", &fmt_github }, { "html", &fmt_html },
	};

	for (size_t i = 0; i < sizeof(formats) / sizeof(formats[0]); i++)
		if (!strcmp(name, formats[i].name))
			return formats[i].fmt;
	return NULL;
}

void format_begin(Output *o, const Format *fmt, bool color, bool revision,
		  const char *cwd)
{
	o->fmt = fmt;
	o->to = stdout;
	o->color = color;
	if (fmt->from_top && !revision)
		gitdiff_workdir(&o->top, &o->below);
	if (fmt->root_here && !revision && !o->top) {
		/* %SRCROOT%: the current directory */
		size_t n = strlen(cwd);

		o->top = xmalloc(n + 2);
		memcpy(o->top, cwd, n);
		o->top[n] = '/';
		o->top[n + (n > 1)] = '\0';
	}
	if (fmt->begin)
		fmt->begin(o);
}

void format_findings(const Output *o, const char *path, const char *buf,
		     size_t len, const Findings *fs, long max,
		     size_t per_rule[R_NRULES], size_t fixable[R_NRULES],
		     Buf *out)
{
	FileOut fo = { .o = o, .path = path, .buf = buf, .len = len,
		       .per_rule = per_rule };
	MemHold hold[2];
	/*
	 * Room for about all the text at once: a buffer grown by doubling
	 * to the 60 MB of a register header is copied as often.
	 */
	size_t shown = max >= 0 && (size_t)max < fs->n ? (size_t)max : fs->n;

	if (shown > 64)
		buf_room(out, shown * (strlen(path) + 400));
	mem_hold(&hold[0], buf_release, &fo.where);
	mem_hold(&hold[1], buf_release, &fo.qpath);
	for (size_t i = 0; i < fs->n; i++) {
		per_rule[fs->v[i].rule]++;
		fixable[fs->v[i].rule] += fs->v[i].nedits > 0;
		if (max < 0 || (long)i < max)
			o->fmt->finding(&fo, &fs->v[i], out);
	}
	if (o->fmt->tells_more && max >= 0 && (long)fs->n > max)
		buf_printf(out, "%s: %zu more findings not shown (--max-findings %ld)\n",
			   path, fs->n - (size_t)max, max);
	mem_let_go(&hold[1]);
	mem_let_go(&hold[0]);
	buf_free(&fo.where);
	buf_free(&fo.qpath);
}

void format_file(Output *o, Buf *text, const size_t per_rule[R_NRULES])
{
	o->fmt->file(o, text, per_rule);
}

void format_end(Output *o, const FormatEnd *e)
{
	o->fmt->end(o, e);
}

void format_free(Output *o)
{
	free(o->top);
	buf_free(&o->below);
	buf_free(&o->records);
}
