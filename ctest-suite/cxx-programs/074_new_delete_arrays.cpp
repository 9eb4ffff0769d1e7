// new[]/delete[] of objects: the array cookie (the count before the elements) for classes with destructors,
// default construction of every element (new S[n]{a, b}: a and b first), destruction last-first, class-specific
// operator new/delete/new[]/delete[] (sized and unsized), delete of null pointers (no destructor, no deallocation).
#include <stdio.h>
#include <stdlib.h>
static int serial;
struct S {
  int v;
  S() : v(++serial) { printf("S() %d\n", v); }
  S(int x) : v(x) { printf("S(%d)\n", v); }
  ~S() { printf("~S %d\n", v); }
};
struct T { int v; T() : v(3) {} };
struct U {
  int v;
  U() : v(9) {}
  ~U() { printf("~U %d\n", v); }
  static void *operator new(size_t n) { printf("U::new %d\n", (int)n); return malloc(n); }
  static void operator delete(void *p, size_t n) { printf("U::delete %d\n", (int)n); free(p); }
  static void *operator new[](size_t n) { printf("U::new[] %d\n", (int)n); return malloc(n); }
  static void operator delete[](void *p) { printf("U::delete[]\n"); free(p); }
};
int main(int argc, char **) {
  int n = argc + 2;
  S *a = new S[n];
  printf("a[2]=%d\n", a[2].v);
  delete[] a;
  S *b = new S[4]{7, 8};
  delete[] b;
  T *t = new T[n];
  printf("t=%d\n", t[1].v);
  delete[] t;
  int *ip = new int(5);
  delete ip;
  int *iq = new int[n];
  delete[] iq;
  U *u = new U;
  delete u;
  U *ua = new U[2];
  delete[] ua;
  S *nul = 0;
  delete nul;
  delete[] nul;
  S *one = new S(42);
  delete one;
  return 0;
}
