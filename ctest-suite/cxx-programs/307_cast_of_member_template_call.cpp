// A functional cast to a class named by a local typedef in a member template of a class template instance whose
// argument is a call of a member function template with a local of a member class type (stl_tree.h:2175's
// _Res(_M_insert_(__res.first, __res.second, v, __an), true)): it was "this functional cast is not supported yet".
#include <cstdio>
#include <utility>
template<class A, class B> struct P { A first; B second; P(const A &a, const B &b) : first(a), second(b) {} };
template<class T> struct It { T *p; explicit It(T *q) : p(q) {} };
template<class T> struct Tree {
  typedef It<T> iterator;
  struct Gen {
    Gen(Tree &t) : t(t) {}
    template<class Arg> T *operator()(Arg &&a) const { t.store[t.n] = a; return &t.store[t.n++]; }
    Tree &t;
  };
  T store[4];
  int n = 0;
  template<class Arg, class G> iterator ins_(bool left, Arg &&v, G &g) { return iterator(g(std::forward<Arg>(v))); }
  template<class Arg> P<iterator, bool> ins(Arg &&v) {
    typedef P<iterator, bool> Res;
    if (v > 1) {
      Gen an(*this);
      return Res(ins_(true, std::forward<Arg>(v), an), true);
    }
    return Res(iterator(store), false);
  }
};
int main() {
  Tree<int> t;
  t.store[0] = 9;
  auto r = t.ins(2), s = t.ins(0);
  int k = 5;
  auto u = t.ins(k);
  printf("%d %d %d %d %d %d\n", *r.first.p, r.second, *s.first.p, s.second, *u.first.p, t.n);
  return 0;
}
