// Variadic templates (docs/cxx.md, "Variadic templates and generic lambdas"): a function parameter pack is one
// parameter per element (xs#0, xs#1), named by g++'s mangling (J...E, Dp); a right fold (xs + ... + 0) nests to
// the right, xs#0 + (xs#1 + 0), with the usual arithmetic conversions per step; an empty && fold is true.
// RUN: jcirc++ %s -emit-cir | FileCheck %s

template<typename... Ts> int sum(Ts... xs) { return (xs + ... + 0); }
template<typename... Ts> bool all(Ts... xs) { return (... && xs); }
int use() { return sum(1, 2L) + all(); }

// CHECK-LABEL: cir.func @_Z3usev()
// CHECK:         %[[S:.*]] = cir.call @_Z3sumIJilEEiDpT_(%{{.*}}, %{{.*}}) : (!s32i, !s64i) -> !s32i
// CHECK:         %[[A:.*]] = cir.call @_Z3allIJEEbDpT_() : () -> !cir.bool
// CHECK-LABEL: cir.func linkonce_odr @_Z3sumIJilEEiDpT_(%arg0: !s32i, %arg1: !s64i) -> !s32i
// CHECK:         %[[X0:.*]] = cir.alloca !s32i, !cir.ptr<!s32i>, ["xs#0", init]
// CHECK:         %[[X1:.*]] = cir.alloca !s64i, !cir.ptr<!s64i>, ["xs#1", init]
// CHECK:         %[[V0:.*]] = cir.load %[[X0]] : !cir.ptr<!s32i>, !s32i
// CHECK:         %[[V1:.*]] = cir.load %[[X1]] : !cir.ptr<!s64i>, !s64i
// CHECK:         %[[Z:.*]] = cir.const(#cir.int<0> : !s32i) : !s32i
// CHECK:         %[[ZL:.*]] = cir.cast(integral, %[[Z]] : !s32i), !s64i
// CHECK:         %[[INNER:.*]] = cir.binop(add, %[[V1]], %[[ZL]]) : !s64i
// CHECK:         %[[V0L:.*]] = cir.cast(integral, %[[V0]] : !s32i), !s64i
// CHECK:         %[[OUTER:.*]] = cir.binop(add, %[[V0L]], %[[INNER]]) : !s64i
// CHECK:         %[[R:.*]] = cir.cast(integral, %[[OUTER]] : !s64i), !s32i
// CHECK:         cir.return %[[R]] : !s32i
// CHECK-LABEL: cir.func linkonce_odr @_Z3allIJEEbDpT_() -> !cir.bool
// CHECK:         %[[T:.*]] = cir.const(#cir.bool<true> : !cir.bool) : !cir.bool
// CHECK:         cir.return %[[T]] : !cir.bool
