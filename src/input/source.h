/*
 * source: read a file into memory, padded for the lexer.
 */
#ifndef UNIFORM_SOURCE_H
#define UNIFORM_SOURCE_H

#include <stddef.h>

#include "base/buf.h"
#include "syntax/lex.h"

/* Files larger than this are refused with a message. */
#define SOURCE_MAX ((size_t)1 << 30)

typedef struct Source {
	char *data;	/* the bytes, then LEX_PAD zero bytes */
	size_t len;	/* bytes of the file */
	size_t cap;	/* allocated, reused from file to file */
} Source;

typedef enum SourceStatus {
	SRC_OK,		/* data holds the file */
	SRC_SKIP,	/* not source (binary, not a regular file): skipped */
	SRC_ERROR,	/* could not be read */
} SourceStatus;

/* Read path into s; on SRC_SKIP or SRC_ERROR a message goes to msg. */
SourceStatus source_read(Source *s, const char *path, Buf *msg);

/*
 * Read from (standard input for "-", else a FIFO or a device named on
 * the command line) to its end into s, blocking as it must; path is the
 * name for messages.  SRC_SKIP, with a message, when its first 8 KiB
 * hold a NUL byte.
 */
SourceStatus source_stream(Source *s, const char *path, const char *from,
			   Buf *msg);

/*
 * Copy len bytes that came from elsewhere (a git blob) into s, padded, and
 * check them as source_read does: SRC_SKIP with a message for binary bytes
 * or more than SOURCE_MAX of them.
 */
SourceStatus source_bytes(Source *s, const char *path, const void *data,
			  size_t len, Buf *msg);

/* Bytes read at a time when a file is lexed as it is read. */
#define SOURCE_CHUNK 65536

/*
 * Lex path as it is read, chunk bytes at a time, with lex_stream: only a
 * window of the file is in memory at once (it grows to hold the longest
 * comment or line).  Comments go to hooks; status as for source_read.
 */
SourceStatus source_lex(Source *s, const char *path, const LexHooks *hooks,
			size_t chunk, Buf *msg);
void source_free(Source *s);

#endif
