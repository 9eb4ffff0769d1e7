// 'T t = f(a);' in a function template instance where f returns T&& (an xvalue): the move constructor runs (lead,
// session 25). CDT calls the dependent call a prvalue, and Sema took it for C++17's guaranteed elision: t was a bitwise
// copy of a, and once 'a = std::move(b)' called the user's move assignment (branch exc), std::swap of an owning class
// freed the same buffer twice (cxx-program 240 aborted). Copy from an lvalue call, direct-initialization, a static_cast
// and a real prvalue call (elided: no constructor) beside it.
#include <cstdio>
#include <cstring>
#include <utility>
template <class T> T &&mv(T &x) { return static_cast<T &&>(x); }
template <class T> T &same(T &x) { return x; }
template <class T> T make(int v) { return T(v); }
struct Str {
  char *s;
  explicit Str(int v) : s(new char[8]) { std::snprintf(s, 8, "s%d", v); }
  Str(const Str &o) : s(new char[8]) { std::memcpy(s, o.s, 8); std::printf("copy %s\n", s); }
  Str(Str &&o) noexcept : s(o.s) { o.s = nullptr; std::printf("move %s\n", s); }
  Str &operator=(Str &&o) noexcept { std::swap(s, o.s); std::printf("move= %s\n", s); return *this; }
  ~Str() { std::printf("dtor %s\n", s ? s : "-"); delete[] s; }
};
template <class T> void byMove(T &a) { T t = mv(a); std::printf("t %s\n", t.s); }
template <class T> void byCopy(T &a) { T t = same(a); std::printf("t %s\n", t.s); }
template <class T> void byCast(T &a) { T t = static_cast<T &&>(a); std::printf("t %s\n", t.s); }
template <class T> void direct(T &a) { T t(mv(a)); std::printf("t %s\n", t.s); }
template <class T> void elided() { T t = make<T>(7); std::printf("t %s\n", t.s); }
template <class T> void swap3(T &a, T &b) { T t = mv(a); a = mv(b); b = mv(t); }
int main() {
  Str a(1), b(2), c(3), d(4), e(5);
  byMove(a);
  byCopy(b);
  byCast(c);
  direct(d);
  elided<Str>();
  Str x(8), y(9);
  swap3(x, y);
  std::printf("%s %s\n", x.s, y.s);
  std::swap(x, y);
  std::printf("%s %s\n", x.s, y.s);
  (void)e;
  return 0;
}
