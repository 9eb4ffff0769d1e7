// Every func op in its custom form: jcir-opt prints what it reads, and reads what it prints.
// RUN: jcir-opt %s | FileCheck %s
// RUN: jcir-opt %s | jcir-opt - | FileCheck %s
// Printing is a fixed point: print(parse(print(x))) == print(x).
// RUN: jcir-opt %s > %t.1 && jcir-opt %t.1 > %t.2 && diff %t.1 %t.2
// mlir-opt-19 reads it and prints exactly the same text.
// RUN: jcir-opt %s > %t.j && mlir-opt %t.j > %t.m && diff -B %t.j %t.m

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

// CHECK: module {
// CHECK-LABEL: func.func private @decl(
// CHECK-SAME: i32, f64) -> i32
// CHECK-LABEL: func.func @callee(
// CHECK-SAME: [[V_arg0:%[^ ,:)#]+]]: i32) -> (i32, i32) attributes {llvm.linkage = 1 : i64} {
// CHECK-NEXT: return [[V_arg0]], [[V_arg0]] : i32, i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @calls(
// CHECK-SAME: [[V_arg0:%[^ ,:)#]+]]: i32) {
// CHECK-NEXT: [[V_0:%[^ ,:)#]+]]:2 = call @callee([[V_arg0]]) : (i32) -> (i32, i32)
// CHECK-NEXT: [[V_f:%[^ ,:)#]+]] = constant @callee : (i32) -> (i32, i32)
// CHECK-NEXT: [[V_1:%[^ ,:)#]+]]:2 = call_indirect [[V_f]]([[V_arg0]]) : (i32) -> (i32, i32)
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
