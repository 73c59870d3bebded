/*
 * long_identifier: the rule long-identifier, a declared name longer than
 * the limit and unusually long for its directory, once per file.
 */
#include "rules/long_identifier.h"

#include <stdlib.h>
#include <string.h>

/* The rule's entry in the registry (config/rules.c). */
const RuleInfo rule_long_identifier = {
	.name = "long-identifier",
	.help =
		"A declared name (variable, field, function, parameter, macro, typedef, "
		"tag, enumerator) longer than uniform_max_identifier_length and "
		"unusually long for its directory (longer than 99% of the names "
		"declared there), reported where it is declared, once per file.",
	.on = false,
	.style = true,
	.fix = false,
	.settings =
		"`uniform_max_identifier_length` (default 24)",
	.details =
		"A name longer than `uniform_max_identifier_length` and unusually "
		"long for its directory, where it is declared, once per file. "
		"Unusually long means longer than 99% of the names declared in the "
		"directory's own files, when they declare at least 100; otherwise "
		"in the subtree of the nearest directory above that declares as "
		"many; where none does (and with `--patch`, which has no tree to "
		"count), the limit alone decides. The names are counted in a first "
		"pass over the operands, generated and vendored files left out; a "
		"file named as an operand is counted with the files of its "
		"directory. The message says both lengths: \"function name '...' is "
		"45 characters long, unusually long for drivers/foo (99% of the "
		"names declared there have at most 31; the limit is 24)\". Off by "
		"default and in every preset: a long name is seldom one a "
		"maintainer would take a patch for (register names from a "
		"datasheet, established interfaces such as "
		"`of_property_read_u16_array`).",
	.why =
		"A name much longer than its neighbours' is hard to read and to fit "
		"in a line; the limit alone decides only where the directory gives "
		"no measure of its own.",
	.example = "--rule long-identifier",
	.wrong =
		"int the_number_of_pending_requests_in_queue;\n",
	.right =
		"int pending_requests;\n",
};

static const char *const decl_names[] = {
	[DK_VARIABLE] = "variable", [DK_FIELD] = "field",
	[DK_FUNCTION] = "function", [DK_PARAMETER] = "parameter",
	[DK_MACRO] = "macro", [DK_TYPEDEF] = "type", [DK_TAG] = "tag",
	[DK_ENUMERATOR] = "enumerator",
};

/*
 * A hash of a name, eight bytes at a time: long names (40 bytes and
 * more in the register headers) cost a handful of multiplications.
 */
static uint32_t name_hash(const char *s, size_t n)
{
	const uint64_t k = 0x9e3779b97f4a7c15u;
	uint64_t h = n * k, w;

	for (; n >= 8; s += 8, n -= 8) {
		memcpy(&w, s, 8);
		h = (h ^ w) * k;
		h ^= h >> 29;
	}
	if (n) {
		w = 0;
		memcpy(&w, s, n);
		h = (h ^ w) * k;
		h ^= h >> 29;
	}
	return (uint32_t)(h >> 32);
}

/* The name a long-identifier finding reports: its spelling's length. */
static size_t named_len(const Finding *g)
{
	return g->end_col - g->col + 1;
}

/*
 * Sort keys (a name's hash above, an index below) by the hash's top 16
 * bits, stably, eight bits a pass; tmp has room for n keys.
 */
static void sort_by_hash(uint64_t *key, uint64_t *tmp, size_t n)
{
	for (unsigned shift = 48; shift < 64; shift += 8) {
		size_t count[257] = { 0 };

		for (size_t i = 0; i < n; i++)
			count[((key[i] >> shift) & 255) + 1]++;
		for (unsigned d = 0; d < 256; d++)
			count[d + 1] += count[d];
		for (size_t i = 0; i < n; i++)
			tmp[count[(key[i] >> shift) & 255]++] = key[i];
		memcpy(key, tmp, n * sizeof(*key));
	}
}

/*
 * long-identifier reports a name once per file: of the findings on one
 * spelling that stand when the parse is over, the first is kept.  Doing
 * this once at the end, rather than asking a table at each declaration,
 * saves a cache miss per long name (four million on the kernel, most in
 * register headers of 100,000 names and more); it keeps the same
 * findings, as a finding rolled back takes with it every finding made
 * after it.  The findings are grouped by the top bits of a hash of
 * their name with a radix sort (a few to a group), and only names of
 * equal hash are compared.
 */
void long_ident_drop_repeats(Rules *r)
{
	Findings *out = r->out;
	size_t m = 0, n = out->n - r->first;
	uint64_t *key, *tmp;
	unsigned char *drop;

	for (size_t i = r->first; i < out->n; i++)
		m += out->v[i].rule == R_LONG_IDENTIFIER;
	if (m < 2)
		return;
	/* One block: nothing is left to free if memory runs out (buf.h). */
	key = xmalloc(2 * m * sizeof(*key) + n);
	tmp = key + m;
	drop = memset(tmp + m, 0, n);
	m = 0;
	for (size_t i = r->first; i < out->n; i++) {
		const Finding *g = &out->v[i];

		if (g->rule == R_LONG_IDENTIFIER)
			key[m++] = (uint64_t)name_hash(r->buf + g->off, named_len(g)) << 32 |
				   (uint32_t)(i - r->first);
	}
	sort_by_hash(key, tmp, m);
	for (size_t a = 0, b; a < m; a = b) {
		for (b = a + 1; b < m && key[b] >> 48 == key[a] >> 48; b++)
			;
		for (size_t j = a + 1; j < b; j++) {
			const Finding *g = &out->v[r->first + (uint32_t)key[j]];

			for (size_t k = a; k < j && !drop[(uint32_t)key[j]]; k++) {
				const Finding *e = &out->v[r->first + (uint32_t)key[k]];

				if (key[k] >> 32 == key[j] >> 32 && !drop[(uint32_t)key[k]] &&
				    named_len(e) == named_len(g) &&
				    !memcmp(r->buf + e->off, r->buf + g->off, named_len(g)))
					drop[(uint32_t)key[j]] = 1;
			}
		}
	}
	size_t kept = 0;

	while (kept < n && !drop[kept])
		kept++;	/* findings before the first repeat stay where they are */
	for (size_t i = kept; i < n; i++)
		if (!drop[i])
			out->v[r->first + kept++] = out->v[r->first + i];
	out->n = r->first + kept;
	free(key);
}

static void put_number(Buf *b, unsigned n)
{
	char d[12];
	size_t i = sizeof(d);

	do
		d[--i] = (char)('0' + n % 10);
	while (n /= 10);
	buf_add(b, d + i, sizeof(d) - i);
}

/*
 * The length long-identifier lets pass: the limit set, or, when longer,
 * the length that is usual for the directory (see majority.h).
 */
uint32_t long_ident_limit(const Settings *s)
{
	return s->usual_ident > (unsigned)s->max_ident ? s->usual_ident
						       : (uint32_t)s->max_ident;
}

void long_ident_on_declare(void *ctx, const ExprFile *f, uint32_t tok,
			   DeclKind k)
{
	Rules *r = ctx;
	const Token *t = &f->v[tok];

	if (!r->s->rule[R_LONG_IDENTIFIER] || t->len <= long_ident_limit(r->s))
		return;	/* repeated names are dropped at the end of the file */
	/* Four million of these on the kernel: no printf. */
	buf_puts(r->text, decl_names[k]);
	buf_puts(r->text, " name '");
	buf_add(r->text, r->buf + t->off, t->len);
	buf_puts(r->text, "' is ");
	put_number(r->text, t->len);
	buf_puts(r->text, " characters long");
	if (r->s->usual_ident) {
		buf_puts(r->text, ", unusually long for ");
		buf_puts(r->text, *r->s->usual_dir ? r->s->usual_dir : ".");
		buf_puts(r->text, " (99% of the names declared there have at most ");
		put_number(r->text, r->s->usual_ident);
		buf_puts(r->text, "; the limit is ");
	} else {
		buf_puts(r->text, " (the limit is ");
	}
	put_number(r->text, (unsigned)r->s->max_ident);
	buf_putc(r->text, ')');
	rules_add(r, R_LONG_IDENTIFIER, f, tok, tok, NULL, NULL);
}
