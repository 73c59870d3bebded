/* ok */
char c = '\