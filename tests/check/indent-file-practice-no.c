/*
 * A file indented with spaces throughout, as one copied in from a project
 * that does so: its own practice (three places and 40% of them at least),
 * which the rule leaves alone even where tabs are asked (the preset).
 */
int sum(int a, int b)
{
    int s = a;

    if (b)
        s += b;
    return s;
}
