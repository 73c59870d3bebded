/*	$OpenBSD: x.c,v 1.1 2015/01/01 00:00:00 a Exp $	*/

/* OPENBSD ORIGINAL: lib/libc/gen/x.c */

/* Net-style one,
 * with text. */
int a;
/* Net-style two,
 * with text. */
int b;
