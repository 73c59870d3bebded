#include "late.h"
/* SPDX-License-Identifier: GPL-2.0
 *
 * Below an include: not a banner, but the tag keeps its opener.
 */
