// Every scf op in the generic form (--print-op-generic), read back in both directions.
// RUN: jcir-opt --split-input-file --print-op-generic %s | FileCheck %s
// RUN: jcir-opt --split-input-file --print-op-generic %s | jcir-opt --split-input-file - --print-op-generic | FileCheck %s
// Generic text read back prints the same custom form as the original.
// RUN: jcir-opt --split-input-file %s > %t.custom && jcir-opt --split-input-file --print-op-generic %s | jcir-opt --split-input-file - > %t.back && diff %t.custom %t.back

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

// CHECK: "builtin.module"() ({
// CHECK-LABEL: "func.func"() <{function_type = (index, index, index, i1, f32, i32) -> f32, sym_name = "scf"}> ({
// CHECK-NEXT: ^bb0(%arg0: index, %arg1: index, %arg2: index, %arg3: i1, %arg4: f32, %arg5: i32):
// CHECK-NEXT: %0 = "scf.for"(%arg0, %arg1, %arg2, %arg4) ({
// CHECK-NEXT: ^bb0(%arg6: index, %arg7: f32):
// CHECK-NEXT: %5 = "scf.if"(%arg3) ({
// CHECK-NEXT: %6 = "arith.addf"(%arg7, %arg4) : (f32, f32) -> f32
// CHECK-NEXT: "scf.yield"(%6) : (f32) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "scf.yield"(%arg7) : (f32) -> ()
// CHECK-NEXT: }) : (i1) -> f32
// CHECK-NEXT: "scf.yield"(%5) : (f32) -> ()
// CHECK-NEXT: }) : (index, index, index, f32) -> f32
// CHECK-NEXT: "scf.for"(%arg0, %arg1, %arg2) ({
// CHECK-NEXT: ^bb0(%arg8: index):
// CHECK-NEXT: "scf.if"(%arg3) ({
// CHECK-NEXT: "foo.x"() : () -> ()
// CHECK-NEXT: "scf.yield"() : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: }) : (i1) -> ()
// CHECK-NEXT: "scf.yield"() : () -> ()
// CHECK-NEXT: }) : (index, index, index) -> ()
// CHECK-NEXT: %1 = "scf.while"(%arg5) ({
// CHECK-NEXT: ^bb0(%arg9: i32):
// CHECK-NEXT: %7 = "arith.cmpi"(%arg9, %arg5) <{predicate = #arith<cmpi_predicate slt>}> : (i32, i32) -> i1
// CHECK-NEXT: "scf.condition"(%7, %arg9) : (i1, i32) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg10: i32):
// CHECK-NEXT: %8 = "arith.addi"(%arg10, %arg10) : (i32, i32) -> i32
// CHECK-NEXT: "scf.yield"(%8) : (i32) -> ()
// CHECK-NEXT: }) : (i32) -> i32
// CHECK-NEXT: %2 = "scf.execute_region"() ({
// CHECK-NEXT: "scf.yield"(%arg5) : (i32) -> ()
// CHECK-NEXT: }) : () -> i32
// CHECK-NEXT: %3 = "scf.index_switch"(%arg0) <{cases = array<i64: 2, 5>}> ({
// CHECK-NEXT: "scf.yield"(%2) : (i32) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "scf.yield"(%arg5) : (i32) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "scf.yield"(%1) : (i32) -> ()
// CHECK-NEXT: }) : (index) -> i32
// CHECK-NEXT: %4 = "scf.parallel"(%arg0, %arg1, %arg2, %arg4) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg11: index):
// CHECK-NEXT: "scf.reduce"(%arg4) ({
// CHECK-NEXT: ^bb0(%arg12: f32, %arg13: f32):
// CHECK-NEXT: %9 = "arith.addf"(%arg12, %arg13) : (f32, f32) -> f32
// CHECK-NEXT: "scf.reduce.return"(%9) : (f32) -> ()
// CHECK-NEXT: }) : (f32) -> ()
// CHECK-NEXT: }) : (index, index, index, f32) -> f32
// CHECK-NEXT: "scf.forall"(%arg1) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
// CHECK-NEXT: ^bb0(%arg14: index):
// CHECK-NEXT: "foo.y"(%arg14) : (index) -> ()
// CHECK-NEXT: "scf.forall.in_parallel"() ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : (index) -> ()
// CHECK-NEXT: "func.return"(%0) : (f32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: // -----
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL: "func.func"() <{function_type = (i32, f64) -> i32, sym_name = "decl", sym_visibility = "private"}> ({
// CHECK-NEXT: }) : () -> ()
// CHECK-LABEL: "func.func"() <{function_type = (i32, i1, index, f64, f32) -> i32, sym_name = "all"}> ({
// CHECK-NEXT: ^bb0(%arg0: i32, %arg1: i1, %arg2: index, %arg3: f64, %arg4: f32):
// CHECK-NEXT: %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
// CHECK-NEXT: %1 = "arith.constant"() <{value = -1 : i32}> : () -> i32
// CHECK-NEXT: %2 = "arith.constant"() <{value = -1 : i8}> : () -> i8
// CHECK-NEXT: %3 = "arith.constant"() <{value = 0 : index}> : () -> index
// CHECK-NEXT: %4 = "arith.constant"() <{value = 1 : index}> : () -> index
// CHECK-NEXT: %5 = "arith.constant"() <{value = true}> : () -> i1
// CHECK-NEXT: %6 = "arith.constant"() <{value = false}> : () -> i1
// CHECK-NEXT: %7 = "arith.constant"() <{value = 0 : i64}> : () -> i64
// CHECK-NEXT: %8 = "arith.constant"() <{value = 1.500000e+00 : f64}> : () -> f64
// CHECK-NEXT: %9 = "arith.constant"() <{value = 1.000000e-01 : f32}> : () -> f32
// CHECK-NEXT: %10 = "arith.constant"() <{value = 0x419D6F3454000000 : f64}> : () -> f64
// CHECK-NEXT: %11 = "arith.addi"(%arg0, %0) : (i32, i32) -> i32
// CHECK-NEXT: %12 = "arith.subi"(%arg0, %0) : (i32, i32) -> i32
// CHECK-NEXT: %13 = "arith.muli"(%arg0, %0) : (i32, i32) -> i32
// CHECK-NEXT: %14 = "arith.divsi"(%arg0, %0) : (i32, i32) -> i32
// CHECK-NEXT: %15 = "arith.divui"(%arg0, %0) : (i32, i32) -> i32
// CHECK-NEXT: %16 = "arith.remsi"(%arg0, %0) : (i32, i32) -> i32
// CHECK-NEXT: %17 = "arith.remui"(%arg0, %0) : (i32, i32) -> i32
// CHECK-NEXT: %18 = "arith.andi"(%arg0, %0) : (i32, i32) -> i32
// CHECK-NEXT: %19 = "arith.ori"(%arg0, %0) : (i32, i32) -> i32
// CHECK-NEXT: %20 = "arith.xori"(%arg0, %0) : (i32, i32) -> i32
// CHECK-NEXT: %21 = "arith.shli"(%arg0, %0) : (i32, i32) -> i32
// CHECK-NEXT: %22 = "arith.shrsi"(%arg0, %0) : (i32, i32) -> i32
// CHECK-NEXT: %23 = "arith.shrui"(%arg0, %0) : (i32, i32) -> i32
// CHECK-NEXT: %24 = "arith.minsi"(%arg0, %0) : (i32, i32) -> i32
// CHECK-NEXT: %25 = "arith.maxsi"(%arg0, %0) : (i32, i32) -> i32
// CHECK-NEXT: %26 = "arith.minui"(%arg0, %0) : (i32, i32) -> i32
// CHECK-NEXT: %27 = "arith.maxui"(%arg0, %0) : (i32, i32) -> i32
// CHECK-NEXT: %28 = "arith.ceildivsi"(%arg0, %0) : (i32, i32) -> i32
// CHECK-NEXT: %29 = "arith.floordivsi"(%arg0, %0) : (i32, i32) -> i32
// CHECK-NEXT: %30 = "arith.ceildivui"(%arg0, %0) : (i32, i32) -> i32
// CHECK-NEXT: %31 = "arith.addf"(%arg3, %arg3) : (f64, f64) -> f64
// CHECK-NEXT: %32 = "arith.subf"(%arg3, %arg3) : (f64, f64) -> f64
// CHECK-NEXT: %33 = "arith.mulf"(%arg3, %arg3) : (f64, f64) -> f64
// CHECK-NEXT: %34 = "arith.divf"(%arg3, %arg3) : (f64, f64) -> f64
// CHECK-NEXT: %35 = "arith.remf"(%arg3, %arg3) : (f64, f64) -> f64
// CHECK-NEXT: %36 = "arith.minimumf"(%arg3, %arg3) : (f64, f64) -> f64
// CHECK-NEXT: %37 = "arith.maximumf"(%arg3, %arg3) : (f64, f64) -> f64
// CHECK-NEXT: %38 = "arith.minnumf"(%arg3, %arg3) : (f64, f64) -> f64
// CHECK-NEXT: %39 = "arith.maxnumf"(%arg3, %arg3) : (f64, f64) -> f64
// CHECK-NEXT: %40 = "arith.negf"(%arg3) : (f64) -> f64
// CHECK-NEXT: %41 = "arith.cmpi"(%arg0, %1) <{predicate = #arith<cmpi_predicate eq>}> : (i32, i32) -> i1
// CHECK-NEXT: %42 = "arith.cmpi"(%arg0, %1) <{predicate = #arith<cmpi_predicate ne>}> : (i32, i32) -> i1
// CHECK-NEXT: %43 = "arith.cmpi"(%arg0, %1) <{predicate = #arith<cmpi_predicate slt>}> : (i32, i32) -> i1
// CHECK-NEXT: %44 = "arith.cmpi"(%arg0, %1) <{predicate = #arith<cmpi_predicate sle>}> : (i32, i32) -> i1
// CHECK-NEXT: %45 = "arith.cmpi"(%arg0, %1) <{predicate = #arith<cmpi_predicate sgt>}> : (i32, i32) -> i1
// CHECK-NEXT: %46 = "arith.cmpi"(%arg0, %1) <{predicate = #arith<cmpi_predicate sge>}> : (i32, i32) -> i1
// CHECK-NEXT: %47 = "arith.cmpi"(%arg0, %1) <{predicate = #arith<cmpi_predicate ult>}> : (i32, i32) -> i1
// CHECK-NEXT: %48 = "arith.cmpi"(%arg0, %1) <{predicate = #arith<cmpi_predicate ule>}> : (i32, i32) -> i1
// CHECK-NEXT: %49 = "arith.cmpi"(%arg0, %1) <{predicate = #arith<cmpi_predicate ugt>}> : (i32, i32) -> i1
// CHECK-NEXT: %50 = "arith.cmpi"(%arg0, %1) <{predicate = #arith<cmpi_predicate uge>}> : (i32, i32) -> i1
// CHECK-NEXT: %51 = "arith.cmpf"(%arg3, %arg3) <{predicate = #arith<cmpf_predicate false>}> : (f64, f64) -> i1
// CHECK-NEXT: %52 = "arith.cmpf"(%arg3, %arg3) <{predicate = #arith<cmpf_predicate oeq>}> : (f64, f64) -> i1
// CHECK-NEXT: %53 = "arith.cmpf"(%arg3, %arg3) <{predicate = #arith<cmpf_predicate ogt>}> : (f64, f64) -> i1
// CHECK-NEXT: %54 = "arith.cmpf"(%arg3, %arg3) <{predicate = #arith<cmpf_predicate oge>}> : (f64, f64) -> i1
// CHECK-NEXT: %55 = "arith.cmpf"(%arg3, %arg3) <{predicate = #arith<cmpf_predicate olt>}> : (f64, f64) -> i1
// CHECK-NEXT: %56 = "arith.cmpf"(%arg3, %arg3) <{predicate = #arith<cmpf_predicate ole>}> : (f64, f64) -> i1
// CHECK-NEXT: %57 = "arith.cmpf"(%arg3, %arg3) <{predicate = #arith<cmpf_predicate one>}> : (f64, f64) -> i1
// CHECK-NEXT: %58 = "arith.cmpf"(%arg3, %arg3) <{predicate = #arith<cmpf_predicate ord>}> : (f64, f64) -> i1
// CHECK-NEXT: %59 = "arith.cmpf"(%arg3, %arg3) <{predicate = #arith<cmpf_predicate ueq>}> : (f64, f64) -> i1
// CHECK-NEXT: %60 = "arith.cmpf"(%arg3, %arg3) <{predicate = #arith<cmpf_predicate ugt>}> : (f64, f64) -> i1
// CHECK-NEXT: %61 = "arith.cmpf"(%arg3, %arg3) <{predicate = #arith<cmpf_predicate uge>}> : (f64, f64) -> i1
// CHECK-NEXT: %62 = "arith.cmpf"(%arg3, %arg3) <{predicate = #arith<cmpf_predicate ult>}> : (f64, f64) -> i1
// CHECK-NEXT: %63 = "arith.cmpf"(%arg3, %arg3) <{predicate = #arith<cmpf_predicate ule>}> : (f64, f64) -> i1
// CHECK-NEXT: %64 = "arith.cmpf"(%arg3, %arg3) <{predicate = #arith<cmpf_predicate une>}> : (f64, f64) -> i1
// CHECK-NEXT: %65 = "arith.cmpf"(%arg3, %arg3) <{predicate = #arith<cmpf_predicate uno>}> : (f64, f64) -> i1
// CHECK-NEXT: %66 = "arith.cmpf"(%arg3, %arg3) <{predicate = #arith<cmpf_predicate true>}> : (f64, f64) -> i1
// CHECK-NEXT: %67 = "arith.extsi"(%arg0) : (i32) -> i64
// CHECK-NEXT: %68 = "arith.extui"(%arg0) : (i32) -> i64
// CHECK-NEXT: %69 = "arith.trunci"(%arg0) : (i32) -> i8
// CHECK-NEXT: %70 = "arith.extf"(%arg4) : (f32) -> f64
// CHECK-NEXT: %71 = "arith.truncf"(%arg3) : (f64) -> f32
// CHECK-NEXT: %72 = "arith.sitofp"(%arg0) : (i32) -> f64
// CHECK-NEXT: %73 = "arith.uitofp"(%arg0) : (i32) -> f32
// CHECK-NEXT: %74 = "arith.fptosi"(%arg3) : (f64) -> i32
// CHECK-NEXT: %75 = "arith.fptoui"(%arg3) : (f64) -> i64
// CHECK-NEXT: %76 = "arith.bitcast"(%arg0) : (i32) -> f32
// CHECK-NEXT: %77 = "arith.index_cast"(%arg0) : (i32) -> index
// CHECK-NEXT: %78 = "arith.index_castui"(%arg2) : (index) -> i64
// CHECK-NEXT: %79 = "arith.select"(%arg1, %arg0, %0) : (i1, i32, i32) -> i32
// CHECK-NEXT: %80 = "math.sqrt"(%arg3) : (f64) -> f64
// CHECK-NEXT: %81 = "math.absf"(%arg3) : (f64) -> f64
// CHECK-NEXT: %82 = "math.ceil"(%arg3) : (f64) -> f64
// CHECK-NEXT: %83 = "math.floor"(%arg3) : (f64) -> f64
// CHECK-NEXT: %84 = "math.exp"(%arg3) : (f64) -> f64
// CHECK-NEXT: %85 = "math.log"(%arg3) : (f64) -> f64
// CHECK-NEXT: %86 = "math.sin"(%arg3) : (f64) -> f64
// CHECK-NEXT: %87 = "math.cos"(%arg3) : (f64) -> f64
// CHECK-NEXT: %88 = "math.tan"(%arg3) : (f64) -> f64
// CHECK-NEXT: %89 = "math.round"(%arg3) : (f64) -> f64
// CHECK-NEXT: %90 = "math.trunc"(%arg3) : (f64) -> f64
// CHECK-NEXT: %91 = "math.powf"(%arg3, %arg3) : (f64, f64) -> f64
// CHECK-NEXT: %92 = "math.atan2"(%arg3, %arg3) : (f64, f64) -> f64
// CHECK-NEXT: %93 = "math.copysign"(%arg3, %arg3) : (f64, f64) -> f64
// CHECK-NEXT: %94 = "math.fma"(%arg3, %arg3, %arg3) : (f64, f64, f64) -> f64
// CHECK-NEXT: %95 = "func.call"(%arg0, %arg3) <{callee = @decl}> : (i32, f64) -> i32
// CHECK-NEXT: %96 = "func.constant"() <{value = @decl}> : () -> ((i32, f64) -> i32)
// CHECK-NEXT: %97 = "func.call_indirect"(%96, %arg0, %arg3) : ((i32, f64) -> i32, i32, f64) -> i32
// CHECK-NEXT: %98 = "scf.if"(%arg1) ({
// CHECK-NEXT: %105 = "arith.addi"(%arg0, %0) : (i32, i32) -> i32
// CHECK-NEXT: "scf.yield"(%105) : (i32) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "scf.yield"(%arg0) : (i32) -> ()
// CHECK-NEXT: }) : (i1) -> i32
// CHECK-NEXT: "scf.if"(%arg1) ({
// CHECK-NEXT: %106 = "arith.muli"(%arg0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT: "scf.yield"() : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: }) : (i1) -> ()
// CHECK-NEXT: "scf.if"(%arg1) ({
// CHECK-NEXT: "scf.yield"() : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: %107 = "arith.muli"(%arg0, %arg0) : (i32, i32) -> i32
// CHECK-NEXT: "scf.yield"() : () -> ()
// CHECK-NEXT: }) : (i1) -> ()
// CHECK-NEXT: %99 = "scf.for"(%3, %arg2, %4, %98) ({
// CHECK-NEXT: ^bb0(%arg5: index, %arg6: i32):
// CHECK-NEXT: %108 = "arith.addi"(%arg6, %0) : (i32, i32) -> i32
// CHECK-NEXT: "scf.yield"(%108) : (i32) -> ()
// CHECK-NEXT: }) : (index, index, index, i32) -> i32
// CHECK-NEXT: "scf.for"(%arg0, %0, %0) ({
// CHECK-NEXT: ^bb0(%arg7: i32):
// CHECK-NEXT: %109 = "arith.addi"(%arg7, %arg7) : (i32, i32) -> i32
// CHECK-NEXT: "scf.yield"() : () -> ()
// CHECK-NEXT: }) : (i32, i32, i32) -> ()
// CHECK-NEXT: %100 = "scf.while"(%99) ({
// CHECK-NEXT: ^bb0(%arg8: i32):
// CHECK-NEXT: %110 = "arith.cmpi"(%arg8, %arg0) <{predicate = #arith<cmpi_predicate slt>}> : (i32, i32) -> i1
// CHECK-NEXT: "scf.condition"(%110, %arg8) : (i1, i32) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: ^bb0(%arg9: i32):
// CHECK-NEXT: %111 = "arith.addi"(%arg9, %0) : (i32, i32) -> i32
// CHECK-NEXT: "scf.yield"(%111) : (i32) -> ()
// CHECK-NEXT: }) : (i32) -> i32
// CHECK-NEXT: "scf.while"() ({
// CHECK-NEXT: %112 = "arith.constant"() <{value = true}> : () -> i1
// CHECK-NEXT: "scf.condition"(%112) : (i1) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "scf.yield"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: %101 = "scf.index_switch"(%arg2) <{cases = array<i64: 2, 5>}> ({
// CHECK-NEXT: "scf.yield"(%95) : (i32) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "scf.yield"(%arg0) : (i32) -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "scf.yield"(%100) : (i32) -> ()
// CHECK-NEXT: }) : (index) -> i32
// CHECK-NEXT: "scf.index_switch"(%arg2) <{cases = array<i64: 1>}> ({
// CHECK-NEXT: "scf.yield"() : () -> ()
// CHECK-NEXT: }, {
// CHECK-NEXT: "scf.yield"() : () -> ()
// CHECK-NEXT: }) : (index) -> ()
// CHECK-NEXT: %102 = "scf.execute_region"() ({
// CHECK-NEXT: "cf.br"(%arg0)[^bb1] : (i32) -> ()
// CHECK-NEXT: ^bb1(%113: i32):  // pred: ^bb0
// CHECK-NEXT: "scf.yield"(%113) : (i32) -> ()
// CHECK-NEXT: }) : () -> i32
// CHECK-NEXT: %103 = "scf.parallel"(%3, %arg2, %4, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
// CHECK-NEXT: ^bb0(%arg10: index):
// CHECK-NEXT: "scf.reduce"(%arg0) ({
// CHECK-NEXT: ^bb0(%arg11: i32, %arg12: i32):
// CHECK-NEXT: %114 = "arith.addi"(%arg11, %arg12) : (i32, i32) -> i32
// CHECK-NEXT: "scf.reduce.return"(%114) : (i32) -> ()
// CHECK-NEXT: }) : (i32) -> ()
// CHECK-NEXT: }) : (index, index, index, i32) -> i32
// CHECK-NEXT: "scf.parallel"(%3, %3, %arg2, %arg2, %4, %4) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
// CHECK-NEXT: ^bb0(%arg13: index, %arg14: index):
// CHECK-NEXT: "scf.reduce"() : () -> ()
// CHECK-NEXT: }) : (index, index, index, index, index, index) -> ()
// CHECK-NEXT: "scf.forall"(%arg2) <{operandSegmentSizes = array<i32: 0, 1, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
// CHECK-NEXT: ^bb0(%arg15: index):
// CHECK-NEXT: "scf.forall.in_parallel"() ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : (index) -> ()
// CHECK-NEXT: "scf.forall"(%4, %arg2) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, staticLowerBound = array<i64: 0, -9223372036854775808>, staticStep = array<i64: 1, 2>, staticUpperBound = array<i64: -9223372036854775808, 8>}> ({
// CHECK-NEXT: ^bb0(%arg16: index, %arg17: index):
// CHECK-NEXT: "scf.forall.in_parallel"() ({
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : (index, index) -> ()
// CHECK-NEXT: %104 = "arith.addi"(%101, %arg0) : (i32, i32) -> i32
// CHECK-NEXT: "func.return"(%104) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-LABEL: "func.func"() <{function_type = (i32, i1) -> i32, sym_name = "branches"}> ({
// CHECK-NEXT: ^bb0(%arg18: i32, %arg19: i1):
// CHECK-NEXT: "cf.cond_br"(%arg19, %arg18)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
// CHECK-NEXT: ^bb1(%115: i32):  // pred: ^bb0
// CHECK-NEXT: "cf.switch"(%115, %115)[^bb2, ^bb3, ^bb2] <{case_operand_segments = array<i32: 1, 0>, case_values = array<i32: 42, 43>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
// CHECK-NEXT: ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb1
// CHECK-NEXT: "cf.br"(%arg18)[^bb3] : (i32) -> ()
// CHECK-NEXT: ^bb3(%116: i32):  // 2 preds: ^bb1, ^bb2
// CHECK-NEXT: "func.return"(%116) : (i32) -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
