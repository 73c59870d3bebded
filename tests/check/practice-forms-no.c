/* Inline notes in this directory open with text, have no margin of
   stars and close after their text; header blocks over functions are
   written the other way: each kind is judged among its own kind. */
int a0;
/* Inline note 1,
   closed after its text. */
int a1;
/* Inline note 2,
   closed after its text. */
int a2;
/* Inline note 3,
   closed after its text. */
int a3;
/* Inline note 4,
   closed after its text. */
int a4;
/* Inline note 5,
   closed after its text. */
int a5;
/* Inline note 6,
   closed after its text. */
int a6;
/* Inline note 7,
   closed after its text. */
int a7;
/* Inline note 8,
   closed after its text. */
int a8;
/* Inline note 9,
   closed after its text. */
int a9;
/* Inline note 10,
   closed after its text. */
int a10;
/* Inline note 11,
   closed after its text. */
int a11;
/* Inline note 12,
   closed after its text. */
int a12;
/* Inline note 13,
   closed after its text. */
int a13;
/* Inline note 14,
   closed after its text. */
int a14;
/* Inline note 15,
   closed after its text. */
int a15;
/* Inline note 16,
   closed after its text. */
int a16;
/* Inline note 17,
   closed after its text. */
int a17;
/* Inline note 18,
   closed after its text. */
int a18;
/* Inline note 19,
   closed after its text. */
int a19;
/* Inline note 20,
   closed after its text. */
int a20;

/*
 * f0 - a header block over a function
 */
int f0(void);

/*
 * f1 - a header block over a function
 */
int f1(void);

/*
 * f2 - a header block over a function
 */
int f2(void);

/*
 * f3 - a header block over a function
 */
int f3(void);

/*
 * f4 - a header block over a function
 */
int f4(void);

/*
 * f5 - a header block over a function
 */
int f5(void);

/*
 * f6 - a header block over a function
 */
int f6(void);

/*
 * f7 - a header block over a function
 */
int f7(void);

/*
 * f8 - a header block over a function
 */
int f8(void);

/*
 * f9 - a header block over a function
 */
int f9(void);

/*
 * f10 - a header block over a function
 */
int f10(void);

/*
 * f11 - a header block over a function
 */
int f11(void);

/*
 * f12 - a header block over a function
 */
int f12(void);

/*
 * f13 - a header block over a function
 */
int f13(void);

/*
 * f14 - a header block over a function
 */
int f14(void);

/*
 * f15 - a header block over a function
 */
int f15(void);

/*
 * f16 - a header block over a function
 */
int f16(void);

/*
 * f17 - a header block over a function
 */
int f17(void);

/*
 * f18 - a header block over a function
 */
int f18(void);

/*
 * f19 - a header block over a function
 */
int f19(void);
