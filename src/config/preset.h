/*
 * preset: what --preset NAME sets for a file, by its path in its tree.
 */
#ifndef UNIFORM_PRESET_H
#define UNIFORM_PRESET_H

#include <stddef.h>

#include "config/claims.h"
#include "config/editorconfig.h"
#include "config/settings.h"

/* ORDER PRESET: keep preset_names in preset.c in step. */
typedef enum Preset {
	PR_NONE,		/* the defaults (--preset none) */
	PR_LINUX,		/* customary (Linux 6.11 on), any in net/ */
	PR_LINUX_610,		/* net/ and drivers/net/ want net style */
	PR_MAJORITY,		/* each directory's own majority: the default */
} Preset;

/* The name of preset p, as --preset takes it. */
const char *preset_name(Preset p);
/*
 * The MAINTAINERS of the Linux tree at top[0 .. n), read once per cache
 * (a run meets one tree, as a rule); NULL when it has none that names a
 * section.
 */
TreeMaint *tree_maint(EcCache *c, const char *top, size_t n);
void tree_maint_free(TreeMaint *t);
/*
 * What preset p sets for a file at rel from the top of its tree; t is
 * the tree's MAINTAINERS, or NULL (then the paths decide).
 */
void apply_preset(Preset p, const char *rel, TreeMaint *t, Settings *out);
/*
 * The claims of the tree's guides that the values s holds for the file
 * at rel rest on, as preset p set them: out[a] for aspect a, out[AS_NASPECT]
 * for the comments; NULL where no claim asks the value (the preset's own
 * choice, such as any in net/), or the tree at top (NULL: unknown) has
 * no guide that asks it.  t: the tree's MAINTAINERS, or NULL (then the
 * paths say which guides speak for rel).
 */
void preset_claims(Preset p, const char *top, const char *rel, TreeMaint *t,
		   const Settings *s, const Claim *out[AS_NASPECT + 1]);

#endif
