// c ? prvalue : lvalue of a class in a member of a class template instance: the lvalue is copied into the result by
// the instance's copy constructor (stl_tree.h:2547, _Rb_tree::find's '(…) ? end() : __j' was "no matching constructor
// for initialization of '_Rb_tree_const_iterator'": CDT's class of __j is the template's).
#include <cstdio>
struct NB { int v; };
template<class T> struct It { NB *n; It() : n(0) {} explicit It(NB *p) : n(p) {} };
template<class T> struct CIt {
  const NB *n;
  CIt() : n(0) {}
  explicit CIt(const NB *p) : n(p) {}
  CIt(const It<T> &i) : n(i.n) {}
};
int copies;
template<class T> struct Counted {
  T v;
  explicit Counted(T x) : v(x) {}
  Counted(const Counted &o) : v(o.v + 100) { ++copies; }
};
template<class T> struct Tree {
  NB nodes[3];
  CIt<T> end() const { return CIt<T>(&nodes[2]); }
  CIt<T> find(int k) const {
    CIt<T> j(&nodes[k % 3]);
    return (j.n == end().n || k > 5) ? end() : j;
  }
  Counted<T> pick(bool b) const {
    Counted<T> c(T(7));
    const Counted<T> &r = c;
    return b ? Counted<T>(T(1)) : r;
  }
};
int main() {
  Tree<int> t{{{1}, {2}, {3}}};
  printf("%d %d %d\n", t.find(0).n->v, t.find(1).n->v, t.find(7).n->v);
  Tree<long> u{{{4}, {5}, {6}}};
  printf("%d %d\n", u.find(1).n->v, u.find(2).n->v);
  int a = t.pick(true).v, b = t.pick(false).v;
  printf("%d %d %d\n", a, b, copies);
  return 0;
}
