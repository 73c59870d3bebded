// SPDX-License-Identifier: GPL-2.0
/*
   Not fixed: the block right after the SPDX line is the file's header,
   with its authors and copyright.
 */

/* Not fixed: Copyright 2024 A. Author; in the head of the file,
   this is legal text. */

/* Not fixed either: a licence,
 * Permission is hereby granted, free of charge, ...
***********************license end***/
#include <stddef.h>

/* Fixed: after an #include,
   the words licence and GPL are only words. */
int a;

/* Not fixed: code taken from elsewhere,
   Copyright (C) 2006 Its Author. */
int b;
