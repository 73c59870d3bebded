static int f(int a)
{
    if (a)
        return 1;
  return 0;
}
