// Every func op in the generic form (--print-op-generic), read back in both directions.
// RUN: jcir-opt --print-op-generic %s | FileCheck %s
// RUN: jcir-opt --print-op-generic %s | jcir-opt - --print-op-generic | FileCheck %s
// Generic text read back prints the same custom form as the original.
// RUN: jcir-opt %s > %t.custom && jcir-opt --print-op-generic %s | jcir-opt - > %t.back && diff %t.custom %t.back

module {
  func.func private @decl(i32, f64) -> i32
  func.func @callee(%arg0: i32) -> (i32, i32) attributes {llvm.linkage = 1 : i64} {
    return %arg0, %arg0 : i32, i32
  }
  func.func @calls(%arg0: i32) {
    %0:2 = call @callee(%arg0) : (i32) -> (i32, i32)
    %f = constant @callee : (i32) -> (i32, i32)
    %1:2 = call_indirect %f(%arg0) : (i32) -> (i32, i32)
    return
  }
}

// CHECK: "builtin.module"() ({
// CHECK-LABEL: "func.func"() <{function_type = (i32, f64) -> i32, sym_name = "decl", sym_visibility = "private"}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-LABEL: "func.func"() <{function_type = (i32) -> (i32, i32), sym_name = "callee"}> ({
// CHECK-NEXT: ^bb0(%arg0: i32):
// CHECK-NEXT: "func.return"(%arg0, %arg0) : (i32, i32) -> ()
// CHECK-NEXT: }) {llvm.linkage = 1 : i64} : () -> ()
// CHECK-LABEL: "func.func"() <{function_type = (i32) -> (), sym_name = "calls"}> ({
// CHECK-NEXT: ^bb0(%arg1: i32):
// CHECK-NEXT: %0:2 = "func.call"(%arg1) <{callee = @callee}> : (i32) -> (i32, i32)
// CHECK-NEXT: %1 = "func.constant"() <{value = @callee}> : () -> ((i32) -> (i32, i32))
// CHECK-NEXT: %2:2 = "func.call_indirect"(%1, %arg1) : ((i32) -> (i32, i32), i32) -> (i32, i32)
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
