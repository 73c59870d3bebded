/* SPDX-License-Identifier: GPL-2.0 */
/* Driver for the thing.
 * Copyright 2022 */
