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

#include <string.h>

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
