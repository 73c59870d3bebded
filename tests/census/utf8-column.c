/* café */ int naïve; /* after two accents */
int €; /* a three-byte euro sign before it */
/* 😀 */ /* after a four-byte character */
