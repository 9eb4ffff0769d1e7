// Reference collapsing through type names: a reference declarator on a name denoting a reference type (a typedef,
// a member alias, a dependent typename of an instance) declares that reference, and R&& with R = int& is an lvalue
// reference (binds lvalues). std::unordered_map's _Select1st returns typename __1st_type<_Tp>::type&&.
#include <cstdio>
#include <utility>
template<class T> struct First;
template<class A, class B> struct First<std::pair<A, B>> { using type = A; };
template<class A, class B> struct First<const std::pair<A, B>> { using type = const A; };
template<class P> struct First<P&> { using type = typename First<P>::type&; };
struct Sel {
  template<class T> typename First<T>::type&& operator()(T&& x) const noexcept { return std::forward<T>(x).first; }
};
struct Node { std::pair<const int, int> v; const std::pair<const int, int>& val() const { return v; } };
typedef int &R;
struct W { using ref = int&; using cref = const int&; int v; ref get() { return v; } };
int main() {
  Node n{{3, 4}};
  int k = Sel{}(n.val());
  const int *kp = &Sel{}(n.val());
  std::pair<int, int> q{5, 6};
  Sel{}(q) = 7;
  int m = Sel{}(std::pair<int, int>{8, 9});
  printf("%d %d %d %d\n", k, q.first, m, kp == &n.v.first);
  int i = 1; R &r = i; r = 5;
  W w{2}; W::ref &&rr = w.get(); rr += 3; W::cref &c = w.v;
  printf("%d %d %d %d\n", i, w.v, c, &c == &w.v);
}
