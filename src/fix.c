/*
 * fix: the safe fixes of the findings, applied in rounds and verified.
 *
 * A rule that can fix what it reports attaches the edits to its finding
 * (finding.h): byte ranges of the checked text and their replacement.  A
 * round checks the text, takes the edits of every fixable finding whose
 * edits overlap no edit already taken, and applies them at once.  Fixes
 * may enable one another (with '|' made '||', the parentheses around a
 * comparison become redundant under strict), so rounds go on until a
 * check finds nothing fixable, or FIX_MAX_ROUNDS have run: a chain where
 * each fix makes the next (the '|' of "a == 1 | b | c | ..." turn '||'
 * one per round, from the outermost) can be longer, and a message then
 * says that a second run has more to do.
 *
 * The guard: after each round both texts are lexed (comments, then
 * tokens) and compared.  Every edit must lie inside a comment, between
 * its opener and closer, or cover exactly one token.  A comment no edit
 * touched must be byte-identical, and one an edit touched must hold the
 * same words in the same order (only its layout changed).  The tokens
 * must be identical, except that a token an edit replaced whole must
 * read as the replacement, and one an edit removed must be gone; so a
 * change of meaning cannot slip through as a joined or split token.
 */
#include "fix.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "check.h"
#include "comment.h"
#include "lex.h"
#include "token.h"

#define FIX_MAX_ROUNDS 16

typedef struct Edits {
	FixEdit *v;		/* by offset */
	size_t n, cap;
} Edits;

/*
 * Whether e overlaps or touches an edit of the sorted set (two removals
 * side by side could join the words around them: each looked only at its
 * own neighbours); *at is where it would go.
 */
static bool overlaps(const Edits *es, const FixEdit *e, size_t *at)
{
	size_t lo = 0, hi = es->n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (es->v[mid].off < e->off)
			lo = mid + 1;
		else
			hi = mid;
	}
	*at = lo;
	if (lo < es->n && es->v[lo].off <= e->off + e->len)
		return true;
	return lo > 0 && es->v[lo - 1].off + es->v[lo - 1].len >= e->off;
}

static void insert(Edits *es, const FixEdit *e, size_t at)
{
	if (es->n == es->cap) {
		es->cap = es->cap ? 2 * es->cap : 16;
		es->v = xrealloc(es->v, es->cap * sizeof(*es->v));
	}
	memmove(&es->v[at + 1], &es->v[at], (es->n - at) * sizeof(*es->v));
	es->v[at] = *e;
	es->n++;
}

/* The edits of the fixable findings that fit together; counts per rule. */
static void take_edits(const Findings *fs, Edits *es, size_t per_rule[])
{
	es->n = 0;
	for (size_t i = 0; i < fs->n; i++) {
		const Finding *g = &fs->v[i];
		size_t at;
		bool fits = g->nedits > 0;

		for (unsigned k = 0; k < g->nedits && fits; k++)
			fits = !overlaps(es, &g->edit[k], &at);
		if (!fits)
			continue;
		for (unsigned k = 0; k < g->nedits; k++) {
			overlaps(es, &g->edit[k], &at);
			insert(es, &g->edit[k], at);
		}
		per_rule[g->rule]++;
	}
}

/* out = buf with the edits applied, followed by LEX_PAD zero bytes. */
static void apply(const char *buf, size_t len, const Edits *es, Buf *out)
{
	size_t pos = 0;

	out->len = 0;
	for (size_t i = 0; i < es->n; i++) {
		buf_add(out, buf + pos, es->v[i].off - pos);
		buf_puts(out, es->v[i].text);
		pos = es->v[i].off + es->v[i].len;
	}
	buf_add(out, buf + pos, len - pos);
	for (int k = 0; k < LEX_PAD; k++)
		buf_putc(out, '\0');
	out->len -= LEX_PAD;
}

typedef struct Lexed {
	FileComments cs;
	Tokens t;
} Lexed;

static void lex_all(const char *buf, size_t len, Lexed *x)
{
	comment_collect(buf, len, &x->cs, NULL, NULL);
	token_scan(buf, len, &x->cs, &x->t);
}

static void lexed_free(Lexed *x)
{
	comment_free(&x->cs);
	token_free(&x->t);
}

/*
 * The words of a comment's text in order: what lies between its opener
 * and closer, split at blanks and line breaks, without the '*' that
 * begins a continuation line when a blank or line break follows it (a
 * margin star; "*ptr" is a word).
 */
typedef struct Words {
	const char *s;
	size_t i, end;
	bool bol;		/* at the start of a continuation line */
} Words;

static bool blank_or_eol(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* The length of the next word, at *p; 0 at the end. */
static size_t next_word(Words *w, const char **p)
{
	for (;;) {
		while (w->i < w->end && blank_or_eol(w->s[w->i])) {
			if (w->s[w->i] == '\n' || w->s[w->i] == '\r')
				w->bol = true;
			w->i++;
		}
		if (w->i >= w->end)
			return 0;
		bool star = w->bol && w->s[w->i] == '*' &&
			    (w->i + 1 == w->end || blank_or_eol(w->s[w->i + 1]));

		w->bol = false;
		if (star) {
			w->i++;
			continue;
		}
		size_t from = w->i;

		while (w->i < w->end && !blank_or_eol(w->s[w->i]))
			w->i++;
		*p = w->s + from;
		return w->i - from;
	}
}

static bool same_words(const char *a, const LexComment *c, const char *b,
		       const LexComment *d)
{
	Words x = { a, c->body, c->close, false }, y = { b, d->body, d->close, false };

	for (;;) {
		const char *p = NULL, *q = NULL;
		size_t n = next_word(&x, &p), m = next_word(&y, &q);

		if (n != m || (n && memcmp(p, q, n)))
			return false;
		if (!n)
			return true;
	}
}

/*
 * Whether the comments of b are those of a: byte-identical where no edit
 * fell, the same words in the same order where one did.  Edits inside a
 * comment (between its opener and closer) are counted in *inside.
 */
static bool same_comments(const char *a, const Lexed *x, const char *b,
			  const Lexed *y, const Edits *es, size_t *inside)
{
	size_t e = 0;

	*inside = 0;
	if (x->cs.n != y->cs.n)
		return false;
	for (size_t i = 0; i < x->cs.n; i++) {
		const LexComment *c = &x->cs.v[i].c, *d = &y->cs.v[i].c;
		size_t edited = 0;

		while (e < es->n && es->v[e].off < c->start)
			e++;
		for (; e < es->n && es->v[e].off < c->end; e++) {
			if (es->v[e].off < c->body || es->v[e].off + es->v[e].len > c->close)
				return false;
			edited++;
		}
		*inside += edited;
		if (edited ? !same_words(a, c, b, d) || c->unterminated != d->unterminated :
		    c->end - c->start != d->end - d->start ||
		    memcmp(a + c->start, b + d->start, c->end - c->start))
			return false;
	}
	return true;
}

/* The edit that starts at off, if any. */
static const FixEdit *edit_at(const Edits *es, size_t off)
{
	size_t lo = 0, hi = es->n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (es->v[mid].off < off)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo < es->n && es->v[lo].off == off ? &es->v[lo] : NULL;
}

static bool removal(const FixEdit *e)
{
	return e && (!strcmp(e->text, "") || !strcmp(e->text, " "));
}

/*
 * Whether an edit of token i is one the fixes may make: '|' to '||', '&'
 * to '&&', or a parenthesis removed together with its partner.
 */
static bool allowed(const Token *v, size_t i, const FixEdit *e,
		    const Edits *es)
{
	if (token_is(&v[i], P_PIPE))
		return !strcmp(e->text, "||");
	if (token_is(&v[i], P_AMP))
		return !strcmp(e->text, "&&");
	if (!token_is(&v[i], P_LPAREN) && !token_is(&v[i], P_RPAREN))
		return false;
	return removal(e) && v[i].match != TOKEN_NO_MATCH &&
	       removal(edit_at(es, v[v[i].match].off));
}

/*
 * Whether the tokens u[0..nu) of b are those of a (v[0..nv)) with the
 * edits made, and every edit one the fixes may make.
 */
static bool same_tokens(const char *a, const Token *v, size_t nv,
			const char *b, const Token *u, size_t nu,
			const Edits *es, size_t *matched)
{
	size_t j = 0, e = 0;

	for (size_t i = 0; i < nv; i++) {
		const char *want = a + v[i].off;
		size_t n = v[i].len;

		while (e < es->n && es->v[e].off < v[i].off)
			e++;
		if (e < es->n && es->v[e].off < (size_t)v[i].off + v[i].len) {
			if (es->v[e].off != v[i].off || es->v[e].len != v[i].len ||
			    !allowed(v, i, &es->v[e], es))
				return false;	/* one whole token, as allowed */
			want = es->v[e].text;
			n = strlen(want);
			++*matched;
			if (removal(&es->v[e]))
				continue;	/* the token is removed */
		}
		if (j >= nu || u[j].len != n || memcmp(b + u[j].off, want, n))
			return false;
		j++;
	}
	return j == nu;
}

static bool guard(const char *a, size_t alen, const char *b, size_t blen,
		  const Edits *es)
{
	Lexed x = { 0 }, y = { 0 };
	size_t inside = 0, matched = 0;
	bool ok;

	lex_all(a, alen, &x);
	lex_all(b, blen, &y);
	/* Every edit is inside a comment or is exactly one allowed token's. */
	ok = same_comments(a, &x, b, &y, es, &inside) &&
	     same_tokens(a, x.t.v, x.t.n, b, y.t.v, y.t.n, es, &matched) &&
	     same_tokens(a, x.t.pp, x.t.npp, b, y.t.pp, y.t.npp, es, &matched) &&
	     inside + matched == es->n;
	lexed_free(&x);
	lexed_free(&y);
	return ok;
}

void fix_buffer(const char *buf, size_t len, const char *path,
		const Settings *s, CommentStyle style, bool inject_bad_edit,
		FixResult *out, Buf *diag)
{
	Buf cur = { 0 }, next = { 0 }, scratch = { 0 };
	Edits es = { 0 };

	memset(out, 0, sizeof(*out));
	apply(buf, len, &es, &cur);
	for (;;) {
		Findings fs = { 0 };
		size_t per_rule[R_NRULES] = { 0 };

		check_buffer(cur.data, cur.len, path, s, style, &fs,
			     out->rounds ? &scratch : diag, NULL);
		scratch.len = 0;
		take_edits(&fs, &es, per_rule);
		if (es.n == 0 || out->rounds == FIX_MAX_ROUNDS) {
			for (size_t i = 0; i < fs.n; i++)
				out->pending += fs.v[i].nedits > 0;
			out->left = fs.n - out->pending;
			out->unsettled = out->pending > 0;
			if (out->unsettled)
				buf_printf(diag, "%s: more fixes after %d rounds, each "
					   "made possible by the one before; run "
					   "uniform fix again\n", path, FIX_MAX_ROUNDS);
			findings_free(&fs);
			break;
		}
		if (inject_bad_edit && out->rounds == 0)
			es.v[0].text = "@";
		apply(cur.data, cur.len, &es, &next);
		out->rounds++;
		bool ok = guard(cur.data, cur.len, next.data, next.len, &es);

		findings_free(&fs);	/* it owns some of the edits' texts */
		if (!ok) {
			buf_printf(diag, "%s: internal error: the fixed text does not "
				   "lex to the same tokens and comments; the file "
				   "is left as it is\n", path);
			out->guard_failed = true;
			break;
		}
		for (int r = 0; r < R_NRULES; r++) {
			out->per_rule[r] += per_rule[r];
			out->fixed += per_rule[r];
		}
		Buf t = cur;

		cur = next;
		next = t;
	}
	out->changed = !out->guard_failed && out->rounds > 0 &&
		       (cur.len != len || memcmp(cur.data, buf, len));
	out->text = cur;
	buf_free(&next);
	buf_free(&scratch);
	free(es.v);
}

void fix_result_free(FixResult *r)
{
	buf_free(&r->text);
}

/* Whether path still holds exactly old. */
static bool unchanged(const char *path, const char *old, size_t oldlen)
{
	FILE *f = fopen(path, "rb");
	char chunk[65536];
	size_t pos = 0, n;
	bool same = f != NULL;

	while (same && (n = fread(chunk, 1, sizeof(chunk), f)) > 0) {
		same = pos + n <= oldlen && !memcmp(chunk, old + pos, n);
		pos += n;
	}
	if (f && ferror(f))
		same = false;
	if (f)
		fclose(f);
	return same && pos == oldlen;
}

static bool write_all(int fd, const char *p, size_t n)
{
	while (n > 0) {
		ssize_t w = write(fd, p, n);

		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return false;
		p += w;
		n -= (size_t)w;
	}
	return true;
}

/* The temporary file's name: ".NAME.uniform-XXXXXX" beside path. */
static char *temp_name(const char *path)
{
	const char *slash = strrchr(path, '/');
	size_t dir = slash ? (size_t)(slash - path) + 1 : 0;
	Buf b = { 0 };

	buf_add(&b, path, dir);
	buf_printf(&b, ".%s.uniform-XXXXXX", path + dir);
	return b.data;
}

/*
 * Remove what a run killed between creating its temporary file and the
 * rename left beside path: ".NAME.uniform-" and six more characters.
 */
static void remove_stale(const char *path)
{
	const char *slash = strrchr(path, '/');
	char *dir = slash ? strndup(path, (size_t)(slash - path) + 1) : strdup("./");
	const char *base = slash ? slash + 1 : path;
	size_t n = strlen(base);
	DIR *d = dir ? opendir(dir) : NULL;
	struct dirent *e;

	while (d && (e = readdir(d))) {
		const char *x = e->d_name;

		if (x[0] == '.' && !strncmp(x + 1, base, n) &&
		    !strncmp(x + 1 + n, ".uniform-", 9) && strlen(x + 10 + n) == 6) {
			Buf full = { 0 };

			buf_printf(&full, "%s%s", dir, x);
			unlink(full.data);
			buf_free(&full);
		}
	}
	if (d)
		closedir(d);
	free(dir);
}

static void sync_dir(const char *path)
{
	const char *slash = strrchr(path, '/');
	char *dir = slash ? strndup(path, (size_t)(slash - path) + 1) : strdup(".");
	int fd = dir ? open(dir, O_RDONLY | O_DIRECTORY) : -1;

	if (fd >= 0) {
		fsync(fd);
		close(fd);
	}
	free(dir);
}

bool fix_write(const char *path, const char *old, size_t oldlen,
	       const char *new, size_t newlen, Buf *diag)
{
	struct stat st;
	char *tmp;
	int fd, err;

	if (stat(path, &st) != 0) {
		buf_printf(diag, "uniform: %s: %s; not fixed\n", path, strerror(errno));
		return false;
	}
	if (!(st.st_mode & 0222)) {
		buf_printf(diag, "uniform: %s: the file is read-only; not fixed\n", path);
		return false;
	}
	if (!unchanged(path, old, oldlen)) {
		buf_printf(diag, "uniform: %s: changed on disk since it was read; "
			   "not fixed\n", path);
		return false;
	}
	remove_stale(path);
	tmp = temp_name(path);
	fd = mkstemp(tmp);
	if (fd < 0) {
		buf_printf(diag, "uniform: %s: cannot create a temporary file beside "
			   "it: %s; not fixed\n", path, strerror(errno));
		free(tmp);
		return false;
	}
	if (fchown(fd, st.st_uid, st.st_gid) != 0) {
		/* not allowed: the file becomes the user's, as editors do */
	}
	if (fchmod(fd, st.st_mode & 07777) != 0 || !write_all(fd, new, newlen) ||
	    fsync(fd) != 0) {
		err = errno;
		close(fd);
		goto fail;
	}
	if (close(fd) != 0 || rename(tmp, path) != 0) {
		err = errno;
		goto fail;
	}
	sync_dir(path);
	free(tmp);
	return true;
fail:
	unlink(tmp);
	buf_printf(diag, "uniform: %s: cannot write the fixed file: %s; the "
		   "original is unchanged\n", path, strerror(err));
	free(tmp);
	return false;
}
