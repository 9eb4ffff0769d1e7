// Usual arithmetic conversions, signedness, short-circuit logic.
// RUN: jcirc %s -emit-cir | FileCheck %s

// CHECK-LABEL: cir.func @u(%arg0: !u32i, %arg1: !s32i) -> !u32i {
// CHECK:         cir.cast(integral, %{{.+}} : !s32i), !u32i
// CHECK:         cir.binop(div, %{{.+}}, %{{.+}}) : !u32i
// CHECK:         cir.binop(rem, %{{.+}}, %{{.+}}) : !u32i
// CHECK:         cir.binop(shr, %{{.+}}, %{{.+}}) : !u32i
// CHECK:         cir.binop(shr, %{{.+}}, %{{.+}}) : !s32i
unsigned u(unsigned a, int b) { return a / 3 + (unsigned)b % 5 + (a >> 2) + (b >> 1); }

// CHECK-LABEL: cir.func @logic(
// CHECK:         cir.cast(int_to_bool, %{{.+}} : !s32i), !cir.bool
// CHECK:         cir.ternary(%{{.+}}, true {
// CHECK:           cir.yield %{{.+}} : !cir.bool
// CHECK:         }, false {
// CHECK:           cir.const(#cir.bool<false> : !cir.bool) : !cir.bool
// CHECK:         cir.unary(not, %{{.+}}) : !cir.bool, !cir.bool
// CHECK:         cir.cast(bool_to_int, %{{.+}} : !cir.bool), !s32i
int logic(int a, int b) { return (a && b) || !a; }

// CHECK-LABEL: cir.func @conv(%arg0: !s8i, %arg1: !s16i, %arg2: !cir.float) -> !s64i {
// CHECK:         cir.cast(integral, %{{.+}} : !s8i), !s32i
// CHECK:         cir.cast(integral, %{{.+}} : !s16i), !s32i
// CHECK:         cir.cast(float_to_int, %{{.+}} : !cir.float), !s64i
long conv(char c, short s, float f) { return c + s + (long)f; }
