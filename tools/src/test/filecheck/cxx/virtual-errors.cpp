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
