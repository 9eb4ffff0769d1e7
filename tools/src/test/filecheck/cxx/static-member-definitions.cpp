// RUN: jcirc++ -emit-cir %s | FileCheck %s
// The definition out of the class of a static data member initialized in the class (`const int N::k;`, libstdc++'s
// `template<typename _Value> const int __numeric_traits_floating<_Value>::__max_exponent10;`) holds the in-class
// value, read-only, with the class's linkage (not a const's internal one): external for a class, linkonce_odr for a
// class template's instance and for a C++17 inline `constexpr` member redeclared out of the class. It was an internal
// zero, so a reference bound to the member read 0.
template<class T> struct Tr { static const int m = sizeof(T) * 3; };
template<class T> const int Tr<T>::m;
struct N { static const int k = 4; };
const int N::k;
struct C { static constexpr double d = 2.5; static const long big = 1L << 40; };
constexpr double C::d;
const long C::big;

// CHECK-DAG: cir.global constant external @_ZN1N1kE : !s32i = #cir.int<4> : !s32i
// CHECK-DAG: cir.global constant linkonce_odr @_ZN1C1dE : !cir.double = #cir.fp<2.5> : !cir.double
// CHECK-DAG: cir.global constant external @_ZN1C3bigE : !s64i = #cir.int<1099511627776> : !s64i
// CHECK-LABEL: cir.func {{.*}}@_Z3usev
// CHECK: %[[R:.*]] = cir.get_global @_ZN2TrIdE1mE
// CHECK: cir.store %[[R]], %{{.*}} : !cir.ptr<!s32i>, !cir.ptr<!cir.ptr<!s32i>>
// CHECK: cir.get_global @_ZN1N1kE
int use() {
    const int &r = Tr<double>::m;
    const int *p = &N::k;
    return r + *p + (int)C::d + (int)(C::big >> 40);
}
// the instance's definition follows its first use
// CHECK: cir.global constant linkonce_odr @_ZN2TrIdE1mE : !s32i = #cir.int<24> : !s32i
