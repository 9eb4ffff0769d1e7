// Class templates calling members of non-dependent bases without qualification (std::function's _M_empty() of
// _Function_base), the address of a static member function of a dependent class (&H<F>::inv is a plain function
// pointer, not a pointer to member), and sizeof of a class holding pointers to members in a template argument
// (std::function's _M_max_size = sizeof(_Nocopy_types), deciding local storage through integral_constant).
#include <cstdio>

struct X;
union Slots { void *p; void (*f)(); void (X::*m)(); int X::*d; };

template<class T, T v> struct ic { static constexpr T value = v; };
typedef ic<bool, true> yes;
typedef ic<bool, false> no;

struct A { int a = 1; int geta() const { return a; } };
struct B {
  int b = 7;
  int (*mgr)(int) = nullptr;
  static const unsigned long room = sizeof(Slots);
  int getb() const { return b; }
  void setb(int v) { b = v; }
  bool empty() const { return !mgr; }
  static int twice(int x) { return 2 * x; }
  virtual int v() const { return 40; }
  virtual ~B() {}
  template<class F> struct H {
    static const bool local = sizeof(F) <= room;
    static int inv(int x) { return x * 3; }
    static int where(yes) { return 1; }
    static int where(no) { return 2; }
    static int place() { return where(ic<bool, local>()); }
  };
};

template<class T> struct G : A, B {
  T t{};
  int h() { setb(getb() + 1); return getb() * 100 + geta() + twice(3) + v(); }
  int v() const override { return 50; }
};
struct D : G<int> { int v() const override { return 60; } };

template<class S> struct Fn;
template<class R, class... Args> struct Fn<R(Args...)> : B {
  R (*call)(Args...) = nullptr;
  int placed = 0;
  template<class F> Fn(F) { using Hd = H<F>; call = &Hd::inv; mgr = &Hd::inv; placed = Hd::place(); }
  Fn() {}
  R operator()(Args... a) const { if (empty()) return R(-1); return call(a...); }
};

struct Big { char c[40]; };
struct Small { void *p; };

int main() {
  G<int> g;
  D d;
  printf("%d %d\n", g.h(), d.h());
  Fn<int(int)> f(Small{}), e;
  Fn<int(int)> big(Big{});
  printf("%d %d %d %d %d\n", f(4), e(4), big(5), f.placed, big.placed);
  printf("%d %d\n", (int)sizeof(Slots), ic<bool, sizeof(Slots) == 16>::value);
  return 0;
}
