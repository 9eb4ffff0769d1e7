// Virtual functions outside what compiles yet (docs/cxx.md, "Virtual functions") are rejected clang-shaped, never
// compiled wrongly: covariant returns converted through a virtual base (virtual return-adjusting thunks). (A nearly
// empty virtual base shared as the primary base compiles now: cxx/nearly-empty-virtual-bases.cpp.)
// RUN: not jcirc++ -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=internal

struct P { virtual int p() { return 1; } virtual ~P() {} };
struct VB { int vb; VB() {} virtual ~VB() {} };
struct RV : virtual VB { RV() {} ~RV() {} };
struct Maker { virtual VB *make() { return 0; } virtual ~Maker() {} };
struct Other : Maker { Other() {} RV *make() { return new RV; } ~Other() {} };
// CHECK: virtual-errors.cpp:[[@LINE-1]]:8: error: a covariant return type converted through a virtual base (a virtual return-adjusting thunk) is not supported yet

int main() { Other o; return o.make() != 0 ? 0 : 1; }

struct Q { int q; };
struct R : Q { int r; };
R *bad(Q *q) { return dynamic_cast<R *>(q); }
// CHECK: virtual-errors.cpp:[[@LINE-1]]:41: error: 'Q' is not polymorphic
int *worse(P *p) { return dynamic_cast<int *>(p); }
// CHECK: virtual-errors.cpp:[[@LINE-1]]:27: error: 'int' is not a class type

// a class template instance made dynamic by a base named by a template parameter (gcc's g++.pt/vbase1): its
// template's own bases do not show it (compiled wrongly before: no vptr, the virtual base not constructed)
struct VA { int a; VA() : a(1) {} };
struct VB2 : virtual VA { VB2() {} };
struct Plain { int c; };
template <class Parent> struct Derived : Plain, Parent { Derived() {} };
Derived<VB2> dv;
// CHECK: virtual-errors.cpp:[[@LINE-2]]:32: error: virtual functions in class templates are not supported yet
template <class Parent> struct Over : Parent { int f() { return 2; } };
Over<P> ov;
// CHECK: virtual-errors.cpp:[[@LINE-2]]:32: error: virtual functions in class templates are not supported yet
