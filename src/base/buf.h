/*
 * buf: a growable byte buffer for building output before it is written.
 */
#ifndef UNIFORM_BUF_H
#define UNIFORM_BUF_H

#include <setjmp.h>
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

/*
 * Allocation.  When memory runs out these do not return: on a thread
 * whose MemTrap is armed they jump back to it (see below); elsewhere they
 * end the run with "uniform: out of memory" (naming the trap's path when
 * the thread has one), what was asked for, and status 2.
 */
void *xmalloc(size_t n);
/* xmalloc without asking for huge pages: for the arrays kept from file to file. */
void *xmalloc_plain(size_t n);
void *xrealloc(void *p, size_t n);
void *xcalloc(size_t n, size_t size);
char *xstrdup(const char *s);
/* A new string formatted from fmt and ap (the caller frees it). */
char *xvasprintf(const char *fmt, va_list ap);

/*
 * A file that cannot be handled in memory.  A worker sets a MemTrap on
 * its thread for a file's work and calls setjmp on env itself:
 *
 *	MemTrap trap;
 *
 *	mem_trap_set(&trap, path);
 *	if (setjmp(trap.env)) {
 *		... free the worker's memory for files, report path ...
 *		mem_trap_clear();
 *		return;
 *	}
 *	... the file's work ...
 *	mem_trap_clear();
 *
 * While the trap is armed, an allocation that fails releases what the
 * thread holds (mem_hold) and jumps back to env.  Whatever the work keeps
 * must be valid at every allocation (a pointer is never left freed), and
 * what it holds on its stack across an allocation (a buffer, an open
 * descriptor) must be held.  Code that cannot be left halfway (what holds
 * a lock or writes a file, or allocates in a library) runs with armed
 * false: running out there ends the run.  For the tests, with
 * UNIFORM_TEST_ALLOC_FAIL=N in the environment the N-th allocation of
 * each file's work fails as if memory had run out.
 */
typedef struct MemHold MemHold;

typedef struct MemTrap {
	jmp_buf env;
	bool armed;		/* jump to env, rather than end the run */
	const char *path;	/* the file worked on, for the message */
	MemHold *holds;		/* what the work holds, newest first */
	size_t asked;		/* after the jump: the bytes that were asked */
	unsigned long fail_in;	/* tests: fail the allocation this many on */
	struct MemTrap *outer;	/* the thread's trap before this one */
} MemTrap;

struct MemHold {
	void (*release)(void *what);
	void *what;
	MemHold *next;
};

/* Set t as the thread's trap, armed; clear goes back to the one before. */
void mem_trap_set(MemTrap *t, const char *path);
void mem_trap_clear(void);
/* Memory ran out (n bytes were asked for, 0 if not known): as above. */
_Noreturn void out_of_memory(size_t n);
/*
 * Hold what (released with release(what) should memory run out) until
 * mem_let_go(h); h lives on the holder's stack.  Without a trap on the
 * thread both do nothing.
 */
void mem_hold(MemHold *h, void (*release)(void *what), void *what);
void mem_let_go(MemHold *h);
/* Releases for mem_hold: a Buf, a descriptor (int *). */
void buf_release(void *buf);
void fd_release(void *fd);

#endif
