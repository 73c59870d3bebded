/*
 * version: the version of uniform, as --version and JSON output give it.
 */
#ifndef UNIFORM_VERSION_H
#define UNIFORM_VERSION_H

#define UNIFORM_VERSION "0.1.0"

#endif
