/*
 * A tag that is not kernel-doc's (or not first on the opener's line) is
 * no exception.
 */
struct vb2_buffer {
	unsigned int index;
	/* the state: private to the core,
	 * kept by it
	 */
	int state;
	/* privately: what the driver may
	 * read
	 */
	int flags;
};

/*
 * The file's other comments open alone,
 * as the kernel's do.
 */
int one(void);

/*
 * Another,
 * written alike.
 */
int two(void);

/*
 * And a third
 * one.
 */
int three(void);

/*
 * And a fourth
 * one.
 */
int four(void);
