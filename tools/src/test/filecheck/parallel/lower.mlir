// convert-scf-parallel-to-runtime: the body is outlined into an internal llvm.func taking
// (lb, ub, step, context, chunk); captured values go through a context struct, each chunk stores
// its partial reduction, and the caller combines the partials in chunk order after the call.
// RUN: jcir-opt %s -p convert-scf-parallel-to-runtime | FileCheck %s

module {
  // CHECK-LABEL: func.func @sum(
  // CHECK: %[[CTX:.*]] = llvm.alloca %{{.*}} x !llvm.struct<(i64, array<256 x i64>)>
  // CHECK: llvm.store %arg1, %{{.*}} : i64, !llvm.ptr
  // CHECK: %[[FN:.*]] = llvm.mlir.addressof @sum.parallel_for.0 : !llvm.ptr
  // CHECK: %[[N:.*]] = llvm.call @__jcirc_parallel_for(%{{.*}}, %{{.*}}, %{{.*}}, %[[FN]], %[[CTX]]) : (i64, i64, i64, !llvm.ptr, !llvm.ptr) -> i64
  // CHECK: %[[R:.*]] = scf.for %[[K:.*]] = %{{.*}} to %[[N]] step %{{.*}} iter_args(%[[ACC:.*]] = %arg2) -> (i64)  : i64 {
  // CHECK: llvm.getelementptr %[[CTX]][0, 1, %[[K]]]
  // CHECK: %[[P:.*]] = llvm.load
  // CHECK: %[[S:.*]] = arith.addi %[[ACC]], %[[P]] : i64
  // CHECK: scf.yield %[[S]] : i64
  // CHECK: return %[[R]] : i64
  // CHECK-NOT: scf.parallel
  func.func @sum(%n: index, %k: i64, %init: i64) -> i64 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%init) -> i64 {
      %x = arith.index_cast %i : index to i64
      %y = arith.muli %x, %k : i64
      scf.reduce(%y : i64) {
      ^bb0(%a: i64, %b: i64):
        %s = arith.addi %a, %b : i64
        scf.reduce.return %s : i64
      }
    }
    return %r : i64
  }
  // CHECK-LABEL: llvm.func internal @sum.parallel_for.0(%arg0: i64, %arg1: i64, %arg2: i64, %arg3: !llvm.ptr, %arg4: i64) {
  // CHECK: %[[K2:.*]] = llvm.load %{{.*}} : !llvm.ptr -> i64
  // CHECK: %[[PR:.*]] = scf.for %[[J:.*]] = %arg0 to %arg1 step %arg2 iter_args(%[[A:.*]] = %{{.*}}) -> (i64)  : i64 {
  // CHECK: arith.muli %{{.*}}, %[[K2]] : i64
  // CHECK: %[[FIRST:.*]] = arith.cmpi eq, %[[J]], %arg0 : i64
  // CHECK: scf.if %[[FIRST]] -> (i64) {
  // CHECK: } else {
  // CHECK: arith.addi %[[A]], %{{.*}} : i64
  // CHECK: llvm.getelementptr %arg3[0, 1, %arg4]
  // CHECK: llvm.store %[[PR]]
  // CHECK: llvm.return
  // CHECK: llvm.func @__jcirc_parallel_for(i64, i64, i64, !llvm.ptr, !llvm.ptr) -> i64
}
