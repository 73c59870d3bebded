/* x_dscp.h: the DSCP match
 *
 * (C) 2002 by A. Author <author@example.org>
 *
 * The header of a uapi file.
*/
#ifndef _X_DSCP_H
#define _X_DSCP_H
#endif
