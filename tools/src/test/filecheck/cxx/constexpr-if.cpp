// `if constexpr` (docs/cxx.md, "Templates"): Sema evaluates the condition per template instance and CIRGen emits
// only the selected branch, in a cir.scope of its own — no cir.if, no condition; the discarded branch of an
// instance is not instantiated (the char instance's `(int)x + 2` loads nothing).
// RUN: jcirc++ %s -emit-cir | FileCheck %s
// RUN: not jcirc++ -fsyntax-only -DBAD %s 2>&1 | FileCheck %s --check-prefix=ERR --implicit-check-not=error:

template <typename T> int pick(T x) {
  if constexpr (sizeof(T) == 1) return 1;
  else return (int)x + 2;
}
int use() { return pick('a') + pick(5); }

// CHECK-LABEL: cir.func linkonce_odr @_Z4pickIcEiT_(%arg0: !s8i) -> !s32i
// CHECK-NOT:     cir.if
// CHECK:         cir.scope {
// CHECK-NEXT:      %[[ONE:.*]] = cir.const(#cir.int<1> : !s32i) : !s32i
// CHECK-NEXT:      cir.return %[[ONE]] : !s32i
// CHECK-NEXT:    }
// CHECK-LABEL: cir.func linkonce_odr @_Z4pickIiEiT_(%arg0: !s32i) -> !s32i
// CHECK:         %[[X:.*]] = cir.alloca !s32i, !cir.ptr<!s32i>, ["x", init]
// CHECK-NOT:     cir.if
// CHECK:         cir.scope {
// CHECK-NEXT:      %[[V:.*]] = cir.load %[[X]] : !cir.ptr<!s32i>, !s32i
// CHECK-NEXT:      %[[TWO:.*]] = cir.const(#cir.int<2> : !s32i) : !s32i
// CHECK-NEXT:      %[[SUM:.*]] = cir.binop(add, %[[V]], %[[TWO]]) : !s32i
// CHECK-NEXT:      cir.return %[[SUM]] : !s32i

#ifdef BAD
int bad(int n) { if constexpr (n > 0) return 1; return 0; }
// ERR: constexpr-if.cpp:[[@LINE-1]]:32: error: constexpr if condition is not a constant expression
#endif
