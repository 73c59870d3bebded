// SPDX-License-Identifier: GPL-2.0
/* Copyright */
#include <x.h>
