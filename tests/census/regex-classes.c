// line
/* single */
/*
 * customary
 */
/*  
 * customary: blanks after the opener
 */
/**
 * kernel-doc
 */
/*****
 * banner: net-style for the regexes
 *****/
/** text: net-style
 */
/* net
 * style */
int a; /* trailing
 * net */
/* a */ /* b: the line is counted once */
/* c */ int b; /*
 * single: the first pattern that matches wins
 */
char *s = "/* in a string */"; // both patterns, two hits
/* *
 * a lone star after a blank: net-style
 */
/\
* a spliced opener: not seen */
int c; /* no closer on this line
 * but an opener */ /* later */
/*
 * CRLF: customary
 */
