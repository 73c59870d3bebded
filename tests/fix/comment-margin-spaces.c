/* A file indented with spaces keeps its spaces. */
static int f(int x)
{
    if (x) {
        /* Not fixed: a new line would begin with eight spaces, where
         * checkpatch wants a tab. */
        return 1;
        /*
            Fixed: this line began with eight spaces already.
         */
    }
    /* Fixed: the new lines begin
       with five spaces. */
    return 0;
}
