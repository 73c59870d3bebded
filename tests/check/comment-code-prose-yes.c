/* Prose that quotes code, or looks a little like it, is still prose:
   if (the device is gone) we stop
   here and say so. */
int a;

/* The ratio is
   a / b
   rounded down. */
int b;

/* Not used; kept for the ABI
   of old tools. */
int c;

/* The long value is kept here
   because the int one overflows. */
int d;
