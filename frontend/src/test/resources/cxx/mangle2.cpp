// Mangling corner cases (ItaniumManglerTest): std::__cxx11 and abi_tag, local names,
// lambdas, template parameter packs, function types and pointers to members. A mock of the library's
// declarations: g++ mangles them by their names.
namespace std {
template <class C> struct char_traits {};
template <class T> struct allocator {};
inline namespace __cxx11 __attribute__((__abi_tag__("cxx11"))) {
template <class C, class T = char_traits<C>, class A = allocator<C>> struct basic_string { int size() const { return 0; } };
struct tagged {};
// scopes show their tags: no B5cxx11 after the names of these (basic_string::substr, std::to_string)
tagged make_tagged(int) { return tagged(); }
struct holder { tagged get(); };
tagged holder::get() { return tagged(); }
}
}
struct untagged_holder { std::tagged get(); };
std::tagged untagged_holder::get() { return std::tagged(); }
typedef std::basic_string<char> newstring;
// std::__cxx11 and the abi tag it carries
void c1(newstring, std::tagged) {}
newstring c2() { return newstring(); }
std::tagged c3(int) { return std::tagged(); }
newstring c4(newstring s) { return s; }
int c5(const newstring &s) { return s.size(); }
struct __attribute__((abi_tag("v2"))) Tagged {};
void t1(Tagged) {}
Tagged t2() { return Tagged(); }
__attribute__((abi_tag("a", "b"))) int t3(int x) { return x; }
// local names and discriminators
int l1() { static int n = 0; return ++n; }
int l2(int k) {
  int r = 0;
  { static int n = 1; r += n; }
  { static int n = 2; r += n; }
  { static int n = 3; r += n; }
  struct L { int m() { return 4; } };
  L l;
  return r + l.m() + k;
}
namespace ns { int l3() { static int n; struct M { static int s() { return 1; } }; return n + M::s(); } }
struct H { int h() { static int n = 5; return n; } };
// lambdas
int f1() { auto a = [] { return 1; }; auto b = [](int x) { return x; }; auto c = [](int x, double) { return x; }; return a() + b(2) + c(3, 4.0); }
int f2(int k) { auto a = [k](int x) { return x + k; }; auto b = [&k](int x) { return x + k; }; return a(1) + b(2); }
namespace ns { inline int f3() { auto a = [](long y) { return (int)y; }; return a(5); } int f3user() { return f3(); } }
// template parameter packs
template <class... T> struct Tup {};
template <class... T> void p1(T...) {}
template <class... T> void p2(Tup<T...>) {}
template <int... N> int p3() { return sizeof...(N); }
void p4(Tup<>, Tup<int, char>, Tup<Tup<int>>) {}
int usePacks() { p1(1, 'c', 2.0); p1(); p2(Tup<int, long>()); p2(Tup<>()); return p3<1, 2, 3>(); }
// function types and pointers to members
struct A { int x; int f() const; void g() &; void g() &&; };
int A::f() const { return x; }
void A::g() & {}
void A::g() && {}
void m1(int A::*, int (A::*)() const, void (A::*)() &, void (A::*)() &&) {}
void m2(void (*)(int), void (&)(int), void (*(*)(int))(double)) {}
void m3(int (*)[3], int (&)[3], int (*)(int (*)(int))) {}
void m4(void (A::*)(), void (A::*)()) {}
void m5(int A::*, int A::*, int *A::*) {}
void m6(const int A::*, int A::*const *) {}
typedef int Fn(int);
void m7(Fn *, Fn &, Fn A::*) {}
int useH() { H h; return h.h(); }
newstring gs;
namespace ns { newstring nf() { return newstring(); } std::tagged nv; }
template <class... T> struct Tup2 { int f() { return sizeof...(T); } };
int usePackMember() { return Tup2<int, char>().f() + Tup2<>().f(); }
int l4() { struct L { int m(L *p) { return p == this; } }; L l; return l.m(&l); }
int l5() { auto a = [] { auto b = [] { return 1; }; return b(); }; int r = 0; { auto c = [] { return 2; }; r = c(); } return a() + r; }
int l6(int) { struct S { int m() { return 1; } }; int r; { struct S { int m() { return 2; } }; r = S().m(); } return r + S().m(); }
struct C { int x; int f() { auto l = [this] { return x; }; return l(); } };
int useC() { C c{1}; return c.f(); }
// GNU complex types: C <builtin>, a substitution candidate
void cx1(_Complex double, _Complex double) {}
void cx2(_Complex float, _Complex float *, const _Complex long double &) {}
template <typename T> struct CxBox { T v; };
void cx3(CxBox<_Complex double>, _Complex double) {}
