// Builtin ops: cir.fabs, cir.bswap, cir.bit.* and their upstream lowerings (math.ctlz/cttz/ctpop, llvm.intr.bswap).
!u32i = !cir.int<u, 32>
!s32i = !cir.int<s, 32>
module {
  cir.func @bits(%arg0: !u32i, %arg1: !cir.double) -> !s32i {
    %0 = cir.bit.clz(%arg0 : !u32i) : !s32i
    %1 = cir.bit.ctz(%arg0 : !u32i) : !s32i
    %2 = cir.bit.popcount(%arg0 : !u32i) : !s32i
    %3 = cir.bswap(%arg0 : !u32i) : !u32i
    %4 = cir.fabs %arg1 : !cir.double
    cir.return %0 : !s32i
  }
}
// -----
module {
  func.func @bits(%arg0: i32) -> i32 {
    %0 = math.ctlz %arg0 : i32
    %1 = math.cttz %0 : i32
    %2 = math.ctpop %1 : i32
    %3 = llvm.intr.bswap(%2) : (i32) -> i32
    return %3 : i32
  }
}
