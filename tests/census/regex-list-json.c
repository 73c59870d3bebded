// line
/* single */ int x; /* trailing */
/**
 * kernel-doc
 */
