// The implicit default constructor initializes members in declaration order ([class.base.init]/13), default member
// initializers and members' default constructors interleaved. WRONG CODE before: it ran every default member
// initializer first and the members' default constructors after, so `int last = m.v * 2;` after `M m;` read m before
// M() had run (garbage), and a throwing constructor unwound the wrong members.
#include <cstdio>

struct M {
  int v;
  M() : v(5) { printf("M()\n"); }
  M(int x) : v(x) { printf("M(%d)\n", x); }
  ~M() { printf("~M(%d)\n", v); }
};

struct O { M m; int last = m.v * 2; M n{last + 1}; M k; int sum = m.v + n.v + k.v; };

struct Thrower { Thrower() { printf("Thrower() throws\n"); throw 42; } };
struct T { M a; int x = a.v + 1; M b{x}; Thrower t; M c{99}; };

struct Base { int b; Base() : b(7) { printf("Base()\n"); } };
struct D : Base { int fromBase = b * 3; M m; int afterM = m.v + fromBase; };

template<class U> struct TO { M m; U last = m.v / 2.0; M n{int(last * 4)}; };

int main() {
  {
    O o;
    printf("O: last=%d n=%d k=%d sum=%d\n", o.last, o.n.v, o.k.v, o.sum);
  }
  try {
    T t;
    printf("not reached %d\n", t.x);
  } catch (int e) {
    printf("caught %d\n", e);
  }
  {
    D d;
    printf("D: fromBase=%d afterM=%d\n", d.fromBase, d.afterM);
  }
  {
    TO<double> a; TO<int> b;
    printf("TO: %g %d %d %d\n", a.last, a.n.v, b.last, b.n.v);
  }
  O *p = new O;
  printf("new O: %d %d\n", p->last, p->sum);
  delete p;
  O arr[2];
  printf("arr: %d %d\n", arr[0].sum, arr[1].last);
  return 0;
}
