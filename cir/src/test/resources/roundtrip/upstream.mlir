// Round-trip examples for the upstream dialects (arith, cf, func, math, scf, llvm), in mlir-opt-19's printed form.
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


// -----

module {
  func.func @cf(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
    cf.cond_br %arg0, ^bb1(%arg1 : i32), ^bb2
  ^bb1(%0: i32):  // pred: ^bb0
    cf.br ^bb3(%0 : i32)
  ^bb2:  // pred: ^bb0
    cf.switch %arg1 : i32, [
      default: ^bb3(%arg2 : i32),
      1: ^bb3(%arg1 : i32),
      2: ^bb4
    ]
  ^bb3(%1: i32):  // 4 preds: ^bb1, ^bb2, ^bb2, ^bb4
    return %1 : i32
  ^bb4:  // pred: ^bb2
    cf.br ^bb3(%arg2 : i32)
  }
}


// -----

module {
  func.func private @decl(i32, f64) -> i32
  func.func @callee(%arg0: i32) -> (i32, i32) attributes {llvm.linkage = 1 : i64} {
    return %arg0, %arg0 : i32, i32
  }
  func.func @calls(%arg0: i32) {
    %0:2 = call @callee(%arg0) : (i32) -> (i32, i32)
    %f = constant @callee : (i32) -> (i32, i32)
    %1:2 = call_indirect %f(%arg0) : (i32) -> (i32, i32)
    return
  }
}


// -----

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


// -----

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
  llvm.mlir.global internal constant @str("hi\00") {addr_space = 0 : i32}
  llvm.mlir.global external @g(0 : i32) {addr_space = 0 : i32, alignment = 4 : i64} : i32
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @callee(%arg0: i32) -> i32 {
    llvm.return %arg0 : i32
  }
  llvm.func @f(%arg0: i32, %arg1: i32, %arg2: f64, %arg3: f64, %arg4: !llvm.ptr, %arg5: i1) -> i32 {
    %0 = llvm.mlir.constant(1 : i32) : i32
    %1 = llvm.mlir.constant(2.500000e+00 : f64) : f64
    %2 = llvm.mlir.undef : !llvm.struct<(i32, f64)>
    %3 = llvm.mlir.poison : i32
    %4 = llvm.mlir.zero : !llvm.ptr
    %5 = llvm.mlir.addressof @g : !llvm.ptr
    %6 = llvm.mlir.addressof @str : !llvm.ptr
    %7 = llvm.alloca %0 x i32 {alignment = 4 : i64} : (i32) -> !llvm.ptr
    %8 = llvm.load %5 {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.store %8, %7 {alignment = 4 : i64} : i32, !llvm.ptr
    %9 = llvm.load volatile %7 : !llvm.ptr -> i32
    %10 = llvm.getelementptr %6[0, %arg0] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.array<3 x i8>
    %11 = llvm.getelementptr inbounds %arg4[1] : (!llvm.ptr) -> !llvm.ptr, i32
    %12 = llvm.add %arg0, %arg1 : i32
    %13 = llvm.sub %arg0, %arg1 : i32
    %14 = llvm.mul %arg0, %arg1 : i32
    %15 = llvm.sdiv %arg0, %arg1  : i32
    %16 = llvm.udiv %arg0, %arg1  : i32
    %17 = llvm.srem %arg0, %arg1  : i32
    %18 = llvm.urem %arg0, %arg1  : i32
    %19 = llvm.and %arg0, %arg1  : i32
    %20 = llvm.or %arg0, %arg1  : i32
    %21 = llvm.xor %arg0, %arg1  : i32
    %22 = llvm.shl %arg0, %arg1 : i32
    %23 = llvm.ashr %arg0, %arg1  : i32
    %24 = llvm.lshr %arg0, %arg1  : i32
    %25 = llvm.fadd %arg2, %arg3  : f64
    %26 = llvm.fsub %arg2, %arg3  : f64
    %27 = llvm.fmul %arg2, %arg3  : f64
    %28 = llvm.fdiv %arg2, %arg3  : f64
    %29 = llvm.frem %arg2, %arg3  : f64
    %30 = llvm.fneg %arg2  : f64
    %31 = llvm.icmp "slt" %arg0, %arg1 : i32
    %32 = llvm.fcmp "olt" %arg2, %arg3 : f64
    %33 = llvm.sext %arg0 : i32 to i64
    %34 = llvm.zext %arg0 : i32 to i64
    %35 = llvm.trunc %33 : i64 to i8
    %36 = llvm.sitofp %arg0 : i32 to f64
    %37 = llvm.uitofp %arg0 : i32 to f64
    %38 = llvm.fptosi %arg2 : f64 to i32
    %39 = llvm.fptoui %arg2 : f64 to i32
    %40 = llvm.fpext %1 : f64 to f80
    %41 = llvm.fptrunc %arg2 : f64 to f32
    %42 = llvm.ptrtoint %arg4 : !llvm.ptr to i64
    %43 = llvm.inttoptr %42 : i64 to !llvm.ptr
    %44 = llvm.bitcast %42 : i64 to f64
    %45 = llvm.select %arg5, %arg0, %arg1 : i1, i32
    %46 = llvm.insertvalue %arg0, %2[0] : !llvm.struct<(i32, f64)> 
    %47 = llvm.extractvalue %46[0] : !llvm.struct<(i32, f64)> 
    %48 = llvm.call @callee(%arg0) : (i32) -> i32
    %49 = llvm.call @printf(%6, %arg0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    %50 = llvm.mlir.constant(8 : i64) : i64
    "llvm.intr.memcpy"(%arg4, %7, %50) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    "llvm.intr.memmove"(%arg4, %7, %50) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
    %51 = llvm.mlir.constant(0 : i8) : i8
    "llvm.intr.memset"(%arg4, %51, %50) <{isVolatile = false}> : (!llvm.ptr, i8, i64) -> ()
    llvm.cond_br %arg5, ^bb1(%arg0 : i32), ^bb2
  ^bb1(%52: i32):  // pred: ^bb0
    llvm.return %52 : i32
  ^bb2:  // pred: ^bb0
    llvm.br ^bb3
  ^bb3:  // pred: ^bb2
    llvm.unreachable
  }
}

