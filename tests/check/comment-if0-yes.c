/*
 * The live side of "#if 0 ... #else" is code: its comments are checked,
 * and so is what follows "#endif".
 */
int a;

#if 0
int old;
#else
/* A note on live code,
   reported. */
int live;
#endif

/* After the block,
   reported too. */
int b;
