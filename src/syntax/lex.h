/*
 * lex: find the comments and literals of a C source buffer, exactly.
 */
#ifndef UNIFORM_LEX_H
#define UNIFORM_LEX_H

#include <stdbool.h>
#include <stddef.h>

/*
 * Bytes that must be readable, and zero, after the end of every buffer
 * given to the lexer: its scanning loops read ahead in blocks.
 */
#define LEX_PAD 64

typedef enum LexCommentKind {
	LC_LINE,	/* a // comment */
	LC_BLOCK,	/* a slash-star comment */
} LexCommentKind;

typedef struct LexComment {
	size_t start;		/* offset of the opener's first '/' */
	size_t body;		/* offset just past the opener (splices included) */
	size_t close;		/* offset of the closer's '*', the line end, or len */
	size_t end;		/* offset just past the comment */
	unsigned line;		/* physical line of start, 1-based */
	unsigned col;		/* byte column of start, 1-based */
	unsigned end_line;	/* physical line where the comment closes */
	unsigned char kind;	/* LexCommentKind */
	bool trailing;		/* code precedes it on its opening line */
	bool unterminated;	/* the file ended inside it */
} LexComment;

/*
 * What the lexer reports.  Offsets are relative to buf, the buffer (or
 * window of a stream) being scanned, which holds the whole comment.
 */
typedef struct LexHooks {
	void (*comment)(void *ctx, const char *buf, size_t len,
			const LexComment *c);
	void (*literal)(void *ctx, size_t start, size_t end);	/* may be NULL */
	void (*warning)(void *ctx, unsigned line, unsigned col, const char *msg);
	void *ctx;		/* passed to every hook */
} LexHooks;

/*
 * Scan buf[0..len) and report every comment in order of position, every
 * string and character literal (when hooks->literal is set) and every
 * construct left unterminated at the end of the buffer.  The result:
 * whether buf holds a CR, which the scan had to know for its lines.
 */
bool lex_comments(const char *buf, size_t len, const LexHooks *hooks);

/*
 * The same scan over a file that arrives in windows, so that a large file
 * never has to be in memory at once.  State carried between windows:
 */
typedef struct LexStream {
	const LexHooks *h;	/* where to report */
	unsigned line;		/* physical line at pos */
	size_t pos;		/* window offset up to which lines are counted */
	size_t line_start;	/* window offset where that line starts */
	size_t resume;		/* window offset where scanning goes on */
	size_t floor;		/* end of the last comment or literal */
	size_t prev_end;	/* end of the last comment */
	unsigned prev_line;	/* line where the last comment started */
	bool has_prev;		/* a comment was seen on this line or before */
	bool prev_trailing;	/* the last comment was trailing */
	size_t sep_at;		/* the last digit separator */
	bool has_sep;		/* sep_at is in this window */
	bool saw_cr;		/* a window held a CR */
} LexStream;

void lex_stream_init(LexStream *s, const LexHooks *hooks);
/*
 * Scan the window buf[0..len); eof says the window ends the input.  The
 * bytes from the returned offset on (the start of a line) must begin the
 * next window, followed by new input; before eof the return is never
 * len, and 0 means the window must grow before anything can be decided.
 */
size_t lex_stream(LexStream *s, const char *buf, size_t len, bool eof);

/* Positions of byte offsets in a buffer, asked for in increasing order. */
typedef struct LexCursor {
	const char *buf;	/* the buffer */
	size_t len;
	bool has_cr;		/* CR bytes present: count CR line ends too */
	LexStream state;	/* line counted so far */
} LexCursor;

/* has_cr: whether buf holds a CR (what the lexer found: FileComments). */
void lex_cursor_init(LexCursor *c, const char *buf, size_t len, bool has_cr);
/* The 1-based physical line and byte column of off (>= the last off). */
void lex_cursor_at(LexCursor *c, size_t off, unsigned *line, unsigned *col);

#endif
