// Globals with constant initializers, member access, subscripts.
// RUN: jcirc %s -emit-cir | FileCheck %s

// CHECK-DAG: cir.global constant private @".str" : !cir.array<!s8i x 3> = #cir.const_array<"hi\00"> : !cir.array<!s8i x 3>
// CHECK-DAG: cir.global external @g : !s32i = #cir.int<3> : !s32i {alignment = 4 : i64}
// CHECK-DAG: cir.global external @arr : !cir.array<!s32i x 4> = #cir.const_array<[#cir.int<1> : !s32i, #cir.int<2> : !s32i, #cir.int<3> : !s32i, #cir.int<0> : !s32i]> : !cir.array<!s32i x 4>
// CHECK-DAG: cir.global external @pg : !cir.ptr<!s32i> = #cir.global_view<@arr, [2]> : !cir.ptr<!s32i>
// CHECK-DAG: cir.global external @msg : !cir.ptr<!s8i> = #cir.global_view<@".str"> : !cir.ptr<!s8i>
// CHECK-LABEL: cir.func @h(
// CHECK:         %[[P:.*]] = cir.alloca !cir.ptr<!ty_struct_P>, !cir.ptr<!cir.ptr<!ty_struct_P>>, ["p", init]
// CHECK:         %[[A:.*]] = cir.alloca !cir.ptr<!s32i>, !cir.ptr<!cir.ptr<!s32i>>, ["a", init]
// CHECK:         %[[I:.*]] = cir.alloca !s64i, !cir.ptr<!s64i>, ["i", init]
// a[i] = p->x: the element address, then the member load stored to it
// CHECK:         %[[AV:.*]] = cir.load %[[A]] : !cir.ptr<!cir.ptr<!s32i>>, !cir.ptr<!s32i>
// CHECK:         %[[IV:.*]] = cir.load %[[I]] : !cir.ptr<!s64i>, !s64i
// CHECK:         %[[ELT:.*]] = cir.ptr_stride(%[[AV]] : !cir.ptr<!s32i>, %[[IV]] : !s64i), !cir.ptr<!s32i>
// CHECK:         %[[PV:.*]] = cir.load %[[P]] : !cir.ptr<!cir.ptr<!ty_struct_P>>, !cir.ptr<!ty_struct_P>
// CHECK:         %[[X:.*]] = cir.struct_element_addr %[[PV]][0] "x" : !cir.ptr<!ty_struct_P> -> !cir.ptr<!s32i>
// CHECK:         %[[XV:.*]] = cir.load %[[X]] : !cir.ptr<!s32i>, !s32i
// CHECK:         cir.store %[[XV]], %[[ELT]] : !s32i, !cir.ptr<!s32i>
// p->d + a[i] + g
// CHECK:         %[[PV2:.*]] = cir.load %[[P]] : !cir.ptr<!cir.ptr<!ty_struct_P>>, !cir.ptr<!ty_struct_P>
// CHECK:         %[[D:.*]] = cir.struct_element_addr %[[PV2]][1] "d" : !cir.ptr<!ty_struct_P> -> !cir.ptr<!cir.double>
// CHECK:         %[[DV:.*]] = cir.load %[[D]] : !cir.ptr<!cir.double>, !cir.double
// CHECK:         %[[ELT2:.*]] = cir.ptr_stride(%{{.*}} : !cir.ptr<!s32i>, %{{.*}} : !s64i), !cir.ptr<!s32i>
// CHECK:         %[[EV:.*]] = cir.load %[[ELT2]] : !cir.ptr<!s32i>, !s32i
// CHECK:         %[[EF:.*]] = cir.cast(int_to_float, %[[EV]] : !s32i), !cir.double
// CHECK:         %[[S1:.*]] = cir.binop(add, %[[DV]], %[[EF]]) : !cir.double
// CHECK:         %[[G:.*]] = cir.get_global @g : !cir.ptr<!s32i>
// CHECK:         %[[GV:.*]] = cir.load %[[G]] : !cir.ptr<!s32i>, !s32i
// CHECK:         %[[GF:.*]] = cir.cast(int_to_float, %[[GV]] : !s32i), !cir.double
// CHECK:         %[[S2:.*]] = cir.binop(add, %[[S1]], %[[GF]]) : !cir.double
// CHECK:         cir.return %[[S2]] : !cir.double
struct P { int x; double d; };
int g = 3;
int arr[4] = {1, 2, 3};
int *pg = &arr[2];
const char *msg = "hi";
double h(struct P *p, int *a, long i) { a[i] = p->x; return p->d + a[i] + g; }
