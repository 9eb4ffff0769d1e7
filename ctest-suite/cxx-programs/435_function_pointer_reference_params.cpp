// Calls through pointers to functions whose parameters are references: a local pointer, a typedef'd data member
// called with an implicit this (std::function's ~_Function_base: _M_manager(_M_functor, _M_functor, op)), a
// pointer returned by a call, a captureless lambda converted to a pointer, an rvalue
// reference parameter, and a class object bound by reference. Was "cannot initialize a parameter of type 'int *'".
#include <cstdio>
#include <string>
#include <utility>

static bool mgr(int &d, const int &s, int op) {
  d += op;
  printf("mgr %d %d\n", op, &d == &s);
  return true;
}
typedef bool (*Manager)(int &, const int &, int);
struct S {
  Manager m;
  int v;
  void run() { m(v, v, 2); }
};
union U { void *p; char buf[16]; };
struct Base {
  typedef bool (*UManager)(U &, const U &, int);
  U u;
  UManager m = nullptr;
  ~Base() { if (m) m(u, u, 3); }
};
static bool umgr(U &d, const U &s, int op) { printf("umgr %d %d\n", op, &d == &s); return true; }
static Manager pick() { return mgr; }
static void append(std::string &out, std::string &&piece) { out += piece; piece.clear(); }

int main() {
  int x = 1;
  bool (*f)(int &, const int &, int) = mgr;
  f(x, x, 3);
  Manager g = mgr;
  g(x, x, 4);
  pick()(x, x, 6);
  S s{mgr, 10};
  s.m(s.v, s.v, 7);
  s.run();
  printf("%d %d\n", x, s.v);
  { Base b; b.m = umgr; }
  void (*cat)(std::string &, std::string &&) = append;
  std::string out = "a", piece = "bc";
  cat(out, std::move(piece));
  cat(out, std::string("de"));
  void (*twice)(int &) = [](int &n) { n *= 2; };
  twice(x);
  printf("%s [%s] %d\n", out.c_str(), piece.c_str(), x);
  return 0;
}
