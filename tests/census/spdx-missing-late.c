#include <x.h>
// SPDX-License-Identifier: GPL-2.0
int x;
