/*
 * Copyright, then the tag.
 * SPDX-License-Identifier: GPL-2.0-only
 */
#ifndef X_H
#define X_H
#endif
