/*
 * claims: the kernel's guides and the sections they speak for.
 *
 * netdev's guide (Documentation/process/maintainer-netdev.rst, "What is
 * reverse xmas tree?") asks for a block's declarations longest first in
 * "the domain of netdev"; tip's (maintainer-tip.rst, "Variable
 * declarations") asks for the same "reverse fir tree" of the subsystems
 * its tree holds or aggregates.  Which code that is, MAINTAINERS says:
 * the sections whose patches those trees apply.
 */
#include "config/claims.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "base/buf.h"
#include "config/editorconfig.h"

static const char *const netdev_trees[] = {
	"/netdev/net.git", "/netdev/net-next.git", NULL,
};

static const SectionWhy netdev_named[] = {
	{ "INTEL ETHERNET DRIVERS",
	  "its net-queue and next-queue trees are pulled into net and net-next" },
	{ "NETWORKING [IPSEC]",
	  "its ipsec and ipsec-next trees are pulled into net and net-next, "
	  "and it reviews on netdev's list" },
	{ NULL, NULL },
};

static const SectionWhy netdev_not[] = {
	{ "NETFILTER",
	  "its own trees (nf, nf-next), list and patch queue; its maintainers "
	  "apply its patches and no guide of theirs asks netdev's order" },
	{ "NFS, SUNRPC, AND LOCKD CLIENTS",
	  "a tree of its own for linux-nfs, whose guide asks no order" },
	{ "KERNEL NFSD, SUNRPC, AND LOCKD SERVERS",
	  "a tree of its own for linux-nfs, whose guide asks no order" },
	{ "MAC80211", "the wireless trees, for linux-wireless" },
	{ "BLUETOOTH SUBSYSTEM", "its own trees, for linux-bluetooth" },
	{ "STAGING SUBSYSTEM",
	  "its tree applies every patch below drivers/staging; a driver's own "
	  "section there names the list that reviews it" },
	{ NULL, NULL },
};

static const char *const tip_trees[] = { "/tip/tip.git", NULL };

static const SectionWhy none[] = { { NULL, NULL } };

static const GuideScope guide_scopes[GUIDE_N] = {
	[GUIDE_NETDEV] = { "netdev", "Documentation/process/maintainer-netdev.rst", netdev_trees,
	  "netdev@vger.kernel.org", netdev_named, netdev_not },
	[GUIDE_TIP] = { "tip", "Documentation/process/maintainer-tip.rst", tip_trees, NULL,
	  none, none },
};

const GuideScope *guide_scope(Guide g)
{
	return &guide_scopes[g];
}

static bool named(const SectionWhy *v, const char *title)
{
	for (; v->title; v++)
		if (!strcmp(v->title, title))
			return true;
	return false;
}

/* Whether section x takes every path ("F: *"): THE REST, Linus's tree. */
static bool catch_all(const MaintSection *x)
{
	for (size_t i = 0; i < x->ntags; i++)
		if (x->tag[i][0] == 'F' && !strcmp(x->tag[i] + 2 + strspn(x->tag[i] + 2, " \t"), "*"))
			return true;
	return false;
}

bool guide_covers(Guide g, const Maintainers *m, const size_t *sec, size_t n)
{
	const GuideScope *s = &guide_scopes[g];

	for (size_t i = 0; i < n; i++)
		if (named(s->not_named, maintainers_at(m, sec[i])->title))
			return false;
	for (size_t i = 0; i < n; i++) {
		const MaintSection *x = maintainers_at(m, sec[i]);

		if (named(s->named, x->title))
			return true;
		if (catch_all(x))
			return false;
		if (maint_has(x, 'T', "")) {
			for (const char *const *t = s->trees; *t; t++)
				if (maint_has(x, 'T', *t))
					return true;
			return false;
		}
		if (s->list && maint_has(x, 'L', s->list))
			return true;
	}
	return false;
}

/*
 * The tip tree's directories: the subsystems maintainer-tip.rst lists,
 * where MAINTAINERS gives them tip.git; arch/x86's KVM and Xen parts
 * have trees of their own.
 */
const char *const tip_dirs[] = {
	"arch/x86", "kernel/sched", "kernel/time", "kernel/irq",
	"kernel/locking", "kernel/futex", "kernel/entry", "kernel/events",
	"drivers/clocksource", "drivers/irqchip", "lib/vdso", NULL,
};

static const char *const netdev_dirs[] = { "net", "drivers/net", NULL };

#define STYLE "Documentation/process/coding-style.rst"
#define LICENSE "Documentation/process/license-rules.rst"

static const Claim linux_claim_table[] = {
	{ "comment", "customary", NULL, STYLE, "8) Commenting",
	  "The preferred style for long (multi-line) comments is", NULL, -1 },
	{ "comment", "net-style", NULL, STYLE, "8) Commenting",
	  "For files in net/ and drivers/net/ the preferred style", netdev_dirs, -1 },
	{ "decl-order", "reverse-xmas", NULL,
	  "Documentation/process/maintainer-netdev.rst",
	  "What is \"reverse xmas tree\"?", "reverse xmas tree", netdev_dirs,
	  GUIDE_NETDEV },
	{ "decl-order", "reverse-xmas", NULL,
	  "Documentation/process/maintainer-tip.rst", "Variable declarations",
	  "reverse fir tree", tip_dirs, GUIDE_TIP },
	{ "brace-function", "own-line", NULL, STYLE,
	  "3) Placing Braces and Spaces", "opening brace at the beginning of the next line",
	  NULL, -1 },
	{ "else", "cuddled", NULL, STYLE, "3) Placing Braces and Spaces",
	  "an ``else`` in an if-statement", NULL, -1 },
	{ "indent", "tabs", NULL, STYLE, "1) Indentation",
	  "Tabs are 8 characters", NULL, -1 },
	{ "line-length", "up-to-80", NULL, STYLE,
	  "2) Breaking long lines and strings",
	  "The preferred limit on the length of a single line is 80 columns", NULL, -1 },
	{ "pointer-star", "by-name", NULL, STYLE, "3.1) Spaces",
	  "is adjacent to the data name", NULL, -1 },
	{ "sizeof", "parens", NULL, STYLE, "3.1) Spaces",
	  "usually used with parentheses in Linux", NULL, -1 },
	{ "spdx", "line", "c", LICENSE, "2. Style",
	  "C source:\t// SPDX-License-Identifier", NULL, -1 },
	{ "spdx", "block", "h", LICENSE, "2. Style",
	  "C header:\t/* SPDX-License-Identifier", NULL, -1 },
};

const Claim *linux_claims(size_t *n)
{
	*n = sizeof(linux_claim_table) / sizeof(*linux_claim_table);
	return linux_claim_table;
}

void claims_in_force(const char *top, bool *in_force)
{
	size_t n;
	const Claim *v = linux_claims(&n);
	Buf path = { 0 }, text = { 0 };

	for (size_t i = 0; i < n; i++) {
		if (!i || strcmp(v[i].document, v[i - 1].document)) {
			FILE *f;
			char chunk[4096];
			size_t k;

			path.len = 0;
			ec_dir_file(&path, top, strlen(top), v[i].document);
			text.len = 0;
			buf_puts(&text, "");
			if ((f = config_fopen(path.data))) {
				while ((k = fread(chunk, 1, sizeof(chunk), f)) > 0)
					buf_add(&text, chunk, k);
				fclose(f);
			}
			buf_putc(&text, '\0');
		}
		in_force[i] = strstr(text.data, v[i].witness) != NULL;
	}
	buf_free(&path);
	buf_free(&text);
}
