/*
 * cmd_lsp: uniform lsp, a Language Server Protocol server on standard
 * input and output.  Each open C document gets the diagnostics check
 * gives for its text (check --stdin-filename PATH -), the safe fix of
 * each finding and a fix of the whole document (fix -'s text) as code
 * actions.  The settings and the directory's practice are read once and
 * kept until a file is saved or the client reports a changed file.
 *
 * Messages are read one by one; the checks wait until no message is
 * pending, so that a burst of changes is checked once, at its last
 * version.  JSON through jansson: the protocol's messages are parsed
 * whole, with their errors told as the protocol's (a parse error, an
 * unknown method), never a crash.
 */
#include <errno.h>
#include <jansson.h>
#include <limits.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "aspects/aspect.h"
#include "base/buf.h"
#include "base/opt.h"
#include "base/pool.h"
#include "base/version.h"
#include "cli/cli.h"
#include "config/config.h"
#include "fix/fix.h"
#include "input/walk.h"
#include "output/diag.h"
#include "rules/check.h"
#include "rules/policy.h"
#include "syntax/lex.h"

/* JSON-RPC's and the protocol's error codes. */
enum {
	PARSE_ERROR = -32700,
	INVALID_REQUEST = -32600,
	METHOD_NOT_FOUND = -32601,
	INVALID_PARAMS = -32602,
	NOT_INITIALIZED = -32002,
};

/* An open document. */
typedef struct Doc {
	char *uri;
	char *path;		/* absolute, or NULL: not a file: URI */
	Buf text;		/* with LEX_PAD zero bytes after text.len */
	json_int_t version;
	bool dirty;		/* its diagnostics are to be published */
} Doc;

/* The practice counted for the files of a directory. */
typedef struct Practice {
	char *dir;
	Majority *m;		/* NULL: none was needed */
} Practice;

typedef struct Server {
	Config config;
	WalkOptions walk;
	EcCache ec;
	CheckMem mem;
	long jobs;
	Doc *doc;
	size_t ndoc, capdoc;
	Practice *prac;
	size_t nprac, capprac;
	bool utf8;		/* positions count bytes, not UTF-16 units */
	bool watch;		/* the client registers file watchers for us */
	bool initialized, shutdown;
	Buf in;			/* what was read and not yet taken */
	size_t at;		/* where the next message starts in it */
	bool eof;
	json_t *current;	/* the message being handled, for exit */
} Server;

static int cmd_lsp(int argc, char **argv);

static const OptSpec lsp_opts[] = {
	{ O_JOBS, 'j', "jobs", "N", "worker threads for counting a directory's practice" },
	HELP_OPTS
	{ 0 },
};

const Command cli_lsp = {
	"lsp", cmd_lsp, lsp_opts, "",
	"Serve the Language Server Protocol on standard input and output.",
	"Diagnostics for each open C document as check gives them for its\n"
	"text, the fixes as code actions. Start it from an editor's client\n"
	"(README: Neovim, VS Code, Emacs); it reads no PATH.\n",
};

/* The message, framed: a Content-Length header, then the JSON. */
static void send_msg(json_t *msg)
{
	char *text = json_dumps(msg, JSON_COMPACT);

	if (text) {
		printf("Content-Length: %zu\r\n\r\n%s", strlen(text), text);
		fflush(stdout);
		free(text);
	}
	json_decref(msg);
}

static void send_result(json_t *id, json_t *result)
{
	send_msg(json_pack("{s:s, s:O, s:o}", "jsonrpc", "2.0", "id", id,
			   "result", result ? result : json_null()));
}

static void send_error(json_t *id, int code, const char *why)
{
	send_msg(json_pack("{s:s, s:O, s:{s:i, s:s}}", "jsonrpc", "2.0", "id",
			   id ? id : json_null(), "error", "code", code,
			   "message", why));
}

/* Read more input; false at its end. */
static bool fill(Server *s)
{
	if (s->at && s->at == s->in.len)
		s->in.len = s->at = 0;
	char *p = buf_room(&s->in, 65536);
	ssize_t n;

	do
		n = read(0, p, 65536);
	while (n < 0 && errno == EINTR);
	if (n <= 0) {
		s->eof = true;
		return false;
	}
	buf_commit(&s->in, (size_t)n);
	return true;
}

/*
 * The next message: 1 with *msg, 0 at the end of input, -1 when its JSON
 * cannot be read (*why says why; the frame is passed over).
 */
static int next_msg(Server *s, json_t **msg, char *why, size_t nwhy)
{
	for (;;) {
		const char *b = s->in.data ? s->in.data + s->at : NULL;
		size_t n = s->in.len - s->at;
		const char *end = b ? memmem(b, n, "\r\n\r\n", 4) : NULL;

		if (end) {
			long length = -1;

			for (const char *h = b; h < end;) {
				const char *eol = memmem(h, (size_t)(end + 2 - h), "\r\n", 2);

				if (!strncasecmp(h, "Content-Length:", 15))
					length = strtol(h + 15, NULL, 10);
				h = eol + 2;
			}
			size_t head = (size_t)(end + 4 - b);

			if (length < 0) {	/* no length: the header is dropped */
				s->at += head;
				snprintf(why, nwhy, "a message without Content-Length");
				return -1;
			}
			if (n - head >= (size_t)length) {
				json_error_t err;

				*msg = json_loadb(b + head, (size_t)length,
						  JSON_ALLOW_NUL, &err);
				s->at += head + (size_t)length;
				if (*msg)
					return 1;
				snprintf(why, nwhy, "JSON: %s (line %d, column %d)",
					 err.text, err.line, err.column);
				return -1;
			}
		}
		if (!fill(s))
			return 0;
	}
}

/* Whether a message waits: buffered whole, or readable now. */
static bool pending(Server *s)
{
	struct pollfd p = { 0, POLLIN, 0 };

	if (s->in.len > s->at)
		return true;
	return poll(&p, 1, 0) > 0 && (p.revents & (POLLIN | POLLHUP));
}

/* The path of a file: URI, percent-decoded, or NULL. */
static char *uri_path(const char *uri)
{
	if (strncmp(uri, "file://", 7))
		return NULL;
	const char *p = uri + 7;
	char *out = xmalloc(strlen(p) + 1), *q = out;

	for (; *p && *p != '?' && *p != '#'; p++) {
		unsigned v;

		if (*p == '%' && sscanf(p + 1, "%2x", &v) == 1) {
			*q++ = (char)v;
			p += 2;
		} else {
			*q++ = *p;
		}
	}
	*q = '\0';
	if (out[0] != '/') {
		free(out);
		return NULL;
	}
	return out;
}

static Doc *find_doc(Server *s, const char *uri)
{
	for (size_t i = 0; i < s->ndoc; i++)
		if (!strcmp(s->doc[i].uri, uri))
			return &s->doc[i];
	return NULL;
}

/* text as d's, with the zero bytes the lexer may read past its end. */
static void set_text(Doc *d, const char *text, size_t len)
{
	d->text.len = 0;
	buf_add(&d->text, text, len);
	memset(buf_room(&d->text, LEX_PAD), 0, LEX_PAD);
	d->dirty = true;
}

/* Forget the settings and the practice: a file changed on disk. */
static void forget_settings(Server *s)
{
	for (size_t i = 0; i < s->nprac; i++) {
		free(s->prac[i].dir);
		if (s->prac[i].m)
			majority_free(s->prac[i].m);
	}
	s->nprac = 0;
	ec_cache_free(&s->ec);
	memset(&s->ec, 0, sizeof(s->ec));
	for (size_t i = 0; i < s->ndoc; i++)
		s->doc[i].dirty = true;
}

/*
 * The practice check would count for path (check --stdin-filename
 * path -): its directory's and the project's around it, from disk, when
 * the settings of path ask for one; kept per directory.
 */
static const Majority *practice(Server *s, const char *path)
{
	size_t n = (size_t)(strrchr(path, '/') - path);
	Settings set;
	Majority *m = NULL;

	for (size_t i = 0; i < s->nprac; i++)
		if (strlen(s->prac[i].dir) == n && !strncmp(s->prac[i].dir, path, n))
			return s->prac[i].m;
	if (config_resolve_at(&s->config, &s->ec, path, false, false, &set) &&
	    settings_need_counts(&set)) {
		char *ops[1] = { (char *)path };
		OptState os = { .operands = ops, .noperands = 1 };

		m = cli_census_majority(&s->walk, NULL, &os, NULL, NULL, NULL,
					&s->config, s->jobs, true, path);
	}
	if (s->nprac == s->capprac) {
		s->capprac = s->capprac ? 2 * s->capprac : 8;
		s->prac = xrealloc(s->prac, s->capprac * sizeof(*s->prac));
	}
	s->prac[s->nprac].dir = xmalloc(n + 1);
	memcpy(s->prac[s->nprac].dir, path, n);
	s->prac[s->nprac].dir[n] = '\0';
	s->prac[s->nprac++].m = m;
	return m;
}

/*
 * d's settings (p) and findings (in s->mem.findings), as check gives
 * them for its text; false when check gives none: not a file, not C,
 * binary (a NUL byte), settings that cannot be read, a file check
 * leaves alone.
 */
static bool check_doc(Server *s, Doc *d, FilePolicy *p)
{
	const char *name = d->path ? strrchr(d->path, '/') + 1 : NULL;
	Buf diag = { 0 };

	findings_clear(&s->mem.findings);
	if (!d->path || !walk_takes(&s->walk, name) ||
	    memchr(d->text.data, '\0', d->text.len))
		return false;	/* a NUL byte: binary, as check skips it */
	PolicyFrom from = { &s->config, practice(s, d->path), false };
	bool ok = policy_file(&from, &s->ec, d->path, d->text.data, d->text.len,
			      false, p, &diag) && !p->skipped;

	if (ok)
		check_buffer(d->text.data, d->text.len, d->path, &p->set, &p->conv,
			     &s->mem.findings, &diag, &s->mem);
	buf_free(&diag);
	return ok;
}

/* Where the lines of buf start (LSP's line ends: \n, \r\n, \r). */
typedef struct Lines {
	size_t *start;
	size_t n;
} Lines;

static void lines_of(const char *buf, size_t len, Lines *l)
{
	size_t cap = 64;

	l->start = xmalloc(cap * sizeof(*l->start));
	l->n = 0;
	l->start[l->n++] = 0;
	for (size_t i = 0; i < len; i++) {
		if (buf[i] != '\n' && buf[i] != '\r')
			continue;
		if (buf[i] == '\r' && i + 1 < len && buf[i + 1] == '\n')
			i++;
		if (l->n == cap)
			l->start = xrealloc(l->start, (cap *= 2) * sizeof(*l->start));
		l->start[l->n++] = i + 1;
	}
}

/*
 * The units of the position encoding agreed that the character at p
 * (p < e) takes, and its bytes in *bytes: bytes for UTF-8; for UTF-16,
 * two for a character beyond the first plane (four bytes), else one.
 */
static size_t units(const Server *s, const char *p, const char *e, size_t *bytes)
{
	if (s->utf8) {
		*bytes = 1;
		return 1;
	}
	*bytes = aspect_char_len(p, e);
	return *bytes == 4 ? 2 : 1;
}

/* The position of byte off of buf: line, and UTF-16 units or bytes. */
static json_t *position(const Server *s, const char *buf, const Lines *l,
			size_t off)
{
	size_t lo = 0, hi = l->n;	/* the last start <= off */

	while (hi - lo > 1) {
		size_t mid = lo + (hi - lo) / 2;

		if (l->start[mid] <= off)
			lo = mid;
		else
			hi = mid;
	}
	size_t ch = 0, k;

	for (size_t i = l->start[lo]; i < off; i += k)
		ch += units(s, buf + i, buf + off, &k);
	return json_pack("{s:I, s:I}", "line", (json_int_t)lo,
			 "character", (json_int_t)ch);
}

/* The byte offset of an LSP position in buf, or -1. */
static long offset_of(const Server *s, const char *buf, size_t len,
		      const Lines *l, json_t *pos)
{
	json_int_t line, ch;

	if (json_unpack(pos, "{s:I, s:I}", "line", &line, "character", &ch) ||
	    line < 0 || ch < 0)
		return -1;
	if ((size_t)line >= l->n)
		return (long)len;
	size_t i = l->start[line], end = (size_t)line + 1 < l->n ?
					  l->start[line + 1] : len;

	for (size_t k; i < end && buf[i] != '\n' && buf[i] != '\r' && ch > 0; i += k)
		ch -= (json_int_t)units(s, buf + i, buf + end, &k);
	return (long)(i < end ? i : end);
}

static json_t *range_of(const Server *s, const char *buf, const Lines *l,
			size_t from, size_t to)
{
	return json_pack("{s:o, s:o}", "start", position(s, buf, l, from),
			 "end", position(s, buf, l, to));
}

/* The diagnostic of finding f of buf. */
static json_t *diagnostic(const Server *s, const char *buf, size_t len,
			  const Lines *l, const Finding *f)
{
	return json_pack("{s:o, s:i, s:s, s:s, s:s}",
			 "range", range_of(s, buf, l, f->off, diag_end_offset(buf, len, f)),
			 "severity", 2, "code", rule_name(f->rule),
			 "source", "uniform", "message", f->message);
}

/* Check d and send its diagnostics. */
static void publish(Server *s, Doc *d)
{
	FilePolicy p;
	json_t *list = json_array();

	if (check_doc(s, d, &p)) {
		const Findings *fs = &s->mem.findings;
		Lines l;

		lines_of(d->text.data, d->text.len, &l);
		for (size_t i = 0; i < fs->n; i++)
			json_array_append_new(list, diagnostic(s, d->text.data,
							       d->text.len, &l, &fs->v[i]));
		free(l.start);
	}
	send_msg(json_pack("{s:s, s:s, s:{s:s, s:I, s:o}}", "jsonrpc", "2.0",
			   "method", "textDocument/publishDiagnostics", "params",
			   "uri", d->uri, "version", d->version, "diagnostics", list));
	d->dirty = false;
}

/* Whether the code action kind k is asked for by only (NULL: any). */
static bool kind_asked(json_t *only, const char *k)
{
	size_t i;
	json_t *v;

	if (!json_is_array(only))
		return true;
	json_array_foreach(only, i, v) {
		const char *o = json_string_value(v);
		size_t n = o ? strlen(o) : 0;

		if (o && !strncmp(k, o, n) && (k[n] == '\0' || k[n] == '.'))
			return true;
	}
	return false;
}

/* A code action that makes the edits of edits (an array) in d. */
static json_t *action(const Doc *d, const char *title, const char *kind,
		      json_t *edits, json_t *diags)
{
	json_t *a = json_pack("{s:s, s:s, s:{s:{s:o}}}", "title", title,
			      "kind", kind, "edit", "changes", d->uri, edits);

	if (diags)
		json_object_set_new(a, "diagnostics", diags);
	return a;
}

/*
 * textDocument/codeAction: the safe fix of each finding in the range,
 * unless the guard of meaning refuses it (fix_vet), and the fix of the
 * whole document, which fix - would write.
 */
static json_t *code_actions(Server *s, json_t *params)
{
	const char *uri;
	json_t *range, *context = NULL, *out = json_array();
	FilePolicy p;
	Doc *d;

	if (json_unpack(params, "{s:{s:s}, s:o, s?o}", "textDocument", "uri", &uri,
			"range", &range, "context", &context) ||
	    !(d = find_doc(s, uri)) || !check_doc(s, d, &p))
		return out;
	json_t *only = context ? json_object_get(context, "only") : NULL;
	const char *buf = d->text.data;
	size_t len = d->text.len;
	Lines l;

	lines_of(buf, len, &l);
	long from = offset_of(s, buf, len, &l, json_object_get(range, "start"));
	long to = offset_of(s, buf, len, &l, json_object_get(range, "end"));
	const Findings *fs = &s->mem.findings;

	for (size_t i = 0; kind_asked(only, "quickfix") && from >= 0 && i < fs->n; i++) {
		const Finding *f = &fs->v[i];
		size_t end = diag_end_offset(buf, len, f);
		char *why, title[160];

		if (!f->nedits || end < (size_t)from || f->off > (size_t)to)
			continue;
		if ((why = fix_vet(buf, len, f))) {
			free(why);
			continue;
		}
		json_t *edits = json_array();

		for (int k = 0; k < f->nedits; k++)
			json_array_append_new(edits, json_pack("{s:o, s:s}",
				"range", range_of(s, buf, &l, f->edit[k].off,
						  f->edit[k].off + f->edit[k].len),
				"newText", f->edit[k].text));
		snprintf(title, sizeof(title), "uniform: fix %s", rule_name(f->rule));
		json_t *a = action(d, title, "quickfix", edits,
				   json_pack("[o]", diagnostic(s, buf, len, &l, f)));

		json_object_set_new(a, "isPreferred", json_true());
		json_array_append_new(out, a);
	}
	if (kind_asked(only, "source.fixAll")) {
		FixResult r = { 0 };
		Buf diag = { 0 };

		fix_buffer(buf, len, d->path, &p.set, &p.conv, NULL, false, &r, &diag);
		if (r.changed && !r.guard_failed)
			json_array_append_new(out, action(d, "uniform: fix all",
				"source.fixAll", json_pack("[{s:o, s:s%}]", "range",
				range_of(s, buf, &l, 0, len), "newText", r.text.data,
				r.text.len), NULL));
		fix_result_free(&r);
		buf_free(&diag);
	}
	free(l.start);
	return out;
}

/* A change of textDocument/didChange: the whole text, or a range's. */
static bool apply_change(Server *s, Doc *d, json_t *c)
{
	const char *text;
	size_t n;
	json_t *range = json_object_get(c, "range");

	if (json_unpack(c, "{s:s%}", "text", &text, &n))
		return false;
	if (!range) {
		set_text(d, text, n);
		return true;
	}
	Lines l;
	Buf old = { 0 };

	lines_of(d->text.data, d->text.len, &l);
	long from = offset_of(s, d->text.data, d->text.len, &l, json_object_get(range, "start"));
	long to = offset_of(s, d->text.data, d->text.len, &l, json_object_get(range, "end"));

	free(l.start);
	if (from < 0 || to < from)
		return false;
	buf_add(&old, d->text.data, (size_t)from);
	buf_add(&old, text, n);
	buf_add(&old, d->text.data + to, d->text.len - (size_t)to);
	set_text(d, old.data ? old.data : "", old.len);
	buf_free(&old);
	return true;
}

static void open_doc(Server *s, const char *uri, const char *text, size_t n,
		     json_int_t version)
{
	Doc *d = find_doc(s, uri);

	if (!d) {
		if (s->ndoc == s->capdoc) {
			s->capdoc = s->capdoc ? 2 * s->capdoc : 8;
			s->doc = xrealloc(s->doc, s->capdoc * sizeof(*s->doc));
		}
		d = &s->doc[s->ndoc++];
		*d = (Doc){ .uri = xstrdup(uri), .path = uri_path(uri) };
	}
	d->version = version;
	set_text(d, text, n);
}

static void close_doc(Server *s, const char *uri)
{
	Doc *d = find_doc(s, uri);

	if (!d)
		return;
	send_msg(json_pack("{s:s, s:s, s:{s:s, s:[]}}", "jsonrpc", "2.0", "method",
			   "textDocument/publishDiagnostics", "params", "uri", uri,
			   "diagnostics"));
	free(d->uri);
	free(d->path);
	buf_free(&d->text);
	*d = s->doc[--s->ndoc];
}

/* initialize: the capabilities, and the position encoding agreed. */
static json_t *initialize(Server *s, json_t *params)
{
	json_t *encs = json_object_get(json_object_get(json_object_get(params,
		"capabilities"), "general"), "positionEncodings");
	size_t i;
	json_t *v;

	json_array_foreach(encs, i, v)
		if (json_is_string(v) && !strcmp(json_string_value(v), "utf-8"))
			s->utf8 = true;
	s->watch = json_is_true(json_object_get(json_object_get(json_object_get(
		json_object_get(params, "capabilities"), "workspace"),
		"didChangeWatchedFiles"), "dynamicRegistration"));
	s->initialized = true;
	return json_pack("{s:{s:s, s:{s:b, s:i, s:{s:b}}, s:{s:[s, s]}}, s:{s:s, s:s}}",
			 "capabilities", "positionEncoding", s->utf8 ? "utf-8" : "utf-16",
			 "textDocumentSync", "openClose", 1, "change", 1, "save",
			 "includeText", 0, "codeActionProvider", "codeActionKinds",
			 "quickfix", "source.fixAll",
			 "serverInfo", "name", "uniform", "version", UNIFORM_VERSION);
}

/* What the server holds, freed: before it exits, so that nothing leaks. */
static void server_free(Server *s)
{
	forget_settings(s);
	for (size_t i = 0; i < s->ndoc; i++) {
		free(s->doc[i].uri);
		free(s->doc[i].path);
		buf_free(&s->doc[i].text);
	}
	free(s->doc);
	free(s->prac);
	check_mem_free(&s->mem);
	buf_free(&s->in);
	free(s->config.cwd);
}

/* A notification (no id): what it changes. */
static void notified(Server *s, const char *method, json_t *params)
{
	const char *uri, *text;
	size_t n;
	json_int_t version = 0;
	json_t *changes;
	Doc *d;

	if (!strcmp(method, "exit")) {
		int rc = s->shutdown ? 0 : 1;

		json_decref(s->current);
		server_free(s);
		exit(rc);
	} else if (!s->initialized) {
		return;	/* dropped, as the protocol says */
	} else if (!strcmp(method, "initialized") && s->watch) {
		/* What changes the settings or the practice: watched for us. */
		send_msg(json_pack("{s:s, s:s, s:s, s:{s:[{s:s, s:s, s:{s:[{s:s}, {s:s}, {s:s}, {s:s}]}}]}}",
			"jsonrpc", "2.0", "id", "uniform-watch", "method",
			"client/registerCapability", "params", "registrations",
			"id", "uniform-watch", "method", "workspace/didChangeWatchedFiles",
			"registerOptions", "watchers", "globPattern", "**/.editorconfig",
			"globPattern", "**/*.{c,h}", "globPattern", "**/.gitattributes",
			"globPattern", "**/MAINTAINERS"));
	} else if (!strcmp(method, "textDocument/didOpen")) {
		if (!json_unpack(params, "{s:{s:s, s:s%, s?I}}", "textDocument", "uri",
				 &uri, "text", &text, &n, "version", &version))
			open_doc(s, uri, text, n, version);
	} else if (!strcmp(method, "textDocument/didChange")) {
		size_t i;
		json_t *c;

		if (json_unpack(params, "{s:{s:s, s?I}, s:o}", "textDocument", "uri",
				&uri, "version", &version, "contentChanges", &changes) ||
		    !(d = find_doc(s, uri)) || !json_is_array(changes))
			return;
		json_array_foreach(changes, i, c)
			if (!apply_change(s, d, c))
				break;
		d->version = version;
		d->dirty = true;
	} else if (!strcmp(method, "textDocument/didSave") ||
		   !strcmp(method, "workspace/didChangeWatchedFiles")) {
		forget_settings(s);
	} else if (!strcmp(method, "textDocument/didClose")) {
		if (!json_unpack(params, "{s:{s:s}}", "textDocument", "uri", &uri))
			close_doc(s, uri);
	}
}

/* A request: its answer. */
static void requested(Server *s, json_t *id, const char *method, json_t *params)
{
	if (!strcmp(method, "initialize")) {
		send_result(id, initialize(s, params));
	} else if (!s->initialized) {
		send_error(id, NOT_INITIALIZED, "initialize comes first");
	} else if (!strcmp(method, "shutdown")) {
		s->shutdown = true;
		send_result(id, NULL);
	} else if (!strcmp(method, "textDocument/codeAction"))
		send_result(id, json_is_object(params) ? code_actions(s, params) : json_array());
	else
		send_error(id, METHOD_NOT_FOUND, method);
}

static void handle(Server *s, json_t *msg)
{
	json_t *id = json_object_get(msg, "id");
	const char *method = json_string_value(json_object_get(msg, "method"));
	json_t *params = json_object_get(msg, "params");

	if (!method) {
		if (id && !json_object_get(msg, "result") && !json_object_get(msg, "error"))
			send_error(id, INVALID_REQUEST, "a request without a method");
		return;	/* an answer to a request of ours: none is sent */
	}
	if (id)
		requested(s, id, method, params);
	else
		notified(s, method, params);
}

static int cmd_lsp(int argc, char **argv)
{
	OptState o;
	const char *arg;
	int id;
	Server s = { .config = { .editorconfig = true },
		     .walk = { .exts = "c,h", .git_ignore = true },
		     .jobs = pool_cpus() };

	opt_init(&o, lsp_opts, argc, argv);
	while ((id = opt_next(&o, &arg)) > 0) {
		switch (id) {
		case O_HELP: opt_free(&o); return cli_help(&cli_lsp);
		case O_VERSION: opt_free(&o); return cli_version();
		case O_JOBS:
			if (!cli_count(arg, 1, 1024, &s.jobs)) {
				opt_free(&o);
				return cli_usage_error("lsp", "-j wants a number from 1 to 1024");
			}
			break;
		}
	}
	if (id < 0 || o.noperands) {
		cli_usage_error("lsp", id < 0 ? o.err : "no operands: the client sends the documents");
		opt_free(&o);
		return 2;
	}
	opt_free(&o);
	s.config.cwd = getcwd(NULL, 0);
	for (;;) {
		json_t *msg = NULL;
		char why[300];
		int got = next_msg(&s, &msg, why, sizeof(why));

		if (got == 0)
			break;
		if (got < 0)
			send_error(NULL, PARSE_ERROR, why);
		else if (!json_is_object(msg))
			send_error(NULL, INVALID_REQUEST, "a message is a JSON object");
		else
			handle(&s, (s.current = msg));
		json_decref(msg);
		s.current = NULL;
		if (pending(&s) && !s.eof)
			continue;	/* a burst: check at its end */
		for (size_t i = 0; i < s.ndoc; i++)
			if (s.doc[i].dirty)
				publish(&s, &s.doc[i]);
	}
	server_free(&s);
	return s.shutdown ? 0 : 1;
}
