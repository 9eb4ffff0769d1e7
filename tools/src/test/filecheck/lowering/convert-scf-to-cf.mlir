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

  // a counted loop with break as scf-uplift-while-to-for gives it: once %brk is set an iteration
  // yields its iter_args unchanged
  func.func @find(%p: !llvm.ptr, %n: i32, %k: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %cm1 = arith.constant -1 : i32
    %false = arith.constant false
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%found = %cm1, %brk = %false) -> (i32, i1) : i32 {
      %true = arith.constant true
      %go = arith.xori %brk, %true : i1
      %y:2 = scf.if %go -> (i32, i1) {
        %x = arith.extsi %i : i32 to i64
        %a = llvm.getelementptr %p[%x] : (!llvm.ptr, i64) -> !llvm.ptr, i32
        %v = llvm.load %a : !llvm.ptr -> i32
        %eq = arith.cmpi eq, %v, %k : i32
        %h:2 = scf.if %eq -> (i32, i1) {
          %t = arith.constant true
          scf.yield %i, %t : i32, i1
        } else {
          scf.yield %found, %false : i32, i1
        }
        scf.yield %h#0, %h#1 : i32, i1
      } else {
        scf.yield %found, %brk : i32, i1
      }
      scf.yield %y#0, %y#1 : i32, i1
    }
    return %r#0 : i32
  }

  // the same shape, but the else-region counts: every iteration must run
  func.func @count_after(%n: i32, %k: i32) -> i32 {
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %false = arith.constant false
    %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%cnt = %c0, %brk = %false) -> (i32, i1) : i32 {
      %true = arith.constant true
      %go = arith.xori %brk, %true : i1
      %y:2 = scf.if %go -> (i32, i1) {
        %eq = arith.cmpi eq, %i, %k : i32
        scf.yield %cnt, %eq : i32, i1
      } else {
        %more = arith.addi %cnt, %c1 : i32
        scf.yield %more, %brk : i32, i1
      }
      scf.yield %y#0, %y#1 : i32, i1
    }
    return %r#0 : i32
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

// A guarded scf.for (its body one scf.if on a guard computed from i1 iter_args, whose else-region
// yields the iter_args unchanged) leaves the loop as soon as the guard computed from the values an
// iteration yields is false: the remaining iterations would be identities. The exit block takes
// the results as arguments, from the loop test and from the latch.
// CHECK-LABEL: func.func @find(%arg0: !llvm.ptr, %arg1: i32, %arg2: i32) -> i32 {
// CHECK:         cf.br ^[[COND:bb[0-9]+]](%{{.*}}, %{{.*}}, %{{.*}} : i32, i32, i1)
// CHECK-NEXT:  ^[[COND]](%[[IV:.*]]: i32, %[[FOUND:.*]]: i32, %[[BRK:.*]]: i1):
// CHECK-NEXT:    %[[C:.*]] = arith.cmpi slt, %[[IV]], %arg1 : i32
// CHECK-NEXT:    cf.cond_br %[[C]], ^[[BODY:bb[0-9]+]], ^[[EXIT:bb[0-9]+]](%[[FOUND]], %[[BRK]] : i32, i1)
// CHECK-NEXT:  ^[[BODY]]:
// CHECK-NEXT:    %[[T:.*]] = arith.constant true
// CHECK-NEXT:    %[[GO:.*]] = arith.xori %[[BRK]], %[[T]] : i1
// CHECK-NEXT:    cf.cond_br %[[GO]], ^{{bb[0-9]+}}, ^[[SKIP:bb[0-9]+]]
// CHECK:       ^[[SKIP]]:
// CHECK-NEXT:    cf.br ^[[LATCH:bb[0-9]+]](%[[FOUND]], %[[BRK]] : i32, i1)
// CHECK-NEXT:  ^[[LATCH]](%[[F2:.*]]: i32, %[[B2:.*]]: i1):
// CHECK-NEXT:    %[[NEXT:.*]] = arith.addi %[[IV]], %{{.*}} : i32
// CHECK-NEXT:    %[[T2:.*]] = arith.constant true
// CHECK-NEXT:    %[[GO2:.*]] = arith.xori %[[B2]], %[[T2]] : i1
// CHECK-NEXT:    cf.cond_br %[[GO2]], ^[[COND]](%[[NEXT]], %[[F2]], %[[B2]] : i32, i32, i1), ^[[EXIT]](%[[F2]], %[[B2]] : i32, i1)
// CHECK-NEXT:  ^[[EXIT]](%[[R:.*]]: i32, %{{.*}}: i1):
// CHECK-NEXT:    return %[[R]] : i32
// CHECK-NEXT:  }

// The else-region changes %cnt: not an identity, so the loop runs to its bound.
// CHECK-LABEL: func.func @count_after(%arg0: i32, %arg1: i32) -> i32 {
// CHECK:       ^[[COND:bb[0-9]+]](%[[IV:.*]]: i32, %[[CNT:.*]]: i32, %{{.*}}: i1):
// CHECK:         cf.cond_br %{{.*}}, ^{{bb[0-9]+}}, ^[[EXIT:bb[0-9]+]]{{$}}
// CHECK:         %[[NEXT:.*]] = arith.addi %[[IV]], %{{.*}} : i32
// CHECK-NEXT:    cf.br ^[[COND]](%[[NEXT]], %{{.*}}, %{{.*}} : i32, i32, i1)
// CHECK-NEXT:  ^[[EXIT]]:
// CHECK-NEXT:    return %[[CNT]] : i32
