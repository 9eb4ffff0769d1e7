// Template template parameters (docs/cxx.md, "Template template parameters"): instances named as g++ 12 names
// them (a template as a template argument is its name, C<E> with C a template template parameter is T_IT0_E),
// and gcc's ttp25 shape, which overflowed the stack in the mangler, compiles.
// RUN: jcirc++ %s -emit-cir | FileCheck %s

template <class T> struct D { int f() { return sizeof(T); } };
template <template <class> class C, class E> struct H {
    C<E> d;
    int f() { return d.f(); }
};
template <template <class> class C, class E> int f(C<E> &d1) {
    H<C, E> h;
    return d1.f() + h.f();
}
template <template <class, class> class P> int g() { return sizeof(P<int, long>); }
template <class K, class V> struct Pair { K k; V v; };

int main() {
    D<int> a;
    D<char> b;
    return f(a) + f(b) + g<Pair>();
}

// CHECK-LABEL: cir.func @main()
// CHECK:         cir.call @_Z1fI1DiEiRT_IT0_E(%{{.*}})
// CHECK:         cir.call @_Z1fI1DcEiRT_IT0_E(%{{.*}})
// CHECK:         cir.call @_Z1gI4PairEiv()
// CHECK-DAG:   cir.func linkonce_odr @_ZN1HI1DiE1fEv(
// CHECK-DAG:   cir.func linkonce_odr @_ZN1HI1DcE1fEv(
