// The llvm exception-handling ops (LLVMEhOps; docs/cir-dialect.md "Exceptions") as convert-cir-to-llvm makes them from the
// flattened cir of tools/src/test/filecheck/dialects/cir-eh.mlir: llvm.invoke, llvm.landingpad, llvm.resume,
// llvm.intr.eh.typeid.for and the personality (the cir forms are in cir.mlir).
module {
  llvm.mlir.global external @_ZTIi() {addr_space = 0 : i32, alignment = 8 : i64} : !llvm.array<2 x ptr>
  llvm.func @__gxx_personality_v0(...) -> i32
  func.func private @__cxa_begin_catch(!llvm.ptr) -> !llvm.ptr
  func.func private @__cxa_end_catch()
  func.func private @__cxa_throw(!llvm.ptr, !llvm.ptr, !llvm.ptr)
  llvm.func @__cxa_rethrow()
  func.func private @__cxa_allocate_exception(i64) -> !llvm.ptr
  llvm.func @g(i32) -> i32
  func.func private @done()
  func.func @thrower(%arg0: i32) {
    %c4_i64 = arith.constant 4 : i64
    %0 = call @__cxa_allocate_exception(%c4_i64) : (i64) -> !llvm.ptr
    llvm.store %arg0, %0 {alignment = 4 : i64} : i32, !llvm.ptr
    %1 = llvm.mlir.addressof @_ZTIi : !llvm.ptr
    %2 = llvm.mlir.zero : !llvm.ptr
    call @__cxa_throw(%0, %1, %2) : (!llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
    llvm.unreachable
  }
  func.func @catcher(%arg0: i32) -> i32 attributes {llvm.personality = @__gxx_personality_v0} {
    %0 = llvm.mlir.addressof @_ZTIi : !llvm.ptr
    %1 = llvm.mlir.zero : !llvm.ptr
    %c1_i64 = arith.constant 1 : i64
    %2 = llvm.alloca %c1_i64 x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
    %3 = "llvm.invoke"(%arg0)[^bb1, ^bb2] <{callee = @g, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> i32
  ^bb1:  // pred: ^bb0
    llvm.store %3, %2 {alignment = 4 : i64} : i32, !llvm.ptr
    cf.br ^bb9
  ^bb2:  // pred: ^bb0
    %4 = "llvm.landingpad"(%0, %1) : (!llvm.ptr, !llvm.ptr) -> !llvm.struct<(ptr, i32)>
    %5 = llvm.extractvalue %4[0] : !llvm.struct<(ptr, i32)> 
    %6 = llvm.extractvalue %4[1] : !llvm.struct<(ptr, i32)> 
    cf.br ^bb3(%5, %6 : !llvm.ptr, i32)
  ^bb3(%7: !llvm.ptr, %8: i32):  // pred: ^bb2
    %9 = llvm.mlir.addressof @_ZTIi : !llvm.ptr
    %10 = "llvm.intr.eh.typeid.for"(%9) : (!llvm.ptr) -> i32
    %11 = arith.cmpi eq, %8, %10 : i32
    cf.cond_br %11, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %12 = call @__cxa_begin_catch(%7) : (!llvm.ptr) -> !llvm.ptr
    %13 = llvm.load %12 {alignment = 4 : i64} : !llvm.ptr -> i32
    llvm.store %13, %2 {alignment = 4 : i64} : i32, !llvm.ptr
    call @__cxa_end_catch() : () -> ()
    cf.br ^bb9
  ^bb5:  // pred: ^bb3
    %14 = call @__cxa_begin_catch(%7) : (!llvm.ptr) -> !llvm.ptr
    "llvm.invoke"()[^bb6, ^bb7] <{callee = @__cxa_rethrow, operandSegmentSizes = array<i32: 0, 0, 0>}> : () -> ()
  ^bb6:  // pred: ^bb5
    llvm.unreachable
  ^bb7:  // pred: ^bb5
    %15 = "llvm.landingpad"() <{cleanup}> : () -> !llvm.struct<(ptr, i32)>
    %16 = llvm.extractvalue %15[0] : !llvm.struct<(ptr, i32)> 
    %17 = llvm.extractvalue %15[1] : !llvm.struct<(ptr, i32)> 
    cf.br ^bb8(%16, %17 : !llvm.ptr, i32)
  ^bb8(%18: !llvm.ptr, %19: i32):  // pred: ^bb7
    call @__cxa_end_catch() : () -> ()
    %20 = llvm.mlir.undef : !llvm.struct<(ptr, i32)>
    %21 = llvm.insertvalue %18, %20[0] : !llvm.struct<(ptr, i32)> 
    %22 = llvm.insertvalue %19, %21[1] : !llvm.struct<(ptr, i32)> 
    "llvm.resume"(%22) : (!llvm.struct<(ptr, i32)>) -> ()
  ^bb9:  // 2 preds: ^bb1, ^bb4
    %23 = llvm.load %2 {alignment = 4 : i64} : !llvm.ptr -> i32
    return %23 : i32
  }
}
