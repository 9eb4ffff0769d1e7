// RUN: jcirc %s -emit-scf -o - | FileCheck %s
// RUN: jcirc %s -emit-scf -o - | mlir-opt --verify-each > /dev/null

// do-while: the body and then the condition in the before-region; the after-region only forwards.
// CHECK-LABEL: func.func @digits(%arg0: i32) -> i32 {
// CHECK-NEXT:    %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT:    %[[W:.*]]:2 = scf.while (%[[X:.*]] = %arg0, %[[D:.*]] = %[[Z]]) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT:      %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:      %[[D1:.*]] = arith.addi %[[D]], %[[ONE]] {overflowFlags = #arith.overflow<nsw>} : i32
// CHECK-NEXT:      %[[TEN:.*]] = arith.constant 10 : i32
// CHECK-NEXT:      %[[X1:.*]] = arith.divui %[[X]], %[[TEN]] : i32
// CHECK-NEXT:      %[[Z2:.*]] = arith.constant 0 : i32
// CHECK-NEXT:      %[[C:.*]] = arith.cmpi ne, %[[X1]], %[[Z2]] : i32
// CHECK-NEXT:      scf.condition(%[[C]]) %[[X1]], %[[D1]] : i32, i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%[[A:.*]]: i32, %[[B:.*]]: i32):
// CHECK-NEXT:      scf.yield %[[A]], %[[B]] : i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[W]]#1 : i32
int digits(unsigned x) {
  int d = 0;
  do { d++; x /= 10; } while (x != 0);
  return d;
}
