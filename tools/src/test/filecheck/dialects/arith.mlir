// Every arith op in its custom form: jcir-opt prints what it reads, and reads what it prints.
// RUN: jcir-opt %s | FileCheck %s
// RUN: jcir-opt %s | jcir-opt - | FileCheck %s
// Printing is a fixed point: print(parse(print(x))) == print(x).
// RUN: jcir-opt %s > %t.1 && jcir-opt %t.1 > %t.2 && diff %t.1 %t.2
// mlir-opt-19 reads it and prints exactly the same text.
// RUN: jcir-opt %s > %t.j && mlir-opt %t.j > %t.m && diff -B %t.j %t.m

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

// CHECK: module {
// CHECK-LABEL: func.func @arith(
// CHECK-SAME: [[V_arg0:%[^ ,:)#]+]]: i32, [[V_arg1:%[^ ,:)#]+]]: i32, [[V_arg2:%[^ ,:)#]+]]: f64, [[V_arg3:%[^ ,:)#]+]]: f64, [[V_arg4:%[^ ,:)#]+]]: f32, [[V_arg5:%[^ ,:)#]+]]: index, [[V_arg6:%[^ ,:)#]+]]: i1, [[V_arg7:%[^ ,:)#]+]]: i64) -> i32 {
// CHECK-NEXT: [[V_c0_i32:%[^ ,:)#]+]] = arith.constant 0 : i32
// CHECK-NEXT: [[V_c1:%[^ ,:)#]+]] = arith.constant 1 : index
// CHECK-NEXT: [[V_cst:%[^ ,:)#]+]] = arith.constant 1.500000e+00 : f64
// CHECK-NEXT: [[V_true:%[^ ,:)#]+]] = arith.constant true
// CHECK-NEXT: [[V_0:%[^ ,:)#]+]] = arith.addi [[V_arg0]], [[V_arg1]] : i32
// CHECK-NEXT: [[V_1:%[^ ,:)#]+]] = arith.subi [[V_arg0]], [[V_arg1]] : i32
// CHECK-NEXT: [[V_2:%[^ ,:)#]+]] = arith.muli [[V_arg0]], [[V_arg1]] : i32
// CHECK-NEXT: [[V_3:%[^ ,:)#]+]] = arith.divsi [[V_arg0]], [[V_arg1]] : i32
// CHECK-NEXT: [[V_4:%[^ ,:)#]+]] = arith.divui [[V_arg0]], [[V_arg1]] : i32
// CHECK-NEXT: [[V_5:%[^ ,:)#]+]] = arith.remsi [[V_arg0]], [[V_arg1]] : i32
// CHECK-NEXT: [[V_6:%[^ ,:)#]+]] = arith.remui [[V_arg0]], [[V_arg1]] : i32
// CHECK-NEXT: [[V_7:%[^ ,:)#]+]] = arith.andi [[V_arg0]], [[V_arg1]] : i32
// CHECK-NEXT: [[V_8:%[^ ,:)#]+]] = arith.ori [[V_arg0]], [[V_arg1]] : i32
// CHECK-NEXT: [[V_9:%[^ ,:)#]+]] = arith.xori [[V_arg0]], [[V_arg1]] : i32
// CHECK-NEXT: [[V_10:%[^ ,:)#]+]] = arith.shli [[V_arg0]], [[V_arg1]] : i32
// CHECK-NEXT: [[V_11:%[^ ,:)#]+]] = arith.shrsi [[V_arg0]], [[V_arg1]] : i32
// CHECK-NEXT: [[V_12:%[^ ,:)#]+]] = arith.shrui [[V_arg0]], [[V_arg1]] : i32
// CHECK-NEXT: [[V_13:%[^ ,:)#]+]] = arith.ceildivsi [[V_arg0]], [[V_arg1]] : i32
// CHECK-NEXT: [[V_14:%[^ ,:)#]+]] = arith.ceildivui [[V_arg0]], [[V_arg1]] : i32
// CHECK-NEXT: [[V_15:%[^ ,:)#]+]] = arith.floordivsi [[V_arg0]], [[V_arg1]] : i32
// CHECK-NEXT: [[V_16:%[^ ,:)#]+]] = arith.maxsi [[V_arg0]], [[V_arg1]] : i32
// CHECK-NEXT: [[V_17:%[^ ,:)#]+]] = arith.maxui [[V_arg0]], [[V_arg1]] : i32
// CHECK-NEXT: [[V_18:%[^ ,:)#]+]] = arith.minsi [[V_arg0]], [[V_arg1]] : i32
// CHECK-NEXT: [[V_19:%[^ ,:)#]+]] = arith.minui [[V_arg0]], [[V_arg1]] : i32
// CHECK-NEXT: [[V_20:%[^ ,:)#]+]] = arith.addf [[V_arg2]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_21:%[^ ,:)#]+]] = arith.subf [[V_arg2]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_22:%[^ ,:)#]+]] = arith.mulf [[V_arg2]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_23:%[^ ,:)#]+]] = arith.divf [[V_arg2]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_24:%[^ ,:)#]+]] = arith.remf [[V_arg2]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_25:%[^ ,:)#]+]] = arith.maximumf [[V_arg2]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_26:%[^ ,:)#]+]] = arith.maxnumf [[V_arg2]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_27:%[^ ,:)#]+]] = arith.minimumf [[V_arg2]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_28:%[^ ,:)#]+]] = arith.minnumf [[V_arg2]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_29:%[^ ,:)#]+]] = arith.negf [[V_arg2]] : f64
// CHECK-NEXT: [[V_30:%[^ ,:)#]+]] = arith.cmpi slt, [[V_arg0]], [[V_arg1]] : i32
// CHECK-NEXT: [[V_31:%[^ ,:)#]+]] = arith.cmpf olt, [[V_arg2]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_32:%[^ ,:)#]+]] = arith.extsi [[V_arg0]] : i32 to i64
// CHECK-NEXT: [[V_33:%[^ ,:)#]+]] = arith.extui [[V_arg0]] : i32 to i64
// CHECK-NEXT: [[V_34:%[^ ,:)#]+]] = arith.trunci [[V_arg7]] : i64 to i32
// CHECK-NEXT: [[V_35:%[^ ,:)#]+]] = arith.extf [[V_arg4]] : f32 to f64
// CHECK-NEXT: [[V_36:%[^ ,:)#]+]] = arith.truncf [[V_arg2]] : f64 to f32
// CHECK-NEXT: [[V_37:%[^ ,:)#]+]] = arith.sitofp [[V_arg0]] : i32 to f64
// CHECK-NEXT: [[V_38:%[^ ,:)#]+]] = arith.uitofp [[V_arg0]] : i32 to f64
// CHECK-NEXT: [[V_39:%[^ ,:)#]+]] = arith.fptosi [[V_arg2]] : f64 to i32
// CHECK-NEXT: [[V_40:%[^ ,:)#]+]] = arith.fptoui [[V_arg2]] : f64 to i32
// CHECK-NEXT: [[V_41:%[^ ,:)#]+]] = arith.index_cast [[V_arg5]] : index to i64
// CHECK-NEXT: [[V_42:%[^ ,:)#]+]] = arith.index_castui [[V_arg0]] : i32 to index
// CHECK-NEXT: [[V_43:%[^ ,:)#]+]] = arith.bitcast [[V_arg7]] : i64 to f64
// CHECK-NEXT: [[V_44:%[^ ,:)#]+]] = arith.select [[V_arg6]], [[V_arg0]], [[V_arg1]] : i32
// CHECK-NEXT: return [[V_0]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
