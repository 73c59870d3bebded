/*
 * The customary form.
 */
/**
 * kernel_doc() - never a finding of comment-open
 */
/*****************
 * A banner: never a finding either.
 *****************/
/* A one-line comment. */
// A line comment.
int a;
