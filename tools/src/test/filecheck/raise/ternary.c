// RUN: jcirc %s -emit-scf -o - | FileCheck %s
// RUN: jcirc %s -emit-scf -o - | mlir-opt --verify-each > /dev/null

// Both arms are constants: arith.select, no region.
// CHECK-LABEL: func.func @sel(%arg0: i32) -> i32 {
// CHECK-NOT:     scf.if
// CHECK:         %[[C:.*]] = arith.cmpi sgt, %arg0, %{{.*}} : i32
// CHECK-NEXT:    %[[A:.*]] = arith.constant 1 : i32
// CHECK-NEXT:    %[[B:.*]] = arith.constant 2 : i32
// CHECK-NEXT:    %[[S:.*]] = arith.select %[[C]], %[[A]], %[[B]] : i32
// CHECK-NEXT:    return %[[S]] : i32
int sel(int x) { return x > 0 ? 1 : 2; }

// An arm with a call: scf.if with a result.
// CHECK-LABEL: func.func @call(%arg0: i32) -> i32 {
// CHECK:         %[[C:.*]] = arith.cmpi sgt, %arg0, %{{.*}} : i32
// CHECK-NEXT:    %[[R:.*]] = scf.if %[[C]] -> (i32) {
// CHECK-NEXT:      %[[F:.*]] = func.call @f(%arg0) : (i32) -> i32
// CHECK-NEXT:      scf.yield %[[F]] : i32
// CHECK-NEXT:    } else {
// CHECK-NEXT:      %[[Z:.*]] = arith.constant 0 : i32
// CHECK-NEXT:      scf.yield %[[Z]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
int f(int);
int call(int x) { return x > 0 ? f(x) : 0; }
