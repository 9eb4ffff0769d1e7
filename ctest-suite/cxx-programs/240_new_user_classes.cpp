// A program a new C++ user writes (lead, 2026-11-27): global objects with constructors and destructors, a string class
// with copy/move constructors and assignments and operator+ on temporaries, std::swap in a function template, mutable
// members, pointers to members, unions, bit-fields, exceptions in a loop, placement new, array new with initializers,
// a lambda returning a class by value. Each of these stopped or miscompiled before this session.
#include <utility>
#include <cstdio>
#include <cstring>
#include <new>
struct Logger {
  const char *tag;
  Logger(const char *t) : tag(t) { std::printf("init %s\n", tag); }
  ~Logger() { std::printf("fini %s\n", tag); }
};
Logger g1("global1");
static Logger g2("global2");
struct Str {
  char *s; size_t n;
  Str(const char *p = "") : s(new char[std::strlen(p) + 1]), n(std::strlen(p)) { std::memcpy(s, p, n + 1); }
  Str(const Str &o) : Str(o.s) {}
  Str(Str &&o) noexcept : s(o.s), n(o.n) { o.s = nullptr; o.n = 0; }
  Str &operator=(const Str &o) { if (this != &o) { Str t(o); std::swap(s, t.s); std::swap(n, t.n); } return *this; }
  Str &operator=(Str &&o) noexcept { std::swap(s, o.s); std::swap(n, o.n); return *this; }
  ~Str() { delete[] s; }
  Str operator+(const Str &o) const { Str r; delete[] r.s; r.n = n + o.n; r.s = new char[r.n + 1]; std::memcpy(r.s, s, n); std::memcpy(r.s + n, o.s, o.n + 1); return r; }
  bool operator<(const Str &o) const { return std::strcmp(s, o.s) < 0; }
  const char *c_str() const { return s ? s : "(null)"; }
};
template <typename T> void sort3(T &a, T &b, T &c) { if (b < a) std::swap(a, b); if (c < b) std::swap(b, c); if (b < a) std::swap(a, b); }
struct Counter { mutable int hits = 0; int get() const { return ++hits; } };
struct Point { int x, y; int dist() const { return x * x + y * y; } };
union U { int i; float f; unsigned char b[4]; };
struct Flags { unsigned a : 3, b : 5; signed c : 4; };
int apply(int (Point::*pm), const Point &p) { return p.*pm; }
int call(int (Point::*pf)() const, const Point &p) { return (p.*pf)(); }
struct Err { int code; };
int risky(int n) { if (n > 2) throw Err{n}; return n; }
int main() {
  Str a("pear"), b("apple"), c("fig");
  sort3(a, b, c);
  std::printf("%s %s %s\n", a.c_str(), b.c_str(), c.c_str());
  Str d = a + Str("-") + c; std::printf("%s %zu\n", d.c_str(), d.n);
  Str e = static_cast<Str &&>(d); std::printf("%s %s\n", e.c_str(), d.c_str());
  Counter k; k.get(); k.get(); std::printf("%d\n", k.get());
  Point p{3, 4}; std::printf("%d %d %d\n", apply(&Point::x, p), apply(&Point::y, p), call(&Point::dist, p));
  U u; u.f = 1.0f; std::printf("%08x %d\n", u.i, u.b[3]);
  Flags f{5, 17, -3}; std::printf("%u %u %d %zu\n", f.a, f.b, f.c, sizeof(Flags));
  int total = 0;
  for (int i = 0; i < 5; i++) { try { total += risky(i); } catch (const Err &er) { total += 100 * er.code; } }
  std::printf("%d\n", total);
  alignas(Str) unsigned char buf[sizeof(Str)];
  Str *ps = new (buf) Str("placed"); std::printf("%s\n", ps->c_str()); ps->~Str();
  int *arr = new int[5]{1, 2, 3}; std::printf("%d %d\n", arr[2], arr[4]); delete[] arr;
  auto lam = [&](int x) -> Str { return x > 0 ? a : b; }; std::printf("%s\n", lam(0).c_str());
  return 0;
}
