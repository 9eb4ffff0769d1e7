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
