// RUN: jcirc++ -emit-cir %s | FileCheck %s
// RUN: jcirc++ -emit-cir %s | FileCheck %s --check-prefix=NODEF
// 'extern template struct Box<int>;' (an explicit instantiation declaration, as libstdc++'s basic_string<char> and
// basic_ostream<char>): the member functions of Box<int> and of its nested classes are another unit's, declared and
// called, never instantiated here (inline ones too, as g++ -O0); a member template's instance (as<long>) and the
// instances of other classes and functions are instantiated as usual; so are the virtual functions, vtable and typeinfo
// of Box<char>, a dynamic class template instance (linkonce_odr), while Box<int>'s are not named.
template<class T> struct Box {
    T v;
    Box() : v() {}
    T get() const { return v; }
    virtual int kind() const { return 1; }
    template<class U> U as() const { return (U)v; }
    struct Inner { int f() { return 1; } };
};
template<class T> T twice(T x) { return x + x; }
extern template struct Box<int>;

int use() {
    Box<int> b;
    Box<int>::Inner i;
    Box<char> c;
    return b.get() + b.as<long>() + i.f() + c.get() + twice(2);
}

// CHECK-LABEL: cir.func @_Z3usev()
// CHECK-DAG: cir.func @_ZN3BoxIiEC1Ev(!cir.ptr<!ty_struct_Box>)
// CHECK-DAG: cir.func @_ZNK3BoxIiE3getEv(!cir.ptr<!ty_struct_Box>) -> !s32i
// CHECK-DAG: cir.func @_ZN3BoxIiE5Inner1fEv(!cir.ptr<!ty_struct_Inner>) -> !s32i
// CHECK-DAG: cir.func linkonce_odr @_ZNK3BoxIiE2asIlEET_v(%{{.*}}: !cir.ptr<!ty_struct_Box>) -> !s64i {
// CHECK-DAG: cir.func linkonce_odr @_ZN3BoxIcEC1Ev(%{{.*}}: !cir.ptr<!ty_struct_Box_1>) {
// CHECK-DAG: cir.func linkonce_odr @_ZNK3BoxIcE4kindEv(%{{.*}}: !cir.ptr<!ty_struct_Box_1>) -> !s32i {
// CHECK-DAG: cir.func linkonce_odr @_Z5twiceIiET_S0_(%{{.*}}: !s32i) -> !s32i {
// CHECK-DAG: cir.global constant linkonce_odr @_ZTV3BoxIcE : {{.*}}#cir.global_view<@_ZTI3BoxIcE> : !cir.ptr<!u8i>, #cir.global_view<@_ZNK3BoxIcE4kindEv>
// CHECK-DAG: cir.global constant linkonce_odr @_ZTI3BoxIcE

// NODEF-NOT: cir.func linkonce_odr @_ZN3BoxIiEC1Ev
// NODEF-NOT: cir.func linkonce_odr @_ZNK3BoxIiE3getEv
// NODEF-NOT: @_ZTV3BoxIiE
// NODEF-NOT: @_ZNK3BoxIiE4kindEv
