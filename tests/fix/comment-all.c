/* A net-style comment with no stars at all,
   its closer after the text, fixed in one run
   with every comment rule on. */
int a;
