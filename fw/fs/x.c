/* net
 * one
 */
int a;
/* net
 * two
 */
int b;
