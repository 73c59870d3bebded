/* ok */
const char *s = "never closed