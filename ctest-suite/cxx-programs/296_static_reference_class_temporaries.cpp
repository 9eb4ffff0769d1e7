// A reference with static storage duration bound to a class prvalue — `const S &a = S(1);`, `= make(2)`, `S &&c = S(3);`, a
// static local's — binds to a temporary that lives until exit: built by the global constructor (the static local's on
// its first pass), destroyed by __cxa_atexit in reverse order (g++.old-deja/g++.mike/ref1 and p9732b: "not supported yet" before).
#include <cstdio>
struct S { int v; S(int x) : v(x) { std::printf("S(%d)\n", v); } S(const S &o) : v(o.v) { std::printf("copy\n"); } ~S() { std::printf("~S(%d)\n", v); } };
S make(int x) { return S(x); }
const S &a = S(1);
const S &b = make(2);
S &&c = S(3);
struct T { int q = 9; };
const T &t = T();
const S &get() { static const S &s = S(4); return s; }
int main() {
  std::printf("main %d %d %d %d\n", a.v, b.v, c.v, t.q);
  std::printf("%d\n", get().v);
  std::printf("%d\n", get().v);
  return 0;
}
