/* SPDX-License-Identifier: GPL-2.0
 *
 * Copyright (C) 2022 The holders.
 */
#include <stddef.h>
