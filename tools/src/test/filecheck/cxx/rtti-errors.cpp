// typeid and dynamic_cast to references outside the language are rejected clang-shaped (docs/cxx.md, "Virtual bases
// and RTTI"): typeid needs <typeinfo>'s std::type_info; dynamic_cast<T &> needs a polymorphic source lvalue; static_cast
// cannot go down from a virtual base.
// RUN: not jcirc++ -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=internal

struct P { virtual ~P() {} };
struct Q { int q; };
struct R : Q { int r; };
struct S : P { };

const char *early() { return typeid(int).name(); }
// CHECK: rtti-errors.cpp:[[@LINE-1]]:30: error: you need to include <typeinfo> before using the 'typeid' operator

R &notPolymorphic(Q &q) { return dynamic_cast<R &>(q); }
// CHECK: rtti-errors.cpp:[[@LINE-1]]:52: error: 'Q' is not polymorphic
S &fromRvalue() { return dynamic_cast<S &>(P()); }
// CHECK: rtti-errors.cpp:[[@LINE-1]]:26: error: dynamic_cast from rvalue to reference type 'S &'
int &toInt(P &p) { return dynamic_cast<int &>(p); }
// CHECK: rtti-errors.cpp:[[@LINE-1]]:27: error: 'int' is not a class type

// a virtual base has no fixed offset: no static_cast down from it (dynamic_cast does it)
struct VB { int v; virtual ~VB() {} };
struct DV : virtual VB { int d; DV() {} ~DV() {} };
DV *down(VB *p) { return static_cast<DV *>(p); }
// CHECK: rtti-errors.cpp:[[@LINE-1]]:26: error: cannot cast 'VB *' to 'DV *' via virtual base 'VB'
