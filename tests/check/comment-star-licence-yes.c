/*
 * Copyright (C) 2009 The holders.
 */

/* The stars of a second comment,
* not a licence: reported.
*/
int a;

/* Not the first: code before it.
* Copyright and licence words do not make it a banner. */
