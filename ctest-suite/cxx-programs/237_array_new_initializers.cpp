// Array 'new' of scalars with an initializer: new int[5]{1, 2, 3} (the rest zero), new double[n]() (all zero), a
// runtime count with fewer initializers than elements and one equal to them, new char[4]{}.
#include <cstdio>
int main(int argc, char **) {
  int *a = new int[5]{1, 2, 3};
  double *b = new double[argc + 3]();
  long *c = new long[argc + 1]{7, 8};
  char *d = new char[4]{};
  unsigned n = 3;
  int *e = new int[n]{9};
  for (int i = 0; i < 5; i++) std::printf("%d ", a[i]);
  for (int i = 0; i < argc + 3; i++) std::printf("%g ", b[i]);
  std::printf("%ld %ld %d%d%d%d %d %d %d\n", c[0], c[1], d[0], d[1], d[2], d[3], e[0], e[1], e[2]);
  delete[] a; delete[] b; delete[] c; delete[] d; delete[] e;
}
