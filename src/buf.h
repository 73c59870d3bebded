/*
 * buf: a growable byte buffer for building output before it is written.
 */
#ifndef UNIFORM_BUF_H
#define UNIFORM_BUF_H

#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

typedef struct Buf {
	char *data;	/* bytes, always NUL-terminated when len > 0 */
	size_t len;	/* bytes in use */
	size_t cap;	/* bytes allocated */
} Buf;

void buf_add(Buf *b, const void *p, size_t n);
void buf_puts(Buf *b, const char *s);
void buf_putc(Buf *b, char c);
/*
 * Room for n more bytes: where they go.  The caller writes at most n
 * and then says how many with buf_commit.
 */
char *buf_room(Buf *b, size_t n);
void buf_commit(Buf *b, size_t n);
void buf_printf(Buf *b, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void buf_write(Buf *b, FILE *f);	/* write all, then empty */
/*
 * A path for line-oriented text output: as it is, unless it holds a
 * control byte (a newline, say), when it is written in double quotes with
 * C escapes, as git quotes such paths.
 */
void buf_path(Buf *b, const char *path);
/*
 * prefix ("a/" or "b/") and path for a diff header, as git writes them
 * with core.quotePath on: as they are, unless path holds a double quote,
 * a backslash, a control byte or a byte from 0x80, when both go in double
 * quotes with C escapes.
 */
void buf_diff_path(Buf *b, const char *prefix, const char *path);
void buf_free(Buf *b);

/*
 * Keep freed memory in the process for the next allocation, not handed
 * back to the system and faulted in again: see buf.c.  Called once, at
 * the start of main.
 */
void buf_keep_freed_memory(void);

/* Abort with a message when memory runs out: there is no way to go on. */
void *xmalloc(size_t n);
void *xrealloc(void *p, size_t n);
void *xcalloc(size_t n, size_t size);
char *xstrdup(const char *s);
/* A new string formatted from fmt and ap (the caller frees it). */
char *xvasprintf(const char *fmt, va_list ap);

#endif
