// Braces on a class that is no aggregate ([dcl.init.aggr]/1: virtual functions, virtual/private/protected bases,
// private/protected data members) and has no constructor taking them: clang's error, in declarations, functional
// casts and new. (jcirc used to initialize the members as for C — `S b{0}` stored 0 into the vptr and a virtual call
// crashed.)
// RUN: not jcirc++ -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=internal

struct S { int v; virtual int get() const { return 7; } };
struct P { int v; protected: int w; };
struct B { int a; };
struct V : virtual B { int d; };
struct D : B { int c; };
int main() {
  S b{0};
// CHECK: non-aggregate-braces.cpp:[[@LINE-1]]:5: error: no matching constructor for initialization of 'S'
  P p = {1, 2};
// CHECK: non-aggregate-braces.cpp:[[@LINE-1]]:5: error: no matching constructor for initialization of 'P'
  V v{1};
// CHECK: non-aggregate-braces.cpp:[[@LINE-1]]:5: error: no matching constructor for initialization of 'V'
  S *q = new S{1};
// CHECK: non-aggregate-braces.cpp:[[@LINE-1]]:14: error: no matching constructor for initialization of 'S'
  int k = S{2}.get();
// CHECK: non-aggregate-braces.cpp:[[@LINE-1]]:11: error: no matching constructor for initialization of 'S'
  D d{{1}, 2};   // an aggregate with a public base: fine
  S e{};         // value-initialization: fine
  return b.v + p.v + v.d + q->v + k + d.c + e.v;
}
