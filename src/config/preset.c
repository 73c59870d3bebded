/*
 * preset: what --preset NAME sets for a file, by its path in its tree.
 *
 * A preset's directories are paths from the top of the tree, not from
 * the operand.  The linux preset takes netdev's paths from the tree's
 * MAINTAINERS, and names the kernel's imported code, the code kept in
 * its vendor's form, the deprecated and the tip tree's directories.
 */
#include "config/preset.h"

#include <fnmatch.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"

static const char *const preset_names[] = {
	/* ORDER PRESET */
	"none", "linux", "linux-6.10", "majority",
};

const char *preset_name(Preset p)
{
	return preset_names[p];
}

/* Whether rel lies under dir, by whole path components. */
static bool under(const char *rel, const char *dir)
{
	size_t n;

	if (rel[0] != dir[0])	/* most of the lists' paths part at once */
		return false;
	n = strlen(dir);
	return !strncmp(rel, dir, n) && rel[n] == '/';
}

/*
 * The paths netdev's maintainers look after, read from a Linux tree's
 * MAINTAINERS: the F: patterns of each section whose tree (T:) is
 * netdev's net or net-next, or that has no tree of its own and names
 * netdev's list (its patches go through netdev's trees), less its X:
 * patterns; wireless drivers have their own trees.  Its guide turns down
 * clean-up patches; a header such as include/linux/netdevice.h or
 * include/uapi/linux/if_link.h is as much theirs as net/ is, and each
 * release's file says which they are.
 */
typedef struct NetdevPath {
	char *pattern;
	size_t plain;		/* its bytes before a '*', '?' or '[' */
	unsigned section;
	bool exclude;		/* X: */
} NetdevPath;

struct NetdevMap {
	char *top;		/* the tree's top, absolute */
	bool read;		/* its MAINTAINERS was read */
	NetdevPath *v;
	size_t n, cap;
	/*
	 * The patterns that may take a file of directory dir (a walk
	 * meets a directory's files one after another): those whose plain
	 * bytes and dir's path agree as far as both go.
	 */
	char *dir;
	size_t *near, nnear;
};

void netdev_free(NetdevMap *m)
{
	if (!m)
		return;
	for (size_t i = 0; i < m->n; i++)
		free(m->v[i].pattern);
	free(m->v);
	free(m->top);
	free(m->dir);
	free(m->near);
	free(m);
}

/* Add the F: and X: lines of section (lines[0 .. n)) when it is netdev's. */
static void netdev_section(NetdevMap *m, char **lines, size_t n,
			   unsigned section)
{
	bool netdev = false, tree = false, list = false;

	for (size_t i = 0; i < n; i++) {
		tree |= lines[i][0] == 'T';
		netdev |= lines[i][0] == 'T' &&
			  (strstr(lines[i], "/netdev/net.git") ||
			   strstr(lines[i], "/netdev/net-next.git"));
		list |= lines[i][0] == 'L' && strstr(lines[i], "netdev@vger.kernel.org");
	}
	netdev |= !tree && list;	/* no tree of its own: through netdev's */
	for (size_t i = 0; netdev && i < n; i++) {
		if ((lines[i][0] != 'F' && lines[i][0] != 'X') || lines[i][1] != ':')
			continue;
		if (m->n == m->cap) {
			m->cap = m->cap ? 2 * m->cap : 64;
			m->v = xrealloc(m->v, m->cap * sizeof(*m->v));
		}
		char *pat = xstrdup(ec_trim(lines[i] + 2));

		m->v[m->n++] = (NetdevPath){ pat, strcspn(pat, "*?["), section,
					     lines[i][0] == 'X' };
	}
}

/* Read top/MAINTAINERS into m; a tree without one leaves m empty. */
static void netdev_read(NetdevMap *m)
{
	Buf file = { 0 };
	char *line = NULL, **lines = NULL;
	size_t cap = 0, n = 0, ncap = 0;
	unsigned section = 0;

	ec_dir_file(&file, m->top, strlen(m->top), "MAINTAINERS");
	FILE *f = config_fopen(file.data);

	m->read = f != NULL;
	while (f) {
		bool more = getline(&line, &cap, f) > 0;

		if (more && line[0] && line[0] != '\n' && line[1] == ':') {
			if (n == ncap) {
				ncap = ncap ? 2 * ncap : 32;
				lines = xrealloc(lines, ncap * sizeof(*lines));
			}
			lines[n++] = xstrdup(line);
			continue;
		}
		netdev_section(m, lines, n, section++);
		while (n)
			free(lines[--n]);
		if (!more)
			break;
	}
	free(lines);
	free(line);
	if (f)
		fclose(f);
	buf_free(&file);
}

NetdevMap *netdev_map(EcCache *c, const char *top, size_t n)
{
	NetdevMap *m = c->netdev;

	if (!m || strncmp(m->top, top, n) || m->top[n]) {
		netdev_free(m);
		m = c->netdev = xcalloc(1, sizeof(*m));
		m->top = xmalloc(n + 1);
		memcpy(m->top, top, n);
		m->top[n] = '\0';
		netdev_read(m);
	}
	return m->read && m->n ? m : NULL;
}

/*
 * Whether rel (from the top) matches a MAINTAINERS pattern: a directory
 * (with or without its '/') takes everything below it; '*' and '?'
 * match across '/' as the file's own tools read them.  Most patterns
 * part from rel in their first bytes, which are plain.
 */
static bool maint_match(const NetdevPath *p, const char *rel)
{
	const char *pattern = p->pattern;
	size_t n = strlen(pattern);

	if (strncmp(rel, pattern, p->plain))
		return false;
	if (n && pattern[n - 1] == '/')
		return !strncmp(rel, pattern, n);
	return !fnmatch(pattern, rel, 0) ||
	       (!strncmp(rel, pattern, n) && rel[n] == '/');
}

/* Make m->near the patterns that may take a file in rel's directory. */
static void netdev_near(NetdevMap *m, const char *rel)
{
	const char *slash = strrchr(rel, '/');
	size_t n = slash ? (size_t)(slash - rel) + 1 : 0;	/* "dir/" */

	if (m->dir && strlen(m->dir) == n && !strncmp(m->dir, rel, n))
		return;
	free(m->dir);
	m->dir = xmalloc(n + 1);
	memcpy(m->dir, rel, n);
	m->dir[n] = '\0';
	if (!m->near)
		m->near = xmalloc(m->n * sizeof(*m->near));
	m->nnear = 0;
	for (size_t i = 0; i < m->n; i++) {
		size_t k = m->v[i].plain < n ? m->v[i].plain : n;

		if (!strncmp(m->v[i].pattern, rel, k))
			m->near[m->nnear++] = i;
	}
}

/* Whether netdev's maintainers look after rel, by m. */
static bool netdev_has(NetdevMap *m, const char *rel)
{
	netdev_near(m, rel);
	for (size_t j = 0; j < m->nnear; j++) {
		const NetdevPath *p = &m->v[m->near[j]];

		if (p->exclude || !maint_match(p, rel))
			continue;
		bool out = false;

		for (size_t k = 0; k < m->nnear && !out; k++) {
			const NetdevPath *x = &m->v[m->near[k]];

			out = x->exclude && x->section == p->section &&
			      maint_match(x, rel);
		}
		if (!out)
			return true;
	}
	return false;
}

/*
 * The kernel's imported code: maintained in another project and copied
 * in from there, so that a change of style belongs upstream, not in the
 * kernel (docs/imported.md says where each comes from and why it is
 * here).  A directory takes everything under it.
 */
static const char *const linux_vendored[] = {
	/* ACPICA (acpica.org), converted by its own tools */
	"drivers/acpi/acpica",
	"include/acpi/acbuffer.h", "include/acpi/acconfig.h",
	"include/acpi/acexcep.h", "include/acpi/acnames.h",
	"include/acpi/acoutput.h", "include/acpi/acpi.h",
	"include/acpi/acpiosxf.h", "include/acpi/acpixf.h",
	"include/acpi/acrestyp.h", "include/acpi/actbl.h",
	"include/acpi/actbl1.h", "include/acpi/actbl2.h",
	"include/acpi/actbl3.h", "include/acpi/actypes.h",
	"include/acpi/acuuid.h", "include/acpi/platform",
	"tools/power/acpi/common", "tools/power/acpi/os_specific",
	"tools/power/acpi/tools/acpidump",
	/* zstd (github.com/facebook/zstd), made by its contrib/linux-kernel */
	"lib/zstd", "include/linux/zstd.h", "include/linux/zstd_errors.h",
	"include/linux/zstd_lib.h",
	/* LZ4 (github.com/lz4/lz4) */
	"lib/lz4",
	/* XZ Embedded (tukaani.org/xz/embedded.html) */
	"lib/xz", "include/linux/xz.h",
	/* dtc and libfdt, copied by scripts/dtc/update-dtc-source.sh */
	"scripts/dtc",
	/* unifdef (dotat.at/prog/unifdef), kept in its upstream form */
	"scripts/unifdef.c",
	/* HP's floating-point emulation, kept in the form it came in */
	"arch/parisc/math-emu",
	/* the tools' copies of kernel headers (tools/perf/check-headers.sh) */
	"tools/include", "tools/arch",
	/* machine-generated, formally verified: fiat-crypto, HACL* */
	"lib/crypto/curve25519-fiat32.c", "lib/crypto/curve25519-hacl64.c",
	/* Xen's public headers (xen.git's xen/include/public), copied */
	"include/xen/interface",
	/* zlib's headers, beside lib/zlib_* (on uniform's list of imports) */
	"include/linux/zlib.h", "include/linux/zutil.h", "include/linux/zconf.h",
};

/*
 * Code kept in its vendor's form for its comments only: the comment
 * rules are off there, the expression rules on (drx39xyj, Trident's SDK
 * code, whose comment findings no patch takes and whose bitwise-logical
 * ones one does).  An .editorconfig's uniform_rules turns them on again.
 */
static const char *const linux_vendor_comments[] = {
	"drivers/media/dvb-frontends/drx39xyj",
};

/*
 * Code the kernel keeps only until it removes it: deprecated, with no
 * maintainer, taking fixes alone (reiserfs's Kconfig says "deprecated";
 * staging/media/deprecated holds drivers to be dropped unless converted).
 * A clean-up patch there is churn: the style rules report new code only.
 */
static const char *const linux_deprecated[] = {
	"fs/reiserfs", "drivers/staging/media/deprecated",
};

/*
 * The tip tree's directories (MAINTAINERS: the entries whose tree is
 * tip.git), whose guide asks for declarations in "reverse fir tree"
 * order as netdev's does; arch/x86's KVM and Xen have trees of their own.
 */
static const char *const linux_tip[] = {
	"arch/x86", "kernel/sched", "kernel/time", "kernel/irq",
	"kernel/locking", "kernel/futex", "kernel/entry", "kernel/events",
	"drivers/clocksource", "drivers/irqchip", "lib/vdso",
};

/* Whether rel is in the tip tree's directories. */
static bool tip_tree(const char *rel)
{
	if (under(rel, "arch/x86/kvm") || under(rel, "arch/x86/xen"))
		return false;
	for (size_t i = 0; i < sizeof(linux_tip) / sizeof(*linux_tip); i++)
		if (under(rel, linux_tip[i]))
			return true;
	return false;
}

/* Whether rel is path or lies under it. */
static bool at_or_under(const char *rel, const char *path)
{
	return rel[0] == path[0] && (!strcmp(rel, path) || under(rel, path));
}

void apply_preset(Preset p, const char *rel, NetdevMap *nd,
		  Settings *out)
{
	bool netdev = under(rel, "net") || under(rel, "drivers/net");

	if (p == PR_NONE)
		return;
	out->style_from = OR_PRESET;
	switch (p) {
	case PR_LINUX:
	case PR_LINUX_610:
		/*
		 * netdev wrote net-style comments until 6.11 and takes no
		 * patch restyling them: under linux either opener is fine
		 * there; linux-6.10 still asks for net style.
		 */
		out->style = ST_CUSTOMARY;
		if (netdev)
			out->style = p == PR_LINUX_610 ? ST_NET : ST_ANY;
		settings_aspects_want(out, true);	/* coding-style.rst's, checkpatch's */
		/*
		 * And netdev takes no clean-up patches that are not part of
		 * other work (maintainer-netdev.rst since 2024): there the
		 * style rules report new code only, on the paths the tree's
		 * MAINTAINERS gives netdev (netdev_map; net/, drivers/net/
		 * and include/net/ without one).  Wireless drivers have their
		 * own tree, and staging its own, which take them.  linux-6.10
		 * stays what checkpatch of that release asks everywhere.
		 */
		if (p == PR_LINUX && !under(rel, "drivers/net/wireless") &&
		    !under(rel, "drivers/staging") &&
		    (nd ? netdev_has(nd, rel) :
		     netdev || under(rel, "include/net")))
			out->scope = SC_CHANGES;
		/*
		 * Both guides ask for a block's declarations longest
		 * first (netdev's "reverse xmas tree", tip's "reverse fir
		 * tree"); wireless drivers are not netdev's.
		 */
		if (p == PR_LINUX && (((netdev || under(rel, "include/net")) &&
				       !under(rel, "drivers/net/wireless")) ||
				      tip_tree(rel))) {
			out->rule[R_DECL_ORDER] = true;
			out->want[AS_DECL_ORDER] = DO_REVERSE_XMAS;
			out->decl_new_only = true;
		}
		for (size_t i = 0; p == PR_LINUX &&
		     i < sizeof(linux_deprecated) / sizeof(*linux_deprecated); i++)
			if (under(rel, linux_deprecated[i]))
				out->scope = SC_CHANGES;
		for (size_t i = 0; i < sizeof(linux_vendored) / sizeof(*linux_vendored); i++)
			out->vendored |= at_or_under(rel, linux_vendored[i]);
		for (size_t i = 0; i < sizeof(linux_vendor_comments) /
			     sizeof(*linux_vendor_comments); i++)
			if (at_or_under(rel, linux_vendor_comments[i]))
				out->rule[R_COMMENT_OPEN] = out->rule[R_COMMENT_CLOSE] =
					out->rule[R_COMMENT_STAR] = false;
		break;
	case PR_MAJORITY:
		out->style = ST_MAJORITY;
		settings_aspects_want(out, false);
		break;
	case PR_NONE:
		break;
	}
}
