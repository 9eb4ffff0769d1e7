module {
  func.func @bits(%arg0: i32) -> i32 {
    %0 = math.ctlz %arg0 : i32
    %1 = math.cttz %arg0 : i32
    %2 = math.ctpop %arg0 : i32
    %3 = llvm.intr.bswap(%arg0) : (i32) -> i32
    %4 = arith.addi %0, %1 : i32
    %5 = arith.addi %2, %3 : i32
    %6 = arith.addi %4, %5 : i32
    return %6 : i32
  }
}
