/*
 * ruledoc: a rule's documentation from its registry entry, as the
 * section of docs/rules.md (Markdown) or the entry of uniform(1)'s
 * RULES (roff), so that neither is written by hand.
 */
#ifndef UNIFORM_RULEDOC_H
#define UNIFORM_RULEDOC_H

#include "base/buf.h"
#include "config/settings.h"

/* The "## name" section of r, its text wrapped at 72 columns. */
void ruledoc_markdown(Buf *b, const RuleInfo *r);
/* The ".TP" entry of r. */
void ruledoc_man(Buf *b, const RuleInfo *r);

#endif
