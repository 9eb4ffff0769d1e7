// Every scf op in its custom form: jcir-opt prints what it reads, and reads what it prints.
// RUN: jcir-opt %s | FileCheck %s
// RUN: jcir-opt %s | jcir-opt - | FileCheck %s
// Printing is a fixed point: print(parse(print(x))) == print(x).
// RUN: jcir-opt %s > %t.1 && jcir-opt %t.1 > %t.2 && diff %t.1 %t.2
// mlir-opt-19 reads it and prints exactly the same text ("foo.*" stand for arbitrary ops).
// RUN: jcir-opt %s > %t.j && mlir-opt --allow-unregistered-dialect %t.j > %t.m && diff -B %t.j %t.m

module {
  func.func @scf(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: f32, %arg5: i32) -> f32 {
    %0 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg4) -> (f32) {
      %5 = scf.if %arg3 -> (f32) {
        %6 = arith.addf %arg7, %arg4 : f32
        scf.yield %6 : f32
      } else {
        scf.yield %arg7 : f32
      }
      scf.yield %5 : f32
    }
    scf.for %arg6 = %arg0 to %arg1 step %arg2 {
      scf.if %arg3 {
        "foo.x"() : () -> ()
      }
    }
    %1 = scf.while (%arg6 = %arg5) : (i32) -> i32 {
      %5 = arith.cmpi slt, %arg6, %arg5 : i32
      scf.condition(%5) %arg6 : i32
    } do {
    ^bb0(%arg6: i32):
      %5 = arith.addi %arg6, %arg6 : i32
      scf.yield %5 : i32
    }
    %2 = scf.execute_region -> i32 {
      scf.yield %arg5 : i32
    }
    %3 = scf.index_switch %arg0 -> i32 
    case 2 {
      scf.yield %arg5 : i32
    }
    case 5 {
      scf.yield %1 : i32
    }
    default {
      scf.yield %2 : i32
    }
    %4 = scf.parallel (%arg6) = (%arg0) to (%arg1) step (%arg2) init (%arg4) -> f32 {
      scf.reduce(%arg4 : f32) {
      ^bb0(%arg7: f32, %arg8: f32):
        %5 = arith.addf %arg7, %arg8 : f32
        scf.reduce.return %5 : f32
      }
    }
    scf.forall (%arg6) in (%arg1) {
      "foo.y"(%arg6) : (index) -> ()
    }
    return %0 : f32
  }
}

// CHECK: module {
// CHECK-LABEL: func.func @scf(
// CHECK-SAME: [[V_arg0:%[^ ,:)#]+]]: index, [[V_arg1:%[^ ,:)#]+]]: index, [[V_arg2:%[^ ,:)#]+]]: index, [[V_arg3:%[^ ,:)#]+]]: i1, [[V_arg4:%[^ ,:)#]+]]: f32, [[V_arg5:%[^ ,:)#]+]]: i32) -> f32 {
// CHECK-NEXT: [[V_0:%[^ ,:)#]+]] = scf.for [[V_arg6:%[^ ,:)#]+]] = [[V_arg0]] to [[V_arg1]] step [[V_arg2]] iter_args([[V_arg7:%[^ ,:)#]+]] = [[V_arg4]]) -> (f32) {
// CHECK-NEXT: [[V_5:%[^ ,:)#]+]] = scf.if [[V_arg3]] -> (f32) {
// CHECK-NEXT: [[V_6:%[^ ,:)#]+]] = arith.addf [[V_arg7]], [[V_arg4]] : f32
// CHECK-NEXT: scf.yield [[V_6]] : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield [[V_arg7]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield [[V_5]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for [[V_arg6]] = [[V_arg0]] to [[V_arg1]] step [[V_arg2]] {
// CHECK-NEXT: scf.if [[V_arg3]] {
// CHECK-NEXT: "foo.x"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: [[V_1:%[^ ,:)#]+]] = scf.while ([[V_arg6]] = [[V_arg5]]) : (i32) -> i32 {
// CHECK-NEXT: [[V_5]] = arith.cmpi slt, [[V_arg6]], [[V_arg5]] : i32
// CHECK-NEXT: scf.condition([[V_5]]) [[V_arg6]] : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0([[V_arg6]]: i32):
// CHECK-NEXT: [[V_5]] = arith.addi [[V_arg6]], [[V_arg6]] : i32
// CHECK-NEXT: scf.yield [[V_5]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: [[V_2:%[^ ,:)#]+]] = scf.execute_region -> i32 {
// CHECK-NEXT: scf.yield [[V_arg5]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: [[V_3:%[^ ,:)#]+]] = scf.index_switch [[V_arg0]] -> i32
// CHECK-NEXT: case 2 {
// CHECK-NEXT: scf.yield [[V_arg5]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: case 5 {
// CHECK-NEXT: scf.yield [[V_1]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield [[V_2]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: [[V_4:%[^ ,:)#]+]] = scf.parallel ([[V_arg6]]) = ([[V_arg0]]) to ([[V_arg1]]) step ([[V_arg2]]) init ([[V_arg4]]) -> f32 {
// CHECK-NEXT: scf.reduce([[V_arg4]] : f32) {
// CHECK-NEXT: ^bb0([[V_arg7]]: f32, [[V_arg8:%[^ ,:)#]+]]: f32):
// CHECK-NEXT: [[V_5]] = arith.addf [[V_arg7]], [[V_arg8]] : f32
// CHECK-NEXT: scf.reduce.return [[V_5]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall ([[V_arg6]]) in ([[V_arg1]]) {
// CHECK-NEXT: "foo.y"([[V_arg6]]) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return [[V_0]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
