/*
 * mail: fix --mail's diffs as a patch mail, as git format-patch writes
 * one: From and Subject in RFC 2047 words where they are not ASCII.
 */
#include "output/mail.h"

#include <string.h>
#include <time.h>

#include "base/version.h"
#include "input/gitdiff.h"

/* The directory all the diff's files share ("treewide" when none). */
static void common_dir(const Buf *diffs, Buf *out)
{
	const char *p = diffs->data, *first = NULL;
	size_t n = 0;

	for (; p && (p = strstr(p, "diff --git a/")); p++) {
		const char *path = p + 13, *end = strstr(path, " b/");

		if (!end)
			break;
		if (!first) {
			first = path;
			n = (size_t)(end - path);
		}
		size_t k = 0;

		while (k < n && path + k < end && path[k] == first[k])
			k++;
		n = k;
	}
	while (n > 0 && first[n - 1] != '/')
		n--;	/* whole components */
	if (n > 1)
		buf_add(out, first, n - 1);
	else
		buf_puts(out, "treewide");
}

/*
 * An identity from git's configuration, made fit for a mail header: git
 * drops a newline, '<' and '>' from it; every other control byte goes
 * too (a CR or a NUL breaks a header as a newline does).
 */
static void ident_clean(Buf *b)
{
	size_t k = 0;

	for (size_t i = 0; i < b->len; i++) {
		unsigned char c = (unsigned char)b->data[i];

		if (c >= 0x20 && c != 0x7f && c != '<' && c != '>')
			b->data[k++] = (char)c;
	}
	b->len = k;
	if (b->data)
		b->data[k] = '\0';
}

/* Whether s is printable ASCII only (a header takes it as it is). */
static bool plain_ascii(const char *s)
{
	for (; *s; s++)
		if (*s < 0x20 || *s > 0x7e)
			return false;
	return true;
}

/*
 * s as RFC 2047 encoded words (UTF-8, Q encoding), as git format-patch
 * writes a header value that is not ASCII: no word longer than 75
 * characters, none splitting a character's bytes.
 */
static void mail_encoded(Buf *out, const char *s)
{
	size_t word = 0;

	for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
		if (!word || (word > 48 && (*p & 0xc0) != 0x80)) {
			buf_puts(out, word ? "?= =?UTF-8?q?" : "=?UTF-8?q?");
			word = 10;
		}
		if ((*p >= '0' && *p <= '9') || ((*p | 0x20) >= 'a' && (*p | 0x20) <= 'z') ||
		    strchr("!*+-/", *p)) {
			buf_putc(out, (char)*p);
			word++;
		} else if (*p == ' ') {
			buf_putc(out, '_');
			word++;
		} else {
			buf_printf(out, "=%02X", *p);
			word += 3;
		}
	}
	if (word)
		buf_puts(out, "?=");
}

/*
 * A display name for the From header: as it is, in double quotes when
 * it holds a character special in an address (as git format-patch
 * quotes it), encoded when it is not ASCII.
 */
static void mail_name(Buf *out, const char *s)
{
	if (!plain_ascii(s)) {
		mail_encoded(out, s);
		return;
	}
	if (!strpbrk(s, "()<>[]:;@\\,.\"")) {
		buf_puts(out, s);
		return;
	}
	buf_putc(out, '"');
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			buf_putc(out, '\\');
		buf_putc(out, *s);
	}
	buf_putc(out, '"');
}

/*
 * No header value can hold a line break: the identity is cleaned as git
 * cleans it, and a name or a subject that is not ASCII is encoded.
 */
void mail_write(FILE *to, const Buf *diffs, const size_t per_rule[R_NRULES],
		bool signoff)
{
	Buf name = { 0 }, email = { 0 }, dir = { 0 }, rules = { 0 };
	Buf head = { 0 }, subject = { 0 };
	bool who = gitdiff_identity(&name, &email);
	char date[64];
	time_t now = time(NULL);
	struct tm tm;

	strftime(date, sizeof(date), "%a, %d %b %Y %H:%M:%S %z", localtime_r(&now, &tm));
	common_dir(diffs, &dir);
	for (int k = 0; k < R_NRULES; k++)
		if (per_rule[k])
			buf_printf(&rules, "%s%s", rules.len ? ", " : "", rule_name((Rule)k));
	ident_clean(&name);
	ident_clean(&email);
	who = who && name.len && email.len;
	mail_name(&head, who ? name.data : "uniform");
	buf_printf(&subject, "[PATCH] %s: fix %s findings", dir.data,
		   rules.len ? rules.data : "no");
	fprintf(to, "From: %s <%s>\nDate: %s\nSubject: ", head.data,
		who ? email.data : "uniform@localhost", date);
	buf_free(&head);
	if (plain_ascii(subject.data))
		buf_puts(&head, subject.data);
	else
		mail_encoded(&head, subject.data);
	fprintf(to, "%s\n\n", head.data);
	fprintf(to, "uniform fix made these changes; after each, the text was lexed\n"
		"again and its tokens compared with the original's.\n\n");
	for (int k = 0; k < R_NRULES; k++)
		if (per_rule[k])
			fprintf(to, "  %-17s %zu\n", rule_name((Rule)k), per_rule[k]);
	if (who && signoff)
		fprintf(to, "\nSigned-off-by: %s <%s>\n", name.data, email.data);
	else if (signoff)
		fputs("uniform fix: --signoff: git has no user.name and user.email; "
		      "the mail is not signed off\n", stderr);
	fprintf(to, "---\n");
	fwrite(diffs->data, 1, diffs->len, to);
	fprintf(to, "-- \nuniform %s\n", UNIFORM_VERSION);
	buf_free(&name);
	buf_free(&email);
	buf_free(&dir);
	buf_free(&rules);
	buf_free(&head);
	buf_free(&subject);
}
