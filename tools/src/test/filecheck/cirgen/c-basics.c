// C features gcc users expect: __func__ and friends, ...
// RUN: jcirc %s -emit-cir | FileCheck %s

// __func__ is a static const char array defined on first use, named after the function.
// CHECK-LABEL: cir.func @fname(
// CHECK:         %[[G:.+]] = cir.get_global @__func__.fname : !cir.ptr<!cir.array<!s8i x 6>>
// CHECK:         %[[P:.+]] = cir.cast(array_to_ptrdecay, %[[G]] : !cir.ptr<!cir.array<!s8i x 6>>), !cir.ptr<!s8i>
// CHECK:         cir.return %[[P]]
// CHECK: cir.global constant internal @__func__.fname : !cir.array<!s8i x 6> = #cir.const_array<"fname\00">
const char *fname(void) { return __func__; }

// CHECK-LABEL: cir.func @pretty(
// CHECK:         cir.get_global @__PRETTY_FUNCTION__.pretty
// CHECK: cir.global constant internal @__PRETTY_FUNCTION__.pretty : !cir.array<!s8i x 7> = #cir.const_array<"pretty\00">
const char *pretty(void) { return __PRETTY_FUNCTION__; }

// GNU cast to a union: a temporary union whose member of the operand's type holds the value.
// CHECK-LABEL: cir.func @to_union(
// CHECK:         %[[X:.+]] = cir.alloca !cir.double, !cir.ptr<!cir.double>, ["x", init]
// CHECK:         %[[U:.+]] = cir.alloca !ty_union_DU, !cir.ptr<!ty_union_DU>, ["union.cast", init]
// CHECK:         %[[M:.+]] = cir.struct_element_addr %[[U]][1] "d" : !cir.ptr<!ty_union_DU> -> !cir.ptr<!cir.double>
// CHECK:         %[[V:.+]] = cir.load %[[X]] : !cir.ptr<!cir.double>, !cir.double
// CHECK:         cir.store %[[V]], %[[M]] : !cir.double, !cir.ptr<!cir.double>
// CHECK:         %{{.+}} = cir.load %[[U]] : !cir.ptr<!ty_union_DU>, !ty_union_DU
union DU { int i; double d; };
union DU to_union(double x) { return (union DU) x; }
