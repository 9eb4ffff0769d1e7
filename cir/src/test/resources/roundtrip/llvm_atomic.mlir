// the atomic ops of the llvm dialect (mlir-opt-19 prints exactly this)
module {
  llvm.func @atomics(%arg0: !llvm.ptr, %arg1: i32, %arg2: f64) -> i32 {
    %0 = llvm.atomicrmw add %arg0, %arg1 seq_cst {alignment = 4 : i64} : !llvm.ptr, i32
    %1 = llvm.atomicrmw volatile _and %arg0, %0 monotonic : !llvm.ptr, i32
    %2 = llvm.cmpxchg %arg0, %0, %1 acq_rel monotonic {alignment = 4 : i64} : !llvm.ptr, i32
    %3 = llvm.cmpxchg weak %arg0, %0, %1 syncscope("singlethread") seq_cst seq_cst : !llvm.ptr, i32
    %4 = llvm.extractvalue %2[0] : !llvm.struct<(i32, i1)> 
    llvm.fence seq_cst
    llvm.fence syncscope("singlethread") acquire
    %5 = llvm.load %arg0 atomic seq_cst {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.store %5, %arg0 atomic release {alignment = 4 : i64} : i32, !llvm.ptr
    %6 = llvm.load volatile %arg0 atomic monotonic {alignment = 4 : i64} : !llvm.ptr -> i32
    %7 = llvm.atomicrmw fadd %arg0, %arg2 seq_cst : !llvm.ptr, f64
    llvm.return %4 : i32
  }
}
