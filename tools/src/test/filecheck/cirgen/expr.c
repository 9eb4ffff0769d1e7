// Usual arithmetic conversions, signedness, short-circuit logic.
// RUN: jcirc %s -emit-cir | FileCheck %s

// CHECK-LABEL: cir.func @u(%arg0: !u32i, %arg1: !s32i) -> !u32i {
// CHECK:         %[[A:.*]] = cir.alloca !u32i, !cir.ptr<!u32i>, ["a", init]
// CHECK:         %[[B:.*]] = cir.alloca !s32i, !cir.ptr<!s32i>, ["b", init]
// CHECK:         cir.store %arg0, %[[A]] : !u32i, !cir.ptr<!u32i>
// CHECK:         cir.store %arg1, %[[B]] : !s32i, !cir.ptr<!s32i>
// a / 3: the int constant converts to unsigned
// CHECK:         %[[A1:.*]] = cir.load %[[A]] : !cir.ptr<!u32i>, !u32i
// CHECK:         %[[C3:.*]] = cir.const(#cir.int<3> : !s32i) : !s32i
// CHECK:         %[[C3U:.*]] = cir.cast(integral, %[[C3]] : !s32i), !u32i
// CHECK:         %[[DIV:.*]] = cir.binop(div, %[[A1]], %[[C3U]]) : !u32i
// (unsigned)b % 5
// CHECK:         %[[B1:.*]] = cir.load %[[B]] : !cir.ptr<!s32i>, !s32i
// CHECK:         %[[BU:.*]] = cir.cast(integral, %[[B1]] : !s32i), !u32i
// CHECK:         %[[REM:.*]] = cir.binop(rem, %[[BU]], %{{.+}}) : !u32i
// CHECK:         %[[SUM1:.*]] = cir.binop(add, %[[DIV]], %[[REM]]) : !u32i
// a >> 2 is a logical shift of the unsigned a; b >> 1 an arithmetic shift of the signed b
// CHECK:         %[[A2:.*]] = cir.load %[[A]] : !cir.ptr<!u32i>, !u32i
// CHECK:         %[[SHRU:.*]] = cir.binop(shr, %[[A2]], %{{.+}}) : !u32i
// CHECK:         %[[SUM2:.*]] = cir.binop(add, %[[SUM1]], %[[SHRU]]) : !u32i
// CHECK:         %[[B2:.*]] = cir.load %[[B]] : !cir.ptr<!s32i>, !s32i
// CHECK:         %[[SHRS:.*]] = cir.binop(shr, %[[B2]], %{{.+}}) : !s32i
// CHECK:         %[[SHRSU:.*]] = cir.cast(integral, %[[SHRS]] : !s32i), !u32i
// CHECK:         %[[SUM3:.*]] = cir.binop(add, %[[SUM2]], %[[SHRSU]]) : !u32i
// CHECK:         cir.return %[[SUM3]] : !u32i
unsigned u(unsigned a, int b) { return a / 3 + (unsigned)b % 5 + (a >> 2) + (b >> 1); }

// CHECK-LABEL: cir.func @logic(
// CHECK:         %[[A:.*]] = cir.alloca !s32i, !cir.ptr<!s32i>, ["a", init]
// CHECK:         %[[B:.*]] = cir.alloca !s32i, !cir.ptr<!s32i>, ["b", init]
// a && b: b is evaluated only in the true region
// CHECK:         %[[AV:.*]] = cir.load %[[A]] : !cir.ptr<!s32i>, !s32i
// CHECK:         %[[AB:.*]] = cir.cast(int_to_bool, %[[AV]] : !s32i), !cir.bool
// CHECK:         %[[AND:.*]] = cir.ternary(%[[AB]], true {
// CHECK:           %[[BV:.*]] = cir.load %[[B]] : !cir.ptr<!s32i>, !s32i
// CHECK:           %[[BB:.*]] = cir.cast(int_to_bool, %[[BV]] : !s32i), !cir.bool
// CHECK:           cir.yield %[[BB]] : !cir.bool
// CHECK:         }, false {
// CHECK:           %[[F:.*]] = cir.const(#cir.bool<false> : !cir.bool) : !cir.bool
// CHECK:           cir.yield %[[F]] : !cir.bool
// CHECK:         }) : !cir.bool
// ... || !a: !a only in the false region
// CHECK:         %[[OR:.*]] = cir.ternary(%[[AND]], true {
// CHECK:         }, false {
// CHECK:           %[[AV2:.*]] = cir.load %[[A]] : !cir.ptr<!s32i>, !s32i
// CHECK:           %[[AB2:.*]] = cir.cast(int_to_bool, %[[AV2]] : !s32i), !cir.bool
// CHECK:           %[[NOT:.*]] = cir.unary(not, %[[AB2]]) : !cir.bool, !cir.bool
// CHECK:           cir.yield %[[NOT]] : !cir.bool
// CHECK:         }) : !cir.bool
// CHECK:         %[[R:.*]] = cir.cast(bool_to_int, %[[OR]] : !cir.bool), !s32i
// CHECK:         cir.return %[[R]] : !s32i
int logic(int a, int b) { return (a && b) || !a; }

// CHECK-LABEL: cir.func @conv(%arg0: !s8i, %arg1: !s16i, %arg2: !cir.float) -> !s64i {
// CHECK:         %[[C:.*]] = cir.alloca !s8i, !cir.ptr<!s8i>, ["c", init]
// CHECK:         %[[S:.*]] = cir.alloca !s16i, !cir.ptr<!s16i>, ["s", init]
// CHECK:         %[[F:.*]] = cir.alloca !cir.float, !cir.ptr<!cir.float>, ["f", init]
// CHECK:         %[[CV:.*]] = cir.load %[[C]] : !cir.ptr<!s8i>, !s8i
// CHECK:         %[[SV:.*]] = cir.load %[[S]] : !cir.ptr<!s16i>, !s16i
// c + s: both promote to int
// CHECK:         %[[CI:.*]] = cir.cast(integral, %[[CV]] : !s8i), !s32i
// CHECK:         %[[SI:.*]] = cir.cast(integral, %[[SV]] : !s16i), !s32i
// CHECK:         %[[CS:.*]] = cir.binop(add, %[[CI]], %[[SI]]) : !s32i
// CHECK:         %[[FV:.*]] = cir.load %[[F]] : !cir.ptr<!cir.float>, !cir.float
// CHECK:         %[[FL:.*]] = cir.cast(float_to_int, %[[FV]] : !cir.float), !s64i
// CHECK:         %[[CSL:.*]] = cir.cast(integral, %[[CS]] : !s32i), !s64i
// CHECK:         %[[R:.*]] = cir.binop(add, %[[CSL]], %[[FL]]) : !s64i
// CHECK:         cir.return %[[R]] : !s64i
long conv(char c, short s, float f) { return c + s + (long)f; }
