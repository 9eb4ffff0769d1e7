// The `loop` dialect of spec/loop-dialect-historical.txt was renamed `scf`: jcir-opt reads the
// old spellings (loop.for, loop.if, loop.yield, loop.terminator, loop.parallel, loop.reduce,
// loop.reduce.return, in custom and generic form, and loop.reduce's old `(%v) {...} : T` syntax)
// and prints today's scf ops. The examples are the spec's, with the std ops it used (constant,
// addf, cmpf, load from a memref) spelled as today's arith ops and the memref load as an argument.
// RUN: jcir-opt %s | FileCheck %s
// RUN: jcir-opt %s | FileCheck %s --check-prefix=GONE
// RUN: jcir-opt %s | jcir-opt - | FileCheck %s
// RUN: jcir-opt %s | mlir-opt --verify-each > /dev/null
// GONE-NOT: loop.

// "To sum-reduce a memref"
func.func @reduce(%t: f32, %lb: index, %ub: index, %step: index) -> (f32) {
  // Initial sum set to 0.
  %sum_0 = arith.constant 0.0 : f32
  // iter_args binds initial values to the loop's region arguments.
  %sum = loop.for %iv = %lb to %ub step %step iter_args(%sum_iter = %sum_0) -> (f32) {
    %sum_next = arith.addf %sum_iter, %t : f32
    // Yield current iteration sum to next iteration %sum_iter or to %sum if final iteration.
    loop.yield %sum_next : f32
  }
  return %sum : f32
}
// CHECK-LABEL: func.func @reduce(
// CHECK: %[[SUM0:.*]] = arith.constant 0.000000e+00 : f32
// CHECK: %[[SUM:.*]] = scf.for %[[IV:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ITER:.*]] = %[[SUM0]]) -> (f32) {
// CHECK-NEXT: %[[NEXT:.*]] = arith.addf %[[ITER]], %{{.*}} : f32
// CHECK-NEXT: scf.yield %[[NEXT]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: return %[[SUM]] : f32

// "with a nested loop.if to perform conditional reduction"
func.func @conditional_reduce(%t: f32, %lb: index, %ub: index, %step: index) -> (f32) {
  %sum_0 = arith.constant 0.0 : f32
  %c0 = arith.constant 0.0 : f32
  %sum = loop.for %iv = %lb to %ub step %step iter_args(%sum_iter = %sum_0) -> (f32) {
    %cond = arith.cmpf ugt, %t, %c0 : f32
    %sum_next = loop.if %cond -> (f32) {
      %new_sum = arith.addf %sum_iter, %t : f32
      loop.yield %new_sum : f32
    } else {
      loop.yield %sum_iter : f32
    }
    loop.yield %sum_next : f32
  }
  return %sum : f32
}
// CHECK-LABEL: func.func @conditional_reduce(
// CHECK: scf.for %{{.*}} iter_args(%[[ITER:.*]] = %{{.*}}) -> (f32) {
// CHECK-NEXT: %[[COND:.*]] = arith.cmpf ugt
// CHECK-NEXT: %[[NEXT:.*]] = scf.if %[[COND]] -> (f32) {
// CHECK-NEXT: %[[NEW:.*]] = arith.addf %[[ITER]]
// CHECK-NEXT: scf.yield %[[NEW]] : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %[[ITER]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield %[[NEXT]] : f32

// loop.if without results, and loop.terminator (the older spelling of the value-less loop.yield)
func.func @terminators(%b: i1, %lb: index, %ub: index, %step: index) {
  loop.for %iv = %lb to %ub step %step {
    loop.if %b {
      loop.terminator
    } else {
      loop.yield
    }
    loop.terminator
  }
  loop.if %b {
  }
  return
}
// CHECK-LABEL: func.func @terminators(
// CHECK-NEXT: scf.for
// CHECK-NEXT: scf.if %{{.*}} {
// CHECK-NEXT: } else {
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %{{.*}} {
// CHECK-NEXT: }
// CHECK-NEXT: return

// loop.parallel with loop.reduce in the spec's syntax: the operand's type after the region
func.func @parallel(%lb: index, %ub: index, %step: index, %init: f32) -> f32 {
  %r = loop.parallel (%iv) = (%lb) to (%ub) step (%step) init (%init) -> f32 {
    %zero = arith.constant 0.0 : f32
    loop.reduce(%zero) {
      ^bb0(%lhs : f32, %rhs: f32):
        %res = arith.addf %lhs, %rhs : f32
        loop.reduce.return %res : f32
    } : f32
  }
  return %r : f32
}
// CHECK-LABEL: func.func @parallel(
// CHECK: %[[R:.*]] = scf.parallel (%{{.*}}) = (%{{.*}}) to (%{{.*}}) step (%{{.*}}) init (%{{.*}}) -> f32 {
// CHECK-NEXT: %[[ZERO:.*]] = arith.constant 0.000000e+00 : f32
// CHECK-NEXT: scf.reduce(%[[ZERO]] : f32) {
// CHECK-NEXT: ^bb0(%[[L:.*]]: f32, %[[RR:.*]]: f32):
// CHECK-NEXT: %[[S:.*]] = arith.addf %[[L]], %[[RR]] : f32
// CHECK-NEXT: scf.reduce.return %[[S]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]] : f32

// ... and in today's syntax, under the old name
func.func @parallel_new_syntax(%lb: index, %ub: index, %step: index, %init: f32) -> f32 {
  %r = loop.parallel (%iv) = (%lb) to (%ub) step (%step) init (%init) -> f32 {
    loop.reduce(%init : f32) {
    ^bb0(%lhs: f32, %rhs: f32):
      %res = arith.mulf %lhs, %rhs : f32
      loop.reduce.return %res : f32
    }
  }
  return %r : f32
}
// CHECK-LABEL: func.func @parallel_new_syntax(
// CHECK: scf.parallel
// CHECK: scf.reduce(%{{.*}} : f32) {
// CHECK: arith.mulf
// CHECK-NEXT: scf.reduce.return

// The generic form of the old ops
func.func @generic(%c: i1, %x: i32) -> i32 {
  %r = "loop.if"(%c) ({
    "loop.yield"(%x) : (i32) -> ()
  }, {
    "loop.yield"(%x) : (i32) -> ()
  }) : (i1) -> i32
  "loop.if"(%c) ({
    "loop.terminator"() : () -> ()
  }, {
  }) : (i1) -> ()
  return %r : i32
}
// CHECK-LABEL: func.func @generic(
// CHECK-NEXT: %[[R:.*]] = scf.if %{{.*}} -> (i32) {
// CHECK-NEXT: scf.yield %{{.*}} : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield %{{.*}} : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.if %{{.*}} {
// CHECK-NEXT: }
// CHECK-NEXT: return %[[R]] : i32
