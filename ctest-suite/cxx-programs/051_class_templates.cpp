// Class templates: partial and explicit specializations as CDT selects them, non-type parameters,
// member templates, templates over class types, instances of templates taking instances.
#include <stdio.h>
// partial and full specializations, nested typedefs, member templates, templates of class types
template<class T> struct Traits { static const char *name() { return "generic"; } enum { size = sizeof(T) }; };
template<class T> struct Traits<T*> { static const char *name() { return "pointer"; } };
template<> struct Traits<char> { static const char *name() { return "char"; } };
template<class T, int N> struct Arr {
  T data[N];
  int size() { return N; }
  T sum() { T s = 0; for (int i = 0; i < N; i++) s += data[i]; return s; }
  template<class U> U scaled(U k) { return (U)sum() * k; }
};
struct P { int x, y; };
template<class T> T addx(T a, T b) { T r; r.x = a.x + b.x; r.y = a.y + b.y; return r; }
template<class T> struct Pair { T a, b; T first() { return a; } };
template<class T> T pick(Pair<T> *p, bool second) { return second ? p->b : p->first(); }
template<class T> T gmax(T a, T b) { return a < b ? b : a; }
template<class T> T maxOf(T *v, int n) { T m = v[0]; for (int i = 1; i < n; i++) m = gmax(m, v[i]); return m; }
int main() {
  printf("%s %s %s\n", Traits<int>::name(), Traits<int*>::name(), Traits<char>::name());
  Arr<int, 4> a; for (int i = 0; i < 4; i++) a.data[i] = i + 1;
  Arr<double, 2> d; d.data[0] = 0.5; d.data[1] = 0.25;
  printf("%d %d %g %g %d\n", a.size(), a.sum(), d.sum(), a.scaled(0.5), d.size());
  P p = {1, 2}, q = {10, 20}; P r = addx(p, q);
  printf("%d %d\n", r.x, r.y);
  Pair<long> pl; pl.a = 7; pl.b = 9;
  printf("%ld %ld\n", pick(&pl, false), pick(&pl, true));
  double v[] = {1.5, -2, 8.25, 3};
  unsigned u[] = {3, 9, 2};
  printf("%g %u %d\n", maxOf(v, 4), maxOf(u, 3), (int)sizeof(Arr<short, 3>));
  return 0;
}
