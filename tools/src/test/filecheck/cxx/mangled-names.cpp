// C++ functions are emitted under their Itanium mangled names (as g++ names them): overloads, namespaces,
// static member functions (linkonce_odr when defined in the class) and static data members; extern "C" and
// main keep their names; calls go to
// the overload CDT resolves.
// RUN: jcirc++ %s -emit-cir | FileCheck %s

namespace ns {
int scale = 2;
int f(int x) { return x * scale; }
}
long f(long x) { return x + 1; }
double f(double x) { return x / 2; }
extern "C" int c_fn(int x) { return x; }

struct Counter {
    int value;
    static int made;
    static Counter make(int v) { ++made; Counter c; c.value = v; return c; }
};
int Counter::made = 0;

int main() {
    Counter c = Counter::make(3);
    return ns::f(1) + (int)f(2L) + (int)f(4.0) + c_fn(c.value);
}

// CHECK: cir.global external @_ZN2ns5scaleE : !s32i = #cir.int<2> : !s32i
// CHECK-LABEL: cir.func @_ZN2ns1fEi(%arg0: !s32i) -> !s32i {
// CHECK:         %[[X:.*]] = cir.load %{{.*}} : !cir.ptr<!s32i>, !s32i
// CHECK:         %[[S:.*]] = cir.get_global @_ZN2ns5scaleE : !cir.ptr<!s32i>
// CHECK:         %[[SV:.*]] = cir.load %[[S]] : !cir.ptr<!s32i>, !s32i
// CHECK:         %[[M:.*]] = cir.binop(mul, %[[X]], %[[SV]]) : !s32i
// CHECK:         cir.return %[[M]] : !s32i
// CHECK-LABEL: cir.func @_Z1fl(%arg0: !s64i) -> !s64i {
// CHECK-LABEL: cir.func @_Z1fd(%arg0: !cir.double) -> !cir.double {
// CHECK-LABEL: cir.func @c_fn(%arg0: !s32i) -> !s32i {
// CHECK: cir.global external @_ZN7Counter4madeE : !s32i = #cir.int<0> : !s32i
// CHECK-LABEL: cir.func @main() -> !s32i {
// CHECK:         %[[THREE:.*]] = cir.const(#cir.int<3> : !s32i) : !s32i
// CHECK:         %{{.*}} = cir.call @_ZN7Counter4makeEi(%[[THREE]]) : (!s32i) -> !u32i
// CHECK:         %[[ONE:.*]] = cir.const(#cir.int<1> : !s32i) : !s32i
// CHECK:         %[[A:.*]] = cir.call @_ZN2ns1fEi(%[[ONE]]) : (!s32i) -> !s32i
// CHECK:         %[[TWO:.*]] = cir.const(#cir.int<2> : !s64i) : !s64i
// CHECK:         %[[B:.*]] = cir.call @_Z1fl(%[[TWO]]) : (!s64i) -> !s64i
// CHECK:         %[[FOUR:.*]] = cir.const(#cir.fp<4.0> : !cir.double) : !cir.double
// CHECK:         %[[D:.*]] = cir.call @_Z1fd(%[[FOUR]]) : (!cir.double) -> !cir.double
// CHECK:         %[[E:.*]] = cir.call @c_fn(%{{.*}}) : (!s32i) -> !s32i
// CHECK-LABEL: cir.func linkonce_odr @_ZN7Counter4makeEi(%arg0: !s32i) -> !u32i {
// CHECK:         %[[MADE:.*]] = cir.get_global @_ZN7Counter4madeE : !cir.ptr<!s32i>
// CHECK:         %[[OLD:.*]] = cir.load %[[MADE]] : !cir.ptr<!s32i>, !s32i
// CHECK:         %[[NEW:.*]] = cir.unary(inc, %[[OLD]]) : !s32i, !s32i
// CHECK:         cir.store %[[NEW]], %[[MADE]] : !s32i, !cir.ptr<!s32i>
