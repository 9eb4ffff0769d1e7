// RUN: jcirc++ -emit-cir %s | FileCheck %s
// A constructor template of a class template (std::pair's P(U1&&, U2&&)): the instance is named as g++ 12 names it
// (P<int, double>::P<int&, double>(int&, double&&): the member template's parameters as T_/T0_, the class's
// arguments substituted), and the definition generated is the instance the call names (its own declarator is the
// instance, not the member template).
template <class T1, class T2> struct P {
    T1 a; T2 b;
    template <class U1, class U2> P(U1 &&x, U2 &&y) : a(x), b(y) {}
};
int g(int i) { P<int, double> p(i, 2.5); return p.a; }
// CHECK: cir.func @_Z1gi(
// CHECK: cir.call @_ZN1PIidEC1IRidEEOT_OT0_(%[[P:.*]], %[[I:.*]], %[[D:.*]]) : (!cir.ptr<!ty_struct_P>, !cir.ptr<!s32i>, !cir.ptr<!cir.double>)
// CHECK: cir.func linkonce_odr @_ZN1PIidEC1IRidEEOT_OT0_(%[[THIS:.*]]: !cir.ptr<!ty_struct_P>, %[[X:.*]]: !cir.ptr<!s32i>, %[[Y:.*]]: !cir.ptr<!cir.double>)
// CHECK: cir.func linkonce_odr @_ZN1PIidEC2IRidEEOT_OT0_({{.*}}aliasee = @_ZN1PIidEC1IRidEEOT_OT0_
