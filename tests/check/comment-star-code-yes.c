/*
	The old way called z() from here;
	now the caller does.
*/
int y;

/*
 * A list in prose ends its items in ';' as code does, but it is prose,
 * and most of its lines are sentences that end in a full stop or go on
 * to the next line, as this one does, whatever the items at the end of
 * the list say:
 *   - reads and writes;
 *   - greediness, and so on;

 * the empty line above has no star.
 */
int z;
