// RUN: jcirc %s -emit-scf -o - | FileCheck %s
// RUN: jcirc %s -emit-scf -o - | mlir-opt --verify-each > /dev/null

// A return from inside two loops: the return value and the "returned" flag are carried by both
// scf.whiles, both conditions stop once it is set, and the function ends with one return of
// `returned ? value : -1`. No cf op, no memory op.
// CHECK-LABEL: func.func @find(%arg0: !llvm.ptr, %arg1: i32, %arg2: i32) -> i32 {
// CHECK-NOT:     cf.
// CHECK-NOT:     llvm.alloca
// CHECK:         %[[U:.*]] = llvm.mlir.undef : i32
// CHECK:         %[[OUT:.*]]:3 = scf.while (%[[RV:.*]] = %[[U]], %[[I:.*]] = %{{.*}}, %[[RET:.*]] = %false) : (i32, i32, i1) -> (i32, i32, i1) {
// CHECK:           %[[GO:.*]] = arith.xori %[[RET]], %{{.*}} : i1
// CHECK-NEXT:      %{{.*}} = scf.if %[[GO]] -> (i1) {
// CHECK:         } do {
// CHECK-NEXT:    ^bb0(%[[RV1:.*]]: i32, %[[I1:.*]]: i32, %[[RET1:.*]]: i1):
// CHECK:           %[[IN:.*]]:3 = scf.while (%{{.*}} = %[[RV1]], %{{.*}} = %{{.*}}, %{{.*}} = %[[RET1]]) : (i32, i32, i1) -> (i32, i32, i1) {
// CHECK:           } do {
// CHECK:             %[[HIT:.*]]:2 = scf.if %{{.*}} -> (i32, i1) {
// CHECK-NEXT:          %[[MUL:.*]] = arith.muli %[[I1]], %arg1 : i32
// CHECK-NEXT:          %[[IDX:.*]] = arith.addi %[[MUL]], %{{.*}} : i32
// CHECK-NEXT:          %[[T:.*]] = arith.constant true
// CHECK-NEXT:          scf.yield %[[IDX]], %[[T]] : i32, i1
// CHECK-NEXT:        } else {
// CHECK:             scf.yield %[[HIT]]#0, %{{.*}}, %[[HIT]]#1 : i32, i32, i1
// CHECK-NEXT:      }
// CHECK:           scf.yield %[[IN]]#0, %{{.*}}, %[[IN]]#2 : i32, i32, i1
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[T:.*]] = arith.constant true
// CHECK-NEXT:    %[[NOTRET:.*]] = arith.xori %[[OUT]]#2, %[[T]] : i1
// CHECK-NEXT:    %[[R:.*]] = scf.if %[[NOTRET]] -> (i32) {
// CHECK-NEXT:      %[[M1:.*]] = arith.constant -1 : i32
// CHECK-NEXT:      scf.yield %[[M1]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      scf.yield %[[OUT]]#0 : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
// CHECK-NEXT:  }
int find(const int *a, int n, int key) {
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      if (a[i] + a[j] == key) return i * n + j;
  return -1;
}
