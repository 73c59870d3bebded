/*
 * Code put out of use inside a comment of prose, a line of its own with
 * no star: the patch to take deletes the line or keeps it, never stars it.
	reset_the_tag(dev, TAG, NULL);
 */
int a;

/*
 * A feature flag that is no longer offered.
#define FEATURE_OLD_IDENTITY 12
 */
int b;

	/*
	 * Either directive too.
#if 0
	 */
int c;
