/*
 * svg: draw shares as SVG line and bar charts, by hand.
 *
 * The output is static SVG 1.1 (no script, no CSS beyond presentation
 * attributes, no external fonts) so that any renderer draws it the same:
 * a browser, rsvg-convert, an image viewer.  Text comes from paths and
 * revision names, which are bytes: it is escaped for XML, and bytes that
 * are not UTF-8 or are control characters become U+FFFD, so the
 * document is always well-formed.  Values are shares from 0 to 1; the
 * line chart's axis is zoomed to the values with round steps, the bar
 * chart's always runs from 0 to 100% since a bar's length must mean its
 * value.  A value that does not exist (NAN: no customary or net-style
 * comment at all) leaves a gap in its line or a note instead of a bar.
 */
#include "output/svg.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "base/json.h"

#define W 960			/* line chart width */
#define H 540			/* line chart height */
#define ML 80			/* margins of its plot area */
#define MR 230
#define MT 56
#define MB 110
#define TOTAL "#444444"		/* colour of the total */
#define FONT "font-family=\"DejaVu Sans, Verdana, sans-serif\""

/* ORDER PALETTE: distinguishable colours, then repeated. */
static const char *const palette[] = {
	"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd",
	"#8c564b", "#e377c2", "#17becf", "#bcbd22", "#7f7f7f",
};

void svg_text(Buf *o, const char *str, size_t n, bool tabs, bool bytes)
{
	const unsigned char *s = (const unsigned char *)str, *end = s + n;

	while (s < end) {
		unsigned char tail[4] = { 0 };	/* json_utf8_len reads 4 bytes */
		size_t left = (size_t)(end - s);
		int k;

		if (left < 4)
			memcpy(tail, s, left);
		k = json_utf8_len(left < 4 ? tail : s);
		if (k == 0 || *s == 0x7f || (*s < 0x20 && !(tabs && *s == '\t'))) {
			if (bytes)
				buf_printf(o, "\\x%02x", *s);
			else
				buf_puts(o, "\xef\xbf\xbd");
			s++;
			continue;
		}
		switch (*s) {
		case '&': buf_puts(o, "&amp;"); break;
		case '<': buf_puts(o, "&lt;"); break;
		case '>': buf_puts(o, "&gt;"); break;
		case '"': buf_puts(o, "&quot;"); break;
		default: buf_add(o, s, (size_t)k); break;
		}
		s += k;
	}
}

/* A label: escaped, valid UTF-8, no control bytes. */
static void text(Buf *o, const char *s)
{
	svg_text(o, s, strlen(s), false, false);
}

static void head(Buf *o, int w, int h, const char *title)
{
	buf_printf(o, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
		   "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" "
		   "width=\"%d\" height=\"%d\" viewBox=\"0 0 %d %d\">\n"
		   "<title>", w, h, w, h);
	text(o, title);
	buf_printf(o, "</title>\n<rect width=\"%d\" height=\"%d\" fill=\"white\"/>\n"
		   "<text x=\"%d\" y=\"30\" text-anchor=\"middle\" font-size=\"17\" "
		   "font-weight=\"bold\" " FONT ">", w, h, w / 2);
	text(o, title);
	buf_puts(o, "</text>\n");
}

static void label(Buf *o, double x, double y, const char *anchor,
		  int rotate, int size, const char *s)
{
	buf_printf(o, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\" "
		   "font-size=\"%d\" " FONT, x, y, anchor, size);
	if (rotate)
		buf_printf(o, " transform=\"rotate(%d %.1f %.1f)\"", rotate, x, y);
	buf_putc(o, '>');
	text(o, s);
	buf_puts(o, "</text>\n");
}

/* The value axis: from *lo to *hi percent in steps of *step. */
static void value_range(const SvgChart *c, double *lo, double *hi,
			double *step)
{
	static const double steps[] = { 1, 2, 5, 10, 20, 25 };
	double mn = 100, mx = 0;

	for (size_t s = 0; s < c->nseries; s++)
		for (size_t i = 0; i < c->n; i++)
			if (!isnan(c->series[s].v[i])) {
				mn = fmin(mn, 100 * c->series[s].v[i]);
				mx = fmax(mx, 100 * c->series[s].v[i]);
			}
	if (mn > mx)
		mn = 0, mx = 100;
	for (size_t k = 0; k < sizeof(steps) / sizeof(*steps); k++) {
		*step = steps[k];
		*lo = floor(mn / *step) * *step;
		*hi = ceil(mx / *step) * *step;
		if (*hi == *lo)
			*hi < 100 ? (*hi += *step) : (*lo -= *step);
		if ((*hi - *lo) / *step <= 10)
			break;
	}
}

/* Grid lines and labels of the value axis, across the plot area. */
static void value_axis(Buf *o, double lo, double hi, double step)
{
	int ph = H - MT - MB;
	char s[32];

	for (double v = lo; v <= hi + 1e-9; v += step) {
		double y = MT + ph - (v - lo) / (hi - lo) * ph;

		snprintf(s, sizeof(s), "%g%%", v);
		buf_printf(o, "<line x1=\"%d\" y1=\"%.1f\" x2=\"%d\" y2=\"%.1f\" "
			   "stroke=\"#dddddd\"/>\n", ML, y, W - MR, y);
		label(o, ML - 8, y + 4, "end", 0, 12, s);
	}
}

static double xpos(const SvgChart *c, size_t i)
{
	double pw = W - ML - MR;

	return c->n < 2 ? ML + pw / 2 : ML + pw * (double)i / (double)(c->n - 1);
}

static const char *colour(const SvgChart *c, size_t s)
{
	if (c->total_last && s + 1 == c->nseries)
		return TOTAL;
	return palette[s % (sizeof(palette) / sizeof(*palette))];
}

/* A dashed line for the total, so that a group equal to it shows. */
static const char *dashes(const SvgChart *c, size_t s)
{
	return c->total_last && s + 1 == c->nseries && c->nseries > 1 ?
	       " stroke-dasharray=\"7 5\"" : "";
}

/* One series: a polyline per run of values, and a dot on each value. */
static void line(Buf *o, const SvgChart *c, size_t s, double lo, double hi)
{
	double ph = H - MT - MB;
	bool open = false;

	for (size_t i = 0; i <= c->n; i++) {
		double v = i < c->n ? c->series[s].v[i] : NAN;
		if (isnan(v)) {
			if (open)
				buf_puts(o, "\"/>\n");
			open = false;
			continue;
		}
		if (!open)
			buf_printf(o, "<polyline fill=\"none\" stroke=\"%s\"%s "
				   "stroke-width=\"2.5\" points=\"", colour(c, s),
				   dashes(c, s));
		buf_printf(o, "%s%.1f,%.1f", open ? " " : "", xpos(c, i),
			   MT + ph - (100 * v - lo) / (hi - lo) * ph);
		open = true;
	}
	for (size_t i = 0; i < c->n; i++)
		if (!isnan(c->series[s].v[i]))
			buf_printf(o, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3.5\" fill=\"%s\"/>\n",
				   xpos(c, i), MT + ph - (100 * c->series[s].v[i] - lo) /
				   (hi - lo) * ph, colour(c, s));
}

static void legend(Buf *o, const SvgChart *c)
{
	int x = W - MR + 24;

	for (size_t s = 0; s < c->nseries; s++) {
		int y = MT + 10 + (int)s * 22;

		buf_printf(o, "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"%s\"%s "
			   "stroke-width=\"2.5\"/><circle cx=\"%d\" cy=\"%d\" r=\"3.5\" "
			   "fill=\"%s\"/>\n", x, y, x + 28, y, colour(c, s),
			   dashes(c, s), x + 14, y, colour(c, s));
		label(o, x + 36, y + 4, "start", 0, 13, c->series[s].name);
	}
}

void svg_lines(Buf *o, const SvgChart *c)
{
	double lo, hi, step;
	int ph = H - MT - MB;
	size_t every = (c->n + 39) / 40;	/* at most 40 labels fit */

	head(o, W, H, c->title);
	value_range(c, &lo, &hi, &step);
	value_axis(o, lo, hi, step);
	buf_printf(o, "<path d=\"M%d %d V%d H%d\" fill=\"none\" stroke=\"black\"/>\n",
		   ML, MT, MT + ph, W - MR);
	for (size_t i = 0; i < c->n; i++) {
		buf_printf(o, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" "
			   "stroke=\"black\"/>\n", xpos(c, i), MT + ph, xpos(c, i),
			   MT + ph + 5);
		if (i % (every ? every : 1) == 0 || i + 1 == c->n)
			label(o, xpos(c, i) + 4, MT + ph + 16, "end", -40, 12, c->label[i]);
	}
	for (size_t s = 0; s < c->nseries; s++)
		line(o, c, s, lo, hi);
	legend(o, c);
	label(o, 22, MT + ph / 2.0, "middle", -90, 13, c->ylabel);
	label(o, ML + (W - ML - MR) / 2.0, H - 12, "middle", 0, 13, c->xlabel);
	buf_puts(o, "</svg>\n");
}

void svg_bars(Buf *o, const SvgChart *c)
{
	size_t longest = 8;
	for (size_t i = 0; i < c->n; i++)
		longest = strlen(c->label[i]) > longest ? strlen(c->label[i]) : longest;
	int left = 30 + (int)(longest > 40 ? 40 : longest) * 8;
	int pw = 600, w = left + pw + 110, top = MT + 10;
	int h = top + (int)c->n * 30 + 80;
	const double *v = c->series[0].v;

	head(o, w, h, c->title);
	for (int p = 0; p <= 100; p += 10) {
		char s[16];
		snprintf(s, sizeof(s), "%d%%", p);
		buf_printf(o, "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" "
			   "stroke=\"#dddddd\"/>\n", left + pw * p / 100.0, top,
			   left + pw * p / 100.0, top + (int)c->n * 30);
		label(o, left + pw * p / 100.0, top + (int)c->n * 30 + 18, "middle", 0, 12, s);
	}
	for (size_t i = 0; i < c->n; i++) {
		int y = top + (int)i * 30;
		char s[32] = "none";

		label(o, left - 10, y + 19, "end", 0, 13, c->label[i]);
		if (!isnan(v[i])) {
			snprintf(s, sizeof(s), "%.1f%%", 100 * v[i]);
			buf_printf(o, "<rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"22\" "
				   "fill=\"%s\"/>\n", left, y + 4, pw * v[i],
				   c->total_last && i + 1 == c->n ? TOTAL : palette[0]);
		}
		label(o, left + (isnan(v[i]) ? 0 : pw * v[i]) + 6, y + 19, "start", 0, 12, s);
	}
	buf_printf(o, "<path d=\"M%d %d V%d H%d\" fill=\"none\" stroke=\"black\"/>\n",
		   left, top, top + (int)c->n * 30, left + pw);
	label(o, left + pw / 2.0, h - 16, "middle", 0, 13, c->xlabel);
	buf_puts(o, "</svg>\n");
}

bool svg_save(const char *path, const Buf *b, Buf *err)
{
	FILE *f = fopen(path, "wb");
	bool ok = f && fwrite(b->data, 1, b->len, f) == b->len;

	if (f && fclose(f) != 0)
		ok = false;
	if (!ok)
		buf_printf(err, "%s: %s", path, strerror(errno));
	return ok;
}
