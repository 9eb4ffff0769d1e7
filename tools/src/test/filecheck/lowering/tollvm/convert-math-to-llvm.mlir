// RUN: jcir-opt %s -p convert-math-to-llvm,convert-math-to-libm | FileCheck %s

module {
  // CHECK-LABEL: func.func @floats(
  // CHECK-SAME: %[[X:.*]]: f64, %[[Y:.*]]: f64, %[[F:.*]]: f32) -> f64
  func.func @floats(%x: f64, %y: f64, %f: f32) -> f64 {
    // CHECK: %[[S:.*]] = llvm.intr.sqrt(%[[X]]) : (f64) -> f64
    %s = math.sqrt %x : f64
    // CHECK: %[[A:.*]] = llvm.intr.fabs(%[[S]]) : (f64) -> f64
    %a = math.absf %s : f64
    // CHECK: %[[P:.*]] = llvm.intr.pow(%[[A]], %[[Y]]) : (f64, f64) -> f64
    %p = math.powf %a, %y : f64
    // CHECK: %[[M:.*]] = llvm.intr.fma(%[[P]], %[[X]], %[[Y]]) : (f64, f64, f64) -> f64
    %m = math.fma %p, %x, %y : f64
    // no intrinsic: the C library's tan, tanf for f32
    // CHECK: %[[T:.*]] = llvm.call @tan(%[[M]]) : (f64) -> f64
    %t = math.tan %m : f64
    // CHECK: %[[TF:.*]] = llvm.call @tanf(%[[F]]) : (f32) -> f32
    %tf = math.tan %f : f32
    // CHECK: %[[T2:.*]] = llvm.call @tan(%[[T]]) : (f64) -> f64
    %t2 = math.tan %t : f64
    // CHECK: return %[[T2]] : f64
    return %t2 : f64
  }

  // CHECK-LABEL: func.func @bits(
  // CHECK-SAME: %[[V:.*]]: i32) -> i32
  func.func @bits(%v: i32) -> i32 {
    // math.ctlz is defined for 0: is_zero_poison = false
    // CHECK: %[[L:.*]] = "llvm.intr.ctlz"(%[[V]]) <{is_zero_poison = false}> : (i32) -> i32
    %l = math.ctlz %v : i32
    // CHECK: %[[T:.*]] = "llvm.intr.cttz"(%[[L]]) <{is_zero_poison = false}> : (i32) -> i32
    %t = math.cttz %l : i32
    // CHECK: %[[P:.*]] = llvm.intr.ctpop(%[[T]]) : (i32) -> i32
    %p = math.ctpop %t : i32
    // CHECK: return %[[P]] : i32
    return %p : i32
  }
  // one declaration per library function, at the end of the module
  // CHECK: llvm.func @tan(f64) -> f64
  // CHECK-NEXT: llvm.func @tanf(f32) -> f32
  // CHECK-NOT: llvm.func @tan
}
