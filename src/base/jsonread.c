/*
 * jsonread: parse JSON text into a tree of values, strictly.
 *
 * A recursive descent over RFC 8259 with no extensions: no comments, no
 * trailing commas, no leading zeros, no control bytes or bad escapes in
 * strings, no duplicate names in an object, and nothing but blanks after
 * the document.  The first error ends the parse, with its line and
 * column, since what is read is machine output and any error means the
 * file is not what it claims.  Strings are kept as UTF-8 (escapes
 * decoded, surrogate pairs joined); "\u0000" is refused rather than cut
 * a string short.  Nesting is capped at JSONREAD_MAX_DEPTH.
 */
#include "base/jsonread.h"

#include <errno.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "base/json.h"

typedef struct Parser {
	const char *s;		/* the text */
	size_t len, pos;
	unsigned line;		/* of pos */
	size_t line_start;	/* offset where that line starts */
	int depth;
	Buf *err;
	bool failed;
} Parser;

static bool value(Parser *p, JsonValue *v);

static bool fail(Parser *p, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

static bool fail(Parser *p, const char *fmt, ...)
{
	va_list ap;

	if (p->failed)
		return false;
	p->failed = true;
	buf_printf(p->err, "%u:%zu: ", p->line, p->pos - p->line_start + 1);
	va_start(ap, fmt);
	char *msg = xvasprintf(fmt, ap);
	va_end(ap);
	buf_puts(p->err, msg);
	free(msg);
	return false;
}

static int peek(const Parser *p)
{
	return p->pos < p->len ? (unsigned char)p->s[p->pos] : -1;
}

static void blanks(Parser *p)
{
	for (int c; (c = peek(p)) == ' ' || c == '\t' || c == '\n' || c == '\r';) {
		p->pos++;
		if (c == '\n') {
			p->line++;
			p->line_start = p->pos;
		}
	}
}

/* The literal word (true, false, null) at pos. */
static bool word(Parser *p, const char *w)
{
	size_t n = strlen(w);

	if (p->len - p->pos < n || memcmp(p->s + p->pos, w, n))
		return fail(p, "expected a value");
	p->pos += n;
	return true;
}

static bool number(Parser *p, JsonValue *v)
{
	size_t start = p->pos;
	bool digits_only = true;

	if (peek(p) == '-') {
		p->pos++;
		digits_only = false;
	}
	if (peek(p) == '0') {
		p->pos++;
	} else if (peek(p) >= '1' && peek(p) <= '9') {
		while (peek(p) >= '0' && peek(p) <= '9')
			p->pos++;
	} else {
		return fail(p, "expected a digit");
	}
	if (peek(p) == '.') {
		digits_only = false;
		p->pos++;
		if (!(peek(p) >= '0' && peek(p) <= '9'))
			return fail(p, "expected a digit after '.'");
		while (peek(p) >= '0' && peek(p) <= '9')
			p->pos++;
	}
	if (peek(p) == 'e' || peek(p) == 'E') {
		digits_only = false;
		p->pos++;
		if (peek(p) == '+' || peek(p) == '-')
			p->pos++;
		if (!(peek(p) >= '0' && peek(p) <= '9'))
			return fail(p, "expected a digit in the exponent");
		while (peek(p) >= '0' && peek(p) <= '9')
			p->pos++;
	}
	char *text = xmalloc(p->pos - start + 1);
	memcpy(text, p->s + start, p->pos - start);
	text[p->pos - start] = '\0';
	v->type = JS_NUMBER;
	v->num = strtod(text, NULL);
	errno = 0;
	v->count = digits_only ? strtoull(text, NULL, 10) : 0;
	v->is_count = digits_only && errno == 0;
	free(text);
	return true;
}

static int hex4(Parser *p)
{
	int u = 0;

	for (int i = 0; i < 4; i++) {
		int c = peek(p), d = c >= '0' && c <= '9' ? c - '0'
			: c >= 'a' && c <= 'f' ? c - 'a' + 10
			: c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
		if (d < 0)
			return fail(p, "expected four hex digits after \\u"), -1;
		u = u * 16 + d;
		p->pos++;
	}
	return u;
}

static void put_utf8(Buf *b, unsigned long u)
{
	char c[4];
	size_t n;

	if (u < 0x80) {
		c[0] = (char)u, n = 1;
	} else if (u < 0x800) {
		c[0] = (char)(0xc0 | u >> 6), c[1] = (char)(0x80 | (u & 0x3f)), n = 2;
	} else if (u < 0x10000) {
		c[0] = (char)(0xe0 | u >> 12), c[1] = (char)(0x80 | (u >> 6 & 0x3f));
		c[2] = (char)(0x80 | (u & 0x3f)), n = 3;
	} else {
		c[0] = (char)(0xf0 | u >> 18), c[1] = (char)(0x80 | (u >> 12 & 0x3f));
		c[2] = (char)(0x80 | (u >> 6 & 0x3f)), c[3] = (char)(0x80 | (u & 0x3f));
		n = 4;
	}
	buf_add(b, c, n);
}

/* After a backslash: one escape, appended to b. */
static bool escape(Parser *p, Buf *b)
{
	static const char from[] = "\"\\/bfnrt", to[] = "\"\\/\b\f\n\r\t";
	int c = peek(p);
	const char *k = c > 0 ? strchr(from, c) : NULL;

	p->pos++;
	if (k && *k) {
		buf_putc(b, to[k - from]);
		return true;
	}
	if (c != 'u')
		return fail(p, "bad escape in a string");
	long u = hex4(p);
	if (u >= 0xd800 && u <= 0xdbff) {
		if (peek(p) != '\\' || p->pos + 1 >= p->len || p->s[p->pos + 1] != 'u')
			return fail(p, "a lone surrogate in a string");
		p->pos += 2;
		long lo = hex4(p);
		if (lo < 0xdc00 || lo > 0xdfff)
			return fail(p, "a lone surrogate in a string");
		u = 0x10000 + ((u - 0xd800) << 10) + (lo - 0xdc00);
	} else if (u >= 0xdc00 && u <= 0xdfff) {
		return fail(p, "a lone surrogate in a string");
	}
	if (u == 0)
		return fail(p, "\\u0000 in a string is not supported");
	if (u > 0)
		put_utf8(b, (unsigned long)u);
	return u > 0;
}

static bool string(Parser *p, char **out)
{
	Buf b = { 0 };

	p->pos++;	/* the opening quote */
	for (;;) {
		int c = peek(p);
		int n = c >= 0 ? json_utf8_len((const unsigned char *)p->s + p->pos) : 0;

		if (c == '"')
			break;
		if (c < 0 || c == '\n')
			fail(p, "unterminated string");
		else if (c < 0x20)
			fail(p, "a control byte in a string");
		else if (n == 0 || p->pos + (size_t)n > p->len)
			fail(p, "a string is not valid UTF-8");
		else if (c == '\\' && (p->pos++, escape(p, &b)))
			continue;
		else if (c != '\\')
			buf_add(&b, p->s + p->pos, (size_t)n), p->pos += (size_t)n;
		if (p->failed) {
			buf_free(&b);
			return false;
		}
	}
	p->pos++;
	*out = b.data ? b.data : xstrdup("");
	return true;
}

static bool array(Parser *p, JsonValue *v)
{
	size_t cap = 0;

	v->type = JS_ARRAY;
	p->pos++;
	blanks(p);
	if (peek(p) == ']')
		return p->pos++, true;
	for (;;) {
		if (v->n == cap) {
			cap = cap ? cap * 2 : 8;
			v->item = xrealloc(v->item, cap * sizeof(*v->item));
		}
		if (!value(p, &v->item[v->n++]))
			return false;
		blanks(p);
		if (peek(p) == ']')
			return p->pos++, true;
		if (peek(p) != ',')
			return fail(p, peek(p) < 0 ? "unexpected end of the text"
					: "expected ',' or ']'");
		p->pos++;
	}
}

/* One "name": value member of the object v. */
static bool member(Parser *p, JsonValue *v, size_t *cap)
{
	blanks(p);
	if (peek(p) != '"')
		return fail(p, "expected a member name in double quotes");
	if (v->n == *cap) {
		*cap = *cap ? *cap * 2 : 8;
		v->item = xrealloc(v->item, *cap * sizeof(*v->item));
		v->key = xrealloc(v->key, *cap * sizeof(*v->key));
	}
	size_t at = p->pos;
	if (!string(p, &v->key[v->n]))
		return false;
	v->item[v->n] = (JsonValue){ 0 };
	v->n++;	/* freed with v from here on */
	for (size_t i = 0; i + 1 < v->n; i++) {
		if (!strcmp(v->key[i], v->key[v->n - 1])) {
			p->pos = at;
			return fail(p, "duplicate member \"%s\"", v->key[i]);
		}
	}
	blanks(p);
	if (peek(p) != ':')
		return fail(p, "expected ':'");
	p->pos++;
	return value(p, &v->item[v->n - 1]);
}

static bool object(Parser *p, JsonValue *v)
{
	size_t cap = 0;

	v->type = JS_OBJECT;
	p->pos++;
	blanks(p);
	if (peek(p) == '}')
		return p->pos++, true;
	for (;;) {
		if (!member(p, v, &cap))
			return false;
		blanks(p);
		if (peek(p) == '}')
			return p->pos++, true;
		if (peek(p) != ',')
			return fail(p, peek(p) < 0 ? "unexpected end of the text"
					: "expected ',' or '}'");
		p->pos++;
	}
}

static bool value(Parser *p, JsonValue *v)
{
	bool ok;

	*v = (JsonValue){ 0 };
	blanks(p);
	v->line = p->line;
	v->col = (unsigned)(p->pos - p->line_start + 1);
	if (++p->depth > JSONREAD_MAX_DEPTH)
		return fail(p, "nested deeper than %d", JSONREAD_MAX_DEPTH);
	switch (peek(p)) {
	case '{': ok = object(p, v); break;
	case '[': ok = array(p, v); break;
	case '"': v->type = JS_STRING; ok = string(p, &v->str); break;
	case 't': v->type = JS_TRUE; ok = word(p, "true"); break;
	case 'f': v->type = JS_FALSE; ok = word(p, "false"); break;
	case 'n': v->type = JS_NULL; ok = word(p, "null"); break;
	case -1: ok = fail(p, "unexpected end of the text"); break;
	case '-': case '0': case '1': case '2': case '3': case '4':
	case '5': case '6': case '7': case '8': case '9':
		ok = number(p, v);
		break;
	default: ok = fail(p, "expected a value"); break;
	}
	p->depth--;
	return ok;
}

bool jsonread_parse(const char *text, size_t len, JsonValue *out, Buf *err)
{
	Parser p = { .s = text, .len = len, .line = 1, .err = err };

	if (value(&p, out)) {
		blanks(&p);
		if (p.pos == p.len)
			return true;
		fail(&p, "text after the end of the document");
	}
	jsonread_free(out);
	return false;
}

const JsonValue *jsonread_get(const JsonValue *obj, const char *key)
{
	if (obj->type != JS_OBJECT)
		return NULL;
	for (size_t i = 0; i < obj->n; i++)
		if (!strcmp(obj->key[i], key))
			return &obj->item[i];
	return NULL;
}

void jsonread_free(JsonValue *v)
{
	for (size_t i = 0; i < v->n; i++) {
		jsonread_free(&v->item[i]);
		if (v->type == JS_OBJECT)
			free(v->key[i]);
	}
	free(v->item);
	free(v->key);
	free(v->str);
	*v = (JsonValue){ 0 };
}
