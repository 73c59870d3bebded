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
 * decide it; the first read is one chunk, so a large binary file costs
 * no more memory than a small one.
 *
 * source_lex reads in chunks into a small window and lexes each window
 * at once (see lex_stream): on the kernel tree that halves the time spent
 * in read(), because the copy lands in cache, and it bounds memory by the
 * longest line or comment rather than the largest file.
 */
#include "input/source.h"

#include <errno.h>
#include <stdbool.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "syntax/lex.h"

#define BINARY_PROBE 8192

static void reserve(Source *s, size_t n)
{
	if (n + LEX_PAD <= s->cap)
		return;
	size_t cap = s->cap ? s->cap : 65536;
	while (cap < n + LEX_PAD)
		cap *= 2;
	free(s->data);
	s->data = NULL;	/* nothing freed is left behind (buf.h) */
	s->cap = 0;
	s->data = xmalloc_plain(cap);
	s->cap = cap;
}

/* "uniform: PATH: WHY", the path quoted as in text output. */
static void say(Buf *msg, const char *path, const char *why)
{
	buf_puts(msg, "uniform: ");
	buf_path(msg, path);
	buf_printf(msg, ": %s\n", why);
}

static SourceStatus fail(Buf *msg, const char *path, const char *why, int fd)
{
	say(msg, path, why);
	if (fd >= 0)
		close(fd);
	return SRC_ERROR;
}

/* Open path for reading if it is a regular file; -1 with a message if not. */
static int open_regular(const char *path, struct stat *st, SourceStatus *why,
			Buf *msg)
{
	int fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);

	*why = SRC_ERROR;
	if (fd < 0) {
		fail(msg, path, strerror(errno), -1);
		return -1;
	}
	if (fstat(fd, st) != 0) {
		fail(msg, path, strerror(errno), fd);
		return -1;
	}
	if (!S_ISREG(st->st_mode)) {
		say(msg, path, "not a regular file, skipped");
		close(fd);
		*why = SRC_SKIP;
		return -1;
	}
	if ((unsigned long long)st->st_size > SOURCE_MAX) {
		fail(msg, path, "file larger than 1 GiB, refused", fd);
		return -1;
	}
	return fd;
}

static bool is_binary(const Source *s, const char *path, Buf *msg)
{
	if (!memchr(s->data, '\0', s->len < BINARY_PROBE ? s->len : BINARY_PROBE))
		return false;
	say(msg, path, "binary file (NUL byte), skipped");
	return true;
}

SourceStatus source_bytes(Source *s, const char *path, const void *data,
			  size_t len, Buf *msg)
{
	s->len = 0;
	if (len > SOURCE_MAX) {
		buf_printf(msg, "uniform: %s: file larger than 1 GiB, refused\n", path);
		return SRC_ERROR;
	}
	reserve(s, len);
	if (len)
		memcpy(s->data, data, len);
	s->len = len;
	memset(s->data + len, 0, LEX_PAD);
	return is_binary(s, path, msg) ? SRC_SKIP : SRC_OK;
}

/*
 * Double the window, or make it hold at least need bytes if that is
 * more, keeping its first len bytes.
 */
static void grow(Source *s, size_t need)
{
	char *old = s->data;
	size_t cap = need > s->cap * 2 ? need : s->cap * 2;

	s->data = xmalloc_plain(cap);
	memcpy(s->data, old, s->len);
	free(old);
	s->cap = cap;
}

/* Read the open regular file fd, of size st->st_size when opened, whole. */
static SourceStatus read_fd(Source *s, int fd, const struct stat *st,
			    const char *path, const LexHooks *hooks,
			    size_t chunk, Buf *msg)
{
	bool probed = false;
	size_t want = (size_t)st->st_size + 1;	/* +1 sees growth at once */

	(void)hooks;
	reserve(s, chunk);
	for (;;) {
		/* The first read is one chunk: a binary file is not read whole. */
		size_t room = s->cap - LEX_PAD - s->len;
		size_t ask = probed || room < chunk ? room : chunk;
		ssize_t r = read(fd, s->data + s->len, ask);

		if (r < 0) {
			if (errno == EINTR)
				continue;
			return fail(msg, path, strerror(errno), -1);
		}
		if (r == 0)
			break;
		s->len += (size_t)r;
		if (!probed && s->len >= BINARY_PROBE) {
			probed = true;
			if (is_binary(s, path, msg))
				return SRC_SKIP;
		}
		/* A short read that ends where fstat said: no need to ask again. */
		if (s->len == (size_t)st->st_size && (size_t)r < ask)
			break;
		if (s->len == s->cap - LEX_PAD && s->len >= SOURCE_MAX)
			return fail(msg, path, "file larger than 1 GiB, refused", -1);
		/*
		 * Once past the probe, room for the size fstat gave at once:
		 * doubling to it would ask for up to twice the file, and
		 * hold the old window too while it copies.
		 */
		if (probed && s->cap - LEX_PAD < want)
			grow(s, want + LEX_PAD);
		while (s->len == s->cap - LEX_PAD)
			grow(s, 0);
	}
	memset(s->data + s->len, 0, LEX_PAD);
	return !probed && is_binary(s, path, msg) ? SRC_SKIP : SRC_OK;
}

/*
 * Open path (a regular file: see open_regular) and hand it to work, which
 * reads it into s, with the descriptor held (buf.h): closed if memory
 * runs out on the way, and in any case when work is done.
 */
typedef SourceStatus FdWork(Source *s, int fd, const struct stat *st,
			    const char *path, const LexHooks *hooks,
			    size_t chunk, Buf *msg);

static SourceStatus with_file(Source *s, const char *path, FdWork *work,
			      const LexHooks *hooks, size_t chunk, Buf *msg)
{
	struct stat st;
	SourceStatus why;
	int fd = open_regular(path, &st, &why, msg);
	MemHold hold;

	s->len = 0;
	if (fd < 0)
		return why;
	mem_hold(&hold, fd_release, &fd);
	why = work(s, fd, &st, path, hooks, chunk, msg);
	mem_let_go(&hold);
	close(fd);
	return why;
}

SourceStatus source_read(Source *s, const char *path, Buf *msg)
{
	return with_file(s, path, read_fd, NULL, SOURCE_CHUNK, msg);
}

/* Make reads of fd wait for bytes again (it was opened O_NONBLOCK). */
static void blocking(int fd)
{
	int fl = fcntl(fd, F_GETFL);

	if (fl >= 0 && (fl & O_NONBLOCK))
		fcntl(fd, F_SETFL, fl & ~O_NONBLOCK);
}

/*
 * Read the open descriptor fd to its end, whatever it is; a binary
 * stream (/dev/zero) is given up after its first 8 KiB.  A FIFO is
 * opened without waiting for a writer (fifo): when none holds it, the
 * first read ends it at once, and it is skipped, as the walk skips a
 * FIFO; with a writer, reads wait for its bytes.
 */
static SourceStatus read_stream(Source *s, int fd, const char *path,
				bool fifo, Buf *msg)
{
	bool probed = false;

	reserve(s, SOURCE_CHUNK);
	for (;;) {
		if (s->len + LEX_PAD == s->cap)
			grow(s, 0);
		ssize_t r = read(fd, s->data + s->len, s->cap - LEX_PAD - s->len);

		if (r < 0 && errno == EINTR)
			continue;
		if (r < 0 && errno == EAGAIN && fifo) {
			blocking(fd);	/* a writer, no bytes yet */
			fifo = false;
			continue;
		}
		if (r < 0)
			return fail(msg, path, strerror(errno), -1);
		if (r == 0 && fifo && !s->len) {
			say(msg, path, "a FIFO with no writer, skipped");
			return SRC_SKIP;
		}
		if (r == 0)
			break;
		if (fifo)
			blocking(fd);
		fifo = false;
		s->len += (size_t)r;
		if (s->len > SOURCE_MAX)
			return fail(msg, path, "larger than 1 GiB, refused", -1);
		if (!probed && s->len >= BINARY_PROBE) {
			probed = true;
			if (is_binary(s, path, msg))
				return SRC_SKIP;
		}
	}
	memset(s->data + s->len, 0, LEX_PAD);
	return !probed && is_binary(s, path, msg) ? SRC_SKIP : SRC_OK;
}

SourceStatus source_stream(Source *s, const char *path, const char *from,
			   Buf *msg)
{
	bool in = !strcmp(from, "-");
	/* Never wait in open() for a FIFO's writer: the walk never does. */
	int fd = in ? STDIN_FILENO :
		 open(from, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY);
	MemHold hold;
	SourceStatus why;
	struct stat st;

	s->len = 0;
	if (fd < 0)
		return fail(msg, path, strerror(errno), -1);
	if (in)
		return read_stream(s, fd, path, false, msg);
	bool fifo = fstat(fd, &st) == 0 && S_ISFIFO(st.st_mode);

	if (!fifo)
		blocking(fd);
	mem_hold(&hold, fd_release, &fd);
	why = read_stream(s, fd, path, fifo, msg);
	mem_let_go(&hold);
	close(fd);
	return why;
}

/* Lex the open regular file fd as source_lex does. */
static SourceStatus lex_fd(Source *s, int fd, const struct stat *st,
			   const char *path, const LexHooks *hooks,
			   size_t chunk, Buf *msg)
{
	LexStream ls;
	unsigned long long total = 0;
	bool eof = false, probed = false;
	size_t pending = 0;	/* bytes left over from the last window */

	reserve(s, 2 * chunk);
	lex_stream_init(&ls, hooks);
	while (!eof) {
		if (s->len + LEX_PAD == s->cap)
			grow(s, 0);
		size_t room = s->cap - LEX_PAD - s->len;
		ssize_t r = read(fd, s->data + s->len, room < chunk ? room : chunk);

		if (r < 0) {
			if (errno == EINTR)
				continue;
			return fail(msg, path, strerror(errno), -1);
		}
		s->len += (size_t)r;
		total += (unsigned long long)r;
		/* The end: no more bytes, or exactly the size fstat gave. */
		eof = r == 0 || (total == (unsigned long long)st->st_size &&
				 (size_t)r < (room < chunk ? room : chunk));
		if (total > SOURCE_MAX)
			return fail(msg, path, "file larger than 1 GiB, refused", -1);
		if (!probed) {
			/* The first read holds the first 8 KiB when chunk does. */
			probed = true;
			if (is_binary(s, path, msg))
				return SRC_SKIP;
		}
		/*
		 * Wait for as many new bytes as are left over: a line or a
		 * comment longer than the window is then scanned again a
		 * logarithmic number of times, not once per chunk.
		 */
		if (!eof && s->len - pending < (pending > chunk ? pending : chunk))
			continue;
		memset(s->data + s->len, 0, LEX_PAD);
		size_t keep = lex_stream(&ls, s->data, s->len, eof);
		if (!eof) {
			memmove(s->data, s->data + keep, s->len - keep);
			s->len -= keep;
			pending = s->len;
		}
	}
	return SRC_OK;
}

SourceStatus source_lex(Source *s, const char *path, const LexHooks *hooks,
			size_t chunk, Buf *msg)
{
	return with_file(s, path, lex_fd, hooks, chunk, msg);
}

void source_free(Source *s)
{
	free(s->data);
	memset(s, 0, sizeof(*s));
}
