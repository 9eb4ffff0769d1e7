// Every cf op in the generic form (--print-op-generic), read back in both directions.
// RUN: jcir-opt --print-op-generic %s | FileCheck %s
// RUN: jcir-opt --print-op-generic %s | jcir-opt - --print-op-generic | FileCheck %s
// Generic text read back prints the same custom form as the original.
// RUN: jcir-opt %s > %t.custom && jcir-opt --print-op-generic %s | jcir-opt - > %t.back && diff %t.custom %t.back

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

// CHECK: "builtin.module"() ({
// CHECK-LABEL: "func.func"() <{function_type = (i1, i32, i32) -> i32, sym_name = "cf"}> ({
// CHECK-NEXT: ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
// CHECK-NEXT: "cf.cond_br"(%arg0, %arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
// CHECK-NEXT: ^bb1(%0: i32):  // pred: ^bb0
// CHECK-NEXT: "cf.br"(%0)[^bb3] : (i32) -> ()
// CHECK-NEXT: ^bb2:  // pred: ^bb0
// CHECK-NEXT: "cf.switch"(%arg1, %arg2, %arg1)[^bb3, ^bb3, ^bb4] <{case_operand_segments = array<i32: 1, 0>, case_values = array<i32: 1, 2>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> ()
// CHECK-NEXT: ^bb3(%1: i32):  // 4 preds: ^bb1, ^bb2, ^bb2, ^bb4
// CHECK-NEXT: "func.return"(%1) : (i32) -> ()
// CHECK-NEXT: ^bb4:  // pred: ^bb2
// CHECK-NEXT: "cf.br"(%arg2)[^bb3] : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
