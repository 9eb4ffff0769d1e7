// Special members defaulted outside their class (A::A(const A &) = default;): the implicit definitions (bases, then
// members by their own special members), strong symbols, C2/D2 aliases called by a derived class; a class whose copy
// constructor is defaulted out of line is passed by invisible reference. Slicing: through a base copy constructor or
// assignment, and of trivially copyable bases (initialization, assignment, arguments in registers and in memory, arrays).
#include <stdio.h>
struct M { int v; M() : v(1) { printf("M()\n"); } M(const M &o) : v(o.v + 10) { printf("M(copy %d)\n", o.v); }
           M &operator=(const M &o) { v = o.v + 100; printf("M= %d\n", o.v); return *this; } ~M() { printf("~M %d\n", v); } };
struct B { int b; B() : b(7) {} B(const B &o) : b(o.b * 2) { printf("B(copy)\n"); } };
struct S : B { int a; M m; S(); S(const S &); S &operator=(const S &); ~S(); };
S::S() = default;
S::S(const S &) = default;
S &S::operator=(const S &) = default;
S::~S() = default;
struct T : S { int t; T() : t(3) {} };   // calls S's C2/D2
struct Pair { int a, b; Pair() : a(1), b(2) {} Pair(const Pair &); };
Pair::Pair(const Pair &) = default;   // user-provided: Pair is passed by invisible reference
int sum(Pair p) { return p.a + p.b; }
struct SB { int b; SB(int v) : b(v) {} SB(const SB &o) : b(o.b + 1) { printf("SB copy %d\n", o.b); } ~SB() { printf("~SB %d\n", b); } };
struct SP { int p; };
struct SD : SP, SB { int d; SD() : SB(5), d(9) { p = 2; } };
int take(SB b) { return b.b; }
struct TB { int x, y; };
struct TD : SP, TB { int z; };
struct Big { long a, b, c; };
struct BD : SP, Big { int q; };
int tk(TB b) { return b.x * 10 + b.y; }
long big(Big b) { return b.a + b.b + b.c; }
int main() {
  S s;
  s.a = 5;
  S c(s);
  printf("%d %d %d\n", c.a, c.m.v, c.b);
  S d;
  d = s;
  printf("%d %d\n", d.a, d.m.v);
  { T t; T u(t); printf("%d %d\n", u.t, u.m.v); }
  Pair p;
  p.a = 10;
  Pair q(p);
  printf("%d %d\n", q.a, sum(q));
  {
    SD sd;
    SB sliced = sd;   // SB's copy constructor on the SB subobject (at offset 4)
    SB direct(sd);
    printf("%d %d %d\n", sliced.b, direct.b, take(SB(sd)));
    sliced = sd;   // SB's implicit assignment, from the SB subobject
    printf("%d\n", sliced.b);
  }
  TD td; td.p = 1; td.x = 2; td.y = 3; td.z = 4;
  TB tb = td;
  printf("%d %d\n", tb.x, tb.y);
  td.x = 7;
  tb = td;
  printf("%d %d %d\n", tb.x, tk(td), tk(tb));
  BD bd; bd.a = 1; bd.b = 2; bd.c = 3; bd.p = 100;
  Big bg = bd;
  TB arr[2] = {td, tb};
  printf("%ld %ld %d\n", big(bd), bg.c, arr[0].x + arr[1].y);
  return 0;
}
