// Globals with constant initializers, member access, subscripts.
// RUN: jcirc %s -emit-cir | FileCheck %s

// CHECK-DAG: cir.global constant private @".str" : !cir.array<!s8i x 3> = #cir.const_array<"hi\00"> : !cir.array<!s8i x 3>
// CHECK-DAG: cir.global external @g : !s32i = #cir.int<3> : !s32i {alignment = 4 : i64}
// CHECK-DAG: cir.global external @arr : !cir.array<!s32i x 4> = #cir.const_array<[#cir.int<1> : !s32i, #cir.int<2> : !s32i, #cir.int<3> : !s32i, #cir.int<0> : !s32i]> : !cir.array<!s32i x 4>
// CHECK-DAG: cir.global external @pg : !cir.ptr<!s32i> = #cir.global_view<@arr, [2]> : !cir.ptr<!s32i>
// CHECK-DAG: cir.global external @msg : !cir.ptr<!s8i> = #cir.global_view<@".str"> : !cir.ptr<!s8i>
// CHECK-LABEL: cir.func @h(
// CHECK:         cir.ptr_stride(%{{.+}} : !cir.ptr<!s32i>, %{{.+}} : !s64i), !cir.ptr<!s32i>
// CHECK:         cir.struct_element_addr %{{.+}}[0] "x" : !cir.ptr<!ty_struct_P> -> !cir.ptr<!s32i>
// CHECK:         cir.struct_element_addr %{{.+}}[1] "d" : !cir.ptr<!ty_struct_P> -> !cir.ptr<!cir.double>
// CHECK:         cir.cast(int_to_float, %{{.+}} : !s32i), !cir.double
// CHECK:         cir.get_global @g : !cir.ptr<!s32i>
struct P { int x; double d; };
int g = 3;
int arr[4] = {1, 2, 3};
int *pg = &arr[2];
const char *msg = "hi";
double h(struct P *p, int *a, long i) { a[i] = p->x; return p->d + a[i] + g; }
