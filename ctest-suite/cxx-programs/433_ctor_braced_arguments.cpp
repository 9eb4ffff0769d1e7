// Constructor arguments written as braced lists: `Q c{{3}, 3};` initializes Q's `const P &` parameter from `{3}`
// (a P temporary, [over.ics.list]). Wrong code before: the constructor's analysis failed silently, `c` was left
// uninitialized and the objects declared after it in the same function were not constructed either.
#include <cstdio>
#include <string>
#include <utility>
#include <vector>

struct P { int v; };
struct Q {
  P first;
  int second;
  Q(const P &a, int b) : first(a), second(b) { printf("Q(%d, %d)\n", a.v, b); }
};
struct R {
  int x, y;
  R(int a, int b) : x(a), y(b) {}
};
struct Named {
  std::string name;
  P at;
  Named(std::string n, P p) : name(std::move(n)), at(p) {}
};
struct Pt { int x, y; };
struct Seg {
  Pt a, b;
  Seg(Pt a, Pt b) : a(a), b(b) {}
  int len2() const { return (b.x - a.x) * (b.x - a.x) + (b.y - a.y) * (b.y - a.y); }
};

struct Holder {
  Q q;
  Holder() : q{{20}, 21} {}
};
Q make() { return {{30}, 31}; }
int take(const Q &q) { return q.first.v + q.second; }

int main() {
  Q c{{3}, 4};
  R r{7, 8};
  printf("%d %d %d %d\n", c.first.v, c.second, r.x, r.y);
  Named n{"origin", {5}};
  printf("%s %d\n", n.name.c_str(), n.at.v);
  Seg s{{0, 0}, {3, 4}};
  printf("%d\n", s.len2());
  std::pair<P, int> pr{{9}, 10};
  printf("%d %d\n", pr.first.v, pr.second);
  Q d{{11}, 12};
  printf("%d %d\n", d.first.v, d.second);
  Q e = {{6}, 7};
  Q f({8}, 9);
  printf("%d %d %d %d\n", e.first.v, e.second, f.first.v, f.second);
  Q g = Q{{1}, 2};
  Q *p = new Q{{3}, 4};
  printf("%d %d %d %d\n", g.first.v, g.second, p->first.v, p->second);
  delete p;
  Holder h;
  Q m = make();
  printf("%d %d %d %d %d\n", h.q.first.v, h.q.second, m.first.v, m.second, take({{40}, 41}));
  std::vector<Q> v;
  v.push_back({{50}, 51});
  printf("%d %d\n", v[0].first.v, v[0].second);
  return 0;
}
