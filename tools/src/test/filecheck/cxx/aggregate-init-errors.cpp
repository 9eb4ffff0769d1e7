// C++14 aggregates outside what compiles yet (docs/cxx.md, "C++14 aggregates") are rejected, never compiled wrongly:
// a class template instance whose default member initializer names a template parameter (its expression would be
// typed in the instance), also as a member of a class that is not a template.
// RUN: not jcirc++ -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=internal

template <class T> struct W { T v; T k = T(3); };
struct O { W<int> w; int k; };
int main() {
  O o = {{1}, 2};
// CHECK: aggregate-init-errors.cpp:[[@LINE-1]]:11: error: aggregate initialization of a class template instance whose default member initializer depends on a template parameter is not supported yet
  W<int> q{4};
// CHECK: aggregate-init-errors.cpp:[[@LINE-1]]:12: error: aggregate initialization of a class template instance whose default member initializer depends on a template parameter is not supported yet
  return o.w.k + q.k;
}
