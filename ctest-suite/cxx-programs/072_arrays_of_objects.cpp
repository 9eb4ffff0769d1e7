// Arrays of objects: local arrays constructed in order and destroyed last-first at every exit of their block
// (end, break, continue, return), brace initialisation (converting constructors, {a, b} lists, nested lists of
// 2-D arrays, the rest default-constructed, the length of S c[] from its list), member arrays (user and implicit
// constructors/destructors), namespace-scope arrays (global constructor + __cxa_atexit) and guarded static locals.
#include <stdio.h>
static int serial;
struct S {
  int v;
  S() : v(++serial) { printf("S() %d\n", v); }
  S(int x) : v(x) { printf("S(%d)\n", v); }
  S(int x, int y) : v(x * 10 + y) { printf("S(%d,%d)\n", x, y); }
  ~S() { printf("~S %d\n", v); }
};
struct T { int k; T() : k(7) {} };
struct Holder { S m[2]; int n; Holder() : n(5) { printf("Holder\n"); } ~Holder() { printf("~Holder\n"); } };
struct Impl { S m[2]; };
S globals[2];
int f(int k) {
  S a[3];
  for (int i = 0; i < 3; i++) {
    S inner[2] = {100 + i};
    if (i == k) { printf("break\n"); break; }
    if (i == 1) continue;
  }
  if (k == 0) return a[0].v;
  S b[2][2] = {{11, 12}, {13}};
  S c[] = {{1, 2}, 4};
  return b[1][1].v;
}
int g() {
  static S st[2] = {40, 41};
  return st[1].v;
}
int main() {
  printf("f0=%d\n", f(0));
  printf("f2=%d\n", f(2));
  printf("g=%d %d\n", g(), g());
  { Holder h; printf("n=%d %d\n", h.n, h.m[1].v); }
  { Impl im; printf("impl %d\n", im.m[0].v); }
  T t[3]; printf("T %d\n", t[2].k);
  return 0;
}
