/*
 * comment_shape: what the lines of a multi-line comment read as (code,
 * a statement or a directive put out of use, a table, a drawing, a row
 * or a box of stars, a sample of a shell) and where its stars stand.
 */
#include "rules/comment_shape.h"

#include <string.h>

#include "rules/comment_text.h"

/* Offset past a margin star and the blanks after it, from k on. */
static size_t skip_margin(const char *buf, size_t k, size_t to)
{
	if (k < to && buf[k] == '*' && (k + 1 == to || is_blank(buf[k + 1])))
		k = skip_blanks(buf, k + 1, to);
	return k;
}

/*
 * Whether buf[k, end), blanks before it aside, is a line of the
 * preprocessor: '#', then include, define, undef, if, ifdef, ifndef,
 * elif, else or endif as a word.
 */
static bool directive_at(const char *buf, size_t k, size_t end)
{
	static const char *const dirs[] = {
		"include", "define", "undef", "if", "ifdef", "ifndef", "elif",
		"else", "endif",
	};

	k = skip_blanks(buf, k, end);
	if (k >= end || buf[k] != '#')
		return false;
	k = skip_blanks(buf, k + 1, end);
	for (size_t d = 0; d < sizeof(dirs) / sizeof(dirs[0]); d++) {
		size_t n = strlen(dirs[d]);

		if (end - k >= n && !memcmp(buf + k, dirs[d], n) &&
		    (end - k == n || !(is_text((unsigned char)buf[k + n]) ||
				       buf[k + n] == '_')))
			return true;
	}
	return false;
}

/* Offset past the name (letters, digits, '_') at k, up to e. */
static size_t skip_name(const char *buf, size_t k, size_t e)
{
	while (k < e && (is_text((unsigned char)buf[k]) || buf[k] == '_'))
		k++;
	return k;
}

/*
 * Whether the text buf[k, e), blanks trimmed at its end, is a line of a
 * condition or a loop: "if (", "while (", "for (" or "switch (" then up
 * to ')', '{', "&&" or "||" at its end (prose goes on in words after the
 * parenthesis, and writes "If" in capitals), a line of a condition that
 * begins with "&&" or "||", or "else" alone.  t is skip_name(buf, k, e),
 * the end of its first name, read once for this and decl_line.
 */
static bool control_line(const char *buf, size_t k, size_t t, size_t e)
{
	static const char *const heads[] = { "if", "while", "for", "switch" };

	if (e - k >= 2 && (!memcmp(buf + k, "&&", 2) || !memcmp(buf + k, "||", 2)))
		return true;
	if (e - k == 4 && !memcmp(buf + k, "else", 4))
		return true;
	size_t p = skip_blanks(buf, t, e);

	if (p >= e || buf[p] != '(')
		return false;
	for (size_t h = 0; h < sizeof(heads) / sizeof(heads[0]); h++)
		if (t - k == strlen(heads[h]) && !memcmp(buf + k, heads[h], t - k))
			return buf[e - 1] == ')' || buf[e - 1] == '{' ||
			       (e - p >= 3 && (!memcmp(buf + e - 2, "&&", 2) ||
					       !memcmp(buf + e - 2, "||", 2)));
	return false;
}

/*
 * Whether p[0 .. n), a whole name, is a word of C's types, struct,
 * union or enum: only a name of three to eight bytes whose first is one
 * of theirs is compared with them.
 */
static bool type_word(const char *p, size_t n)
{
	static const char *const types[] = {
		"char", "short", "int", "long", "unsigned", "signed", "float",
		"double", "void", "bool", "struct", "union", "enum", "const",
	};
	static const bool first[256] = {
		['c'] = true, ['s'] = true, ['i'] = true, ['l'] = true,
		['u'] = true, ['f'] = true, ['d'] = true, ['v'] = true,
		['b'] = true, ['e'] = true,
	};

	if (n < 3 || n > 8 || !first[(unsigned char)p[0]])
		return false;
	for (size_t w = 0; w < sizeof(types) / sizeof(types[0]); w++)
		if (types[w][0] == p[0] && strlen(types[w]) == n &&
		    !memcmp(p, types[w], n))
			return true;
	return false;
}

/*
 * Whether the text buf[k, e) begins with a declaration: a type (a word
 * of C's types, struct, union or enum, or a name ending in "_t"), a
 * name with any '*' before it and any "[...]" after it, then ';', '='
 * or ','; what follows is let be (a note on the member).  t is
 * skip_name(buf, k, e).
 */
static bool decl_line(const char *buf, size_t k, size_t t, size_t e)
{
	size_t n;
	bool type = (t - k >= 3 && !memcmp(buf + t - 2, "_t", 2)) ||
		    type_word(buf + k, t - k);
	if (!type || t == k || t >= e || !is_blank(buf[t]))
		return false;
	do {	/* "struct name", "unsigned long": names up to the last */
		k = skip_blanks(buf, t, e);
		while (k < e && buf[k] == '*')
			k = skip_blanks(buf, k + 1, e);
		t = skip_name(buf, k, e);
		n = skip_blanks(buf, t, e);
	} while (t > k && n > t && n < e && (is_text((unsigned char)buf[n]) ||
					     buf[n] == '_' || buf[n] == '*'));
	if (t == k)
		return false;
	while (n < e && buf[n] == '[') {
		const char *close = memchr(buf + n, ']', e - n);

		if (!close)
			return false;
		n = skip_blanks(buf, (size_t)(close - buf) + 1, e);
	}
	return n < e && (buf[n] == ';' || buf[n] == '=' || buf[n] == ',');
}

/*
 * Whether the line buf[from, to) reads as C: it ends in ';', '{' or '}',
 * it is a row of an initializer ("{A, 1, 2},", "{ A, B," or
 * ".field = x,"), a line of a condition (control_line) or a declaration
 * (decl_line), or it is an #include, #define, #if... or #endif.
 */
static bool code_line(const char *buf, size_t from, size_t to)
{
	size_t k = skip_margin(buf, skip_blanks(buf, from, to), to), e = to;

	if (k < to && buf[k] == '#') {
		static const char *const dirs[] = { "include", "define", "if", "endif" };

		k = skip_blanks(buf, k + 1, to);
		for (size_t d = 0; d < sizeof(dirs) / sizeof(dirs[0]); d++)
			if (to - k >= strlen(dirs[d]) && !memcmp(buf + k, dirs[d], strlen(dirs[d])))
				return true;
	}
	while (e > k && is_blank(buf[e - 1]))
		e--;
	if (e - k >= 3 && buf[e - 1] == ',' &&
	    (buf[e - 2] == '}' || buf[k] == '{' ||
	     (buf[k] == '.' && memchr(buf + k, '=', e - k))))
		return true;
	if (e == k || strchr(";{}", buf[e - 1]))
		return e > k;
	size_t t = skip_name(buf, k, e);

	return control_line(buf, k, t, e) || decl_line(buf, k, t, e);
}

/*
 * Whether the line buf[from, to) is a row of stars drawn across the
 * comment (six or more, blanks between them aside): a frame or a rule,
 * which stands where its author drew it.
 */
static bool star_row(const char *buf, size_t from, size_t to)
{
	unsigned n = 0;

	for (size_t k = from; k < to; k++) {
		if (buf[k] == '*')
			n++;
		else if (!is_blank(buf[k]))
			return false;
	}
	return n >= 6;
}

/*
 * Whether the line buf[from, to), no row of stars, ends in a '*' after
 * a blank, with text before it: a box's side.  A margin star alone
 * (" *", an empty line of a starred comment) is none.
 */
static bool box_side(const char *buf, size_t from, size_t to)
{
	while (to > from && is_blank(buf[to - 1]))
		to--;
	return to - from >= 3 && buf[to - 1] == '*' && is_blank(buf[to - 2]) &&
	       skip_margin(buf, skip_blanks(buf, from, to), to) < to;
}

/*
 * Whether buf[k, end), blanks trimmed, is one call put out of use: a name
 * and '(' (a call, or "if ("), the parentheses balanced, and ");" at its
 * end.  Margin stars and line breaks between are let be.
 */
static bool statement_at(const char *buf, size_t k, size_t end)
{
	int depth = 0;
	bool opened = false;

	k = skip_blanks(buf, k, end);
	while (end > k && is_blank(buf[end - 1]))
		end--;
	if (end - k < 4 || buf[end - 1] != ';' || buf[end - 2] != ')' ||
	    !(is_text((unsigned char)buf[k]) || buf[k] == '_'))
		return false;
	while (k < end && (is_text((unsigned char)buf[k]) || buf[k] == '_'))
		k++;
	k = skip_blanks(buf, k, end);
	if (k >= end || buf[k] != '(')
		return false;
	for (; k < end; k++) {
		if (buf[k] == '(') {
			depth++;
			opened = true;
		} else if (buf[k] == ')' && --depth < 0) {
			return false;
		}
	}
	return opened && depth == 0;
}

/*
 * Whether buf[k, end), blanks trimmed, is rows of an initializer put out
 * of use: it begins with '{' and ends with '}' (then ',' or ';', if
 * any), its braces balanced ("{ VENDOR, DEVICE," over "0, 0, board },").
 */
static bool initializer_at(const char *buf, size_t k, size_t end)
{
	int depth = 0;

	k = skip_blanks(buf, k, end);
	while (end > k && is_blank(buf[end - 1]))
		end--;
	if (end > k && (buf[end - 1] == ',' || buf[end - 1] == ';'))
		end--;
	if (end - k < 2 || buf[k] != '{' || buf[end - 1] != '}')
		return false;
	for (; k < end; k++) {
		depth += buf[k] == '{';
		if (buf[k] == '}' && --depth < 0)
			return false;
	}
	return depth == 0;
}

bool shape_statement_comment(const char *buf, const LexComment *c)
{
	size_t k = c->body, end = c->close, eol = c->body;

	while (eol < c->close && !is_eol(buf[eol]))
		eol++;
	if (eol < c->close && (statement_at(buf, c->body, eol) ||
			       directive_at(buf, c->body, eol)))
		return true;
	while (k < end && (is_blank(buf[k]) || is_eol(buf[k]) || buf[k] == '*'))
		k++;
	while (end > k && (is_blank(buf[end - 1]) || is_eol(buf[end - 1]) ||
			   buf[end - 1] == '*'))
		end--;
	return statement_at(buf, k, end) || initializer_at(buf, k, end);
}

bool shape_loose_code_line(const char *buf, size_t from, size_t to)
{
	return statement_at(buf, from, to) || directive_at(buf, from, to);
}

/*
 * Whether the line buf[from, to) ends a statement with ");": a call put
 * out of use (printk, dev_dbg) ends so, and prose hardly ever does.
 */
static bool call_line(const char *buf, size_t from, size_t to)
{
	while (to > from && is_blank(buf[to - 1]))
		to--;
	return to - from >= 2 && buf[to - 2] == ')' && buf[to - 1] == ';';
}

/* What a byte is to a table: a blank, a bar, one a rule is drawn with. */
enum { TB_TEXT, TB_BLANK, TB_BAR, TB_RULE };

static const unsigned char table_byte[256] = {
	[' '] = TB_BLANK, ['\t'] = TB_BLANK, ['|'] = TB_BAR,
	['-'] = TB_RULE, ['='] = TB_RULE, ['+'] = TB_RULE, ['_'] = TB_RULE,
	['~'] = TB_RULE,
};

/*
 * Whether the line buf[from, to) reads as a row of a table or a diagram:
 * two '|', a rule of six of "-=+_~", or two gaps between words of three
 * blanks or holding a tab.  Read a run at a time: the text starts at a
 * byte that is no blank, so each run of blanks with text after it is
 * between words.
 */
static bool table_line(const char *buf, size_t from, size_t to)
{
	unsigned bars = 0, gaps = 0;
	size_t k = skip_margin(buf, skip_blanks(buf, from, to), to), r;
	bool tab;

	while (k < to) {
		switch (table_byte[(unsigned char)buf[k]]) {
		case TB_BAR:
			bars++;
			/* fall through */
		case TB_TEXT:
			k++;
			break;
		case TB_RULE:
			for (r = k; k < to && table_byte[(unsigned char)buf[k]] == TB_RULE; k++)
				;
			if (k - r >= 6)
				return true;
			break;
		default:	/* TB_BLANK */
			for (r = k, tab = false; k < to && is_blank(buf[k]); k++)
				tab |= buf[k] == '\t';
			gaps += k < to && (tab || k - r >= 3);
			break;
		}
	}
	return bars >= 2 || gaps >= 2;
}

/*
 * Whether the line buf[from, to) is quoted from a shell session or a
 * configuration file: its text begins with "# " or "$ " (a comment of
 * the file or a prompt), and it is no directive (code_line).
 */
static bool sample_line(const char *buf, size_t from, size_t to)
{
	size_t k = skip_margin(buf, skip_blanks(buf, from, to), to);

	return k + 1 < to && (buf[k] == '#' || buf[k] == '$') &&
	       is_blank(buf[k + 1]) && !code_line(buf, from, to);
}

/*
 * How the line buf[from, to) may be part of a drawing (a tree, arrows):
 * DRAW_NONE when its text, margin star aside, holds a word (two letters
 * in a row) and does not begin with a branch ("|--", "`--", "+--"),
 * DRAW_LINE when it draws ('|', '/' or '\\' with no word, or a branch),
 * DRAW_PART when it holds no word and draws nothing (a node's name "a",
 * a number).
 */
enum { DRAW_NONE, DRAW_PART, DRAW_LINE };

static int draw_line(const char *buf, size_t from, size_t to)
{
	size_t k = skip_margin(buf, skip_blanks(buf, from, to), to);
	bool lines = false;

	if (k + 1 < to && buf[k] && strchr("|`+\\", buf[k]) &&
	    (buf[k + 1] == '-' || buf[k + 1] == '_'))
		return DRAW_LINE;
	for (size_t i = k; i < to; i++) {
		unsigned char ch = (unsigned char)buf[i];
		bool letter = (ch | 0x20) >= 'a' && (ch | 0x20) <= 'z';

		if (letter && i + 1 < to && ((buf[i + 1] | 0x20) >= 'a' &&
					     (buf[i + 1] | 0x20) <= 'z'))
			return DRAW_NONE;
		if (ch >= 0x80)
			return DRAW_NONE;	/* a word of another script */
		lines |= ch == '|' || ch == '/' || ch == '\\';
	}
	return lines ? DRAW_LINE : DRAW_PART;
}

/* The star form (STAR_OK ...) of the star at k, or of its absence. */
static unsigned star_form(const char *buf, size_t k, const LexComment *c,
			  unsigned want, int tab)
{
	if (k >= c->end || buf[k] != '*')
		return STAR_NONE;
	int d = (int)display_col(buf, k, tab) - (int)want;

	if (d == 0 || (d == -1 && shape_closer_star(c, k)))
		return STAR_OK;
	d += (STAR_FORMS - STAR_OFF) / 2;
	return STAR_OFF + (unsigned)(d < 0 ? 0 : d >= STAR_FORMS - STAR_OFF ?
				     STAR_FORMS - STAR_OFF - 1 : d);
}

void shape_body_lines(const char *buf, const LexComment *c, int tab,
		      Shape *sh)
{
	size_t i = line_end(buf, c->body, c->close);
	unsigned want = display_col(buf, c->body - 1, tab);

	*sh = (Shape){ 0 };
	while (i < c->close) {
		size_t from = next_line(buf, i);

		i = line_end(buf, from, c->close);
		sh->text += skip_margin(buf, skip_blanks(buf, from, i), i) < i;
		sh->code += code_line(buf, from, i);
		sh->call += call_line(buf, from, i);
		bool row = star_row(buf, from, i);

		sh->stars += row;
		sh->box += !row && box_side(buf, from, i);
		sh->table += table_line(buf, from, i);
		sh->sample += sample_line(buf, from, i);
		int d = skip_margin(buf, skip_blanks(buf, from, i), i) < i ?
			draw_line(buf, from, i) : DRAW_NONE;

		sh->draw += d != DRAW_NONE;
		sh->drawn += d == DRAW_LINE;
		size_t m = skip_blanks(buf, from, i);

		sh->dstar += m + 1 < i && buf[m] == '*' && buf[m + 1] == '*' &&
			     (m + 2 == i || buf[m + 2] != '*');
		if (sh->star == STAR_OK &&
		    (buf[m] == '*' || !shape_loose_code_line(buf, from, i)))
			sh->star = star_form(buf, skip_blanks(buf, from, c->end), c, want, tab);
	}
	if (sh->dstar && sh->star != STAR_OK)
		sh->star = STAR_DSTAR;
}

bool shape_unstarrable(const char *buf, size_t k, size_t e)
{
	while (e > k && is_blank(buf[e - 1]))
		e--;
	if (e == k)
		return false;
	size_t t = skip_name(buf, k, e);

	if (control_line(buf, k, t, e) || decl_line(buf, k, t, e) ||
	    strchr("|&=(\\{}", buf[e - 1]) || (e - k == 2 && !memcmp(buf + k, "};", 2)))
		return true;
	if (e - k >= 3 && strchr("|`+", buf[k]) && buf[k + 1] == '-' && buf[k + 2] == '-')
		return true;	/* a branch of a tree drawn */
	if (buf[e - 1] != ';')
		return false;
	static const char *const ops[] = { " = ", "->", "==", "!=", " + ", " * ",
					   " | ", " & ", " << ", " >> ", "&= ",
					   "|= ", "+= ", "-= " };

	for (size_t o = 0; o < sizeof(ops) / sizeof(ops[0]); o++)
		if (memmem(buf + k, e - k, ops[o], strlen(ops[o])))
			return true;
	/* An operand carried on ("& 0xdc00;"), or "type name;" of any type. */
	if (strchr("&|^%", buf[k]) && k + 1 < e && is_blank(buf[k + 1]))
		return true;
	size_t w = skip_name(buf, k, e), n = skip_blanks(buf, w, e);

	while (n < e && buf[n] == '*')
		n = skip_blanks(buf, n + 1, e);
	size_t w2 = skip_name(buf, n, e);

	return w > k && n > w && w2 > n && skip_blanks(buf, w2, e) == e - 1;
}
