// Every math op in the generic form (--print-op-generic), read back in both directions.
// RUN: jcir-opt --print-op-generic %s | FileCheck %s
// RUN: jcir-opt --print-op-generic %s | jcir-opt - --print-op-generic | FileCheck %s
// Generic text read back prints the same custom form as the original.
// RUN: jcir-opt %s > %t.custom && jcir-opt --print-op-generic %s | jcir-opt - > %t.back && diff %t.custom %t.back

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

// CHECK: "builtin.module"() ({
// CHECK-LABEL: "func.func"() <{function_type = (f64, f64, f64) -> f64, sym_name = "math"}> ({
// CHECK-NEXT: ^bb0(%arg0: f64, %arg1: f64, %arg2: f64):
// CHECK-NEXT: %0 = "math.absf"(%arg0) : (f64) -> f64
// CHECK-NEXT: %1 = "math.atan2"(%arg0, %arg1) : (f64, f64) -> f64
// CHECK-NEXT: %2 = "math.ceil"(%arg0) : (f64) -> f64
// CHECK-NEXT: %3 = "math.copysign"(%arg0, %arg1) : (f64, f64) -> f64
// CHECK-NEXT: %4 = "math.cos"(%arg0) : (f64) -> f64
// CHECK-NEXT: %5 = "math.exp"(%arg0) : (f64) -> f64
// CHECK-NEXT: %6 = "math.floor"(%arg0) : (f64) -> f64
// CHECK-NEXT: %7 = "math.fma"(%arg0, %arg1, %arg2) : (f64, f64, f64) -> f64
// CHECK-NEXT: %8 = "math.log"(%arg0) : (f64) -> f64
// CHECK-NEXT: %9 = "math.powf"(%arg0, %arg1) : (f64, f64) -> f64
// CHECK-NEXT: %10 = "math.round"(%arg0) : (f64) -> f64
// CHECK-NEXT: %11 = "math.sin"(%arg0) : (f64) -> f64
// CHECK-NEXT: %12 = "math.sqrt"(%arg0) : (f64) -> f64
// CHECK-NEXT: %13 = "math.tan"(%arg0) : (f64) -> f64
// CHECK-NEXT: %14 = "math.trunc"(%arg0) : (f64) -> f64
// CHECK-NEXT: "func.return"(%14) : (f64) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
