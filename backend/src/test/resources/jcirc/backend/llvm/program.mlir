module {
  llvm.mlir.global private constant @fmt("%d %d %d %lld %.17g %.17g %s %d %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal @counter(3 : i32) {addr_space = 0 : i32, alignment = 4 : i64} : i32
  llvm.mlir.global internal @table() {addr_space = 0 : i32} : !llvm.array<3 x i32> {
    %0 = llvm.mlir.zero : !llvm.array<3 x i32>
    %1 = llvm.mlir.constant(10 : i32) : i32
    %2 = llvm.insertvalue %1, %0[0] : !llvm.array<3 x i32>
    %3 = llvm.mlir.constant(20 : i32) : i32
    %4 = llvm.insertvalue %3, %2[1] : !llvm.array<3 x i32>
    llvm.return %4 : !llvm.array<3 x i32>
  }
  llvm.mlir.global internal constant @name("jcirc\00") {addr_space = 0 : i32}
  llvm.mlir.global internal @pair() {addr_space = 0 : i32} : !llvm.struct<(i32, ptr)> {
    %0 = llvm.mlir.undef : !llvm.struct<(i32, ptr)>
    %1 = llvm.mlir.constant(9 : i32) : i32
    %2 = llvm.insertvalue %1, %0[0] : !llvm.struct<(i32, ptr)>
    %3 = llvm.mlir.addressof @name : !llvm.ptr
    %4 = llvm.insertvalue %3, %2[1] : !llvm.struct<(i32, ptr)>
    llvm.return %4 : !llvm.struct<(i32, ptr)>
  }
  llvm.mlir.global internal @second() {addr_space = 0 : i32} : !llvm.ptr {
    %0 = llvm.mlir.addressof @table : !llvm.ptr
    %1 = llvm.getelementptr %0[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<3 x i32>
    llvm.return %1 : !llvm.ptr
  }
  llvm.func @printf(!llvm.ptr, ...) -> i32
  func.func private @classify(%arg0: i32) -> i32 attributes {llvm.linkage = #llvm.linkage<internal>} {
    %c100 = arith.constant 100 : i32
    %c200 = arith.constant 200 : i32
    cf.switch %arg0 : i32, [
      default: ^bb1(%arg0 : i32),
      1: ^bb1(%c100 : i32),
      2: ^bb1(%c200 : i32)
    ]
  ^bb1(%0: i32):
    return %0 : i32
  }
  func.func @main() -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c10_i32 = arith.constant 10 : i32
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 1.000000e-01 : f64
    %cst_0 = arith.constant 3.000000e+00 : f80
    %cst_1 = arith.constant 1.000000e-01 : f80
    cf.br ^bb1(%c0_i32, %c0_i32 : i32, i32)
  ^bb1(%0: i32, %1: i32):
    %2 = arith.cmpi slt, %0, %c10_i32 : i32
    cf.cond_br %2, ^bb2, ^bb3
  ^bb2:
    %3 = arith.addi %1, %0 : i32
    %4 = arith.addi %0, %c1_i32 : i32
    cf.br ^bb1(%4, %3 : i32, i32)
  ^bb3:
    %5 = func.call @classify(%c1_i32) : (i32) -> i32
    %6 = func.call @classify(%c10_i32) : (i32) -> i32
    %7 = llvm.mlir.addressof @counter : !llvm.ptr
    %8 = llvm.load %7 {alignment = 4 : i64} : !llvm.ptr -> i32
    %9 = arith.extsi %8 : i32 to i64
    %10 = arith.muli %9, %9 : i64
    %11 = arith.mulf %cst_1, %cst_0 : f80
    %12 = arith.truncf %11 : f80 to f64
    %13 = llvm.mlir.addressof @pair : !llvm.ptr
    %14 = llvm.getelementptr %13[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, ptr)>
    %15 = llvm.load %14 : !llvm.ptr -> !llvm.ptr
    %16 = llvm.mlir.addressof @second : !llvm.ptr
    %17 = llvm.load %16 : !llvm.ptr -> !llvm.ptr
    %18 = llvm.getelementptr inbounds %17[%c0_i32] : (!llvm.ptr, i32) -> !llvm.ptr, i32
    %19 = llvm.load %18 : !llvm.ptr -> i32
    %20 = llvm.icmp "ne" %19, %c0_i32 : i32
    %21 = arith.extui %20 : i1 to i32
    %22 = llvm.mlir.addressof @fmt : !llvm.ptr
    %23 = llvm.call @printf(%22, %1, %5, %6, %10, %cst, %12, %15, %19, %21) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32, i32, i64, f64, f64, !llvm.ptr, i32, i32) -> i32
    return %c0_i32 : i32
  }
}
