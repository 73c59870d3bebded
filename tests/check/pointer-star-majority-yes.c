/* 20 declarators written "type* name": the practice here. */
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
int* p11;
int* p12;
int* p13;
int* p14;
int* p15;
int* p16;
int* p17;
int* p18;
int* p19;
int* p20;
/* So this one is out of step. */
int *q;
