#include <stdio.h>
// Copy constructors and assignments overloaded on const: the implicit copy members of a class with such a
// member call the const T& ones (the implicit ones take const T&); a call on a non-const lvalue picks T&.
static int value;
struct A {
  int id;
  A() : id(0) {}
  A(A &o) : id(o.id + 10) { value = 1; }
  A(const A &o) : id(o.id + 20) { value = 2; }
  A &operator=(A &o) { id = o.id + 30; value = 3; return *this; }
  A &operator=(const A &o) { id = o.id + 40; value = 4; return *this; }
};
struct B { A a; int k; B() : k(5) {} };
static int pick(A &) { return 5; }
static int pick(const A &) { return 6; }
int main() {
  const A c0;
  A a1(c0); printf("%d %d\n", value, a1.id);
  A a2(a1); printf("%d %d\n", value, a2.id);
  const B b0;
  B b1(b0); printf("%d %d %d\n", value, b1.a.id, b1.k);
  B b2(b1); printf("%d %d\n", value, b2.a.id);
  a1 = c0; printf("%d %d\n", value, a1.id);
  a1 = a2; printf("%d %d\n", value, a1.id);
  b1 = b0; printf("%d %d\n", value, b1.a.id);
  b1 = b2; printf("%d %d\n", value, b1.a.id);
  printf("%d %d\n", pick(b0.a), pick(b2.a));
  return 0;
}
