// Aggregate initialization of a temporary by a braced list whose elements are class prvalues with destructors
// (f(Pair{M{3}, M{4}}), return Pair{...}, return {...}, g({M{7}, M{8}}), new, nested aggregates, arrays, ?:): each
// element initializes its member in place, and each member is destroyed once, with the object. WRONG CODE before
// (docs/cxx.md, cxx 408's paragraph): inside a functional cast's braces each element was a temporary copied bitwise
// into the member and destroyed at the end of the full-expression, so every member's destructor ran twice.
#include <cstdio>

static int live = 0;
struct M {
  int id;
  ~M() { printf("~M %d\n", id); --live; }
};
M mk(int id) { ++live; return M{id}; }

struct Pair { M a; M b; };
struct Box { Pair p; int tag; M last; };
struct Tmp { int v; ~Tmp() { printf("~Tmp %d\n", v); } };
int val(const Tmp& t) { return t.v; }

void byValue(Pair p) { printf("byValue %d %d\n", p.a.id, p.b.id); }
int byRef(const Pair& p) { return p.a.id * 10 + p.b.id; }
int boxRef(const Box& b) { return b.p.a.id + b.p.b.id + b.tag + b.last.id; }
Pair retCast(int x) { return Pair{mk(x), mk(x + 1)}; }
Pair retList(int x) { return {mk(x), mk(x + 1)}; }
Box retBox(int x) { return Box{Pair{mk(x), mk(x + 1)}, x, mk(x + 2)}; }

struct Thrower { int n; };
M mayThrow(int id, bool t) { if (t) throw Thrower{id}; ++live; return M{id}; }

template<class T> struct TPair { T a; T b; };
template<class T> int tsum(TPair<T> p) { return p.a.id + p.b.id; }

int main() {
  byValue(Pair{mk(3), mk(4)});
  printf("byRef %d\n", byRef(Pair{mk(5), mk(6)}));
  printf("list arg %d\n", byRef({mk(7), mk(8)}));
  { Pair p = retCast(10); printf("retCast %d %d\n", p.a.id, p.b.id); }
  { Pair p = retList(20); printf("retList %d %d\n", p.a.id, p.b.id); }
  { Pair p = Pair{mk(30), mk(31)}; printf("decl %d %d\n", p.a.id, p.b.id); }
  { const Pair& r = Pair{mk(40), mk(41)}; printf("bound %d %d\n", r.a.id, r.b.id); }
  { Pair* p = new Pair{mk(50), mk(51)}; printf("new %d %d\n", p->a.id, p->b.id); delete p; }
  printf("box %d\n", boxRef(Box{Pair{mk(60), mk(61)}, 1, mk(62)}));
  printf("nested braces %d\n", boxRef(Box{{mk(63), mk(64)}, 2, mk(65)}));
  { Box b = retBox(70); printf("retBox %d %d %d %d\n", b.p.a.id, b.p.b.id, b.tag, b.last.id); }
  { Pair arr[2] = {Pair{mk(80), mk(81)}, {mk(82), mk(83)}}; printf("array %d %d\n", arr[0].b.id, arr[1].a.id); }
  for (int i = 0; i < 2; i++) printf("cond %d\n", byRef(i ? Pair{mk(90), mk(91)} : Pair{mk(92), mk(93)}));
  printf("with temporaries %d\n", byRef(Pair{mk(val(Tmp{100})), mk(val(Tmp{101}))}));
  printf("template %d\n", tsum(TPair<M>{mk(110), mk(111)}));
  try {
    byValue(Pair{mayThrow(120, false), mayThrow(121, true)});
  } catch (Thrower t) {
    printf("caught %d\n", t.n);
  }
  printf("live %d\n", live);
  return 0;
}
