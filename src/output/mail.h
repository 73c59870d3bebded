/*
 * mail: fix --mail's diffs as a patch mail.
 */
#ifndef UNIFORM_MAIL_H
#define UNIFORM_MAIL_H

#include <stdbool.h>
#include <stdio.h>

#include "base/buf.h"
#include "config/settings.h"

/*
 * diffs, a run's fixes as unified diffs, as a patch mail on to, like
 * git format-patch's: From git's user.name and user.email, the Subject
 * naming the directory the diffs share and the rules fixed, the fixes
 * of each rule (per_rule) counted above the diffs, and signed off
 * (signoff) by that identity.
 */
void mail_write(FILE *to, const Buf *diffs, const size_t per_rule[R_NRULES],
		bool signoff);

#endif
