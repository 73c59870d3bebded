int a;

/*
 Fixed: lines with no star keep their indentation

   1. relative to each other,
      as in this list;

   2. the leftmost one gets a blank after its star.
 */
int b;
