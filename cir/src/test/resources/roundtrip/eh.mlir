// The exception-handling ops (CirEhOps, LLVMEhOps; docs/cir-dialect.md "Exceptions"): cir.try/cir.catch_param/cir.throw/
// cir.resume as CIRGen emits them, the flattened forms (cir.try_call, cir.eh.landingpad, cir.eh.typeid) and the llvm ops
// convert-cir-to-llvm makes of them (llvm.invoke, llvm.landingpad, llvm.resume, llvm.intr.eh.typeid.for), as jcir-opt prints
// tools/src/test/filecheck/dialects/cir-eh.mlir after each stage.
!u8i = !cir.int<u, 8>
!s32i = !cir.int<s, 32>
!u64i = !cir.int<u, 64>
module {
  cir.global external @_ZTIi : !cir.array<!cir.ptr<!u8i> x 2> {alignment = 8 : i64}
  cir.func @__gxx_personality_v0(...) -> !s32i
  cir.func @__cxa_begin_catch(!cir.ptr<!cir.void>) -> !cir.ptr<!cir.void>
  cir.func @__cxa_end_catch()
  cir.func @__cxa_throw(!cir.ptr<!cir.void>, !cir.ptr<!cir.void>, !cir.ptr<!cir.void>)
  cir.func @__cxa_rethrow()
  cir.func @__cxa_allocate_exception(!u64i) -> !cir.ptr<!cir.void>
  cir.func @g(!s32i) -> !s32i
  cir.func @done()
  cir.func @thrower(%arg0: !s32i) {
    %0 = cir.const(#cir.int<4> : !u64i) : !u64i
    %1 = cir.call @__cxa_allocate_exception(%0) : (!u64i) -> !cir.ptr<!cir.void>
    %2 = cir.cast(bitcast, %1 : !cir.ptr<!cir.void>), !cir.ptr<!s32i>
    cir.store %arg0, %2 : !s32i, !cir.ptr<!s32i>
    cir.throw %2 : !cir.ptr<!s32i> {type_info = @_ZTIi}
    cir.unreachable
  }
  cir.func @catcher(%arg0: !s32i) -> !s32i {
    %0 = cir.alloca !s32i, !cir.ptr<!s32i>, ["r", init] {alignment = 4 : i64}
    "cir.try"() <{catch_types = [@_ZTIi, "all"]}> ({
      %2 = cir.call @g(%arg0) : (!s32i) -> !s32i
      cir.store %2, %0 : !s32i, !cir.ptr<!s32i>
      cir.yield
    }, {
      %2 = cir.catch_param : !cir.ptr<!s32i>
      %3 = cir.load %2 : !cir.ptr<!s32i>, !s32i
      cir.store %3, %0 : !s32i, !cir.ptr<!s32i>
      cir.call @__cxa_end_catch() : () -> ()
      cir.yield
    }, {
      %2 = cir.catch_param : !cir.ptr<!cir.void>
      "cir.try"() <{catch_types = ["cleanup"]}> ({
        cir.throw
        cir.unreachable
      }, {
        cir.call @__cxa_end_catch() : () -> ()
        cir.resume
      }) : () -> ()
      cir.yield
    }) : () -> ()
    %1 = cir.load %0 : !cir.ptr<!s32i>, !s32i
    cir.return %1 : !s32i
  }
}
// -----
!u8i = !cir.int<u, 8>
!s32i = !cir.int<s, 32>
!u64i = !cir.int<u, 64>
!u32i = !cir.int<u, 32>
module {
  cir.global external @_ZTIi : !cir.array<!cir.ptr<!u8i> x 2> {alignment = 8 : i64}
  cir.func @__gxx_personality_v0(...) -> !s32i
  cir.func @__cxa_begin_catch(!cir.ptr<!cir.void>) -> !cir.ptr<!cir.void>
  cir.func @__cxa_end_catch()
  cir.func @__cxa_throw(!cir.ptr<!cir.void>, !cir.ptr<!cir.void>, !cir.ptr<!cir.void>)
  cir.func @__cxa_rethrow()
  cir.func @__cxa_allocate_exception(!u64i) -> !cir.ptr<!cir.void>
  cir.func @g(!s32i) -> !s32i
  cir.func @done()
  cir.func @thrower(%arg0: !s32i) {
    %0 = cir.const(#cir.int<4> : !u64i) : !u64i
    %1 = cir.call @__cxa_allocate_exception(%0) : (!u64i) -> !cir.ptr<!cir.void>
    %2 = cir.cast(bitcast, %1 : !cir.ptr<!cir.void>), !cir.ptr<!s32i>
    cir.store %arg0, %2 : !s32i, !cir.ptr<!s32i>
    %3 = cir.cast(bitcast, %2 : !cir.ptr<!s32i>), !cir.ptr<!cir.void>
    %4 = cir.get_global @_ZTIi : !cir.ptr<!cir.array<!cir.ptr<!u8i> x 2>>
    %5 = cir.cast(bitcast, %4 : !cir.ptr<!cir.array<!cir.ptr<!u8i> x 2>>), !cir.ptr<!cir.void>
    %6 = cir.const(#cir.ptr<null> : !cir.ptr<!cir.void>) : !cir.ptr<!cir.void>
    cir.call @__cxa_throw(%3, %5, %6) : (!cir.ptr<!cir.void>, !cir.ptr<!cir.void>, !cir.ptr<!cir.void>) -> ()
    cir.unreachable
  }
  cir.func @catcher(%arg0: !s32i) -> !s32i {
    %0 = cir.alloca !s32i, !cir.ptr<!s32i>, ["r", init] {alignment = 4 : i64}
    %1 = "cir.try_call"(%arg0)[^bb1, ^bb2] <{callee = @g}> : (!s32i) -> !s32i
  ^bb1:  // pred: ^bb0
    cir.store %1, %0 : !s32i, !cir.ptr<!s32i>
    cir.br ^bb9
  ^bb2:  // pred: ^bb0
    %2:2 = "cir.eh.landingpad"() <{clauses = [@_ZTIi, "all"]}> : () -> (!cir.ptr<!cir.void>, !u32i)
    cir.br ^bb3(%2#0, %2#1 : !cir.ptr<!cir.void>, !u32i)
  ^bb3(%3: !cir.ptr<!cir.void>, %4: !u32i):  // pred: ^bb2
    %5 = cir.eh.typeid @_ZTIi : !u32i
    %6 = cir.cmp(eq, %4, %5) : !u32i, !cir.bool
    cir.brcond %6 ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %7 = cir.call @__cxa_begin_catch(%3) : (!cir.ptr<!cir.void>) -> !cir.ptr<!cir.void>
    %8 = cir.cast(bitcast, %7 : !cir.ptr<!cir.void>), !cir.ptr<!s32i>
    %9 = cir.load %8 : !cir.ptr<!s32i>, !s32i
    cir.store %9, %0 : !s32i, !cir.ptr<!s32i>
    cir.call @__cxa_end_catch() : () -> ()
    cir.br ^bb9
  ^bb5:  // pred: ^bb3
    %10 = cir.call @__cxa_begin_catch(%3) : (!cir.ptr<!cir.void>) -> !cir.ptr<!cir.void>
    "cir.try_call"()[^bb6, ^bb7] <{callee = @__cxa_rethrow}> : () -> ()
  ^bb6:  // pred: ^bb5
    cir.unreachable
  ^bb7:  // pred: ^bb5
    %11:2 = "cir.eh.landingpad"() <{clauses = [], cleanup}> : () -> (!cir.ptr<!cir.void>, !u32i)
    cir.br ^bb8(%11#0, %11#1 : !cir.ptr<!cir.void>, !u32i)
  ^bb8(%12: !cir.ptr<!cir.void>, %13: !u32i):  // pred: ^bb7
    cir.call @__cxa_end_catch() : () -> ()
    cir.resume %12, %13 : !cir.ptr<!cir.void>, !u32i
  ^bb9:  // 2 preds: ^bb1, ^bb4
    %14 = cir.load %0 : !cir.ptr<!s32i>, !s32i
    cir.return %14 : !s32i
  }
}
// -----
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
