// Direct, indirect and variadic calls; string literals become private globals.
// RUN: jcirc %s -emit-cir | FileCheck %s

// CHECK: cir.global constant private @".str" : !cir.array<!s8i x 7> = #cir.const_array<"%d %f\n\00"> : !cir.array<!s8i x 7>
// CHECK-LABEL: cir.func internal @sq(%arg0: !s32i) -> !s32i {
// CHECK-LABEL: cir.func @apply(%arg0: !cir.ptr<!cir.func<!s32i (!s32i)>>, %arg1: !s32i) -> !s32i {
// CHECK:         %[[F:.*]] = cir.alloca !cir.ptr<!cir.func<!s32i (!s32i)>>, !cir.ptr<!cir.ptr<!cir.func<!s32i (!s32i)>>>, ["f", init]
// CHECK:         %[[V:.*]] = cir.alloca !s32i, !cir.ptr<!s32i>, ["v", init]
// CHECK:         %[[FP:.*]] = cir.load %[[F]] : !cir.ptr<!cir.ptr<!cir.func<!s32i (!s32i)>>>, !cir.ptr<!cir.func<!s32i (!s32i)>>
// CHECK:         %[[VV:.*]] = cir.load %[[V]] : !cir.ptr<!s32i>, !s32i
// CHECK:         %[[R:.*]] = cir.call %[[FP]](%[[VV]]) : (!cir.ptr<!cir.func<!s32i (!s32i)>>, !s32i) -> !s32i
// CHECK:         cir.return %[[R]] : !s32i
// CHECK-LABEL: cir.func @main() -> !s32i {
// CHECK:         %[[STR:.*]] = cir.get_global @".str" : !cir.ptr<!cir.array<!s8i x 7>>
// CHECK:         %[[FMT:.*]] = cir.cast(array_to_ptrdecay, %[[STR]] : !cir.ptr<!cir.array<!s8i x 7>>), !cir.ptr<!s8i>
// CHECK:         %[[SQ:.*]] = cir.get_global @sq : !cir.ptr<!cir.func<!s32i (!s32i)>>
// CHECK:         %[[THREE:.*]] = cir.const(#cir.int<3> : !s32i) : !s32i
// CHECK:         %[[AP:.*]] = cir.call @apply(%[[SQ]], %[[THREE]]) : (!cir.ptr<!cir.func<!s32i (!s32i)>>, !s32i) -> !s32i
// CHECK:         %[[D:.*]] = cir.const(#cir.fp<1.5> : !cir.double) : !cir.double
// CHECK:         cir.call @printf(%[[FMT]], %[[AP]], %[[D]]) : (!cir.ptr<!s8i>, !s32i, !cir.double) -> !s32i
// CHECK: cir.func @printf(!cir.ptr<!s8i>, ...) -> !s32i
int printf(const char *, ...);
static int sq(int x) { return x * x; }
int apply(int (*f)(int), int v) { return f(v); }
int main(void) { printf("%d %f\n", apply(sq, 3), 1.5); return 0; }
