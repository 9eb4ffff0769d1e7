// auto/decltype take Sema's expression types (decltype(x) & is a reference: a pointer in the IR); a deduced
// return type comes from the first return; constexpr calls fold in constant expressions (array bounds, case
// labels) through CDT's constexpr evaluation; constexpr and inline functions and inline variables are
// linkonce_odr (g++'s weak COMDAT); a constexpr namespace-scope object is internal.
// RUN: jcirc++ %s -emit-cir | FileCheck %s

constexpr int sq(int x) { return x * x; }
inline int twice(int x) { return 2 * x; }
constexpr int N = sq(3) + 1;
inline int counter = 3;
auto half(double d) { return d / 2; }
auto add(int a, int b) -> long { return a + b; }
int table[N];
int use(int v) {
    auto x = v + 1;
    decltype(x) &r = x;
    r += twice(v);
    switch (v) { case sq(2): return 1; }
    return x + counter + (int)half(add(1, 2));
}
int at_run_time(int v) { return sq(v); }   // a constexpr function is generated when a call is not folded

// CHECK: cir.func linkonce_odr @_Z2sqi(%arg0: !s32i) -> !s32i
// CHECK: cir.func linkonce_odr @_Z5twicei(
// CHECK: cir.global constant internal @N : !s32i = #cir.int<10> : !s32i
// CHECK: cir.global linkonce_odr @counter : !s32i = #cir.int<3> : !s32i
// CHECK: cir.func @_Z4halfd(%arg0: !cir.double) -> !cir.double
// CHECK: cir.func @_Z3addii(%arg0: !s32i, %arg1: !s32i) -> !s64i
// CHECK:   %[[SUM:.*]] = cir.binop(add, %{{.*}}, %{{.*}}) : !s32i
// CHECK:   %[[L:.*]] = cir.cast(integral, %[[SUM]] : !s32i), !s64i
// CHECK:   cir.return %[[L]] : !s64i
// CHECK-LABEL: cir.func @_Z3usei(
// CHECK:   %[[X:.*]] = cir.alloca !s32i, !cir.ptr<!s32i>, ["x", init]
// CHECK:   %[[R:.*]] = cir.alloca !cir.ptr<!s32i>, !cir.ptr<!cir.ptr<!s32i>>, ["r", init]
// CHECK:   cir.store %[[X]], %[[R]] : !cir.ptr<!s32i>, !cir.ptr<!cir.ptr<!s32i>>
// CHECK:   %[[RP:.*]] = cir.load %[[R]]
// CHECK:   %[[T:.*]] = cir.call @_Z5twicei(
// CHECK:   %[[OLD:.*]] = cir.load %[[RP]] : !cir.ptr<!s32i>, !s32i
// CHECK:   %[[NEW:.*]] = cir.binop(add, %[[OLD]], %[[T]]) : !s32i
// CHECK:   cir.store %[[NEW]], %[[RP]]
// CHECK:   case (equal, 4)
// CHECK:   %[[A:.*]] = cir.call @_Z3addii(%{{.*}}, %{{.*}}) : (!s32i, !s32i) -> !s64i
// CHECK:   %[[AD:.*]] = cir.cast(int_to_float, %[[A]] : !s64i), !cir.double
// CHECK:   cir.call @_Z4halfd(%[[AD]]) : (!cir.double) -> !cir.double
// CHECK: cir.global external @table : !cir.array<!s32i x 10>
