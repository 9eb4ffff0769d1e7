// structured bindings of a class whose data members are references: each name denotes the referent
#include <cstdio>
#include <utility>
struct R { int& i; const long& l; };
template<class A, class B> struct P { A a; B b; P(A x, B y) : a(x), b(y) {} };
template<class... Args> int show(Args&&... args) {
  auto&& [u, w] = P<Args&...>(args...);
  w += 1;
  printf("%s %d %zu\n", u, w, sizeof(u));
  return w;
}
int main() {
  int k = 4; long m = 10;
  auto [x, y] = R{k, m};
  x = 7; m = 11;
  printf("%d %d %ld\n", k, x, y);
  const R cr{k, m};
  auto& [cx, cy] = cr;
  cx = 8;   // the referent of a reference member keeps its own cv
  printf("%d %ld\n", k, cy);
  int n = 5;
  int r = show("xyz", n);
  printf("%d %d\n", n, r);
  std::pair<int&, long&> p(k, m);
  auto& [pk, pm] = p;
  pk = 1; pm = 2;
  printf("%d %ld\n", k, m);
}
