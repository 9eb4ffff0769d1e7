// A member function template of an explicit specialization whose signature names a dependent member of its template
// parameter (typename G::node_type*, std::__detail::_NodeBuilder<_Select1st>::_S_build): mangled N T1_ 9node_type E,
// as g++ does (_ZN2NBI3SelE5buildI...EEPNT1_9node_typeEOT_OT0_RKS7_).
#include <cstdio>
#include <utility>
struct Sel {};
template<class E> struct NB;
template<> struct NB<Sel> {
  template<class K, class A, class G>
  static auto build(K&& k, A&& a, const G& g) -> typename G::node_type* { return g(std::forward<K>(k), std::forward<A>(a).second); }
  template<class G>
  static typename G::node_type* twice(typename G::node_type* a, typename G::node_type* b, const G& g) { return a ? a : b; }
};
struct Gen { using node_type = int; int *p; int* operator()(int k, int v) const { *p = k * 10 + v; return p; } };
template<class X> struct Tab {
  int store[1];
  int insert(int k, std::pair<int,int> v) { Gen g{store}; return *NB<X>::build(k, std::move(v), g); }
};
int main() { Tab<Sel> t; int x = 5; Gen g{&x}; printf("%d %d\n", t.insert(4, {0, 2}), *NB<Sel>::twice(&x, &x, g)); }
