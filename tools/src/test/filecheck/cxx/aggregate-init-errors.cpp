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

// A member of a class with constructors but no default constructor that no clause initializes (an array member's
// elements too): clang's error at the list's closing brace, with its notes (these compiled as zero-filled members).
struct N { N(int); };
struct X { N arr[2]; int k; };
// CHECK-DAG: aggregate-init-errors.cpp:[[@LINE-1]]:14: note: in implicit initialization of field 'arr' with omitted initializer
struct Y { N one; };
// CHECK-DAG: aggregate-init-errors.cpp:[[@LINE-1]]:14: note: in implicit initialization of field 'one' with omitted initializer
X *newX() { return new X{}; }
// CHECK-DAG: aggregate-init-errors.cpp:[[@LINE-1]]:26: error: no matching constructor for initialization of 'N'
// CHECK-DAG: aggregate-init-errors.cpp:[[@LINE-2]]:26: note: in implicit initialization of array element 0 with omitted initializer
Y *newY() { return new Y{}; }
// CHECK-DAG: aggregate-init-errors.cpp:[[@LINE-1]]:26: error: no matching constructor for initialization of 'N'
void locals() { X x{}; Y y = {}; }
// CHECK-DAG: aggregate-init-errors.cpp:[[@LINE-1]]:21: error: no matching constructor for initialization of 'N'
// CHECK-DAG: aggregate-init-errors.cpp:[[@LINE-2]]:31: error: no matching constructor for initialization of 'N'
// with a default constructor, an array member without a clause is built by it
struct D { D(); D(int); };
struct Z { D arr[2]; int k; };
Z *newZ() { return new Z{}; }
