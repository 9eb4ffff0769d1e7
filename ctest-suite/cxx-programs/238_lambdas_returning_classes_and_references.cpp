// Lambdas returning a class with a copy constructor and destructor by value (the call's temporary destroyed at the end
// of its full-expression, as gcc's g++.dg/cpp0x/pr57958 checks) and returning references ('-> int &', '-> const F &').
// (NRVO of a named local in a lambda is not done yet: jcirc copies where g++ elides, so the program returns prvalues.)
#include <cstdio>
struct F { int v; F(int v) : v(v) { std::printf("F%d ", v); } F(const F &o) : v(o.v + 10) { std::printf("copy%d ", v); } ~F() { std::printf("~%d ", v); } };
struct Box { int items[3]; Box() { items[0] = 1; items[1] = 2; items[2] = 3; } };
static void references_and_values() {
  int x = 5;
  auto ref = [&]() -> int & { return x; };
  ref() = 9;
  ref() += 1;
  std::printf("%d\n", x);
  Box b;
  auto at = [&b](int i) -> int & { return b.items[i]; };
  at(1) *= 10;
  int &r = at(2);
  r = 33;
  std::printf("%d %d %d\n", b.items[0], b.items[1], b.items[2]);
  F keep(4);
  auto cref = [&keep]() -> const F & { return keep; };
  std::printf("%d\n", cref().v);
  auto gen = [&keep]() { return keep; };
  std::printf("%d |\n", gen().v);
  auto mk = [](int k) { return F(k + 1); };
  { F m = mk(20); std::printf("| %d\n", m.v); }
  std::printf("end\n");
}
static void temporaries() {
  auto fn = [](const F &x) { return x; };
  auto mk = [](int k) { return F(k); };
  { F a(1); fn(a); std::printf("|\n"); }
  { F b = mk(5); std::printf("| %d\n", b.v); }
  { std::printf("%d |\n", mk(7).v); }
  { F c = fn(F(2)); std::printf("| %d\n", c.v); }
  std::printf("end\n");
}
int main() {
  references_and_values();
  temporaries();
  return 0;
}
