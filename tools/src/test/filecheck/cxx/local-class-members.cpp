// RUN: jcirc++ -emit-cir %s | FileCheck %s
// Member functions of local classes, named as g++ 12 names them: Z <function encoding> E <class> <member>, internal
// in a function with external linkage that is not inline (g++: t), linkonce_odr in a template instance (W); in a
// function template instance the instance's encoding and the instantiated parameter types (each instance has its own
// local class), and an overloaded static member chosen by a tag argument derived from the parameter's class.
struct f_tag {};
struct t_tag {};
struct is_int : t_tag {};
int h(int x) {
    struct S {
        int n;
        S(int v) : n(v) {}
        int get() const { return n; }
    };
    S s(x);
    return s.get();
}
// CHECK: cir.func @_Z1hi(
// CHECK: cir.call @_ZZ1hiEN1SC1Ei(%[[S:.*]], %{{.*}})
// CHECK: cir.call @_ZZ1hiENK1S3getEv(%[[S]])
// CHECK: cir.func internal @_ZZ1hiEN1SC1Ei(
// CHECK: cir.func internal @_ZZ1hiEN1SC2Ei({{.*}}aliasee = @_ZZ1hiEN1SC1Ei
// CHECK: cir.func internal @_ZZ1hiENK1S3getEv(
template <class R> int conv(R b) {
    struct Chk {
        static int chk(R, f_tag) { return 1; }
        static int chk(R v, t_tag) { return v > R(100) ? 2 : 3; }
    };
    return Chk::chk(b, is_int{});
}
int use() { return conv(7) + conv(7L); }
// CHECK: cir.func linkonce_odr @_Z4convIiEiT_(%[[B:.*]]: !s32i)
// CHECK: cir.call @_ZZ4convIiEiT_EN3Chk3chkEi5t_tag(%{{.*}}) : (!s32i) -> !s32i
// CHECK: cir.func linkonce_odr @_Z4convIlEiT_(%[[BL:.*]]: !s64i)
// CHECK: cir.call @_ZZ4convIlEiT_EN3Chk3chkEl5t_tag(%{{.*}}) : (!s64i) -> !s32i
// CHECK: cir.func linkonce_odr @_ZZ4convIiEiT_EN3Chk3chkEi5t_tag(
// CHECK: cir.func linkonce_odr @_ZZ4convIlEiT_EN3Chk3chkEl5t_tag(
