// Functional casts T(a) and T{a} (and return T{a, b}) whose constructor has default arguments: the defaults are
// passed (basic_string.h:4330's `return basic_string<char>{__str, __len};` with `const _Alloc& __a = _Alloc()` was
// "too few arguments to function call"), in plain classes and class template instances, a default of class type with a
// destructor (a temporary destroyed at the end of the full-expression), a default naming a static member.
#include <cstdio>

struct A {
  int k;
  A(int k = 3) : k(k) { printf("A(%d)\n", k); }
  A(const A& o) : k(o.k) { printf("A copy %d\n", k); }
  ~A() { printf("~A(%d)\n", k); }
};

template <class T> struct S {
  static const int dflt = 11;
  const T* p;
  unsigned long n;
  int k, m;
  S(const T* p, unsigned long n, const A& a = A(), int m = dflt) : p(p), n(n), k(a.k), m(m) {}
};

struct P {
  int x, y;
  P(int x, int y = 9) : x(x), y(y) {}
};

inline S<char> make(const char* p, unsigned long n) { return S<char>{p, n}; }
int sum(P p) { return p.x * 100 + p.y; }

int main() {
  S<char> s = make("hey", 3);
  printf("%s %lu %d %d\n", s.p, s.n, s.k, s.m);
  S<char> t = S<char>("abc", 2, A(5));
  printf("%.2s %d %d\n", t.p, t.k, t.m);
  P q{1};
  P r = P{2};
  P u = P(4);
  printf("%d %d %d %d %d\n", q.y, r.x, r.y, u.y, sum(P(7)) + sum(P{8, 1}));
  printf("%d\n", S<int>(nullptr, 0).k);
  return 0;
}
