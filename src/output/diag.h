/*
 * diag: the one formatter for findings: text for people, JSON, SARIF, GitHub.
 */
#ifndef UNIFORM_DIAG_H
#define UNIFORM_DIAG_H

#include <stdbool.h>

#include "base/buf.h"
#include "rules/finding.h"

/* How the findings are written: the path of a file differs by format. */
typedef enum DiagFormat { DF_TEXT, DF_JSON, DF_SARIF, DF_GITHUB } DiagFormat;

/*
 * A file's path as fmt writes it (quoted for text, a JSON string, a
 * SARIF artifactLocation object with a URI reference, escaped for
 * GitHub), into out (emptied first):
 * made once for all the findings of a file, which the renderers below
 * take as qpath (a register header has a hundred thousand findings).
 */
void diag_path(Buf *out, const char *path, DiagFormat fmt);
/*
 * The part of a finding's line shown with it: [start, end) of buf, the
 * whole line when it has at most DIAG_LINE_MAX bytes, else the
 * DIAG_LINE_CONTEXT bytes either side of the finding, with "..." where it
 * is cut, so that what a finding shows stays bounded (see diag.c).
 */
#define DIAG_LINE_MAX 512
#define DIAG_LINE_CONTEXT 80
typedef struct DiagLine {
	size_t start, end;
	bool cut_before, cut_after;
} DiagLine;
void diag_line(const char *buf, size_t len, const Finding *f, DiagLine *l);
/*
 * Where the last column was counted in code points: one per file (zeroed
 * at its start).  Every format counts columns so: 1 for a line's first
 * character, one more for each character (a UTF-8 sequence is one, a
 * tab is one), and an end column is the one just past the last
 * character; lines count from 1.
 */
typedef struct DiagCursor {
	size_t start, off;	/* a line's start, a byte on it */
	unsigned col;		/* off's code-point column; 0: none yet */
} DiagCursor;
/*
 * "path:line:col: warning: message [rule]", with "[*] " before the
 * message when uniform fix has a safe fix for it, then the source line (or its part,
 * as diag_line cuts it) and a caret under the column; colour with ANSI
 * escapes when color is set.
 */
void diag_text(Buf *out, const Buf *qpath, const char *buf, size_t len,
	       const Finding *f, bool color, DiagCursor *at);
/*
 * One JSON object (no separator) for a finding: where it starts and
 * ends (line, column, end_line, end_column; offset and end_offset in
 * bytes, the end exclusive), rule, severity, message, and fix: null, or
 * the edits of its safe fix, each with its bytes (offset, length), its
 * place (line to end_column) and the text that replaces them.  Without
 * offsets (buf is a patch's hunk, not the file) the offsets are null.
 */
void diag_json(Buf *out, const Buf *qpath, const char *buf, size_t len,
	       const Finding *f, DiagCursor *at, bool offsets);
/*
 * The offset just past f's last character, as JSON's end_offset (and
 * every format's end) counts it.
 */
size_t diag_end_offset(const char *buf, size_t len, const Finding *f);
/* f's column as every format counts it (see DiagCursor). */
unsigned diag_column(const char *buf, size_t len, const Finding *f,
		     DiagCursor *at);
/*
 * SARIF 2.1.0: the log up to the opening of the results array (the tool
 * and its rules), one result object (no separator; with fixes when the
 * finding has a safe fix), and the closing of the log.
 */
/*
 * The base of a SARIF log's relative paths; root, an absolute directory
 * given to diag_sarif_head (the top of the work tree), or NULL when it
 * is not known (a revision of a repository named by --git), is what the
 * run's originalUriBaseIds say it is.
 */
#define DIAG_SRCROOT "%SRCROOT%"
void diag_sarif_head(Buf *out, const char *version, const char *root);
void diag_sarif_result(Buf *out, const Buf *qpath, const char *buf,
		       size_t len, const Finding *f, DiagCursor *at);
/*
 * The end of the log: the results closed, then the run's properties, the
 * summary check prints: findings, files with one, findings with a fix.
 */
void diag_sarif_tail(Buf *out, size_t findings, size_t files, size_t fixable);
/*
 * A GitHub Actions workflow command, one line: "::warning file=PATH,
 * line=N,col=N,endLine=N,title=RULE::message", escaped as GitHub reads
 * it (columns in code points, as for SARIF).
 */
void diag_github(Buf *out, const Buf *qpath, const char *buf, size_t len,
		 const Finding *f, DiagCursor *at);

#endif
