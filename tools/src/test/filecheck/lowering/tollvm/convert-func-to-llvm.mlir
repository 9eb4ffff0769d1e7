// RUN: jcir-opt %s -p convert-func-to-llvm | FileCheck %s

module {
  // CHECK: llvm.func @ext(i32) -> i32
  func.func private @ext(i32) -> i32
  // a weak declaration keeps its linkage
  // CHECK: llvm.func extern_weak @weak()
  func.func private @weak() attributes {llvm.linkage = #llvm.linkage<extern_weak>}

  // static int helper(int): internal; GNU attributes become llvm.func's own
  // CHECK-LABEL: llvm.func internal @helper(
  // CHECK-SAME: %[[X:.*]]: i32) -> i32
  // CHECK-SAME: alignment = 32 : i64
  // CHECK-SAME: passthrough = ["noinline"]
  // CHECK-SAME: section = "hot"
  func.func private @helper(%x: i32) -> i32 attributes {llvm.linkage = #llvm.linkage<internal>, passthrough = ["noinline"], section = "hot", alignment = 32 : i64} {
    // CHECK: %[[R:.*]] = llvm.call @ext(%[[X]]) : (i32) -> i32
    %r = call @ext(%x) : (i32) -> i32
    // CHECK: llvm.return %[[R]] : i32
    return %r : i32
  }

  // CHECK-LABEL: llvm.func @main(
  // CHECK-SAME: %[[N:.*]]: i32) -> i32
  func.func @main(%n: i32) -> i32 {
    // CHECK: %[[FP:.*]] = llvm.mlir.addressof @helper : !llvm.ptr
    %fp = constant @helper : (i32) -> i32
    // CHECK: %[[V:.*]] = llvm.call %[[FP]](%[[N]]) : !llvm.ptr, (i32) -> i32
    %v = call_indirect %fp(%n) : (i32) -> i32
    // two results travel as a literal struct
    // CHECK: %[[S:.*]] = llvm.call @pair(%[[V]]) : (i32) -> !llvm.struct<(i32, i32)>
    // CHECK: %[[A:.*]] = llvm.extractvalue %[[S]][0] : !llvm.struct<(i32, i32)>
    // CHECK: %[[B:.*]] = llvm.extractvalue %[[S]][1] : !llvm.struct<(i32, i32)>
    %a, %b = call @pair(%v) : (i32) -> (i32, i32)
    // CHECK: %[[SUM:.*]] = arith.addi %[[A]], %[[B]] : i32
    %sum = arith.addi %a, %b : i32
    // CHECK: llvm.call @weak() : () -> ()
    call @weak() : () -> ()
    // CHECK: llvm.return %[[SUM]] : i32
    return %sum : i32
  }

  // CHECK-LABEL: llvm.func @pair(
  // CHECK-SAME: %[[P:.*]]: i32) -> !llvm.struct<(i32, i32)>
  func.func @pair(%p: i32) -> (i32, i32) {
    // CHECK: %[[U:.*]] = llvm.mlir.undef : !llvm.struct<(i32, i32)>
    // CHECK: %[[I0:.*]] = llvm.insertvalue %[[P]], %[[U]][0] : !llvm.struct<(i32, i32)>
    // CHECK: %[[I1:.*]] = llvm.insertvalue %[[P]], %[[I0]][1] : !llvm.struct<(i32, i32)>
    // CHECK: llvm.return %[[I1]] : !llvm.struct<(i32, i32)>
    return %p, %p : i32, i32
  }
}
