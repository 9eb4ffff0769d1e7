// Default arguments (evaluated at each call: next() runs once per call that omits c), on free functions, member
// functions, static members, constructors (also for members, new and implicit default construction), declared on
// the first declaration only; friend functions and classes (access is not checked; a friend defined in its class
// is an inline namespace-scope function found by argument-dependent lookup).
#include <stdio.h>
int g = 7;
int next() { return ++g; }
int add(int a, int b = 10, int c = next());
int add(int a, int b, int c) { return a * 100 + b * 10 + c; }
struct P {
  int x, y;
  P(int a = 1, int b = 2) : x(a), y(b) {}
  int sum(int k = 5) const { return x + y + k; }
  static int twice(int v = 21) { return 2 * v; }
};
struct Q { P p; Q() : p(9) {} };
struct R : P { R() {} };
struct Impl { P p[2]; P q; };
struct Mem { P p[2]; Mem() {} };
class Box {
  int secret;
  friend int peek(const Box &b);
  friend class Opener;
  friend int twiceSecret(const Box &b) { return 2 * b.secret; }
public:
  Box(int s) : secret(s) {}
};
int peek(const Box &b) { return b.secret; }
class Opener { public: static int open(const Box &b) { return b.secret + 1; } };
int main() {
  int r1 = add(1);
  int r2 = add(1, 2);
  int r3 = add(1, 2, 3);
  printf("%d %d %d g=%d\n", r1, r2, r3, g);
  P a; P b(5); P c(5, 6);
  printf("%d %d %d %d %d\n", a.x, a.y, b.y, c.sum(), a.sum(1));
  printf("%d %d\n", P::twice(), P::twice(4));
  Q q; printf("%d %d\n", q.p.x, q.p.y);
  R r; printf("%d %d\n", r.x, r.y);
  P *np = new P; printf("%d %d\n", np->x, np->y); delete np;
  P arr[2]; printf("%d %d\n", arr[1].x, arr[1].y);
  Impl im; Mem me; printf("%d %d %d\n", im.p[1].y, im.q.x, me.p[0].y);
  Box bx(4); printf("%d %d %d\n", peek(bx), Opener::open(bx), twiceSecret(bx));
  return 0;
}
