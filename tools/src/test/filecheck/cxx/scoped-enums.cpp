// A scoped enumeration with a fixed underlying type is that integer type in the IR (short: !s16i), mangled by
// its name (g++: _Z4bump4Mode); its enumerators are Mode::Read..., kept apart from same-named enumerators of
// other enums; static_cast<int> widens the value.
// RUN: jcirc++ %s -emit-cir | FileCheck %s

enum class Mode : short { Read = 1, Write = 2 };
enum class Other { Read = 7 };
Mode bump(Mode m) { return m == Mode::Read ? Mode::Write : m; }
int value(Mode m) { return static_cast<int>(m) + static_cast<int>(Other::Read); }

// CHECK-LABEL: cir.func @_Z4bump4Mode(%arg0: !s16i) -> !s16i
// CHECK:   %[[M:.*]] = cir.alloca !s16i, !cir.ptr<!s16i>, ["m", init]
// CHECK:   %[[V:.*]] = cir.load %[[M]] : !cir.ptr<!s16i>, !s16i
// CHECK:   cir.const(#cir.int<1> : !s16i)
// CHECK-LABEL: cir.func @_Z5value4Mode(%arg0: !s16i) -> !s32i
// CHECK:   %[[L:.*]] = cir.load %{{.*}} : !cir.ptr<!s16i>, !s16i
// CHECK:   %[[W:.*]] = cir.cast(integral, %[[L]] : !s16i), !s32i
// CHECK:   %[[SEVEN:.*]] = cir.const(#cir.int<7> : !s32i)
// CHECK:   cir.binop(add, %[[W]], %[[SEVEN]]) : !s32i
