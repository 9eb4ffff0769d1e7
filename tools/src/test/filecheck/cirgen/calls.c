// Direct, indirect and variadic calls; string literals become private globals.
// RUN: jcirc %s -emit-cir | FileCheck %s

// CHECK: cir.global constant private @".str" : !cir.array<!s8i x 7> = #cir.const_array<"%d %f\n\00"> : !cir.array<!s8i x 7>
// CHECK-LABEL: cir.func internal @sq(%arg0: !s32i) -> !s32i {
// CHECK-LABEL: cir.func @apply(%arg0: !cir.ptr<!cir.func<!s32i (!s32i)>>, %arg1: !s32i) -> !s32i {
// CHECK:         cir.call %{{.+}}(%{{.+}}) : (!cir.ptr<!cir.func<!s32i (!s32i)>>, !s32i) -> !s32i
// CHECK-LABEL: cir.func @main() -> !s32i {
// CHECK:         cir.cast(array_to_ptrdecay, %{{.+}} : !cir.ptr<!cir.array<!s8i x 7>>), !cir.ptr<!s8i>
// CHECK:         cir.get_global @sq : !cir.ptr<!cir.func<!s32i (!s32i)>>
// CHECK:         cir.call @apply(%{{.+}}, %{{.+}}) : (!cir.ptr<!cir.func<!s32i (!s32i)>>, !s32i) -> !s32i
// CHECK:         cir.call @printf(%{{.+}}, %{{.+}}, %{{.+}}) : (!cir.ptr<!s8i>, !s32i, !cir.double) -> !s32i
// CHECK: cir.func @printf(!cir.ptr<!s8i>, ...) -> !s32i
int printf(const char *, ...);
static int sq(int x) { return x * x; }
int apply(int (*f)(int), int v) { return f(v); }
int main(void) { printf("%d %f\n", apply(sq, 3), 1.5); return 0; }
