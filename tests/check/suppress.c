/* Suppressed on its line: NOLINT
 */
/* Suppressed for this rule: NOLINT(comment-open)
 */
/* Not suppressed: the list names another tool's check. NOLINT(readability-braces)
 */
// NOLINTNEXTLINE(comment-open)
/* Suppressed by the line above.
 */
/* uniform-disable: comment-open */
/* Inside a disabled region.
 */
/* uniform-enable: comment-open */
/* After the region: a finding.
 */

/*
 * Region 1 of the file: no suppression here.
 */
struct s1;

/*
 * Region 2 of the file: no suppression here.
 */
struct s2;

/*
 * Region 3 of the file: no suppression here.
 */
struct s3;

/*
 * Region 4 of the file: no suppression here.
 */
struct s4;

/*
 * Region 5 of the file: no suppression here.
 */
struct s5;

/*
 * Region 6 of the file: no suppression here.
 */
struct s6;

/*
 * Region 7 of the file: no suppression here.
 */
struct s7;

/*
 * Region 8 of the file: no suppression here.
 */
struct s8;

/*
 * Region 9 of the file: no suppression here.
 */
struct s9;

/*
 * Region 10 of the file: no suppression here.
 */
struct s10;
