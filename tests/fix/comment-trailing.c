/*
 * Comments after code, in a file indented with tabs.
 */
struct s {
	int a;		/* Not fixed: an opener after code keeps its text,
			   but the stars and the closer are put right,
			   with tabs in the margin */
	int b;		/* A line of its own for the closer, under the
			 * stars, after tabs. */
};

#define MASK	0x28 /* a macro's comment: its margin is tabs
			  then spaces */
