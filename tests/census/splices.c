// a line comment \
   continued on the next line
int a; /\
* a spliced opener */
/* a spliced closer *\
/ int b;
/\
/ a spliced line opener
/*\
 * customary despite the splice
 */
