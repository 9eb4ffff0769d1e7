// A reference binds directly to the object a conversion function's reference result designates ([dcl.init.ref]/5):
// initializers, arguments, static_cast (explicit conversion functions too), a derived result to a base reference.
#include <cstdio>
struct P { int v; };
struct Q : P { int w; };
struct E { P p; Q q; operator const P& () const { return p; } operator int&() { return p.v; } };
struct F { Q q; operator Q&() { return q; } };
void show(const P &p) { printf("show %d\n", p.v); }
void inc(int &i) { ++i; }
int main() {
  E e{{5}, {}}; const P& r = e; int &i = e; i = 9;
  printf("%d %d %d\n", r.v, e.p.v, &r == &e.p);
  show(e); inc(e); printf("%d\n", e.p.v);
  F f{}; f.q.v = 3; P &pp = f; pp.v = 4; printf("%d %d\n", f.q.v, &pp == (P*)&f.q);
  const E ce{{7}, {}}; const P &cr = ce; printf("%d\n", cr.v);
}
struct G { P p; explicit operator P&() { return p; } };
int tail() {
  E e{{5}, {}}; const P &q = static_cast<const P&>(e); e.p.v = 6; printf("%d\n", q.v);
  G g{{1}}; static_cast<P&>(g).v = 8; printf("%d\n", g.p.v);
  F f{}; static_cast<P&>(f).v = 2; printf("%d\n", f.q.v);
  return 0;
}
static int dummy = tail();
