// Inheritance outside what compiles (docs/cxx.md, "Inheritance") is rejected at its place, clang-shaped, exit 1:
// virtual bases, implicit constructors/destructors that would call a base's, a base without a default constructor,
// ambiguous members and conversions.
// RUN: not jcirc++ -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=internal

struct A { int a; A(int v) : a(v) {} ~A() {} };
struct V { int v; };
struct W : virtual V { int w; };
// CHECK: inheritance-errors.cpp:[[@LINE-1]]:12: error: virtual base classes are not supported yet
struct NoDtor : A { NoDtor() : A(1) {} };
// CHECK: inheritance-errors.cpp:[[@LINE-1]]:8: error: an implicit destructor calling the destructor of base class 'A' is not supported yet (declare '~NoDtor()')
struct T { int t; T() : t(0) {} };
struct NoCtor : T { int n; };
// CHECK: inheritance-errors.cpp:[[@LINE-1]]:8: error: an implicit constructor calling a constructor of base class 'T' is not supported yet (declare a constructor)
struct NoDefault : A { NoDefault() {} ~NoDefault() {} };
// CHECK: inheritance-errors.cpp:[[@LINE-1]]:24: error: constructor for 'NoDefault' must explicitly initialize the base class 'A' which does not have a default constructor
struct X { int x; };
struct Y { int x; };
struct XY : X, Y {};
int member(XY *p) { return p->x; }
// CHECK: inheritance-errors.cpp:[[@LINE-1]]:31: error: member 'x' found in multiple base classes of different types
struct P1 : X {};
struct P2 : X {};
struct Q : P1, P2 {};
X *up(Q *q) { return q; }
// CHECK: inheritance-errors.cpp:[[@LINE-1]]:22: error: ambiguous conversion from derived class 'Q' to base class 'X'
