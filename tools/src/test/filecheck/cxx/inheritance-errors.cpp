// Inheritance outside what compiles (docs/cxx.md, "Inheritance") is rejected at its place, clang-shaped, exit 1:
// a base without a default constructor (also for an implicit default constructor),
// ambiguous members and conversions.
// RUN: not jcirc++ -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=internal

struct A { int a; A(int v) : a(v) {} ~A() {} };
struct V { int v; };
struct W : virtual V { int w; };
void copy_w(W &a) { W b = a; }          // implicit copies of classes with virtual bases compile (cxx-program 042)
void assign_w(W &a, W &b) { a = b; }
struct NoDefaultBase : A {};
void make_nd() { NoDefaultBase nd; }
// CHECK: inheritance-errors.cpp:[[@LINE-1]]:32: error: call to implicitly-deleted default constructor of 'NoDefaultBase'
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
