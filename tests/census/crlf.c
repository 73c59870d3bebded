/*
 * CRLF customary
 */
// CRLF line \
 continued
int x; /* CRLF single */
/* net
 */
