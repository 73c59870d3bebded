/* SPDX-License-Identifier: MIT */
#ifndef SOCK_H
#define SOCK_H

/**
 * sock_open() - open a socket on a descriptor
 * @fd: the descriptor
 *
 * Return: 0 on success, -1 when @fd is negative.
 */
int sock_open(int fd);

#endif /* SOCK_H */
