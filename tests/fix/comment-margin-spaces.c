/* A file indented with spaces keeps its spaces. */
static int f(int x)
{
    if (x) {
        /* Fixed: a new line begins with eight spaces, as every line
         * of a file indented with spaces does. */
        return 1;
        /*
            Fixed: this line began with eight spaces already.
         */
    }
    /* Fixed: the new lines begin
       with five spaces. */
    return 0;
}

/*
 * A comment in the file's own form, 1 of 8: the fixes above
 * are then a minority of the file's comments, not its practice.
 */
int form_1;

/*
 * A comment in the file's own form, 2 of 8: the fixes above
 * are then a minority of the file's comments, not its practice.
 */
int form_2;

/*
 * A comment in the file's own form, 3 of 8: the fixes above
 * are then a minority of the file's comments, not its practice.
 */
int form_3;

/*
 * A comment in the file's own form, 4 of 8: the fixes above
 * are then a minority of the file's comments, not its practice.
 */
int form_4;

/*
 * A comment in the file's own form, 5 of 8: the fixes above
 * are then a minority of the file's comments, not its practice.
 */
int form_5;

/*
 * A comment in the file's own form, 6 of 8: the fixes above
 * are then a minority of the file's comments, not its practice.
 */
int form_6;

/*
 * A comment in the file's own form, 7 of 8: the fixes above
 * are then a minority of the file's comments, not its practice.
 */
int form_7;

/*
 * A comment in the file's own form, 8 of 8: the fixes above
 * are then a minority of the file's comments, not its practice.
 */
int form_8;
