// SPDX-License-Identifier: GPL-2.0
#ifndef _X_H
#define _X_H

/* x.h: the header banner,
   licence words: Copyright 2022. */

int x;

#endif
