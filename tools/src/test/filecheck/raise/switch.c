// RUN: jcirc %s -emit-scf -o - | FileCheck %s
// RUN: jcirc %s -emit-scf -o - | mlir-opt --verify-each > /dev/null

// switch -> scf.index_switch yielding r: case 0 falls into case 1 (its body is duplicated),
// `case 2: case 3:` share a body, and the default (written before case 9) falls into case 9.
// CHECK-LABEL: func.func @classify(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    %[[I:.*]] = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT:    %[[R:.*]] = scf.index_switch %[[I]] -> i32
// CHECK-NEXT:    case 0 {
// CHECK-NEXT:      %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:      %[[A:.*]] = arith.addi %arg1, %[[ONE]] : i32
// CHECK-NEXT:      %[[TEN:.*]] = arith.constant 10 : i32
// CHECK-NEXT:      %[[B:.*]] = arith.addi %[[A]], %[[TEN]] : i32
// CHECK-NEXT:      scf.yield %[[B]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    case 1 {
// CHECK-NEXT:      %[[TEN:.*]] = arith.constant 10 : i32
// CHECK-NEXT:      %[[B:.*]] = arith.addi %arg1, %[[TEN]] : i32
// CHECK-NEXT:      scf.yield %[[B]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    case 2 {
// CHECK-NEXT:      %[[S:.*]] = arith.constant 7 : i32
// CHECK-NEXT:      scf.yield %[[S]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    case 3 {
// CHECK-NEXT:      %[[S:.*]] = arith.constant 7 : i32
// CHECK-NEXT:      scf.yield %[[S]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    case 9 {
// CHECK-NEXT:      %[[TWO:.*]] = arith.constant 2 : i32
// CHECK-NEXT:      %[[M:.*]] = arith.muli %arg1, %[[TWO]] : i32
// CHECK-NEXT:      scf.yield %[[M]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    default {
// CHECK-NEXT:      %[[D:.*]] = arith.constant -2 : i32
// CHECK-NEXT:      scf.yield %[[D]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    return %[[R]] : i32
int classify(int c, int x) {
  int r = x;
  switch (c) {
  case 0: r += 1;
  case 1: r += 10; break;
  case 2: case 3: r = 7; break;
  default: r = -1;
  case 9: r *= 2;
  }
  return r;
}
