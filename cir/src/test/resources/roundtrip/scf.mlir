// scf, arith, func, cf and math ops (every op of these dialects)
module {
  func.func private @decl(i32, f64) -> i32
  func.func @all(%arg0: i32, %arg1: i1, %arg2: index, %arg3: f64, %arg4: f32) -> i32 {
    %0 = arith.constant 1 : i32
    %1 = arith.constant -1 : i32
    %2 = arith.constant -1 : i8
    %3 = arith.constant 0 : index
    %4 = arith.constant 1 : index
    %5 = arith.constant true
    %6 = arith.constant false
    %7 = arith.constant 0 : i64
    %8 = arith.constant 1.5 : f64
    %9 = arith.constant 0.1 : f32
    %10 = arith.constant 1.2345678900000000e+08 : f64
    %11 = arith.addi %arg0, %0 : i32
    %12 = arith.subi %arg0, %0 : i32
    %13 = arith.muli %arg0, %0 : i32
    %14 = arith.divsi %arg0, %0 : i32
    %15 = arith.divui %arg0, %0 : i32
    %16 = arith.remsi %arg0, %0 : i32
    %17 = arith.remui %arg0, %0 : i32
    %18 = arith.andi %arg0, %0 : i32
    %19 = arith.ori %arg0, %0 : i32
    %20 = arith.xori %arg0, %0 : i32
    %21 = arith.shli %arg0, %0 : i32
    %22 = arith.shrsi %arg0, %0 : i32
    %23 = arith.shrui %arg0, %0 : i32
    %24 = arith.minsi %arg0, %0 : i32
    %25 = arith.maxsi %arg0, %0 : i32
    %26 = arith.minui %arg0, %0 : i32
    %27 = arith.maxui %arg0, %0 : i32
    %28 = arith.ceildivsi %arg0, %0 : i32
    %29 = arith.floordivsi %arg0, %0 : i32
    %30 = arith.ceildivui %arg0, %0 : i32
    %31 = arith.addf %arg3, %arg3 : f64
    %32 = arith.subf %arg3, %arg3 : f64
    %33 = arith.mulf %arg3, %arg3 : f64
    %34 = arith.divf %arg3, %arg3 : f64
    %35 = arith.remf %arg3, %arg3 : f64
    %36 = arith.minimumf %arg3, %arg3 : f64
    %37 = arith.maximumf %arg3, %arg3 : f64
    %38 = arith.minnumf %arg3, %arg3 : f64
    %39 = arith.maxnumf %arg3, %arg3 : f64
    %40 = arith.negf %arg3 : f64
    %41 = arith.cmpi eq, %arg0, %1 : i32
    %42 = arith.cmpi ne, %arg0, %1 : i32
    %43 = arith.cmpi slt, %arg0, %1 : i32
    %44 = arith.cmpi sle, %arg0, %1 : i32
    %45 = arith.cmpi sgt, %arg0, %1 : i32
    %46 = arith.cmpi sge, %arg0, %1 : i32
    %47 = arith.cmpi ult, %arg0, %1 : i32
    %48 = arith.cmpi ule, %arg0, %1 : i32
    %49 = arith.cmpi ugt, %arg0, %1 : i32
    %50 = arith.cmpi uge, %arg0, %1 : i32
    %51 = arith.cmpf false, %arg3, %arg3 : f64
    %52 = arith.cmpf oeq, %arg3, %arg3 : f64
    %53 = arith.cmpf ogt, %arg3, %arg3 : f64
    %54 = arith.cmpf oge, %arg3, %arg3 : f64
    %55 = arith.cmpf olt, %arg3, %arg3 : f64
    %56 = arith.cmpf ole, %arg3, %arg3 : f64
    %57 = arith.cmpf one, %arg3, %arg3 : f64
    %58 = arith.cmpf ord, %arg3, %arg3 : f64
    %59 = arith.cmpf ueq, %arg3, %arg3 : f64
    %60 = arith.cmpf ugt, %arg3, %arg3 : f64
    %61 = arith.cmpf uge, %arg3, %arg3 : f64
    %62 = arith.cmpf ult, %arg3, %arg3 : f64
    %63 = arith.cmpf ule, %arg3, %arg3 : f64
    %64 = arith.cmpf une, %arg3, %arg3 : f64
    %65 = arith.cmpf uno, %arg3, %arg3 : f64
    %66 = arith.cmpf true, %arg3, %arg3 : f64
    %67 = arith.extsi %arg0 : i32 to i64
    %68 = arith.extui %arg0 : i32 to i64
    %69 = arith.trunci %arg0 : i32 to i8
    %70 = arith.extf %arg4 : f32 to f64
    %71 = arith.truncf %arg3 : f64 to f32
    %72 = arith.sitofp %arg0 : i32 to f64
    %73 = arith.uitofp %arg0 : i32 to f32
    %74 = arith.fptosi %arg3 : f64 to i32
    %75 = arith.fptoui %arg3 : f64 to i64
    %76 = arith.bitcast %arg0 : i32 to f32
    %77 = arith.index_cast %arg0 : i32 to index
    %78 = arith.index_castui %arg2 : index to i64
    %79 = arith.select %arg1, %arg0, %0 : i32
    %80 = math.sqrt %arg3 : f64
    %81 = math.absf %arg3 : f64
    %82 = math.ceil %arg3 : f64
    %83 = math.floor %arg3 : f64
    %84 = math.exp %arg3 : f64
    %85 = math.log %arg3 : f64
    %86 = math.sin %arg3 : f64
    %87 = math.cos %arg3 : f64
    %88 = math.tan %arg3 : f64
    %89 = math.round %arg3 : f64
    %90 = math.trunc %arg3 : f64
    %91 = math.powf %arg3, %arg3 : f64
    %92 = math.atan2 %arg3, %arg3 : f64
    %93 = math.copysign %arg3, %arg3 : f64
    %94 = math.fma %arg3, %arg3, %arg3 : f64
    %95 = call @decl(%arg0, %arg3) : (i32, f64) -> i32
    %96 = constant @decl : (i32, f64) -> i32
    %97 = call_indirect %96(%arg0, %arg3) : (i32, f64) -> i32
    %98 = scf.if %arg1 -> (i32) {
      %99 = arith.addi %arg0, %0 : i32
      scf.yield %99 : i32
    } else {
      scf.yield %arg0 : i32
    }
    scf.if %arg1 {
      %100 = arith.muli %arg0, %arg0 : i32
    }
    scf.if %arg1 {
    } else {
      %101 = arith.muli %arg0, %arg0 : i32
    }
    %102 = scf.for %arg5 = %3 to %arg2 step %4 iter_args(%arg6 = %98) -> (i32) {
      %103 = arith.addi %arg6, %0 : i32
      scf.yield %103 : i32
    }
    scf.for %arg7 = %arg0 to %0 step %0  : i32 {
      %104 = arith.addi %arg7, %arg7 : i32
    }
    %105 = scf.while (%arg8 = %102) : (i32) -> i32 {
      %106 = arith.cmpi slt, %arg8, %arg0 : i32
      scf.condition(%106) %arg8 : i32
    } do {
    ^bb0(%arg9: i32):
      %107 = arith.addi %arg9, %0 : i32
      scf.yield %107 : i32
    }
    scf.while : () -> () {
      %108 = arith.constant true
      scf.condition(%108)
    } do {
      scf.yield
    }
    %109 = scf.index_switch %arg2 -> i32 
    case 2 {
      scf.yield %arg0 : i32
    }
    case 5 {
      scf.yield %105 : i32
    }
    default {
      scf.yield %95 : i32
    }
    scf.index_switch %arg2 
    case 1 {
      scf.yield
    }
    default {
    }
    %110 = scf.execute_region -> i32 {
      cf.br ^bb1(%arg0 : i32)
    ^bb1(%111: i32):
      scf.yield %111 : i32
    }
    %112 = scf.parallel (%arg10) = (%3) to (%arg2) step (%4) init (%arg0) -> i32 {
      scf.reduce(%arg0 : i32) {
      ^bb0(%arg11: i32, %arg12: i32):
        %113 = arith.addi %arg11, %arg12 : i32
        scf.reduce.return %113 : i32
      }
    }
    scf.parallel (%arg13, %arg14) = (%3, %3) to (%arg2, %arg2) step (%4, %4) {
      scf.reduce 
    }
    scf.forall (%arg15) in (%arg2) {
    }
    scf.forall (%arg16, %arg17) = (0, %4) to (%arg2, 8) step (1, 2) {
    }
    %114 = arith.addi %109, %arg0 : i32
    return %114 : i32
  }
  func.func @branches(%arg0: i32, %arg1: i1) -> i32 {
    cf.cond_br %arg1, ^bb1(%arg0 : i32), ^bb2
  ^bb1(%0: i32):
    cf.switch %0 : i32, [
      default: ^bb2,
      42: ^bb3(%0 : i32),
      43: ^bb2
    ]
  ^bb2:
    cf.br ^bb3(%arg0 : i32)
  ^bb3(%1: i32):
    return %1 : i32
  }
}
