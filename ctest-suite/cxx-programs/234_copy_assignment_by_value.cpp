// Wrong code found by a new-user program (copy-and-swap): 'X &operator=(X o)' taking its operand by value is the class's
// copy assignment operator ([class.copy.assign]/1), but CDT declares the implicit 'operator=(const X&)' beside it and
// finds 'b = a' ambiguous: jcirc copied the bytes (two owners of one allocation: a double free). Now the user's operator
// is called, its parameter copy-constructed from an lvalue or initialized in place from a prvalue, also in chains and
// in class template instances.
#include <utility>
#include <cstdio>
struct M {
  int *d;
  M(int v) : d(new int(v)) {}
  M(const M &o) : d(new int(*o.d)) { std::printf("copy\n"); }
  M &operator=(M o) { std::swap(d, o.d); std::printf("assign\n"); return *this; }
  ~M() { delete d; }
};
M make(int v) { return M(v); }
template <typename T> struct W { T *p; W(T v) : p(new T(v)) {} W(const W &o) : p(new T(*o.p)) {} W &operator=(W o) { T *t = p; p = o.p; o.p = t; return *this; } ~W() { delete p; } };
int main() {
  M a(1), b(2), c(3);
  b = a;            // copy into the parameter, then swap
  c = make(7);      // a prvalue: the parameter is initialized in place
  a = b = c;        // chained
  W<double> x(1.5), y(2.5); y = x; x = W<double>(4.0);
  std::printf("%d %d %d %g %g\n", *a.d, *b.d, *c.d, *x.p, *y.p);
}
