/*
 * tie.h: a description of the file, then its licence in a comment of
 * its own, written as the licence's authors wrote it: left alone.
 */

/* Copyright (c) 1999-2015 The Holders.

   Permission is hereby granted, free of charge, to any person obtaining
   a copy of this software, to deal in it without restriction. */

#ifndef TIE_H
#define TIE_H
int a;
#endif
