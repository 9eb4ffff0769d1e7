// <utility>'s std::pair: the converting constructor, copies (a defaulted copy constructor of the instance),
// std::make_pair (a functional cast of __pair_type with forwarded arguments), std::swap of pairs and pair::swap
// (an unqualified swap after 'using std::swap;' whose candidates are std::swap's two declarations), comparisons.
#include <utility>
#include <cstdio>

struct Point { int x, y; };

template<typename T1, typename T2> struct Twin {
  T1 a;
  T2 b;
  void swap(Twin &o) {
    using std::swap;
    swap(a, o.a);
    swap(b, o.b);
  }
};

int main() {
  std::pair<int, double> p(1, 2.5);
  std::pair<int, double> q = p;
  printf("%d %g %d %g\n", p.first, p.second, q.first, q.second);
  auto m = std::make_pair(3, 4.5);
  std::pair<int, double> r(7, 8.5);
  std::swap(m, r);
  printf("%d %g %d %g\n", m.first, m.second, r.first, r.second);
  m.swap(r);
  printf("%d %g %d %g %d %d\n", m.first, m.second, r.first, r.second, (int)(m == r), (int)(m < r));
  std::pair<char, long> c = std::make_pair('z', 26L);
  printf("%c %ld\n", c.first, c.second);
  Twin<int, Point> t1{1, {2, 3}}, t2{4, {5, 6}};
  t1.swap(t2);
  printf("%d %d %d / %d %d %d\n", t1.a, t1.b.x, t1.b.y, t2.a, t2.b.x, t2.b.y);
  return 0;
}
