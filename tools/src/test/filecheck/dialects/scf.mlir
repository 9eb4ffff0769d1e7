// Every scf op in its custom form: jcir-opt prints what it reads, and reads what it prints.
// RUN: jcir-opt --split-input-file %s | FileCheck %s
// RUN: jcir-opt --split-input-file %s | jcir-opt --split-input-file - | FileCheck %s
// Printing is a fixed point: print(parse(print(x))) == print(x).
// RUN: jcir-opt --split-input-file %s > %t.1 && jcir-opt --split-input-file %t.1 > %t.2 && diff %t.1 %t.2
// mlir-opt-19 reads it and prints exactly the same text ("foo.*" stand for arbitrary ops).
// RUN: jcir-opt --split-input-file %s > %t.j && mlir-opt --allow-unregistered-dialect --split-input-file %t.j > %t.m && diff -B %t.j %t.m

module {
  func.func @scf(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: f32, %arg5: i32) -> f32 {
    %0 = scf.for %arg6 = %arg0 to %arg1 step %arg2 iter_args(%arg7 = %arg4) -> (f32) {
      %5 = scf.if %arg3 -> (f32) {
        %6 = arith.addf %arg7, %arg4 : f32
        scf.yield %6 : f32
      } else {
        scf.yield %arg7 : f32
      }
      scf.yield %5 : f32
    }
    scf.for %arg6 = %arg0 to %arg1 step %arg2 {
      scf.if %arg3 {
        "foo.x"() : () -> ()
      }
    }
    %1 = scf.while (%arg6 = %arg5) : (i32) -> i32 {
      %5 = arith.cmpi slt, %arg6, %arg5 : i32
      scf.condition(%5) %arg6 : i32
    } do {
    ^bb0(%arg6: i32):
      %5 = arith.addi %arg6, %arg6 : i32
      scf.yield %5 : i32
    }
    %2 = scf.execute_region -> i32 {
      scf.yield %arg5 : i32
    }
    %3 = scf.index_switch %arg0 -> i32 
    case 2 {
      scf.yield %arg5 : i32
    }
    case 5 {
      scf.yield %1 : i32
    }
    default {
      scf.yield %2 : i32
    }
    %4 = scf.parallel (%arg6) = (%arg0) to (%arg1) step (%arg2) init (%arg4) -> f32 {
      scf.reduce(%arg4 : f32) {
      ^bb0(%arg7: f32, %arg8: f32):
        %5 = arith.addf %arg7, %arg8 : f32
        scf.reduce.return %5 : f32
      }
    }
    scf.forall (%arg6) in (%arg1) {
      "foo.y"(%arg6) : (index) -> ()
    }
    return %0 : f32
  }
}

// -----

module {
  func.func private @decl(i32, f64) -> i32
  func.func @all(%arg0: i32, %arg1: i1, %arg2: index, %arg3: f64, %arg4: f32) -> i32 {
    %c1_i32 = arith.constant 1 : i32
    %c-1_i32 = arith.constant -1 : i32
    %c-1_i8 = arith.constant -1 : i8
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %true = arith.constant true
    %false = arith.constant false
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 1.500000e+00 : f64
    %cst_0 = arith.constant 1.000000e-01 : f32
    %cst_1 = arith.constant 0x419D6F3454000000 : f64
    %0 = arith.addi %arg0, %c1_i32 : i32
    %1 = arith.subi %arg0, %c1_i32 : i32
    %2 = arith.muli %arg0, %c1_i32 : i32
    %3 = arith.divsi %arg0, %c1_i32 : i32
    %4 = arith.divui %arg0, %c1_i32 : i32
    %5 = arith.remsi %arg0, %c1_i32 : i32
    %6 = arith.remui %arg0, %c1_i32 : i32
    %7 = arith.andi %arg0, %c1_i32 : i32
    %8 = arith.ori %arg0, %c1_i32 : i32
    %9 = arith.xori %arg0, %c1_i32 : i32
    %10 = arith.shli %arg0, %c1_i32 : i32
    %11 = arith.shrsi %arg0, %c1_i32 : i32
    %12 = arith.shrui %arg0, %c1_i32 : i32
    %13 = arith.minsi %arg0, %c1_i32 : i32
    %14 = arith.maxsi %arg0, %c1_i32 : i32
    %15 = arith.minui %arg0, %c1_i32 : i32
    %16 = arith.maxui %arg0, %c1_i32 : i32
    %17 = arith.ceildivsi %arg0, %c1_i32 : i32
    %18 = arith.floordivsi %arg0, %c1_i32 : i32
    %19 = arith.ceildivui %arg0, %c1_i32 : i32
    %20 = arith.addf %arg3, %arg3 : f64
    %21 = arith.subf %arg3, %arg3 : f64
    %22 = arith.mulf %arg3, %arg3 : f64
    %23 = arith.divf %arg3, %arg3 : f64
    %24 = arith.remf %arg3, %arg3 : f64
    %25 = arith.minimumf %arg3, %arg3 : f64
    %26 = arith.maximumf %arg3, %arg3 : f64
    %27 = arith.minnumf %arg3, %arg3 : f64
    %28 = arith.maxnumf %arg3, %arg3 : f64
    %29 = arith.negf %arg3 : f64
    %30 = arith.cmpi eq, %arg0, %c-1_i32 : i32
    %31 = arith.cmpi ne, %arg0, %c-1_i32 : i32
    %32 = arith.cmpi slt, %arg0, %c-1_i32 : i32
    %33 = arith.cmpi sle, %arg0, %c-1_i32 : i32
    %34 = arith.cmpi sgt, %arg0, %c-1_i32 : i32
    %35 = arith.cmpi sge, %arg0, %c-1_i32 : i32
    %36 = arith.cmpi ult, %arg0, %c-1_i32 : i32
    %37 = arith.cmpi ule, %arg0, %c-1_i32 : i32
    %38 = arith.cmpi ugt, %arg0, %c-1_i32 : i32
    %39 = arith.cmpi uge, %arg0, %c-1_i32 : i32
    %40 = arith.cmpf false, %arg3, %arg3 : f64
    %41 = arith.cmpf oeq, %arg3, %arg3 : f64
    %42 = arith.cmpf ogt, %arg3, %arg3 : f64
    %43 = arith.cmpf oge, %arg3, %arg3 : f64
    %44 = arith.cmpf olt, %arg3, %arg3 : f64
    %45 = arith.cmpf ole, %arg3, %arg3 : f64
    %46 = arith.cmpf one, %arg3, %arg3 : f64
    %47 = arith.cmpf ord, %arg3, %arg3 : f64
    %48 = arith.cmpf ueq, %arg3, %arg3 : f64
    %49 = arith.cmpf ugt, %arg3, %arg3 : f64
    %50 = arith.cmpf uge, %arg3, %arg3 : f64
    %51 = arith.cmpf ult, %arg3, %arg3 : f64
    %52 = arith.cmpf ule, %arg3, %arg3 : f64
    %53 = arith.cmpf une, %arg3, %arg3 : f64
    %54 = arith.cmpf uno, %arg3, %arg3 : f64
    %55 = arith.cmpf true, %arg3, %arg3 : f64
    %56 = arith.extsi %arg0 : i32 to i64
    %57 = arith.extui %arg0 : i32 to i64
    %58 = arith.trunci %arg0 : i32 to i8
    %59 = arith.extf %arg4 : f32 to f64
    %60 = arith.truncf %arg3 : f64 to f32
    %61 = arith.sitofp %arg0 : i32 to f64
    %62 = arith.uitofp %arg0 : i32 to f32
    %63 = arith.fptosi %arg3 : f64 to i32
    %64 = arith.fptoui %arg3 : f64 to i64
    %65 = arith.bitcast %arg0 : i32 to f32
    %66 = arith.index_cast %arg0 : i32 to index
    %67 = arith.index_castui %arg2 : index to i64
    %68 = arith.select %arg1, %arg0, %c1_i32 : i32
    %69 = math.sqrt %arg3 : f64
    %70 = math.absf %arg3 : f64
    %71 = math.ceil %arg3 : f64
    %72 = math.floor %arg3 : f64
    %73 = math.exp %arg3 : f64
    %74 = math.log %arg3 : f64
    %75 = math.sin %arg3 : f64
    %76 = math.cos %arg3 : f64
    %77 = math.tan %arg3 : f64
    %78 = math.round %arg3 : f64
    %79 = math.trunc %arg3 : f64
    %80 = math.powf %arg3, %arg3 : f64
    %81 = math.atan2 %arg3, %arg3 : f64
    %82 = math.copysign %arg3, %arg3 : f64
    %83 = math.fma %arg3, %arg3, %arg3 : f64
    %84 = call @decl(%arg0, %arg3) : (i32, f64) -> i32
    %f = constant @decl : (i32, f64) -> i32
    %85 = call_indirect %f(%arg0, %arg3) : (i32, f64) -> i32
    %86 = scf.if %arg1 -> (i32) {
      %93 = arith.addi %arg0, %c1_i32 : i32
      scf.yield %93 : i32
    } else {
      scf.yield %arg0 : i32
    }
    scf.if %arg1 {
      %93 = arith.muli %arg0, %arg0 : i32
    }
    scf.if %arg1 {
    } else {
      %93 = arith.muli %arg0, %arg0 : i32
    }
    %87 = scf.for %arg5 = %c0 to %arg2 step %c1 iter_args(%arg6 = %86) -> (i32) {
      %93 = arith.addi %arg6, %c1_i32 : i32
      scf.yield %93 : i32
    }
    scf.for %arg5 = %arg0 to %c1_i32 step %c1_i32  : i32 {
      %93 = arith.addi %arg5, %arg5 : i32
    }
    %88 = scf.while (%arg5 = %87) : (i32) -> i32 {
      %93 = arith.cmpi slt, %arg5, %arg0 : i32
      scf.condition(%93) %arg5 : i32
    } do {
    ^bb0(%arg5: i32):
      %93 = arith.addi %arg5, %c1_i32 : i32
      scf.yield %93 : i32
    }
    scf.while : () -> () {
      %true_2 = arith.constant true
      scf.condition(%true_2)
    } do {
      scf.yield
    }
    %89 = scf.index_switch %arg2 -> i32 
    case 2 {
      scf.yield %arg0 : i32
    }
    case 5 {
      scf.yield %88 : i32
    }
    default {
      scf.yield %84 : i32
    }
    scf.index_switch %arg2 
    case 1 {
      scf.yield
    }
    default {
    }
    %90 = scf.execute_region -> i32 {
      cf.br ^bb1(%arg0 : i32)
    ^bb1(%93: i32):  // pred: ^bb0
      scf.yield %93 : i32
    }
    %91 = scf.parallel (%arg5) = (%c0) to (%arg2) step (%c1) init (%arg0) -> i32 {
      scf.reduce(%arg0 : i32) {
      ^bb0(%arg6: i32, %arg7: i32):
        %93 = arith.addi %arg6, %arg7 : i32
        scf.reduce.return %93 : i32
      }
    }
    scf.parallel (%arg5, %arg6) = (%c0, %c0) to (%arg2, %arg2) step (%c1, %c1) {
      scf.reduce 
    }
    scf.forall (%arg5) in (%arg2) {
    }
    scf.forall (%arg5, %arg6) = (0, %c1) to (%arg2, 8) step (1, 2) {
    }
    %92 = arith.addi %89, %arg0 : i32
    return %92 : i32
  }
  func.func @branches(%arg0: i32, %arg1: i1) -> i32 {
    cf.cond_br %arg1, ^bb1(%arg0 : i32), ^bb2
  ^bb1(%0: i32):  // pred: ^bb0
    cf.switch %0 : i32, [
      default: ^bb2,
      42: ^bb3(%0 : i32),
      43: ^bb2
    ]
  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
    cf.br ^bb3(%arg0 : i32)
  ^bb3(%1: i32):  // 2 preds: ^bb1, ^bb2
    return %1 : i32
  }
}

// CHECK: module {
// CHECK-LABEL: func.func @scf(
// CHECK-SAME: [[V_arg0:%[^ ,:)#]+]]: index, [[V_arg1:%[^ ,:)#]+]]: index, [[V_arg2:%[^ ,:)#]+]]: index, [[V_arg3:%[^ ,:)#]+]]: i1, [[V_arg4:%[^ ,:)#]+]]: f32, [[V_arg5:%[^ ,:)#]+]]: i32) -> f32 {
// CHECK-NEXT: [[V_0:%[^ ,:)#]+]] = scf.for [[V_arg6:%[^ ,:)#]+]] = [[V_arg0]] to [[V_arg1]] step [[V_arg2]] iter_args([[V_arg7:%[^ ,:)#]+]] = [[V_arg4]]) -> (f32) {
// CHECK-NEXT: [[V_5:%[^ ,:)#]+]] = scf.if [[V_arg3]] -> (f32) {
// CHECK-NEXT: [[V_6:%[^ ,:)#]+]] = arith.addf [[V_arg7]], [[V_arg4]] : f32
// CHECK-NEXT: scf.yield [[V_6]] : f32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield [[V_arg7]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.yield [[V_5]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for [[V_arg6]] = [[V_arg0]] to [[V_arg1]] step [[V_arg2]] {
// CHECK-NEXT: scf.if [[V_arg3]] {
// CHECK-NEXT: "foo.x"() : () -> ()
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: [[V_1:%[^ ,:)#]+]] = scf.while ([[V_arg6]] = [[V_arg5]]) : (i32) -> i32 {
// CHECK-NEXT: [[V_5]] = arith.cmpi slt, [[V_arg6]], [[V_arg5]] : i32
// CHECK-NEXT: scf.condition([[V_5]]) [[V_arg6]] : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0([[V_arg6]]: i32):
// CHECK-NEXT: [[V_5]] = arith.addi [[V_arg6]], [[V_arg6]] : i32
// CHECK-NEXT: scf.yield [[V_5]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: [[V_2:%[^ ,:)#]+]] = scf.execute_region -> i32 {
// CHECK-NEXT: scf.yield [[V_arg5]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: [[V_3:%[^ ,:)#]+]] = scf.index_switch [[V_arg0]] -> i32
// CHECK-NEXT: case 2 {
// CHECK-NEXT: scf.yield [[V_arg5]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: case 5 {
// CHECK-NEXT: scf.yield [[V_1]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield [[V_2]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: [[V_4:%[^ ,:)#]+]] = scf.parallel ([[V_arg6]]) = ([[V_arg0]]) to ([[V_arg1]]) step ([[V_arg2]]) init ([[V_arg4]]) -> f32 {
// CHECK-NEXT: scf.reduce([[V_arg4]] : f32) {
// CHECK-NEXT: ^bb0([[V_arg7]]: f32, [[V_arg8:%[^ ,:)#]+]]: f32):
// CHECK-NEXT: [[V_5]] = arith.addf [[V_arg7]], [[V_arg8]] : f32
// CHECK-NEXT: scf.reduce.return [[V_5]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall ([[V_arg6]]) in ([[V_arg1]]) {
// CHECK-NEXT: "foo.y"([[V_arg6]]) : (index) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return [[V_0]] : f32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-LABEL: func.func private @decl(
// CHECK-SAME: i32, f64) -> i32
// CHECK-LABEL: func.func @all(
// CHECK-SAME: [[V_arg0:%[^ ,:)#]+]]: i32, [[V_arg1:%[^ ,:)#]+]]: i1, [[V_arg2:%[^ ,:)#]+]]: index, [[V_arg3:%[^ ,:)#]+]]: f64, [[V_arg4:%[^ ,:)#]+]]: f32) -> i32 {
// CHECK-NEXT: [[V_c1_i32:%[^ ,:)#]+]] = arith.constant 1 : i32
// CHECK-NEXT: [[V_c_1_i32:%[^ ,:)#]+]] = arith.constant -1 : i32
// CHECK-NEXT: [[V_c_1_i8:%[^ ,:)#]+]] = arith.constant -1 : i8
// CHECK-NEXT: [[V_c0:%[^ ,:)#]+]] = arith.constant 0 : index
// CHECK-NEXT: [[V_c1:%[^ ,:)#]+]] = arith.constant 1 : index
// CHECK-NEXT: [[V_true:%[^ ,:)#]+]] = arith.constant true
// CHECK-NEXT: [[V_false:%[^ ,:)#]+]] = arith.constant false
// CHECK-NEXT: [[V_c0_i64:%[^ ,:)#]+]] = arith.constant 0 : i64
// CHECK-NEXT: [[V_cst:%[^ ,:)#]+]] = arith.constant 1.500000e+00 : f64
// CHECK-NEXT: [[V_cst_0:%[^ ,:)#]+]] = arith.constant 1.000000e-01 : f32
// CHECK-NEXT: [[V_cst_1:%[^ ,:)#]+]] = arith.constant 0x419D6F3454000000 : f64
// CHECK-NEXT: [[V_0:%[^ ,:)#]+]] = arith.addi [[V_arg0]], [[V_c1_i32]] : i32
// CHECK-NEXT: [[V_1:%[^ ,:)#]+]] = arith.subi [[V_arg0]], [[V_c1_i32]] : i32
// CHECK-NEXT: [[V_2:%[^ ,:)#]+]] = arith.muli [[V_arg0]], [[V_c1_i32]] : i32
// CHECK-NEXT: [[V_3:%[^ ,:)#]+]] = arith.divsi [[V_arg0]], [[V_c1_i32]] : i32
// CHECK-NEXT: [[V_4:%[^ ,:)#]+]] = arith.divui [[V_arg0]], [[V_c1_i32]] : i32
// CHECK-NEXT: [[V_5:%[^ ,:)#]+]] = arith.remsi [[V_arg0]], [[V_c1_i32]] : i32
// CHECK-NEXT: [[V_6:%[^ ,:)#]+]] = arith.remui [[V_arg0]], [[V_c1_i32]] : i32
// CHECK-NEXT: [[V_7:%[^ ,:)#]+]] = arith.andi [[V_arg0]], [[V_c1_i32]] : i32
// CHECK-NEXT: [[V_8:%[^ ,:)#]+]] = arith.ori [[V_arg0]], [[V_c1_i32]] : i32
// CHECK-NEXT: [[V_9:%[^ ,:)#]+]] = arith.xori [[V_arg0]], [[V_c1_i32]] : i32
// CHECK-NEXT: [[V_10:%[^ ,:)#]+]] = arith.shli [[V_arg0]], [[V_c1_i32]] : i32
// CHECK-NEXT: [[V_11:%[^ ,:)#]+]] = arith.shrsi [[V_arg0]], [[V_c1_i32]] : i32
// CHECK-NEXT: [[V_12:%[^ ,:)#]+]] = arith.shrui [[V_arg0]], [[V_c1_i32]] : i32
// CHECK-NEXT: [[V_13:%[^ ,:)#]+]] = arith.minsi [[V_arg0]], [[V_c1_i32]] : i32
// CHECK-NEXT: [[V_14:%[^ ,:)#]+]] = arith.maxsi [[V_arg0]], [[V_c1_i32]] : i32
// CHECK-NEXT: [[V_15:%[^ ,:)#]+]] = arith.minui [[V_arg0]], [[V_c1_i32]] : i32
// CHECK-NEXT: [[V_16:%[^ ,:)#]+]] = arith.maxui [[V_arg0]], [[V_c1_i32]] : i32
// CHECK-NEXT: [[V_17:%[^ ,:)#]+]] = arith.ceildivsi [[V_arg0]], [[V_c1_i32]] : i32
// CHECK-NEXT: [[V_18:%[^ ,:)#]+]] = arith.floordivsi [[V_arg0]], [[V_c1_i32]] : i32
// CHECK-NEXT: [[V_19:%[^ ,:)#]+]] = arith.ceildivui [[V_arg0]], [[V_c1_i32]] : i32
// CHECK-NEXT: [[V_20:%[^ ,:)#]+]] = arith.addf [[V_arg3]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_21:%[^ ,:)#]+]] = arith.subf [[V_arg3]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_22:%[^ ,:)#]+]] = arith.mulf [[V_arg3]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_23:%[^ ,:)#]+]] = arith.divf [[V_arg3]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_24:%[^ ,:)#]+]] = arith.remf [[V_arg3]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_25:%[^ ,:)#]+]] = arith.minimumf [[V_arg3]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_26:%[^ ,:)#]+]] = arith.maximumf [[V_arg3]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_27:%[^ ,:)#]+]] = arith.minnumf [[V_arg3]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_28:%[^ ,:)#]+]] = arith.maxnumf [[V_arg3]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_29:%[^ ,:)#]+]] = arith.negf [[V_arg3]] : f64
// CHECK-NEXT: [[V_30:%[^ ,:)#]+]] = arith.cmpi eq, [[V_arg0]], [[V_c_1_i32]] : i32
// CHECK-NEXT: [[V_31:%[^ ,:)#]+]] = arith.cmpi ne, [[V_arg0]], [[V_c_1_i32]] : i32
// CHECK-NEXT: [[V_32:%[^ ,:)#]+]] = arith.cmpi slt, [[V_arg0]], [[V_c_1_i32]] : i32
// CHECK-NEXT: [[V_33:%[^ ,:)#]+]] = arith.cmpi sle, [[V_arg0]], [[V_c_1_i32]] : i32
// CHECK-NEXT: [[V_34:%[^ ,:)#]+]] = arith.cmpi sgt, [[V_arg0]], [[V_c_1_i32]] : i32
// CHECK-NEXT: [[V_35:%[^ ,:)#]+]] = arith.cmpi sge, [[V_arg0]], [[V_c_1_i32]] : i32
// CHECK-NEXT: [[V_36:%[^ ,:)#]+]] = arith.cmpi ult, [[V_arg0]], [[V_c_1_i32]] : i32
// CHECK-NEXT: [[V_37:%[^ ,:)#]+]] = arith.cmpi ule, [[V_arg0]], [[V_c_1_i32]] : i32
// CHECK-NEXT: [[V_38:%[^ ,:)#]+]] = arith.cmpi ugt, [[V_arg0]], [[V_c_1_i32]] : i32
// CHECK-NEXT: [[V_39:%[^ ,:)#]+]] = arith.cmpi uge, [[V_arg0]], [[V_c_1_i32]] : i32
// CHECK-NEXT: [[V_40:%[^ ,:)#]+]] = arith.cmpf false, [[V_arg3]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_41:%[^ ,:)#]+]] = arith.cmpf oeq, [[V_arg3]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_42:%[^ ,:)#]+]] = arith.cmpf ogt, [[V_arg3]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_43:%[^ ,:)#]+]] = arith.cmpf oge, [[V_arg3]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_44:%[^ ,:)#]+]] = arith.cmpf olt, [[V_arg3]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_45:%[^ ,:)#]+]] = arith.cmpf ole, [[V_arg3]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_46:%[^ ,:)#]+]] = arith.cmpf one, [[V_arg3]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_47:%[^ ,:)#]+]] = arith.cmpf ord, [[V_arg3]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_48:%[^ ,:)#]+]] = arith.cmpf ueq, [[V_arg3]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_49:%[^ ,:)#]+]] = arith.cmpf ugt, [[V_arg3]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_50:%[^ ,:)#]+]] = arith.cmpf uge, [[V_arg3]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_51:%[^ ,:)#]+]] = arith.cmpf ult, [[V_arg3]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_52:%[^ ,:)#]+]] = arith.cmpf ule, [[V_arg3]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_53:%[^ ,:)#]+]] = arith.cmpf une, [[V_arg3]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_54:%[^ ,:)#]+]] = arith.cmpf uno, [[V_arg3]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_55:%[^ ,:)#]+]] = arith.cmpf true, [[V_arg3]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_56:%[^ ,:)#]+]] = arith.extsi [[V_arg0]] : i32 to i64
// CHECK-NEXT: [[V_57:%[^ ,:)#]+]] = arith.extui [[V_arg0]] : i32 to i64
// CHECK-NEXT: [[V_58:%[^ ,:)#]+]] = arith.trunci [[V_arg0]] : i32 to i8
// CHECK-NEXT: [[V_59:%[^ ,:)#]+]] = arith.extf [[V_arg4]] : f32 to f64
// CHECK-NEXT: [[V_60:%[^ ,:)#]+]] = arith.truncf [[V_arg3]] : f64 to f32
// CHECK-NEXT: [[V_61:%[^ ,:)#]+]] = arith.sitofp [[V_arg0]] : i32 to f64
// CHECK-NEXT: [[V_62:%[^ ,:)#]+]] = arith.uitofp [[V_arg0]] : i32 to f32
// CHECK-NEXT: [[V_63:%[^ ,:)#]+]] = arith.fptosi [[V_arg3]] : f64 to i32
// CHECK-NEXT: [[V_64:%[^ ,:)#]+]] = arith.fptoui [[V_arg3]] : f64 to i64
// CHECK-NEXT: [[V_65:%[^ ,:)#]+]] = arith.bitcast [[V_arg0]] : i32 to f32
// CHECK-NEXT: [[V_66:%[^ ,:)#]+]] = arith.index_cast [[V_arg0]] : i32 to index
// CHECK-NEXT: [[V_67:%[^ ,:)#]+]] = arith.index_castui [[V_arg2]] : index to i64
// CHECK-NEXT: [[V_68:%[^ ,:)#]+]] = arith.select [[V_arg1]], [[V_arg0]], [[V_c1_i32]] : i32
// CHECK-NEXT: [[V_69:%[^ ,:)#]+]] = math.sqrt [[V_arg3]] : f64
// CHECK-NEXT: [[V_70:%[^ ,:)#]+]] = math.absf [[V_arg3]] : f64
// CHECK-NEXT: [[V_71:%[^ ,:)#]+]] = math.ceil [[V_arg3]] : f64
// CHECK-NEXT: [[V_72:%[^ ,:)#]+]] = math.floor [[V_arg3]] : f64
// CHECK-NEXT: [[V_73:%[^ ,:)#]+]] = math.exp [[V_arg3]] : f64
// CHECK-NEXT: [[V_74:%[^ ,:)#]+]] = math.log [[V_arg3]] : f64
// CHECK-NEXT: [[V_75:%[^ ,:)#]+]] = math.sin [[V_arg3]] : f64
// CHECK-NEXT: [[V_76:%[^ ,:)#]+]] = math.cos [[V_arg3]] : f64
// CHECK-NEXT: [[V_77:%[^ ,:)#]+]] = math.tan [[V_arg3]] : f64
// CHECK-NEXT: [[V_78:%[^ ,:)#]+]] = math.round [[V_arg3]] : f64
// CHECK-NEXT: [[V_79:%[^ ,:)#]+]] = math.trunc [[V_arg3]] : f64
// CHECK-NEXT: [[V_80:%[^ ,:)#]+]] = math.powf [[V_arg3]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_81:%[^ ,:)#]+]] = math.atan2 [[V_arg3]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_82:%[^ ,:)#]+]] = math.copysign [[V_arg3]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_83:%[^ ,:)#]+]] = math.fma [[V_arg3]], [[V_arg3]], [[V_arg3]] : f64
// CHECK-NEXT: [[V_84:%[^ ,:)#]+]] = call @decl([[V_arg0]], [[V_arg3]]) : (i32, f64) -> i32
// CHECK-NEXT: [[V_f:%[^ ,:)#]+]] = constant @decl : (i32, f64) -> i32
// CHECK-NEXT: [[V_85:%[^ ,:)#]+]] = call_indirect [[V_f]]([[V_arg0]], [[V_arg3]]) : (i32, f64) -> i32
// CHECK-NEXT: [[V_86:%[^ ,:)#]+]] = scf.if [[V_arg1]] -> (i32) {
// CHECK-NEXT: [[V_93:%[^ ,:)#]+]] = arith.addi [[V_arg0]], [[V_c1_i32]] : i32
// CHECK-NEXT: scf.yield [[V_93]] : i32
// CHECK-NEXT: } else {
// CHECK-NEXT: scf.yield [[V_arg0]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.if [[V_arg1]] {
// CHECK-NEXT: [[V_93]] = arith.muli [[V_arg0]], [[V_arg0]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.if [[V_arg1]] {
// CHECK-NEXT: } else {
// CHECK-NEXT: [[V_93]] = arith.muli [[V_arg0]], [[V_arg0]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: [[V_87:%[^ ,:)#]+]] = scf.for [[V_arg5:%[^ ,:)#]+]] = [[V_c0]] to [[V_arg2]] step [[V_c1]] iter_args([[V_arg6:%[^ ,:)#]+]] = [[V_86]]) -> (i32) {
// CHECK-NEXT: [[V_93]] = arith.addi [[V_arg6]], [[V_c1_i32]] : i32
// CHECK-NEXT: scf.yield [[V_93]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.for [[V_arg5]] = [[V_arg0]] to [[V_c1_i32]] step [[V_c1_i32]]  : i32 {
// CHECK-NEXT: [[V_93]] = arith.addi [[V_arg5]], [[V_arg5]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: [[V_88:%[^ ,:)#]+]] = scf.while ([[V_arg5]] = [[V_87]]) : (i32) -> i32 {
// CHECK-NEXT: [[V_93]] = arith.cmpi slt, [[V_arg5]], [[V_arg0]] : i32
// CHECK-NEXT: scf.condition([[V_93]]) [[V_arg5]] : i32
// CHECK-NEXT: } do {
// CHECK-NEXT: ^bb0([[V_arg5]]: i32):
// CHECK-NEXT: [[V_93]] = arith.addi [[V_arg5]], [[V_c1_i32]] : i32
// CHECK-NEXT: scf.yield [[V_93]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.while : () -> () {
// CHECK-NEXT: [[V_true_2:%[^ ,:)#]+]] = arith.constant true
// CHECK-NEXT: scf.condition([[V_true_2]])
// CHECK-NEXT: } do {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: [[V_89:%[^ ,:)#]+]] = scf.index_switch [[V_arg2]] -> i32
// CHECK-NEXT: case 2 {
// CHECK-NEXT: scf.yield [[V_arg0]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: case 5 {
// CHECK-NEXT: scf.yield [[V_88]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: scf.yield [[V_84]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: scf.index_switch [[V_arg2]]
// CHECK-NEXT: case 1 {
// CHECK-NEXT: scf.yield
// CHECK-NEXT: }
// CHECK-NEXT: default {
// CHECK-NEXT: }
// CHECK-NEXT: [[V_90:%[^ ,:)#]+]] = scf.execute_region -> i32 {
// CHECK-NEXT: cf.br ^bb1([[V_arg0]] : i32)
// CHECK-NEXT: ^bb1([[V_93]]: i32):  // pred: ^bb0
// CHECK-NEXT: scf.yield [[V_93]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: [[V_91:%[^ ,:)#]+]] = scf.parallel ([[V_arg5]]) = ([[V_c0]]) to ([[V_arg2]]) step ([[V_c1]]) init ([[V_arg0]]) -> i32 {
// CHECK-NEXT: scf.reduce([[V_arg0]] : i32) {
// CHECK-NEXT: ^bb0([[V_arg6]]: i32, [[V_arg7:%[^ ,:)#]+]]: i32):
// CHECK-NEXT: [[V_93]] = arith.addi [[V_arg6]], [[V_arg7]] : i32
// CHECK-NEXT: scf.reduce.return [[V_93]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-NEXT: scf.parallel ([[V_arg5]], [[V_arg6]]) = ([[V_c0]], [[V_c0]]) to ([[V_arg2]], [[V_arg2]]) step ([[V_c1]], [[V_c1]]) {
// CHECK-NEXT: scf.reduce
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall ([[V_arg5]]) in ([[V_arg2]]) {
// CHECK-NEXT: }
// CHECK-NEXT: scf.forall ([[V_arg5]], [[V_arg6]]) = (0, [[V_c1]]) to ([[V_arg2]], 8) step (1, 2) {
// CHECK-NEXT: }
// CHECK-NEXT: [[V_92:%[^ ,:)#]+]] = arith.addi [[V_89]], [[V_arg0]] : i32
// CHECK-NEXT: return [[V_92]] : i32
// CHECK-NEXT: }
// CHECK-LABEL: func.func @branches(
// CHECK-SAME: [[V_arg0:%[^ ,:)#]+]]: i32, [[V_arg1:%[^ ,:)#]+]]: i1) -> i32 {
// CHECK-NEXT: cf.cond_br [[V_arg1]], ^bb1([[V_arg0]] : i32), ^bb2
// CHECK-NEXT: ^bb1([[V_0:%[^ ,:)#]+]]: i32):  // pred: ^bb0
// CHECK-NEXT: cf.switch [[V_0]] : i32, [
// CHECK-NEXT: default: ^bb2,
// CHECK-NEXT: 42: ^bb3([[V_0]] : i32),
// CHECK-NEXT: 43: ^bb2
// CHECK-NEXT: ]
// CHECK-NEXT: ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
// CHECK-NEXT: cf.br ^bb3([[V_arg0]] : i32)
// CHECK-NEXT: ^bb3([[V_1:%[^ ,:)#]+]]: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: return [[V_1]] : i32
// CHECK-NEXT: }
// CHECK-NEXT: }
