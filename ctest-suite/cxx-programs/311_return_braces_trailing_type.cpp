// return {a, b}; in a function with a trailing return type (auto f() -> P<It, bool>, stl_tree.h:2436's
// _M_emplace_unique): copy-list-initialization of the trailing return type, as for a leading one; it was
// "list-initialization without '=' is not supported yet".
#include <cstdio>
struct It { int *p; explicit It(int *q) : p(q) {} };
template<class A, class B> struct P { A first; B second; P(const A &a, const B &b) : first(a), second(b) {} };
struct Pt { int x, y; };
auto plain(int *q) -> P<It, bool> { return {It(q), *q > 3}; }
auto agg(int a) -> Pt { return {a, a * 2}; }
template<class T> struct Tree {
  T v;
  struct Node { Node(Tree &t) : t(t) {} Tree &t; It ins() { return It(&t.v); } };
  template<class... X> auto g(X... b) -> P<It, bool> {
    Node z(*this);
    if (sizeof...(X) > 1) return {z.ins(), true};
    return {It(&v), false};
  }
  auto h() const -> P<T, int> { return {v, 3}; }
};
int main() {
  int x = 4;
  auto r = plain(&x);
  Pt a = agg(5);
  Tree<int> t{9};
  auto s = t.g(1, 2), u = t.g(3);
  Tree<double> d{1.5};
  auto w = d.h();
  printf("%d %d %d %d\n", *r.first.p, r.second, a.x, a.y);
  printf("%d %d %d %d %g %d\n", *s.first.p, s.second, *u.first.p, u.second, w.first, w.second);
  return 0;
}
