// Every arith op in the generic form (--print-op-generic), read back in both directions.
// RUN: jcir-opt --print-op-generic %s | FileCheck %s
// RUN: jcir-opt --print-op-generic %s | jcir-opt - --print-op-generic | FileCheck %s
// Generic text read back prints the same custom form as the original.
// RUN: jcir-opt %s > %t.custom && jcir-opt --print-op-generic %s | jcir-opt - > %t.back && diff %t.custom %t.back

module {
  func.func @arith(%arg0: i32, %arg1: i32, %arg2: f64, %arg3: f64, %arg4: f32, %arg5: index, %arg6: i1, %arg7: i64) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %c1 = arith.constant 1 : index
    %cst = arith.constant 1.500000e+00 : f64
    %true = arith.constant true
    %0 = arith.addi %arg0, %arg1 : i32
    %1 = arith.subi %arg0, %arg1 : i32
    %2 = arith.muli %arg0, %arg1 : i32
    %3 = arith.divsi %arg0, %arg1 : i32
    %4 = arith.divui %arg0, %arg1 : i32
    %5 = arith.remsi %arg0, %arg1 : i32
    %6 = arith.remui %arg0, %arg1 : i32
    %7 = arith.andi %arg0, %arg1 : i32
    %8 = arith.ori %arg0, %arg1 : i32
    %9 = arith.xori %arg0, %arg1 : i32
    %10 = arith.shli %arg0, %arg1 : i32
    %11 = arith.shrsi %arg0, %arg1 : i32
    %12 = arith.shrui %arg0, %arg1 : i32
    %13 = arith.ceildivsi %arg0, %arg1 : i32
    %14 = arith.ceildivui %arg0, %arg1 : i32
    %15 = arith.floordivsi %arg0, %arg1 : i32
    %16 = arith.maxsi %arg0, %arg1 : i32
    %17 = arith.maxui %arg0, %arg1 : i32
    %18 = arith.minsi %arg0, %arg1 : i32
    %19 = arith.minui %arg0, %arg1 : i32
    %20 = arith.addf %arg2, %arg3 : f64
    %21 = arith.subf %arg2, %arg3 : f64
    %22 = arith.mulf %arg2, %arg3 : f64
    %23 = arith.divf %arg2, %arg3 : f64
    %24 = arith.remf %arg2, %arg3 : f64
    %25 = arith.maximumf %arg2, %arg3 : f64
    %26 = arith.maxnumf %arg2, %arg3 : f64
    %27 = arith.minimumf %arg2, %arg3 : f64
    %28 = arith.minnumf %arg2, %arg3 : f64
    %29 = arith.negf %arg2 : f64
    %30 = arith.cmpi slt, %arg0, %arg1 : i32
    %31 = arith.cmpf olt, %arg2, %arg3 : f64
    %32 = arith.extsi %arg0 : i32 to i64
    %33 = arith.extui %arg0 : i32 to i64
    %34 = arith.trunci %arg7 : i64 to i32
    %35 = arith.extf %arg4 : f32 to f64
    %36 = arith.truncf %arg2 : f64 to f32
    %37 = arith.sitofp %arg0 : i32 to f64
    %38 = arith.uitofp %arg0 : i32 to f64
    %39 = arith.fptosi %arg2 : f64 to i32
    %40 = arith.fptoui %arg2 : f64 to i32
    %41 = arith.index_cast %arg5 : index to i64
    %42 = arith.index_castui %arg0 : i32 to index
    %43 = arith.bitcast %arg7 : i64 to f64
    %44 = arith.select %arg6, %arg0, %arg1 : i32
    return %0 : i32
  }
}

// CHECK: "builtin.module"() ({
// CHECK-LABEL: "func.func"() <{function_type = (i32, i32, f64, f64, f32, index, i1, i64) -> i32, sym_name = "arith"}> ({
// CHECK-NEXT: ^bb0(%arg0: i32, %arg1: i32, %arg2: f64, %arg3: f64, %arg4: f32, %arg5: index, %arg6: i1, %arg7: i64):
// CHECK-NEXT: %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
// CHECK-NEXT: %1 = "arith.constant"() <{value = 1 : index}> : () -> index
// CHECK-NEXT: %2 = "arith.constant"() <{value = 1.500000e+00 : f64}> : () -> f64
// CHECK-NEXT: %3 = "arith.constant"() <{value = true}> : () -> i1
// CHECK-NEXT: %4 = "arith.addi"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %5 = "arith.subi"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %6 = "arith.muli"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %7 = "arith.divsi"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %8 = "arith.divui"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %9 = "arith.remsi"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %10 = "arith.remui"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %11 = "arith.andi"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %12 = "arith.ori"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %13 = "arith.xori"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %14 = "arith.shli"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %15 = "arith.shrsi"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %16 = "arith.shrui"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %17 = "arith.ceildivsi"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %18 = "arith.ceildivui"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %19 = "arith.floordivsi"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %20 = "arith.maxsi"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %21 = "arith.maxui"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %22 = "arith.minsi"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %23 = "arith.minui"(%arg0, %arg1) : (i32, i32) -> i32
// CHECK-NEXT: %24 = "arith.addf"(%arg2, %arg3) : (f64, f64) -> f64
// CHECK-NEXT: %25 = "arith.subf"(%arg2, %arg3) : (f64, f64) -> f64
// CHECK-NEXT: %26 = "arith.mulf"(%arg2, %arg3) : (f64, f64) -> f64
// CHECK-NEXT: %27 = "arith.divf"(%arg2, %arg3) : (f64, f64) -> f64
// CHECK-NEXT: %28 = "arith.remf"(%arg2, %arg3) : (f64, f64) -> f64
// CHECK-NEXT: %29 = "arith.maximumf"(%arg2, %arg3) : (f64, f64) -> f64
// CHECK-NEXT: %30 = "arith.maxnumf"(%arg2, %arg3) : (f64, f64) -> f64
// CHECK-NEXT: %31 = "arith.minimumf"(%arg2, %arg3) : (f64, f64) -> f64
// CHECK-NEXT: %32 = "arith.minnumf"(%arg2, %arg3) : (f64, f64) -> f64
// CHECK-NEXT: %33 = "arith.negf"(%arg2) : (f64) -> f64
// CHECK-NEXT: %34 = "arith.cmpi"(%arg0, %arg1) <{predicate = #arith<cmpi_predicate slt>}> : (i32, i32) -> i1
// CHECK-NEXT: %35 = "arith.cmpf"(%arg2, %arg3) <{predicate = #arith<cmpf_predicate olt>}> : (f64, f64) -> i1
// CHECK-NEXT: %36 = "arith.extsi"(%arg0) : (i32) -> i64
// CHECK-NEXT: %37 = "arith.extui"(%arg0) : (i32) -> i64
// CHECK-NEXT: %38 = "arith.trunci"(%arg7) : (i64) -> i32
// CHECK-NEXT: %39 = "arith.extf"(%arg4) : (f32) -> f64
// CHECK-NEXT: %40 = "arith.truncf"(%arg2) : (f64) -> f32
// CHECK-NEXT: %41 = "arith.sitofp"(%arg0) : (i32) -> f64
// CHECK-NEXT: %42 = "arith.uitofp"(%arg0) : (i32) -> f64
// CHECK-NEXT: %43 = "arith.fptosi"(%arg2) : (f64) -> i32
// CHECK-NEXT: %44 = "arith.fptoui"(%arg2) : (f64) -> i32
// CHECK-NEXT: %45 = "arith.index_cast"(%arg5) : (index) -> i64
// CHECK-NEXT: %46 = "arith.index_castui"(%arg0) : (i32) -> index
// CHECK-NEXT: %47 = "arith.bitcast"(%arg7) : (i64) -> f64
// CHECK-NEXT: %48 = "arith.select"(%arg6, %arg0, %arg1) : (i1, i32, i32) -> i32
// CHECK-NEXT: "func.return"(%4) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
