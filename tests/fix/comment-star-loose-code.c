/*
 * A directive kept in the note stays as it is; the prose lines take
   a star, with the indentation of the leftmost prose line
#define OLD 1
   and the end
 */
int a;
