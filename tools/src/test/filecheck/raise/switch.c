// RUN: jcirc %s -emit-scf -o - | FileCheck %s
// RUN: jcirc %s -emit-scf -o - | mlir-opt --verify-each > /dev/null

// switch -> scf.index_switch yielding r: case 0 falls into case 1 (its body is duplicated),
// `case 2: case 3:` share one scf case (3 is mapped to 2 before the switch), and the default
// (written before case 9) falls into case 9.
// CHECK-LABEL: func.func @classify(%arg0: i32, %arg1: i32) -> i32 {
// CHECK-NEXT:    %[[I:.*]] = arith.index_cast %arg0 : i32 to index
// CHECK-NEXT:    %[[C2:.*]] = arith.constant 2 : index
// CHECK-NEXT:    %[[D:.*]] = arith.subi %[[I]], %[[C2]] : index
// CHECK-NEXT:    %[[C1:.*]] = arith.constant 1 : index
// CHECK-NEXT:    %[[IN:.*]] = arith.cmpi ule, %[[D]], %[[C1]] : index
// CHECK-NEXT:    %[[I2:.*]] = arith.select %[[IN]], %[[C2]], %[[I]] : index
// CHECK-NEXT:    %[[R:.*]] = scf.index_switch %[[I2]] -> i32
// CHECK-NEXT:    case 0 {
// CHECK-NEXT:      %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:      %[[A:.*]] = arith.addi %arg1, %[[ONE]] {overflowFlags = #arith.overflow<nsw>} : i32
// CHECK-NEXT:      %[[TEN:.*]] = arith.constant 10 : i32
// CHECK-NEXT:      %[[B:.*]] = arith.addi %[[A]], %[[TEN]] {overflowFlags = #arith.overflow<nsw>} : i32
// CHECK-NEXT:      scf.yield %[[B]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    case 1 {
// CHECK-NEXT:      %[[TEN:.*]] = arith.constant 10 : i32
// CHECK-NEXT:      %[[B:.*]] = arith.addi %arg1, %[[TEN]] {overflowFlags = #arith.overflow<nsw>} : i32
// CHECK-NEXT:      scf.yield %[[B]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    case 2 {
// CHECK-NEXT:      %[[S:.*]] = arith.constant 7 : i32
// CHECK-NEXT:      scf.yield %[[S]] : i32
// CHECK-NEXT:    }
// CHECK-NEXT:    case 9 {
// CHECK-NEXT:      %[[TWO:.*]] = arith.constant 2 : i32
// CHECK-NEXT:      %[[M:.*]] = arith.muli %arg1, %[[TWO]] {overflowFlags = #arith.overflow<nsw>} : i32
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

// Labels that only fall into the default's code are left to the default; a non-contiguous
// group compares each value.
// CHECK-LABEL: func.func @groups(%arg0: i32) -> i32 {
// CHECK:         arith.cmpi eq, %{{.*}}, %[[C1:.*]] : index
// CHECK:         arith.cmpi eq
// CHECK:         arith.ori
// CHECK:         arith.select %{{.*}}, %[[C1]], %{{.*}} : index
// CHECK:         scf.index_switch %{{.*}} -> i32
// CHECK-NEXT:    case 1 {
// CHECK-NOT:     case 5
// CHECK-NOT:     case 7
// CHECK:         default {
int groups(int c) {
  switch (c) {
  case 1: case 7: return 10;
  case 5: default: return 20;
  }
}
