// RUN: jcirc %s -emit-scf -o - | FileCheck %s
// RUN: jcirc %s -emit-scf -o - | mlir-opt --verify-each > /dev/null

// Two nested counted while loops become nested scf.for; s is an iter_arg of both, and the inner
// bound is the outer induction variable.
// CHECK-LABEL: func.func @tri(%arg0: i32) -> i32 {
// CHECK-NOT:     llvm.
// CHECK:         %[[R:.*]] = scf.for %[[I:.*]] = %{{.*}} to %arg0 step %{{.*}} iter_args(%[[S:.*]] = %{{.*}}) -> (i32)  : i32 {
// CHECK:           %[[RI:.*]] = scf.for %[[J:.*]] = %{{.*}} to %[[I]] step %{{.*}} iter_args(%[[S2:.*]] = %[[S]]) -> (i32)  : i32 {
// CHECK-NEXT:        %[[ADD:.*]] = arith.addi %[[S2]], %[[J]] {overflowFlags = #arith.overflow<nsw>} : i32
// CHECK-NEXT:        scf.yield %[[ADD]] : i32
// CHECK-NEXT:      }
// CHECK-NEXT:      scf.yield %[[RI]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
int tri(int n) {
  int s = 0;
  int i = 0;
  while (i < n) {
    int j = 0;
    while (j < i) { s += j; j++; }
    i++;
  }
  return s;
}
