/*
 * diag: the one formatter for findings: text for people, JSON, SARIF, GitHub.
 */
#ifndef UNIFORM_DIAG_H
#define UNIFORM_DIAG_H

#include <stdbool.h>

#include "buf.h"
#include "finding.h"

/* How the findings are written: the path of a file differs by format. */
typedef enum DiagFormat { DF_TEXT, DF_JSON, DF_SARIF, DF_GITHUB } DiagFormat;

/*
 * A file's path as fmt writes it (quoted for text, a JSON string, a URI
 * reference for SARIF, escaped for GitHub), into out (emptied first):
 * made once for all the findings of a file, which the renderers below
 * take as qpath (a register header has a hundred thousand findings).
 */
void diag_path(Buf *out, const char *path, DiagFormat fmt);
/*
 * "path:line:col: warning: message [rule]", then the source line and a
 * caret under the column; colour with ANSI escapes when color is set.
 */
void diag_text(Buf *out, const Buf *qpath, const char *buf, size_t len,
	       const Finding *f, bool color);
/* One JSON object (no separator) for a finding. */
void diag_json(Buf *out, const Buf *qpath, const Finding *f);
/*
 * SARIF 2.1.0: the log up to the opening of the results array (the tool
 * and its rules), one result object (no separator; columns in Unicode
 * code points, as the log declares), and the closing of the log.
 */
void diag_sarif_head(Buf *out, const char *version);
void diag_sarif_result(Buf *out, const Buf *qpath, const char *buf,
		       size_t len, const Finding *f);
void diag_sarif_tail(Buf *out);
/*
 * A GitHub Actions workflow command, one line: "::warning file=PATH,
 * line=N,col=N,endLine=N,title=RULE::message", escaped as GitHub reads
 * it (columns in code points, as for SARIF).
 */
void diag_github(Buf *out, const Buf *qpath, const char *buf, size_t len,
		 const Finding *f);

#endif
