/*
 * Lines that begin with a mark before their margin star (a pasted
 * patch, a dot, a no-break space) or a mark where the star belongs:
 * a star put before them would leave the mark in the margin.
+ * pasted from a patch
+ * */
int a;

/* A dotted margin
.*
.* under the opener
 */
int b;

/*
 * flags:
 *  & 0x1 -> one
 &  & 0x2 -> two
 */
int c;

/*
# a shell comment
# quoted whole
*/
int d;

	/**
	 * Said twice so that
	  * a no-break space is seen.
	 */
int e;

/*
 * A list is starred as usual:
   - one item
   + another
 */
int f;
