// Default member initializers (int x = 3;, M m{1, 2};, int z{};) used by every constructor that does not name the
// member (user constructors in the members' order, the implicit default constructor), delegating constructors
// (the target runs first, then the delegating body; the destructor once).
#include <stdio.h>
struct M {
  int a, b;
  M() : a(-1), b(-1) { printf("M()\n"); }
  M(int x, int y) : a(x), b(y) { printf("M(%d,%d)\n", x, y); }
};
struct N {
  int x = 3;
  long y = x * 2L;
  int z{};
  M m{1, 2};
  const char *s = "nsdmi";
  N() {}
  N(int v) : x(v), m(7, 8) {}
};
struct Implicit {
  int p = 11;
  int q = p + 1;
  M m{5, 6};
  double d = 2.5;
};
struct D {
  int v, w = 9;
  D(int a, int b) : v(a + b) { printf("D(%d,%d) body\n", a, b); }
  D(int a) : D(a, 100) { printf("D(%d) body\n", a); }
  D() : D(1) { printf("D() body\n"); }
  ~D() { printf("~D %d\n", v); }
};
struct Base1 { int a = 1; };
struct Base2 { M mm; };
struct Derived : Base1, Base2 { int b; Derived() : b(2) {} };   // the bases' implicit constructors run
int main() {
  N a;
  printf("%d %ld %d %d %d %s\n", a.x, a.y, a.z, a.m.a, a.m.b, a.s);
  N b(5);
  printf("%d %ld %d %d %d\n", b.x, b.y, b.z, b.m.a, b.m.b);
  Implicit im;
  printf("%d %d %d %d %.1f\n", im.p, im.q, im.m.a, im.m.b, im.d);
  { D d; printf("v=%d w=%d\n", d.v, d.w); }
  { D e(5); printf("v=%d\n", e.v); }
  Derived dv;
  printf("%d %d %d %d\n", dv.a, dv.mm.a, dv.mm.b, dv.b);
  return 0;
}
