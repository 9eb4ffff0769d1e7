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
