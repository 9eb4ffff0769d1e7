// Every cf op in its custom form: jcir-opt prints what it reads, and reads what it prints.
// RUN: jcir-opt %s | FileCheck %s
// RUN: jcir-opt %s | jcir-opt - | FileCheck %s
// Printing is a fixed point: print(parse(print(x))) == print(x).
// RUN: jcir-opt %s > %t.1 && jcir-opt %t.1 > %t.2 && diff %t.1 %t.2
// mlir-opt-19 reads it and prints exactly the same text.
// RUN: jcir-opt %s > %t.j && mlir-opt %t.j > %t.m && diff -B %t.j %t.m

module {
  func.func @cf(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
  ^bb1(%0: i32):  // pred: ^bb0
    cf.br ^bb3(%0 : i32)
  ^bb2:  // pred: ^bb0
    cf.switch %arg1 : i32, [
      default: ^bb3(%arg2 : i32),
      1: ^bb3(%arg1 : i32),
      2: ^bb4
    ]
  ^bb3(%1: i32):  // 4 preds: ^bb1, ^bb2, ^bb2, ^bb4
    return %1 : i32
  ^bb4:  // pred: ^bb2
    cf.br ^bb3(%arg2 : i32)
  }
}

// CHECK: module {
// CHECK-LABEL: func.func @cf(
// CHECK-SAME: [[V_arg0:%[^ ,:)#]+]]: i1, [[V_arg1:%[^ ,:)#]+]]: i32, [[V_arg2:%[^ ,:)#]+]]: i32) -> i32 {
// CHECK-NEXT: cf.cond_br [[V_arg0]], ^bb1([[V_arg1]] : i32), ^bb2
// CHECK-NEXT: ^bb1([[V_0:%[^ ,:)#]+]]: i32):  // pred: ^bb0
// CHECK-NEXT: cf.br ^bb3([[V_0]] : i32)
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: cf.switch [[V_arg1]] : i32, [
// CHECK-NEXT: default: ^bb3([[V_arg2]] : i32),
// CHECK-NEXT: 1: ^bb3([[V_arg1]] : i32),
// CHECK-NEXT: 2: ^bb4
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb3([[V_1:%[^ ,:)#]+]]: i32):  // 4 preds: ^bb1, ^bb2, ^bb2, ^bb4
// CHECK-NEXT: return [[V_1]] : i32
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT: cf.br ^bb3([[V_arg2]] : i32)
// CHECK-NEXT: }
// CHECK-NEXT: }
