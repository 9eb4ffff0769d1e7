// A template type argument deduced from the literal 0 is plain 'int': std::declval<int>() is no null pointer
// constant ([conv.ptr]/1), so pair<N*, N*>(p, 0) takes pair(const T1&, const T2&) (libstdc++'s pair(_U1&&, _U2&&)
// is disabled by is_constructible<N*, int&&>), as _Rb_tree's _Res(__j._M_node, 0) does.
#include <utility>
#include <type_traits>
#include <cstdio>
struct N { int v; };
struct Sink { int got = 0; Sink &operator=(N *) { got = 1; return *this; } Sink &operator=(long) { got = 2; return *this; } };
template<class U> int constructible(U &&) { return std::is_constructible<N*, U&&>::value; }
template<class U> int convertible(U &&) { return std::is_convertible<U&&, N*>::value; }
template<class U> int assignable(U &&) { return std::is_assignable<N*&, U&&>::value; }
template<class U> int nothrow(U &&) { return std::is_nothrow_constructible<N*, U>::value; }
template<class T> struct Tree {
  N *root; N *&rm() { return root; }
  typedef std::pair<N*, N*> Res;
  Res a() { return Res(root, 0); }
  Res b() { return Res(0, rm()); }
  Res c() { return Res(0, 0); }
};
typedef std::pair<N*, N*> Res;
N *groot;
Res ga() { return Res(groot, 0); }
int main() {
  printf("%d %d %d\n", constructible(0), assignable(0), nothrow(0));
  printf("%d %d %d\n", constructible(5), assignable(5), nothrow(5));
  N n{3};
  N *np = nullptr;
  printf("%d %d %d\n", constructible(np), convertible(np), assignable(np));
  printf("%d %d\n", constructible(nullptr), convertible(nullptr));
  Tree<int> t{&n};
  printf("%d %d\n", t.a().first->v, t.a().second == nullptr);
  printf("%d %d\n", t.b().first == nullptr, t.b().second->v);
  printf("%d %d\n", t.c().first == nullptr, t.c().second == nullptr);
  groot = &n;
  printf("%d %d\n", ga().first->v, ga().second == nullptr);
  std::pair<N*, int> q(0, 0);
  printf("%d %d\n", q.first == nullptr, q.second);
  Sink s;
  s = 0L;
  printf("%d %d\n", s.got, (int)std::is_assignable<Sink&, int>::value);
  return 0;
}
