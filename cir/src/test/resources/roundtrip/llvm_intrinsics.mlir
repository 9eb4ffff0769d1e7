// The llvm.intr.* ops and llvm.switch that convert-math-to-llvm, convert-arith-to-llvm and
// convert-cf-to-llvm produce, as upstream MLIR 19 prints them (mlir-opt-19 reads this file too).
module {
  llvm.func @intrinsics(%arg0: f64, %arg1: i32, %arg2: vector<4xf32>) -> i32 {
    %0 = llvm.intr.sqrt(%arg0) : (f64) -> f64
    %1 = llvm.intr.fabs(%arg0) : (f64) -> f64
    %2 = llvm.intr.floor(%arg0) : (f64) -> f64
    %3 = llvm.intr.ceil(%arg0) : (f64) -> f64
    %4 = llvm.intr.trunc(%arg0) : (f64) -> f64
    %5 = llvm.intr.round(%arg0) : (f64) -> f64
    %6 = llvm.intr.roundeven(%arg0) : (f64) -> f64
    %7 = llvm.intr.rint(%arg0) : (f64) -> f64
    %8 = llvm.intr.nearbyint(%arg0) : (f64) -> f64
    %9 = llvm.intr.sin(%arg0) : (f64) -> f64
    %10 = llvm.intr.cos(%arg0) : (f64) -> f64
    %11 = llvm.intr.exp(%arg0) : (f64) -> f64
    %12 = llvm.intr.exp2(%arg0) : (f64) -> f64
    %13 = llvm.intr.log(%arg0) : (f64) -> f64
    %14 = llvm.intr.log2(%arg0) : (f64) -> f64
    %15 = llvm.intr.log10(%arg0) : (f64) -> f64
    %16 = llvm.intr.sqrt(%arg2) : (vector<4xf32>) -> vector<4xf32>
    %17 = llvm.intr.copysign(%arg0, %arg0) : (f64, f64) -> f64
    %18 = llvm.intr.pow(%arg0, %arg0) : (f64, f64) -> f64
    %19 = llvm.intr.maxnum(%arg0, %arg0) : (f64, f64) -> f64
    %20 = llvm.intr.minnum(%arg0, %arg0) : (f64, f64) -> f64
    %21 = llvm.intr.fma(%arg0, %arg0, %arg0) : (f64, f64, f64) -> f64
    %22 = llvm.intr.fmuladd(%arg0, %arg0, %arg0) : (f64, f64, f64) -> f64
    %23 = llvm.intr.smax(%arg1, %arg1) : (i32, i32) -> i32
    %24 = llvm.intr.smin(%arg1, %arg1) : (i32, i32) -> i32
    %25 = llvm.intr.umax(%arg1, %arg1) : (i32, i32) -> i32
    %26 = llvm.intr.umin(%arg1, %arg1) : (i32, i32) -> i32
    %27 = llvm.intr.ctpop(%arg1) : (i32) -> i32
    %28 = "llvm.intr.ctlz"(%arg1) <{is_zero_poison = false}> : (i32) -> i32
    %29 = "llvm.intr.cttz"(%arg1) <{is_zero_poison = true}> : (i32) -> i32
    %30 = "llvm.intr.abs"(%arg1) <{is_int_min_poison = false}> : (i32) -> i32
    llvm.switch %arg1 : i32, ^bb1 [
      0: ^bb2,
      5: ^bb1
    ]
  ^bb1:  // 2 preds: ^bb0, ^bb0
    llvm.return %arg1 : i32
  ^bb2:  // pred: ^bb0
    llvm.return %arg1 : i32
  }
}
