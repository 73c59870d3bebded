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

/*
 * A comment in the file's own form, 1 of 8: the fixes above
 * are then a minority of the file's comments, not its practice.
 */
int form_1;

/*
 * A comment in the file's own form, 2 of 8: the fixes above
 * are then a minority of the file's comments, not its practice.
 */
int form_2;

/*
 * A comment in the file's own form, 3 of 8: the fixes above
 * are then a minority of the file's comments, not its practice.
 */
int form_3;

/*
 * A comment in the file's own form, 4 of 8: the fixes above
 * are then a minority of the file's comments, not its practice.
 */
int form_4;

/*
 * A comment in the file's own form, 5 of 8: the fixes above
 * are then a minority of the file's comments, not its practice.
 */
int form_5;

/*
 * A comment in the file's own form, 6 of 8: the fixes above
 * are then a minority of the file's comments, not its practice.
 */
int form_6;

/*
 * A comment in the file's own form, 7 of 8: the fixes above
 * are then a minority of the file's comments, not its practice.
 */
int form_7;

/*
 * A comment in the file's own form, 8 of 8: the fixes above
 * are then a minority of the file's comments, not its practice.
 */
int form_8;
