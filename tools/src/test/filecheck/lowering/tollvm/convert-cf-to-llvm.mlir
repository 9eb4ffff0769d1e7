// RUN: jcir-opt %s -p convert-cf-to-llvm | FileCheck %s

module {
  // CHECK-LABEL: func.func @branches(
  // CHECK-SAME: %[[X:.*]]: i32, %[[C:.*]]: i1) -> i32
  func.func @branches(%x: i32, %c: i1) -> i32 {
    // CHECK: llvm.cond_br %[[C]], ^[[T:.*]], ^[[J:.*]](%[[X]] : i32)
    cf.cond_br %c, ^then, ^join(%x : i32)
  // CHECK: ^[[T]]:
  ^then:
    // CHECK: llvm.switch %[[X]] : i32, ^[[J]](%[[X]] : i32) [
    // CHECK-NEXT: 1: ^[[ONE:[a-z0-9]+]],
    // CHECK-NEXT: -5: ^[[J]](%[[X]] : i32)
    // CHECK-NEXT: ]
    cf.switch %x : i32, [
      default: ^join(%x : i32),
      1: ^one,
      -5: ^join(%x : i32)
    ]
  // CHECK: ^[[ONE]]:
  ^one:
    %k = arith.constant 7 : i32
    // CHECK: llvm.br ^[[J]](%{{.*}} : i32)
    cf.br ^join(%k : i32)
  // CHECK: ^[[J]](%[[R:.*]]: i32):
  ^join(%r: i32):
    // CHECK: return %[[R]] : i32
    return %r : i32
  }
}
