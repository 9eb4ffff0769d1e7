// 'auto res = pos(z.key());' in a member template of a class template instance, where z is a local of a member class
// type: CDT cannot deduce res's type, so the calls taking it found nothing viable (stl_tree.h:2464/2465,
// _Rb_tree::_M_emplace_hint_unique's '__z._M_insert(__res)' and 'iterator(__res.first)': "no member named
// '_M_insert' in '_Auto_node'"). The type deduced from the initializer, references and top-level const dropped.
#include <cstdio>
template<class A, class B> struct P { A first; B second; P(A a, B b) : first(a), second(b) {} };
struct NB { int v; };
template<class T> struct It { NB *n; explicit It(NB *p) : n(p) {} };
template<class T> struct Tree {
  typedef It<T> iterator;
  NB nodes[2];
  P<NB*, NB*> pos(int k) { return P<NB*, NB*>(&nodes[k], k ? &nodes[0] : 0); }
  struct Node {
    Node(Tree &t, int k) : t(t), k(k) {}
    int key() const { return k; }
    const int &ref() const { return t.nodes[k].v; }
    iterator insert(P<NB*, NB*> p) { t.nodes[1].v += 10; return iterator(p.second); }
    Tree &t; int k;
  };
  static int twice(int x) { return 2 * x; }
  static int twice(NB *p) { return -p->v; }
  template<class... A> iterator emplace(A&&... a) {
    Node z(*this, a...);
    auto res = pos(z.key());
    const auto first = res.first;
    auto copy = z.ref();   // int, not const int&
    copy += 1;
    printf("copy %d twice %d %d\n", copy, twice(copy), twice(first));
    if (res.second) return z.insert(res);
    return iterator(res.first);
  }
};
int main() {
  Tree<int> t{{{1}, {2}}};
  int a = t.emplace(1).n->v;
  int b = t.emplace(0).n->v;
  printf("%d %d %d\n", a, b, t.nodes[1].v);
  Tree<long> u{{{5}, {6}}};
  int c = u.emplace(1).n->v;
  printf("%d %d\n", c, u.nodes[1].v);
  return 0;
}
