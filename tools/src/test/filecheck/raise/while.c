// RUN: jcirc %s -emit-scf -o - | FileCheck %s
// RUN: jcirc %s -emit-scf -o - | mlir-opt --verify-each > /dev/null

// gcd: m and n are promoted to one scf.while over two i32 values, with no memory op left
// (r is written before it is read in the body, so it is not carried).
// CHECK-LABEL: func.func @gcd(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NOT:     llvm.
// CHECK-NEXT:    %[[W:.*]]:2 = scf.while (%[[M:.*]] = %arg0, %[[N:.*]] = %arg1) : (i32, i32) -> (i32, i32) {
// CHECK-NEXT:      %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT:      %[[C:.*]] = arith.cmpi sgt, %[[N]], %[[Z]] : i32
// CHECK-NEXT:      scf.condition(%[[C]]) %[[M]], %[[N]] : i32, i32
// CHECK-NEXT:    } do {
// CHECK-NEXT:    ^bb0(%[[M2:.*]]: i32, %[[N2:.*]]: i32):
// CHECK-NEXT:      %[[R:.*]] = arith.remsi %[[M2]], %[[N2]] : i32
// CHECK-NEXT:      scf.yield %[[N2]], %[[R]] : i32, i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[W]]#0 : i32
// CHECK-NEXT:  }
int gcd(int m, int n) {
  while (n > 0) { int r = m % n; m = n; n = r; }
  return m;
}
