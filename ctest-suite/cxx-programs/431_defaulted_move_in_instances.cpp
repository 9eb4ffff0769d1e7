// A class whose move constructor is declared '= default' beside a user copy constructor: an xvalue argument of a
// by-value parameter moves (no copy) also inside function template instances.
#include <cstdio>
#include <utility>
struct Tracked {
  int v;
  explicit Tracked(int v) : v(v) {}
  Tracked(const Tracked &o) : v(o.v) { std::printf("copy %d\n", v); }
  Tracked(Tracked &&) = default;
  Tracked &operator=(const Tracked &) = default;
  ~Tracked() {}
};
template <class T> struct Box {
  T t;
  explicit Box(T x) : t(std::move(x)) {}
  Box(const Box &o) : t(o.t) { std::printf("box copy\n"); }
  Box(Box &&) = default;
};
template <class T> int sink(T v) { return v.t.v; }
template <class T> int pass(T &x) {
  T tmp = std::move(x);
  return sink(std::move(tmp));
}
template <class T> int keep(T &x) { return sink(x); }   // an lvalue: copied
int main() {
  Box<Tracked> b(Tracked(7));
  std::printf("moved %d\n", pass(b));
  Box<Tracked> c(Tracked(8));
  std::printf("copied %d\n", keep(c));
  Tracked t(9);
  std::printf("plain %d\n", sink(Box<Tracked>(std::move(t))));
  return 0;
}
