/*
 * buf: growable byte buffers and the allocation wrappers.
 *
 * Output is built in a Buf per file (or per report) and written in one
 * go, so that workers on several threads never interleave their lines.
 *
 * Out of memory.  Every allocation goes through xmalloc, xrealloc or
 * xcalloc, which never return NULL.  The work on one file is the part
 * that grows with its input, so that is where memory runs out (the
 * tokens of a file too large for what the process may have): a worker
 * sets a MemTrap on its thread around a file's work, and a failed
 * allocation there jumps back to it, after releasing what the work holds
 * on its stack (its MemHolds: scratch arrays, an open descriptor).  The
 * worker then frees its memory for files (all of it reachable from the
 * worker's state, which the work keeps valid at every allocation: a
 * growing array keeps its old block until realloc succeeds, and nothing
 * is left pointing at a freed block), reports the file ("PATH: out of
 * memory; not checked") and takes the next; the run ends with status 2.
 * No lock is held and no file is being written where the trap is armed.
 * Anywhere else (the start, the walk, the totals, fix, a patch) there is
 * no going on: the run ends with a message saying so, what was asked
 * for, and status 2, never with abort().  Holds are per thread
 * (_Thread_local), as the trap is: the only mutable state here that is
 * not a caller's.
 */
#include "base/buf.h"

#include <limits.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#ifdef __GLIBC__
#include <malloc.h>
#endif
#ifdef __linux__
#include <sys/mman.h>
#endif

/*
 * A file of the kernel's register headers makes 100 MB and more of
 * findings and output, freed when the file is done; by default glibc maps
 * such blocks afresh and returns them at free, and the page faults of
 * mapping them again cost more than building the output (a third of the
 * system time of "uniform check" on the kernel).  With mmap off and no
 * trimming, freed memory stays in the heap for the next file.
 */
void buf_keep_freed_memory(void)
{
#if defined(__GLIBC__) && defined(M_MMAP_MAX) && defined(M_TRIM_THRESHOLD)
	mallopt(M_MMAP_MAX, 0);
	mallopt(M_TRIM_THRESHOLD, INT_MAX);
#endif
}

/*
 * Those blocks are still faulted in once, a 4 KiB page at a time: a
 * quarter of a million faults for the gigabyte of text that check
 * renders for the kernel, and on a virtual machine a fault costs more
 * than the bytes written into its page.  So a large block asks for
 * transparent huge pages (2 MiB), where the system gives them only when
 * asked (the "madvise" setting, Debian's default): one fault instead of
 * 512.  The hint stays with the memory when the heap hands it out again.
 * HUGE_MIN keeps it to the few large arrays: findings, output.  The
 * arrays a worker keeps from file to file (a file's bytes, its tokens)
 * take xmalloc_plain, without it: they are faulted in once anyway, and
 * with the page cache full of the tree a huge page's first touch waits
 * for the system to compact memory (census --aspect all on the kernel
 * 5% faster without it, check 1%).
 */
#define HUGE_PAGE ((uintptr_t)2 << 20)
#define HUGE_MIN ((size_t)8 << 20)

static void *huge_hint(void *p, size_t n)
{
#if defined(__linux__) && defined(MADV_HUGEPAGE)
	if (n >= HUGE_MIN) {
		uintptr_t a = ((uintptr_t)p + HUGE_PAGE - 1) & ~(HUGE_PAGE - 1);
		uintptr_t e = ((uintptr_t)p + n) & ~(HUGE_PAGE - 1);

		if (a < e)
			madvise((void *)a, e - a, MADV_HUGEPAGE);	/* a hint: errors do not matter */
	}
#endif
	return p;
}

static _Thread_local MemTrap *trap;

void mem_trap_set(MemTrap *t, const char *path)
{
	const char *fail = getenv("UNIFORM_TEST_ALLOC_FAIL");

	t->armed = true;
	t->path = path;
	t->holds = NULL;
	t->asked = 0;
	t->fail_in = fail ? strtoul(fail, NULL, 10) : 0;
	t->outer = trap;
	trap = t;
}

/* For the tests: the fail_in-th allocation of a file's work fails. */
static bool fail_now(void)
{
	MemTrap *t = trap;

	return t && t->armed && t->fail_in && --t->fail_in == 0;
}

void mem_trap_clear(void)
{
	if (trap)
		trap = trap->outer;
}

void mem_hold(MemHold *h, void (*release)(void *what), void *what)
{
	if (!trap)
		return;
	h->release = release;
	h->what = what;
	h->next = trap->holds;
	trap->holds = h;
}

void mem_let_go(MemHold *h)
{
	if (!trap)
		return;
	for (MemHold **p = &trap->holds; *p; p = &(*p)->next) {
		if (*p == h) {
			*p = h->next;
			return;
		}
	}
}

void buf_release(void *buf)
{
	buf_free(buf);
}

void fd_release(void *fd)
{
	close(*(int *)fd);
}

/*
 * Memory ran out asking for n bytes: back to the trap, or the end of the
 * run.  Nothing here allocates; the path is written with its control
 * bytes as '?', since quoting it as buf_path does would allocate.
 */
void out_of_memory(size_t n)
{
	MemTrap *t = trap;

	if (t && t->armed) {
		for (MemHold *h = t->holds; h; h = h->next)
			h->release(h->what);
		t->holds = NULL;
		t->armed = false;
		t->asked = n;
		longjmp(t->env, 1);
	}
	fputs("uniform: ", stderr);
	for (const char *p = t ? t->path : NULL; p && *p; p++)
		fputc((unsigned char)*p < 0x20 || *p == 0x7f ? '?' : *p, stderr);
	if (t && t->path)
		fputs(": ", stderr);
	if (n)
		fprintf(stderr, "out of memory (%zu bytes asked for); stopped\n", n);
	else
		fputs("out of memory; stopped\n", stderr);
	fflush(stdout);
	_exit(2);
}

void *xmalloc_plain(size_t n)
{
	void *p = fail_now() ? NULL : malloc(n ? n : 1);

	if (!p)
		out_of_memory(n);
	return p;
}

void *xmalloc(size_t n)
{
	return huge_hint(xmalloc_plain(n), n);
}

void *xrealloc(void *p, size_t n)
{
	void *q = fail_now() ? NULL : realloc(p, n ? n : 1);

	if (!q)
		out_of_memory(n);
	return huge_hint(q, n);
}

void *xcalloc(size_t n, size_t size)
{
	void *p = fail_now() ? NULL : calloc(n ? n : 1, size ? size : 1);

	if (!p)
		out_of_memory(size && n > SIZE_MAX / size ? SIZE_MAX : n * size);
	return p;
}

char *xstrdup(const char *s)
{
	size_t n = strlen(s) + 1;

	return memcpy(xmalloc(n), s, n);
}

char *xvasprintf(const char *fmt, va_list ap)
{
	va_list again;

	va_copy(again, ap);
	int n = vsnprintf(NULL, 0, fmt, ap);
	char *s = xmalloc(n > 0 ? (size_t)n + 1 : 1);
	vsnprintf(s, n > 0 ? (size_t)n + 1 : 1, fmt, again);
	va_end(again);
	return s;
}

static void reserve(Buf *b, size_t extra)
{
	size_t need = b->len + extra + 1;

	if (need <= b->cap)
		return;
	size_t cap = b->cap ? b->cap : 256;
	while (cap < need)
		cap *= 2;
	b->data = xrealloc(b->data, cap);
	b->cap = cap;
}

void buf_add(Buf *b, const void *p, size_t n)
{
	reserve(b, n);
	if (n)		/* p may be the NULL data of an empty Buf */
		memcpy(b->data + b->len, p, n);
	b->len += n;
	b->data[b->len] = '\0';
}

char *buf_room(Buf *b, size_t n)
{
	reserve(b, n);
	return b->data + b->len;
}

void buf_commit(Buf *b, size_t n)
{
	b->len += n;
	b->data[b->len] = '\0';
}

void buf_puts(Buf *b, const char *s)
{
	buf_add(b, s, strlen(s));
}

void buf_putc(Buf *b, char c)
{
	reserve(b, 1);
	b->data[b->len++] = c;
	b->data[b->len] = '\0';
}

void buf_printf(Buf *b, const char *fmt, ...)
{
	va_list ap;

	/* Format once into the room there is; again only if it was short. */
	reserve(b, 64);
	va_start(ap, fmt);
	int n = vsnprintf(b->data + b->len, b->cap - b->len, fmt, ap);
	va_end(ap);
	if (n <= 0) {
		b->data[b->len] = '\0';
		return;
	}
	if ((size_t)n >= b->cap - b->len) {
		reserve(b, (size_t)n);
		va_start(ap, fmt);
		vsnprintf(b->data + b->len, (size_t)n + 1, fmt, ap);
		va_end(ap);
	}
	b->len += (size_t)n;
}

/*
 * Whether s[0 .. n) has no control byte (below 0x20, or 0x7f), eight
 * bytes at a time: a path is written once per finding, millions of times.
 */
static bool plain_text(const char *s, size_t n)
{
	const uint64_t ones = 0x0101010101010101u, highs = ones << 7;
	uint64_t w, d;
	size_t i = 0;

	for (; i + 8 <= n; i += 8) {
		memcpy(&w, s + i, 8);
		d = w ^ (ones * 0x7f);	/* a zero byte where w has 0x7f */
		if (((w - ones * 0x20) & ~w & highs) | ((d - ones) & ~d & highs))
			return false;
	}
	for (; i < n; i++)
		if ((unsigned char)s[i] < 0x20 || s[i] == 0x7f)
			return false;
	return true;
}

/*
 * path in double quotes with C escapes, as git quotes a name: \" \\ and
 * the letter escapes of C, other control bytes (and with high, bytes from
 * 0x80) in octal.
 */
static void put_quoted(Buf *b, const char *prefix, const char *path,
		       bool high)
{
	static const char ctl[] = "\a\b\t\n\v\f\r\"\\", letter[] = "abtnvfr\"\\";

	buf_putc(b, '"');
	buf_puts(b, prefix);
	for (const unsigned char *p = (const unsigned char *)path; *p; p++) {
		const char *k = strchr(ctl, *p);

		if (k)
			buf_printf(b, "\\%c", letter[k - ctl]);
		else if (*p < 0x20 || *p == 0x7f || (high && *p >= 0x80))
			buf_printf(b, "\\%03o", *p);
		else
			buf_putc(b, (char)*p);
	}
	buf_putc(b, '"');
}

void buf_path(Buf *b, const char *path)
{
	size_t n = strlen(path);

	if (plain_text(path, n))
		buf_add(b, path, n);
	else
		put_quoted(b, "", path, false);
}

void buf_diff_path(Buf *b, const char *prefix, const char *path)
{
	const unsigned char *p = (const unsigned char *)path;

	while (*p >= 0x20 && *p < 0x7f && *p != '"' && *p != '\\')
		p++;
	if (*p) {
		put_quoted(b, prefix, path, true);
	} else {
		buf_puts(b, prefix);
		buf_puts(b, path);
	}
}

void buf_write(Buf *b, FILE *f)
{
	if (b->len)
		fwrite(b->data, 1, b->len, f);
	b->len = 0;
}

void buf_free(Buf *b)
{
	free(b->data);
	b->data = NULL;
	b->len = b->cap = 0;
}
