// Every math op in its custom form: jcir-opt prints what it reads, and reads what it prints.
// RUN: jcir-opt %s | FileCheck %s
// RUN: jcir-opt %s | jcir-opt - | FileCheck %s
// Printing is a fixed point: print(parse(print(x))) == print(x).
// RUN: jcir-opt %s > %t.1 && jcir-opt %t.1 > %t.2 && diff %t.1 %t.2
// mlir-opt-19 reads it and prints exactly the same text.
// RUN: jcir-opt %s > %t.j && mlir-opt %t.j > %t.m && diff -B %t.j %t.m

module {
  func.func @math(%arg0: f64, %arg1: f64, %arg2: f64) -> f64 {
    %0 = math.absf %arg0 : f64
    %1 = math.atan2 %arg0, %arg1 : f64
    %2 = math.ceil %arg0 : f64
    %3 = math.copysign %arg0, %arg1 : f64
    %4 = math.cos %arg0 : f64
    %5 = math.exp %arg0 : f64
    %6 = math.floor %arg0 : f64
    %7 = math.fma %arg0, %arg1, %arg2 : f64
    %8 = math.log %arg0 : f64
    %9 = math.powf %arg0, %arg1 : f64
    %10 = math.round %arg0 : f64
    %11 = math.sin %arg0 : f64
    %12 = math.sqrt %arg0 : f64
    %13 = math.tan %arg0 : f64
    %14 = math.trunc %arg0 : f64
    return %14 : f64
  }
}

// CHECK: module {
// CHECK-LABEL: func.func @math(
// CHECK-SAME: [[V_arg0:%[^ ,:)#]+]]: f64, [[V_arg1:%[^ ,:)#]+]]: f64, [[V_arg2:%[^ ,:)#]+]]: f64) -> f64 {
// CHECK-NEXT: [[V_0:%[^ ,:)#]+]] = math.absf [[V_arg0]] : f64
// CHECK-NEXT: [[V_1:%[^ ,:)#]+]] = math.atan2 [[V_arg0]], [[V_arg1]] : f64
// CHECK-NEXT: [[V_2:%[^ ,:)#]+]] = math.ceil [[V_arg0]] : f64
// CHECK-NEXT: [[V_3:%[^ ,:)#]+]] = math.copysign [[V_arg0]], [[V_arg1]] : f64
// CHECK-NEXT: [[V_4:%[^ ,:)#]+]] = math.cos [[V_arg0]] : f64
// CHECK-NEXT: [[V_5:%[^ ,:)#]+]] = math.exp [[V_arg0]] : f64
// CHECK-NEXT: [[V_6:%[^ ,:)#]+]] = math.floor [[V_arg0]] : f64
// CHECK-NEXT: [[V_7:%[^ ,:)#]+]] = math.fma [[V_arg0]], [[V_arg1]], [[V_arg2]] : f64
// CHECK-NEXT: [[V_8:%[^ ,:)#]+]] = math.log [[V_arg0]] : f64
// CHECK-NEXT: [[V_9:%[^ ,:)#]+]] = math.powf [[V_arg0]], [[V_arg1]] : f64
// CHECK-NEXT: [[V_10:%[^ ,:)#]+]] = math.round [[V_arg0]] : f64
// CHECK-NEXT: [[V_11:%[^ ,:)#]+]] = math.sin [[V_arg0]] : f64
// CHECK-NEXT: [[V_12:%[^ ,:)#]+]] = math.sqrt [[V_arg0]] : f64
// CHECK-NEXT: [[V_13:%[^ ,:)#]+]] = math.tan [[V_arg0]] : f64
// CHECK-NEXT: [[V_14:%[^ ,:)#]+]] = math.trunc [[V_arg0]] : f64
// CHECK-NEXT: return [[V_14]] : f64
// CHECK-NEXT: }
// CHECK-NEXT: }
