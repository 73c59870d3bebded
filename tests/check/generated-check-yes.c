/* SPDX-License-Identifier: GPL-2.0
 *
 * Copyright 2016-2020 A Company, Ltd.
 */

/************************************
 ** This is an auto-generated file **
 **       DO NOT EDIT BELOW        **
 ************************************/

#ifndef ASIC_REG_BLOCK_H_
#define ASIC_REG_BLOCK_H_

/* uniform_generated = check checks it all the same: the banner above
 * and this comment are findings then.
 */
#define mmBLOCK_STATUS 0x4000

static inline int block_busy(int a, int b)
{
	if ((a == 1) | (b == 2))
		return 1 + (a);
	return 0;
}

#endif
