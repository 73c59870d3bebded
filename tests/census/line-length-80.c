/* eighty columns exactly, the tab counting to column 8 */
	int a;								/* .. */
int x;

   	
/* éééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééééé */
