/* CRLF line ends
   stay CRLF. */
int a;
