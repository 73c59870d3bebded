/*
 * ruledoc: a rule's documentation from its registry entry, as the
 * section of docs/rules.md (Markdown) or the entry of uniform(1)'s
 * RULES (roff), and an aspect's in the table of docs/aspects.md and in
 * uniform(1)'s ASPECTS, so that none is written by hand.
 */
#ifndef UNIFORM_RULEDOC_H
#define UNIFORM_RULEDOC_H

#include "aspects/aspect.h"
#include "base/buf.h"
#include "config/settings.h"

/* The "## name" section of r, its text wrapped at 72 columns. */
void ruledoc_markdown(Buf *b, const RuleInfo *r);
/* The ".TP" entry of r. */
void ruledoc_man(Buf *b, const RuleInfo *r);
/* Aspect a's row of docs/aspects.md's table: name, variants, a place. */
void ruledoc_aspect_row(Buf *b, AspectId a);
/* Aspect a's entry of uniform(1)'s ASPECTS. */
void ruledoc_aspect_man(Buf *b, AspectId a);
/* The entry of aspect a's settings key in uniform(1)'s SETTINGS, if any. */
void ruledoc_aspect_key_man(Buf *b, AspectId a);

#endif
