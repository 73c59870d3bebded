/**
 * struct vb2_buffer - a buffer
 * @index: its number
 *
 * kernel-doc reads its member tags right after the opener: text there
 * stays on the opener's line.
 */
struct vb2_buffer {
	unsigned int index;
	/* private: internal use only
	 *
	 * the state of the buffer, kept by the core
	 */
	int state;
	/* public: what the driver may
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
