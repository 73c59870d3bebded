/* one
 */
/* two
 */
/* three
 */
