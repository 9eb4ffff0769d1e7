// RUN: jcirc++ -emit-cir %s | FileCheck %s
// RUN: jcirc++ -emit-cir %s | FileCheck %s --check-prefix=UNUSED
// RUN: jcirc++ -emit-cir %s | FileCheck %s --check-prefix=EMITTED
// Inline functions are generated only when something generated names them (DeferredDefinitions, as clang's deferred
// decls and g++): a member function defined in its class, an inline or constexpr function, a template instance and an
// implicit special member are linkonce_odr and left out while unused; a call, an address taken, a vtable slot or
// another generated inline function's call brings them in, transitively. A plain (non-inline) function is always
// generated, and so is the vtable of a class whose key function is defined here (with the virtual functions it names).
struct Counter {
    int n;
    int get() const { return n; }          // used by main
    int twice() const { return 2 * n; }    // never used
    int chain() const { return get() + 1; } // used only through helper()
};
inline int helper(const Counter &c) { return c.chain(); }
inline int never(const Counter &c) { return c.twice(); }   // unused: twice() is not brought in through it either
template <class T> T pick(T a, T b) { return a < b ? b : a; }
template <class T> T unused_tmpl(T a) { return a; }
inline int by_pointer(int x) { return x + 3; }
constexpr int sq(int x) { return x * x; }

struct Base {
    virtual ~Base();
    virtual int f() { return 1; }           // in the vtable (key function ~Base is defined here)
    virtual int g() { return pick(1, 2); }  // so is g, and pick<int> through it
};
Base::~Base() {}

struct Implicit { Counter c; ~Implicit() {} };
struct Unused { Implicit i; };               // its implicit destructor is never used

int plain(const Counter &c) { return helper(c) + pick<long>(1, 2); }

int main() {
    Counter c{4};
    int (*fp)(int) = by_pointer;
    int a[sq(2)];                            // folded: sq is not called
    return c.get() + fp(1) + plain(c) + (int)sizeof a;
}

// EMITTED-DAG: cir.func linkonce_odr @_ZNK7Counter3getEv(
// EMITTED-DAG: cir.func linkonce_odr @_ZNK7Counter5chainEv(
// EMITTED-DAG: cir.func linkonce_odr @_Z6helperRK7Counter(
// EMITTED-DAG: cir.func linkonce_odr @_Z4pickIlET_S0_S0_(
// EMITTED-DAG: cir.func linkonce_odr @_Z4pickIiET_S0_S0_(
// EMITTED-DAG: cir.func linkonce_odr @_Z10by_pointeri(
// EMITTED-DAG: cir.func linkonce_odr @_ZN4Base1fEv(
// EMITTED-DAG: cir.func linkonce_odr @_ZN4Base1gEv(
// EMITTED-DAG: cir.func @_ZN4BaseD1Ev(
// EMITTED-DAG: cir.global {{.*}}@_ZTV4Base
// CHECK-LABEL: cir.func @_Z5plainRK7Counter(
// CHECK:   cir.call @_Z6helperRK7Counter(
// CHECK:   cir.call @_Z4pickIlET_S0_S0_(
// CHECK-LABEL: cir.func @main(
// CHECK:   cir.get_global @_Z10by_pointeri
// CHECK:   cir.call @_ZNK7Counter3getEv(

// UNUSED-NOT: @_ZNK7Counter5twiceEv(
// UNUSED-NOT: cir.func {{.*}}@_Z5neverRK7Counter(
// UNUSED-NOT: @_Z11unused_tmpl
// UNUSED-NOT: cir.func {{.*}}@_Z2sqi(
// UNUSED-NOT: @_ZN6UnusedD1Ev(
// UNUSED-NOT: @_ZN8ImplicitD1Ev(
// UNUSED: cir.func @main(
