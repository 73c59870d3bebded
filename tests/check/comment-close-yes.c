/*
 * The closer shares its line with text. */
int a;
/**
 * kernel_doc() - also a finding
 * @x: here */
/*
 * A star, then the closer: not alone.
 * */
/*
 * Text, then the closer right after a dot: only a star may precede it.*/
