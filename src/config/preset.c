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
#include "config/claims.h"

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

/* The MAINTAINERS of the Linux tree at top, and a cursor to look in it. */
struct TreeMaint {
	char *top;		/* absolute */
	Maintainers *m;		/* NULL: none, or it names no section */
	MaintCursor cur;
	bool *in_force;		/* claims_in_force's, read when first asked */
};

void tree_maint_free(TreeMaint *t)
{
	if (!t)
		return;
	maintainers_free(t->m);
	maint_cursor_free(&t->cur);
	free(t->in_force);
	free(t->top);
	free(t);
}

TreeMaint *tree_maint(EcCache *c, const char *top, size_t n)
{
	TreeMaint *t = c->maint;

	if (!t || strncmp(t->top, top, n) || t->top[n]) {
		Buf file = { 0 };

		tree_maint_free(t);
		t = c->maint = xcalloc(1, sizeof(*t));
		t->top = xmalloc(n + 1);
		memcpy(t->top, top, n);
		t->top[n] = '\0';
		ec_dir_file(&file, top, n, "MAINTAINERS");
		t->m = maintainers_read(file.data);
		buf_free(&file);
	}
	return t->m ? t : NULL;
}

/* The MAINTAINERS sections a file of the tree falls in, for a guide to read. */
#define GUIDE_SECTIONS 16

/* Which guides speak for rel, by the tree's MAINTAINERS. */
static void guides_of(TreeMaint *t, const char *rel, bool has[GUIDE_N])
{
	size_t sec[GUIDE_SECTIONS];
	size_t n = maintainers_sections(t->m, &t->cur, rel, sec, GUIDE_SECTIONS);

	for (int g = 0; g < GUIDE_N; g++)
		has[g] = guide_covers((Guide)g, t->m, sec,
				      n < GUIDE_SECTIONS ? n : GUIDE_SECTIONS);
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

/* Whether rel is in the tip tree's directories. */
static bool tip_tree(const char *rel)
{
	if (under(rel, "arch/x86/kvm") || under(rel, "arch/x86/xen"))
		return false;
	for (size_t i = 0; tip_dirs[i]; i++)	/* where MAINTAINERS cannot say */
		if (under(rel, tip_dirs[i]))
			return true;
	return false;
}

/* Whether rel is path or lies under it. */
static bool at_or_under(const char *rel, const char *path)
{
	return rel[0] == path[0] && (!strcmp(rel, path) || under(rel, path));
}

/*
 * Which guides speak for rel: by the tree's MAINTAINERS (claims.c), else
 * by path: netdev's net/, drivers/net/ and include/net/ less the wireless
 * drivers, which have a tree of their own, and tip's directories.
 */
static void guides_by_path(const char *rel, bool has[GUIDE_N])
{
	has[GUIDE_NETDEV] = (under(rel, "net") || under(rel, "drivers/net") ||
			     under(rel, "include/net")) &&
			    !under(rel, "drivers/net/wireless");
	has[GUIDE_TIP] = tip_tree(rel);
}

void apply_preset(Preset p, const char *rel, TreeMaint *t, Settings *out)
{
	bool netdev = under(rel, "net") || under(rel, "drivers/net");
	bool guide[GUIDE_N];

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
		out->indent_fill = true;
		/*
		 * And netdev takes no clean-up patches that are not part of
		 * other work (maintainer-netdev.rst since 2024): there the
		 * style rules report new code only, in the sections of the
		 * tree's MAINTAINERS that netdev's guide speaks for.
		 * linux-6.10 stays what checkpatch of that release asks
		 * everywhere.
		 */
		if (p == PR_LINUX) {
			if (t)
				guides_of(t, rel, guide);
			else
				guides_by_path(rel, guide);
		}
		if (p == PR_LINUX && guide[GUIDE_NETDEV])
			out->scope = SC_CHANGES;
		/*
		 * Both guides ask for a block's declarations longest
		 * first (netdev's "reverse xmas tree", tip's "reverse fir
		 * tree").
		 */
		if (p == PR_LINUX && (guide[GUIDE_NETDEV] || guide[GUIDE_TIP])) {
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

/* Whether rel lies under one of dirs (NULL-ended). */
static bool under_any(const char *rel, const char *const *dirs)
{
	for (; *dirs; dirs++)
		if (under(rel, *dirs))
			return true;
	return false;
}

/* The claim's variant as the value of its key names it ("net" for net-style). */
static bool asks(const Claim *k, const char *value, const char *rel)
{
	const char *dot = strrchr(rel, '.');

	if (k->ext && (!dot || strcmp(dot + 1, k->ext)))
		return false;
	if (!strcmp(k->aspect, "spdx"))
		return !strcmp(value, "kernel");	/* line in .c, block in .h */
	if (!strcmp(k->variant, "net-style"))
		return !strcmp(value, "net");
	return !strcmp(k->variant, value);
}

void preset_claims(Preset p, const char *top, const char *rel, TreeMaint *t,
		   const Settings *s, const Claim *out[AS_NASPECT + 1])
{
	size_t n;
	const Claim *v = linux_claims(&n);
	bool guide[GUIDE_N], *mine = NULL;
	const bool *in_force;

	for (int a = 0; a <= AS_NASPECT; a++)
		out[a] = NULL;
	if ((p != PR_LINUX && p != PR_LINUX_610) || !top)
		return;
	if (t && !t->in_force) {
		t->in_force = xcalloc(n, sizeof(*t->in_force));
		claims_in_force(t->top, t->in_force);
	}
	if (!t) {
		mine = xcalloc(n, sizeof(*mine));
		claims_in_force(top, mine);
	}
	in_force = t ? t->in_force : mine;
	if (t)
		guides_of(t, rel, guide);
	else
		guides_by_path(rel, guide);
	for (size_t i = 0; i < n; i++) {	/* a part's claim after the tree's */
		const Claim *k = &v[i];
		int a = !strcmp(k->aspect, "comment") ? AS_NASPECT :
			aspect_find(k->aspect, strlen(k->aspect));
		const char *value;

		if (a < 0 || !in_force[i])
			continue;
		if (a == AS_NASPECT)
			value = style_name(s->style);
		else if (aspect_table[a]->values)
			value = aspect_table[a]->values[s->want[a]];
		else
			continue;	/* line-length: a limit, max_line_length */
		if (!asks(k, value, rel) ||
		    (k->guide >= 0 ? !guide[k->guide] : k->dirs && !under_any(rel, k->dirs)))
			continue;
		out[a] = k;
	}
	free(mine);
}
