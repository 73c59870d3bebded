/*
 * source: bring a file's bytes into memory.
 *
 * One Source per worker thread is reused from file to file, so reading
 * 55,000 files costs a handful of allocations.  The file is opened
 * non-blocking and checked to be a regular file before any read, so a
 * FIFO that appears between the walk and the read cannot block the run.
 * A file that grows while it is read is read to its end (up to
 * SOURCE_MAX); one that shrinks is taken as it is.  A read that stops
 * exactly at the size fstat gave is taken as the end, which saves one
 * system call per file (the kernel has 55,000 of them).  A NUL byte in the
 * first 8 KiB marks a binary file, which is skipped, as git and ripgrep
 * decide it.
 */
#include "source.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "lex.h"

#define BINARY_PROBE 8192

static void reserve(Source *s, size_t n)
{
	if (n + LEX_PAD <= s->cap)
		return;
	size_t cap = s->cap ? s->cap : 65536;
	while (cap < n + LEX_PAD)
		cap *= 2;
	free(s->data);
	s->data = xmalloc(cap);
	s->cap = cap;
}

static SourceStatus fail(Buf *msg, const char *path, const char *why, int fd)
{
	buf_printf(msg, "uniform: %s: %s\n", path, why);
	if (fd >= 0)
		close(fd);
	return SRC_ERROR;
}

SourceStatus source_read(Source *s, const char *path, Buf *msg)
{
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
	struct stat st;

	s->len = 0;
	if (fd < 0)
		return fail(msg, path, strerror(errno), -1);
	if (fstat(fd, &st) != 0)
		return fail(msg, path, strerror(errno), fd);
	if (!S_ISREG(st.st_mode)) {
		buf_printf(msg, "uniform: %s: not a regular file, skipped\n", path);
		close(fd);
		return SRC_SKIP;
	}
	if ((unsigned long long)st.st_size > SOURCE_MAX)
		return fail(msg, path, "file larger than 1 GiB, refused", fd);
	size_t want = (size_t)st.st_size + 1;	/* +1 sees growth at once */
	reserve(s, want);
	for (;;) {
		ssize_t r = read(fd, s->data + s->len, s->cap - LEX_PAD - s->len);

		if (r < 0) {
			if (errno == EINTR)
				continue;
			return fail(msg, path, strerror(errno), fd);
		}
		if (r == 0)
			break;
		s->len += (size_t)r;
		/* A short read that ends where fstat said: no need to ask again. */
		if (s->len == (size_t)st.st_size && s->len < s->cap - LEX_PAD)
			break;
		if (s->len == s->cap - LEX_PAD) {
			if (s->len >= SOURCE_MAX)
				return fail(msg, path, "file larger than 1 GiB, refused", fd);
			char *old = s->data;
			size_t cap = s->cap;
			s->data = xmalloc(cap * 2);
			memcpy(s->data, old, s->len);
			free(old);
			s->cap = cap * 2;
		}
	}
	close(fd);
	memset(s->data + s->len, 0, LEX_PAD);
	if (memchr(s->data, '\0', s->len < BINARY_PROBE ? s->len : BINARY_PROBE)) {
		buf_printf(msg, "uniform: %s: binary file (NUL byte), skipped\n", path);
		return SRC_SKIP;
	}
	return SRC_OK;
}

void source_free(Source *s)
{
	free(s->data);
	memset(s, 0, sizeof(*s));
}
