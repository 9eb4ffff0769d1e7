struct A { int x; A(); A(int); ~A(); void f(); int g() const; void h(A, A*); A &operator=(const A &); A operator+(const A &) const; bool operator!() const; operator int() const; static int s(long); };
namespace ns { struct B { void m(B *, const B &); }; namespace inner { void deep(int, ns::B); } int var; }
namespace { int anonf(int x) { return x; } }
namespace std { struct thing { void use(thing); }; template <class T> struct allocator {}; void sfun(int); }
enum E { E1 }; enum class F : char { F1 };
template <class T> struct Box { T v; void put(T); };
template <class T> T twice(T x) { return x + x; }
template <int N> int nval() { return N; }
void f0() {}
void f1(int) {}
void f1(double) {}
void f1(char, signed char, unsigned char, short, unsigned short, unsigned, long, unsigned long, long long, unsigned long long) {}
void f2(bool, float, long double, wchar_t, char16_t, char32_t, decltype(nullptr)) {}
void f3(int *, const int *, int *const *, volatile char *, int &, const int &, int &&) {}
void f4(const char *, const char *, int **, int **) {}
void f5(A, A *, const A &, ns::B, ns::B *) {}
void f6(E, F, E *, void (*)(int), int (*)[4]) {}
void f7(const char *, ...) {}
void f8(Box<int>, Box<int> *, Box<char>) {}
void f9(std::thing, std::allocator<int>, std::allocator<char>) {}
void f10(int A::*, void (A::*)()) {}
int use() {
  A a; a.f(); a.g(); a.h(a, &a); a = a; a + a; !a; (int)a; A::s(1);
  ns::B b; b.m(&b, b); ns::inner::deep(1, b); ns::var = anonf(2);
  std::thing t; t.use(t); std::sfun(1);
  Box<int> bx; bx.put(3); Box<char> bc; bc.put('c');
  return twice(1) + (int)twice(2.0) + nval<5>() + nval<-3>();
}
