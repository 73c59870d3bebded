/*
 * write: the fixed file put in the original's place, atomically.
 *
 * Writing the fixed file.  The text goes to a temporary file beside the
 * file itself (a symlink is followed: the link stays, its target is
 * fixed), which gets the original's owner, group, mode and extended
 * attributes (ACLs among them) or is given up.  Just before the
 * replacement the original is compared with what was read once more,
 * and the two files are exchanged in one step (renameat2 with
 * RENAME_EXCHANGE), so the original lives on under the temporary name;
 * compared once more, it is removed, or, when another program wrote to
 * it in between, exchanged back and reported.  A file with other hard
 * links is refused: a new file under one name would part it from the
 * others, which would keep the old text.
 *
 * Comparing cannot see a writer that opened the original before the
 * exchange and writes after the last comparison: its text would go to
 * the file that is removed.  So, where the kernel grants one (the file's
 * owner, or root; a local file system), a read lease is held on the
 * original from the last look to its removal.  A lease is refused while
 * another program has the file open for writing (then the file is left
 * alone), and any open for writing during the lease makes the kernel
 * hold that program back until the lease is released, and marks the
 * lease as broken: the exchange is then undone before the program can
 * write, and the file reported.
 */
#include "fix/fix.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/xattr.h>
#include <unistd.h>

#include "base/interrupt.h"

typedef struct Target {
	const char *path;	/* as named: the messages say it */
	char *real;		/* the file itself, symlinks resolved */
	int fd;			/* the original, open for reading */
	struct stat st;		/* its status when it was opened */
	char *tmp;		/* the temporary file's name */
	int tfd;		/* the temporary file, open for writing */
	bool leased;		/* a read lease is held on fd */
} Target;

static bool write_all(int fd, const char *p, size_t n)
{
	while (n > 0) {
		ssize_t w = write(fd, p, n);

		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			return false;
		p += w;
		n -= (size_t)w;
	}
	return true;
}

/* "uniform: PATH: what; not fixed" in diag; false. */
static bool refuse(const Target *t, Buf *diag, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static bool refuse(const Target *t, Buf *diag, const char *fmt, ...)
{
	va_list ap;

	buf_puts(diag, "uniform: ");
	buf_path(diag, t->path);
	buf_puts(diag, ": ");
	va_start(ap, fmt);
	char *what = xvasprintf(fmt, ap);
	va_end(ap);
	buf_puts(diag, what);
	buf_puts(diag, "; not fixed\n");
	free(what);
	return false;
}

/* Whether the open file fd holds exactly old[0..oldlen). */
static bool holds(int fd, const char *old, size_t oldlen)
{
	char chunk[65536];
	size_t pos = 0;

	for (;;) {
		ssize_t n = pread(fd, chunk, sizeof(chunk), (off_t)pos);

		if (n < 0 && errno == EINTR)
			continue;
		if (n < 0)
			return false;
		if (n == 0)
			return pos == oldlen;
		if (pos + (size_t)n > oldlen || memcmp(chunk, old + pos, (size_t)n))
			return false;
		pos += (size_t)n;
	}
}

bool fix_file_holds(const char *path, const char *data, size_t len)
{
	int fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK);
	bool yes = fd >= 0 && holds(fd, data, len);

	if (fd >= 0)
		close(fd);
	return yes;
}

/* Whether the original is as it was read: status and bytes. */
static bool intact(const Target *t, const char *old, size_t oldlen)
{
	struct stat now;

	return fstat(t->fd, &now) == 0 && now.st_size == t->st.st_size &&
	       now.st_mtim.tv_sec == t->st.st_mtim.tv_sec &&
	       now.st_mtim.tv_nsec == t->st.st_mtim.tv_nsec &&
	       holds(t->fd, old, oldlen);
}

/* Open the file itself and see that it may be replaced; else a message. */
static bool open_target(Target *t, const char *old, size_t oldlen, Buf *diag)
{
	struct stat lst;

	if (lstat(t->path, &lst) != 0)
		return refuse(t, diag, "%s", strerror(errno));
	t->real = S_ISLNK(lst.st_mode) ? realpath(t->path, NULL) : xstrdup(t->path);
	if (!t->real)
		return refuse(t, diag, "%s", strerror(errno));
	t->fd = open(t->real, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK);
	if (t->fd < 0 || fstat(t->fd, &t->st) != 0)
		return refuse(t, diag, "%s", strerror(errno));
	if (!S_ISREG(t->st.st_mode))
		return refuse(t, diag, "not a regular file");
	if (t->st.st_nlink > 1)
		return refuse(t, diag, "the file has %ju hard links, and a fix would "
			      "part them (the other names would keep the old text)",
			      (uintmax_t)t->st.st_nlink);
	if (!(t->st.st_mode & 0222))
		return refuse(t, diag, "the file is read-only");
	if (faccessat(AT_FDCWD, t->real, W_OK, AT_EACCESS) != 0)
		return refuse(t, diag, "you may not write the file: %s", strerror(errno));
	if (!intact(t, old, oldlen))
		return refuse(t, diag, "changed on disk since it was read");
	return true;
}

/* The temporary file, ".NAME.uniform-XXXXXX" beside the file itself. */
static bool make_temp(Target *t, Buf *diag)
{
	const char *slash = strrchr(t->real, '/');
	size_t dir = slash ? (size_t)(slash - t->real) + 1 : 0;
	Buf b = { 0 };

	buf_add(&b, t->real, dir);
	buf_printf(&b, ".%s.uniform-XXXXXX", t->real + dir);
	interrupt_enter();	/* after a signal: no return, the run ends */
	t->tfd = mkostemp(b.data, O_CLOEXEC);
	if (t->tfd < 0) {
		int err = errno;

		interrupt_leave();
		buf_free(&b);
		return refuse(t, diag, "cannot create a temporary file beside it: %s",
			      strerror(err));
	}
	t->tmp = b.data;
	return true;
}

/* Give the temporary file the original's extended attributes. */
static bool copy_xattrs(Target *t, Buf *diag)
{
	ssize_t n = flistxattr(t->fd, NULL, 0);

	if (n < 0 && (errno == ENOTSUP || errno == ENOSYS))
		return true;	/* the file system has none */
	if (n <= 0)
		return n == 0 || refuse(t, diag, "cannot list its extended "
					"attributes: %s", strerror(errno));
	char *names = xmalloc((size_t)n);
	bool ok = true;

	n = flistxattr(t->fd, names, (size_t)n);
	ok = n >= 0 || refuse(t, diag, "cannot list its extended attributes: %s",
			      strerror(errno));
	for (ssize_t i = 0; ok && i < n; i += (ssize_t)strlen(names + i) + 1) {
		const char *name = names + i;
		ssize_t m = fgetxattr(t->fd, name, NULL, 0);
		char *v = m >= 0 ? xmalloc((size_t)m + 1) : NULL;

		if (m >= 0)
			m = fgetxattr(t->fd, name, v, (size_t)m);
		if (m < 0 || fsetxattr(t->tfd, name, v, (size_t)m, 0) != 0)
			ok = refuse(t, diag, "cannot keep its extended attribute %s: %s",
				    name, strerror(errno));
		free(v);
	}
	free(names);
	return ok;
}

/* Owner, group, mode and extended attributes, then the text, synced. */
static bool fill_temp(Target *t, const char *new, size_t newlen, Buf *diag)
{
	if (fchown(t->tfd, t->st.st_uid, t->st.st_gid) != 0)
		return refuse(t, diag, "its owner and group (uid %ju, gid %ju) cannot "
			      "be given to the fixed file: %s",
			      (uintmax_t)t->st.st_uid, (uintmax_t)t->st.st_gid,
			      strerror(errno));
	if (fchmod(t->tfd, t->st.st_mode & 07777) != 0)
		return refuse(t, diag, "its mode cannot be kept: %s", strerror(errno));
	if (!copy_xattrs(t, diag))
		return false;
	if (!write_all(t->tfd, new, newlen) || fsync(t->tfd) != 0)
		return refuse(t, diag, "cannot write the fixed file: %s", strerror(errno));
	int fd = t->tfd;

	t->tfd = -1;
	if (close(fd) != 0)
		return refuse(t, diag, "cannot write the fixed file: %s", strerror(errno));
	return true;
}

/* The test's pause, when it is due at this point; true. */
static bool pause_if(const FixPause *pause, bool after_check)
{
	if (!pause || !pause->seconds || pause->after_check != after_check)
		return true;
	if (pause->mark) {
		int fd = open(pause->mark, O_WRONLY | O_CREAT | O_CLOEXEC, 0644);

		if (fd >= 0)
			close(fd);	/* the test may edit the file now */
	}
	sleep(pause->seconds);
	return true;
}

/* Whether NAME leads to the file that was opened (no symlink followed). */
static bool names_file(const Target *t, const char *name)
{
	struct stat now;

	return lstat(name, &now) == 0 && now.st_dev == t->st.st_dev &&
	       now.st_ino == t->st.st_ino;
}

/*
 * Take a read lease on the original; false when another program has it
 * open for writing.  The lease break's signal (SIGIO) would end the
 * process unless it is ignored, so no lease is taken where it is not
 * (interrupt_init() ignores it for fix).  Where the kernel grants no
 * lease (not the owner, a network file system), true without one.
 */
static bool lease(Target *t)
{
	struct sigaction io;

	if (sigaction(SIGIO, NULL, &io) != 0 || io.sa_handler != SIG_IGN)
		return true;
	if (fcntl(t->fd, F_SETLEASE, F_RDLCK) == 0) {
		t->leased = true;
		return true;
	}
	return errno != EAGAIN;
}

/* Whether a program opened the original for writing under the lease. */
static bool lease_broken(const Target *t)
{
	return t->leased && fcntl(t->fd, F_GETLEASE) != F_RDLCK;
}

/*
 * Put the temporary file in the original's place, if the original is
 * still as it was read; the original goes (it is under the temporary
 * name after the exchange, or gone after a plain rename).
 */
static bool replace(Target *t, const char *old, size_t oldlen,
		    const FixPause *pause, Buf *diag)
{
	pause_if(pause, false);
	if (!lease(t))
		return refuse(t, diag, "another program has it open for writing");
	if (!names_file(t, t->real) || !intact(t, old, oldlen))
		return refuse(t, diag, "changed on disk since it was read");
	pause_if(pause, true);
	if (renameat2(AT_FDCWD, t->tmp, AT_FDCWD, t->real, RENAME_EXCHANGE) != 0) {
		if (errno != EINVAL && errno != ENOSYS)
			return refuse(t, diag, "cannot replace it: %s", strerror(errno));
		/* No exchange on this file system: the last check was just now. */
		if (rename(t->tmp, t->real) != 0)
			return refuse(t, diag, "cannot replace it: %s", strerror(errno));
		free(t->tmp);
		t->tmp = NULL;
		return true;
	}
	bool opened = lease_broken(t);
	/*
	 * The temporary name must now hold the file that was read: another
	 * program may have put a new file under the name between the last
	 * look and the exchange (an editor saving by rename), and the
	 * exchange then took that file out.
	 */
	bool swapped = names_file(t, t->tmp);

	if (!opened && swapped && intact(t, old, oldlen))
		return true;	/* the original, now t->tmp, is removed */
	/*
	 * Written to since the last check, or replaced by another file (an
	 * editor that saves by rename): the other program's text wins.
	 */
	if (renameat2(AT_FDCWD, t->tmp, AT_FDCWD, t->real, RENAME_EXCHANGE) != 0) {
		buf_puts(diag, "uniform: ");
		buf_path(diag, t->path);
		buf_puts(diag, ": changed on disk while it was replaced, and cannot "
			 "be put back; the changed original is ");
		buf_path(diag, t->tmp);
		buf_putc(diag, '\n');
		free(t->tmp);
		t->tmp = NULL;	/* kept: it holds the other program's text */
		return false;
	}
	if (opened)
		return refuse(t, diag, "another program opened it for writing "
			      "while it was replaced");
	if (!swapped)
		return refuse(t, diag, "replaced by another file (a save by "
			      "rename?) while it was fixed");
	return refuse(t, diag, "changed on disk since it was read");
}

static void sync_dir(const char *path)
{
	const char *slash = strrchr(path, '/');
	char *dir = slash ? strndup(path, (size_t)(slash - path) + 1) : strdup(".");
	int fd = dir ? open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC) : -1;

	if (fd >= 0) {
		fsync(fd);
		close(fd);
	}
	free(dir);
}

bool fix_write(const char *path, const char *old, size_t oldlen,
	       const char *new, size_t newlen, const FixPause *pause, Buf *diag)
{
	Target t = { .path = path, .fd = -1, .tfd = -1 };
	bool made = false, ok;

	ok = open_target(&t, old, oldlen, diag) && (made = make_temp(&t, diag)) &&
	     fill_temp(&t, new, newlen, diag) && replace(&t, old, oldlen, pause, diag);
	if (t.tfd >= 0)
		close(t.tfd);
	if (t.tmp)
		unlink(t.tmp);	/* the original after the exchange, or ours */
	if (ok && lease_broken(&t)) {
		/*
		 * Opened for writing between the last comparison and the
		 * removal: that program, held back until the lease goes,
		 * writes to the removed original.  Rare; never silent.
		 */
		buf_puts(diag, "uniform: ");
		buf_path(diag, t.path);
		buf_puts(diag, ": fixed, but another program opened the original "
			 "for writing as it was replaced; what it writes there is "
			 "not in the fixed file\n");
		ok = false;
	}
	if (ok)
		sync_dir(t.real);
	if (made)
		interrupt_leave();
	if (t.fd >= 0)
		close(t.fd);
	free(t.tmp);
	free(t.real);
	return ok;
}
