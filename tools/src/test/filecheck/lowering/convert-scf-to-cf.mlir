// RUN: jcir-opt %s -p convert-scf-to-cf | FileCheck %s

module {
  // the value-yielding if of spec/rfc-loop-if-yield.txt inside a counted loop with an iter_arg
  func.func @sum_odd(%n: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
      %odd = arith.trunci %i : i32 to i1
      %next = scf.if %odd -> (i32) {
        %s = arith.addi %acc, %i : i32
        scf.yield %s : i32
      } else {
        scf.yield %acc : i32
      }
      scf.yield %next : i32
    }
    return %r : i32
  }
}
// CHECK-LABEL: func.func @sum_odd(%arg0: i32) -> i32 {
// CHECK:         cf.br ^[[COND:bb[0-9]+]](%{{.*}}, %{{.*}} : i32, i32)
// CHECK:       ^[[COND]](%[[IV:.*]]: i32, %[[ACC:.*]]: i32):
// CHECK-NEXT:    %[[C:.*]] = arith.cmpi slt, %[[IV]], %arg0 : i32
// CHECK-NEXT:    cf.cond_br %[[C]], ^[[BODY:bb[0-9]+]], ^[[EXIT:bb[0-9]+]]
// CHECK:         cf.cond_br %{{.*}}, ^[[THEN:bb[0-9]+]], ^[[ELSE:bb[0-9]+]]
// CHECK:       ^[[THEN]]:
// CHECK:         cf.br ^[[MERGE:bb[0-9]+]](%{{.*}} : i32)
// CHECK:       ^[[ELSE]]:
// CHECK-NEXT:    cf.br ^[[MERGE]](%[[ACC]] : i32)
// CHECK:       ^[[MERGE]](%[[V:.*]]: i32):
// CHECK-NEXT:    %[[NEXT:.*]] = arith.addi %[[IV]], %{{.*}} : i32
// CHECK-NEXT:    cf.br ^[[COND]](%[[NEXT]], %[[V]] : i32, i32)
// CHECK:       ^[[EXIT]]:
// CHECK-NEXT:    return %[[ACC]] : i32
// CHECK-NOT:   scf.
