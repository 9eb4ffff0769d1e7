// Every scf op in the generic form (--print-op-generic), read back in both directions.
// RUN: jcir-opt --print-op-generic %s | FileCheck %s
// RUN: jcir-opt --print-op-generic %s | jcir-opt - --print-op-generic | FileCheck %s
// Generic text read back prints the same custom form as the original.
// RUN: jcir-opt %s > %t.custom && jcir-opt --print-op-generic %s | jcir-opt - > %t.back && diff %t.custom %t.back

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

// CHECK: "builtin.module"() ({
// CHECK-LABEL: "func.func"() <{function_type = (index, index, index, i1, f32, i32) -> f32, sym_name = "scf"}> ({
// CHECK-NEXT: ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: f32, %arg5: i32):
// CHECK-NEXT: %0 = "scf.for"(%arg0, %arg1, %arg2, %arg4) ({
// CHECK-NEXT: ^bb0(%arg6: index, %arg7: f32):
// CHECK-NEXT: %5 = "scf.if"(%arg3) ({
// CHECK-NEXT: %6 = "arith.addf"(%arg7, %arg4) : (f32, f32) -> f32
// CHECK-NEXT: "scf.yield"(%6) : (f32) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "scf.yield"(%arg7) : (f32) -> ()
// CHECK-NEXT: }) : (i1) -> f32
// CHECK-NEXT: "scf.yield"(%5) : (f32) -> ()
// CHECK-NEXT: }) : (index, index, index, f32) -> f32
// CHECK-NEXT: "scf.for"(%arg0, %arg1, %arg2) ({
// CHECK-NEXT: ^bb0(%arg8: index):
// CHECK-NEXT: "scf.if"(%arg3) ({
// CHECK-NEXT: "foo.x"() : () -> ()
// CHECK-NEXT: "scf.yield"() : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: }) : (i1) -> ()
// CHECK-NEXT: "scf.yield"() : () -> ()
// CHECK-NEXT: }) : (index, index, index) -> ()
// CHECK-NEXT: %1 = "scf.while"(%arg5) ({
// CHECK-NEXT: ^bb0(%arg9: i32):
// CHECK-NEXT: %7 = "arith.cmpi"(%arg9, %arg5) <{predicate = #arith<cmpi_predicate slt>}> : (i32, i32) -> i1
// CHECK-NEXT: "scf.condition"(%7, %arg9) : (i1, i32) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg10: i32):
// CHECK-NEXT: %8 = "arith.addi"(%arg10, %arg10) : (i32, i32) -> i32
// CHECK-NEXT: "scf.yield"(%8) : (i32) -> ()
// CHECK-NEXT: }) : (i32) -> i32
// CHECK-NEXT: %2 = "scf.execute_region"() ({
// CHECK-NEXT: "scf.yield"(%arg5) : (i32) -> ()
// CHECK-NEXT: }) : () -> i32
// CHECK-NEXT: %3 = "scf.index_switch"(%arg0) <{cases = array<i64: 2, 5>}> ({
// CHECK-NEXT: "scf.yield"(%2) : (i32) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "scf.yield"(%arg5) : (i32) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "scf.yield"(%1) : (i32) -> ()
// CHECK-NEXT: }) : (index) -> i32
// CHECK-NEXT: %4 = "scf.parallel"(%arg0, %arg1, %arg2, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg11: index):
// CHECK-NEXT: "scf.reduce"(%arg4) ({
// CHECK-NEXT: ^bb0(%arg12: f32, %arg13: f32):
// CHECK-NEXT: %9 = "arith.addf"(%arg12, %arg13) : (f32, f32) -> f32
// CHECK-NEXT: "scf.reduce.return"(%9) : (f32) -> ()
// CHECK-NEXT: }) : (f32) -> ()
// CHECK-NEXT: }) : (index, index, index, f32) -> f32
// CHECK-NEXT: "scf.forall"(%arg1) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
// CHECK-NEXT: ^bb0(%arg14: index):
// CHECK-NEXT: "foo.y"(%arg14) : (index) -> ()
// CHECK-NEXT: "scf.forall.in_parallel"() ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : (index) -> ()
// CHECK-NEXT: "func.return"(%0) : (f32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
