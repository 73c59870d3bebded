/* Under 20 declarators: no practice to hold them to, nothing reported. */
int* p1;
int* p2;
int* p3;
int* p4;
int* p5;
int* p6;
int* p7;
int* p8;
int* p9;
int* p10;
int *q;
