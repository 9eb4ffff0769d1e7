// A derived class's conversion function hides its base's to the same type ([class.member.lookup]; lead, session 25,
// g++.old-deja/g++.other/conv4): jcirc++ counted both and called the conversion ambiguous. A base's conversion to
// another type stays visible.
#include <cstdio>
struct A {
  operator const char *() const { return "A"; }
  operator int() const { return 1; }
  operator double() const { return 0.5; }
};
struct B : A {
  operator const char *() const { return "B"; }
  operator int() { return 2; }
};
struct C : B {};
int main() {
  B b;
  C c;
  const char *p = b;
  const char *q = c;
  int i = b;
  const A &ra = b;
  double d = ra;
  double e = b;
  std::printf("%s %s %d %g %g\n", p, q, i, d, e);
  return 0;
}
