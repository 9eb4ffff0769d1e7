// Virtual functions outside what compiles yet (docs/cxx.md, "Virtual functions") are rejected clang-shaped, never
// compiled wrongly: a nearly empty virtual base shared as the primary base, covariant returns whose conversion moves the pointer (return-adjusting thunks).
// RUN: not jcirc++ -fsyntax-only %s 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not=internal

struct V { virtual int f() { return 1; } };
struct W : virtual V { int w; };
// CHECK: virtual-errors.cpp:[[@LINE-1]]:8: error: a nearly empty virtual base class 'V' (shared as the primary base) is not supported yet

struct P { virtual int p() { return 1; } virtual ~P() {} };
struct Base { virtual Base *clone() const { return 0; } virtual ~Base() {} };
struct Other : P, Base { Other() {} Other *clone() const { return new Other; } ~Other() {} };
// CHECK: virtual-errors.cpp:[[@LINE-1]]:8: error: a covariant return type converted at a non-zero offset (a return-adjusting thunk) is not supported yet

int main() { Other o; return o.clone() != 0 ? 0 : 1; }

struct Q { int q; };
struct R : Q { int r; };
R *bad(Q *q) { return dynamic_cast<R *>(q); }
// CHECK: virtual-errors.cpp:[[@LINE-1]]:41: error: 'Q' is not polymorphic
int *worse(P *p) { return dynamic_cast<int *>(p); }
// CHECK: virtual-errors.cpp:[[@LINE-1]]:27: error: 'int' is not a class type
