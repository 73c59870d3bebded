/*	$OpenBSD: misc.c,v 1.190 2024/03/04 02:16:11 djm Exp $	*/
/*
 * Copyright (c) 2000 Markus Friedl.  All rights reserved.
 *
 * Permission to use, copy, modify, and distribute this software for any
* purpose with or without fee is hereby granted, provided that the above
* copyright notice and this permission notice appear in all copies.
 */

#include <stddef.h>

/*
 * The code's own comments follow the convention.
 */
int misc_ok(void);
