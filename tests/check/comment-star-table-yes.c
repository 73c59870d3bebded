/*
 * The states go from idle to running,
   from running to done, and back to idle;
   a sentence | or two.
 */
int state;
