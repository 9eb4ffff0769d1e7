// llvm-level GNU extensions: label ops (MLIR 20 syntax), llvm.inline_asm, constructors and destructors
module {
  llvm.func @f(%arg0: !llvm.ptr, %arg1: i32) -> i32 {
    %0 = llvm.blockaddress <function = @f, tag = <id = 1>> : !llvm.ptr
    %1 = llvm.inline_asm has_side_effects asm_dialect = att "addl $2, $0", "=r,0,r" %arg1, %arg1 : (i32, i32) -> i32
    llvm.inline_asm asm_dialect = att operand_attrs = [{elementtype = i32}] "movl $$1, $0", "=*m" %arg0 : (!llvm.ptr) -> ()
    llvm.indirectbr %0 : !llvm.ptr, [^bb1]
  ^bb1:  // pred: ^bb0
    llvm.blocktag <id = 1>
    llvm.return %1 : i32
  }
  llvm.mlir.global_ctors {ctors = [@f], priorities = [101 : i32]}
  llvm.mlir.global_dtors {dtors = [@f], priorities = [65535 : i32]}
}
